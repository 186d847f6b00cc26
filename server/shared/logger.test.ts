/** What of a request's path goes into its log line: never the query string, never an invitation's one-time token. */
import { createLogger, loggedPath, partOf } from './logger';

test('the query string is left out and the path is bounded', () => {
  expect(loggedPath('/Bestellung/SP-261126-K7QRTM?token=secret')).toBe('/Bestellung/SP-261126-K7QRTM');
  expect(loggedPath(`/${'x'.repeat(400)}`)).toHaveLength(300);
  expect(loggedPath(undefined)).toBe('');
});

test('a staff invitation\'s token, in the desk\'s path and the marketplace\'s, is replaced', () => {
  expect(loggedPath('/desk/invitation/Zq3v9KxR2mWp8LtY')).toBe('/desk/invitation/[token]');
  expect(loggedPath('/api/staff/invitations/Zq3v9KxR2mWp8LtY')).toBe('/api/staff/invitations/[token]');
  expect(loggedPath('/desk/invitation/Zq3v9KxR2mWp8LtY/enrol')).toBe('/desk/invitation/[token]/enrol');
});

test('a part of the marketplace logs one line with each key once', () => {
  const lines: string[] = [];
  const root = createLogger('info', { write: (line: string) => void lines.push(line) });
  partOf(root.child({ component: 'marketplace' }), 'mail').info('sent');
  const line = lines[0]!;
  expect(line.match(/"component":/g)).toHaveLength(1);
  expect(JSON.parse(line)).toMatchObject({ component: 'marketplace', part: 'mail', msg: 'sent' });
});

test('an IBAN, an e-mail address and a password in a stray object are censored, a marketplace\'s address is not', () => {
  const lines: string[] = [];
  const root = createLogger('info', { write: (line: string) => void lines.push(line) });
  root.warn({ iban: 'DE89370400440532013000', payout: { iban: 'AT611904300234573201' }, email: 'kunde@example.de', account: { password: 'hunter22' }, upstream: 'http://10.0.0.7:4000' }, 'stray');
  expect(lines[0]).not.toMatch(/DE8937|AT6119|kunde@|hunter22/);
  expect(JSON.parse(lines[0]!)).toMatchObject({ upstream: 'http://10.0.0.7:4000' });
});
