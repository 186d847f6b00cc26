import { dayStartIn, nextDay, shownDay, typedDay } from './typed-day';

test('a day typed as the editions write it, or as a picker sends it; no day of the calendar is refused', () => {
  expect(typedDay('28.11.2026')).toBe('2026-11-28');
  expect(typedDay(' 1/2/26 ')).toBe('2026-02-01');
  expect(typedDay('28-11-2026')).toBe('2026-11-28');
  expect(typedDay('2026-11-28')).toBe('2026-11-28');
  expect(typedDay('31.02.2026')).toBeNull();
  expect(typedDay('11/28/2026')).toBeNull();
  expect(typedDay('gestern')).toBeNull();
});

test('shown back in the edition\'s short form; a day begins where the reader lives', () => {
  expect(shownDay('2026-11-28', 'de-DE')).toBe('28.11.2026');
  expect(shownDay('2026-11-28', 'fr-FR')).toBe('28/11/2026');
  expect(dayStartIn('2026-11-28', 'de-DE')).toBe('2026-11-27T23:00:00.000Z');
  expect(dayStartIn('2026-07-01', 'fr-FR')).toBe('2026-06-30T22:00:00.000Z');
  expect(nextDay('2026-12-31')).toBe('2027-01-01');
});
