import { mailboxOf } from './reviewable';

test('one mailbox however it is written: letter case, spaces, a +tag after the name', () => {
  expect(mailboxOf(' Inhaber+Bewertung@Teilehaus.DE ')).toBe('inhaber@teilehaus.de');
  expect(mailboxOf('inhaber@teilehaus.de')).toBe('inhaber@teilehaus.de');
  // The tag goes only before the @: a + in the domain stays (and matches nothing).
  expect(mailboxOf('a@b+c.de')).toBe('a@b+c.de');
  expect(mailboxOf('no-at-sign')).toBe('no-at-sign');
});
