import { insertSavedReply } from './items';

const CLOSING = 'Mit freundlichen Grüßen\nIhr Kundenservice von Spareo';

test('a saved reply goes before the closing, also when the browser sent the text with CR LF', () => {
  const typed = 'Guten Tag Erika,\r\n\r\nDanke.\r\n\r\nMit freundlichen Grüßen\r\nIhr Kundenservice von Spareo';
  expect(insertSavedReply(typed, 'Wir senden Ersatz.', CLOSING)).toBe(`Guten Tag Erika,\n\nDanke.\n\nWir senden Ersatz.\n\n${CLOSING}`);
});

test('without the closing it goes at the end', () => {
  expect(insertSavedReply('Hallo', 'Wir senden Ersatz.', CLOSING)).toBe('Hallo\n\nWir senden Ersatz.\n');
  expect(insertSavedReply('', 'Wir senden Ersatz.', CLOSING)).toBe('Wir senden Ersatz.\n');
});
