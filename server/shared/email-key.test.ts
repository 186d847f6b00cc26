import { emailKey } from './email-key';

test('one mailbox, one key', () => {
  expect(emailKey('  Same+7@Example.ORG ')).toBe('same@example.org');
  expect(emailKey('same@example.org')).toBe('same@example.org');
  expect(emailKey(' Inhaber+Bewertung@Teilehaus.DE ')).toBe('inhaber@teilehaus.de');
  // The tag goes only before the @: a + in the domain stays (and matches nothing).
  expect(emailKey('a@b+c.de')).toBe('a@b+c.de');
  expect(emailKey('first.last+shop@example.org')).toBe('first.last@example.org');
  expect(emailKey('Fir.St.Last+x@GoogleMail.com')).toBe('firstlast@gmail.com');
  expect(emailKey('f.i.r.s.t@gmail.com')).toBe('first@gmail.com');
});

test('what is no address is only lower-cased; a leading + is no tag', () => {
  expect(emailKey('Not An Address')).toBe('not an address');
  expect(emailKey('+only@example.org')).toBe('+only@example.org');
});
