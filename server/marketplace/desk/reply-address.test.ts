/**
 * The reply address of a conversation: the desk's mailbox plus-addressed with a token of 128
 * random bits; only a well-formed token on the mailbox itself is read back (any other mailbox,
 * domain or tag is nobody's). A shopper's mail keeps their own words, not the quoted history.
 */
import { newThreadToken, replyMailboxOf, threadAddress, tokenOf as tokenOfMailbox } from './reply-address';
import { ownWords } from '../mail/inbound';

const service = (serviceAddress: string | null) => ({ personalData: { serviceAddress } });

test('the address is the mailbox plus the token, and only that address gives the token back', () => {
  const box = replyMailboxOf({ ...service('Service@Spareo.de'), deskMailbox: null });
  const tokenOf = (address: string) => tokenOfMailbox(box, address);
  const token = newThreadToken();
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  expect(newThreadToken()).not.toBe(token);
  const address = threadAddress(box, token)!;
  expect(address).toBe(`Service+${token}@Spareo.de`);
  expect(tokenOf(address)).toBe(token);
  expect(tokenOf(address.toLowerCase())).toBe(token);
  expect(tokenOf(`service+${token}@spareo.fr`)).toBeUndefined();
  expect(tokenOf(`other+${token}@spareo.de`)).toBeUndefined();
  expect(tokenOf('service@spareo.de')).toBeUndefined();
  expect(tokenOf(`service+${token.slice(1)}@spareo.de`)).toBeUndefined();
  expect(tokenOf(`service+${token}x@spareo.de`)).toBeUndefined();
  expect(tokenOf(`service+../${token}@spareo.de`)).toBeUndefined();
});

test('a mailbox of its own for the replies wins over the service address; none at all gives no address', () => {
  expect(threadAddress(replyMailboxOf({ ...service(null), deskMailbox: null }), newThreadToken())).toBeNull();
  const box = replyMailboxOf({ ...service('service@spareo.de'), deskMailbox: 'antwort@reply.spareo.de' });
  const token = newThreadToken();
  expect(threadAddress(box, token)).toBe(`antwort+${token}@reply.spareo.de`);
  expect(tokenOfMailbox(box, `service+${token}@spareo.de`)).toBeUndefined();
  expect(tokenOfMailbox(box, `antwort+${token}@reply.spareo.de`)).toBe(token);
});

test('the shopper\'s own words are kept, the quoted history and its introducing line left out', () => {
  expect(ownWords('Danke, angekommen!\r\n\r\nAm 26.11.2026 um 10:00 schrieb Spareo <service@spareo.de>:\r\n> Ihr Paket ist unterwegs.\r\n> Gruß')).toBe('Danke, angekommen!');
  expect(ownWords('Merci.\n\nLe 26 nov. 2026, Spareo a écrit :\n> Bonjour')).toBe('Merci.');
  expect(ownWords('Thanks\n> quoted\nmy answer below the quote')).toBe('Thanks');
  expect(ownWords('> only a quote\n> nothing else')).toBe('> only a quote\n> nothing else');
  expect(ownWords('  Just words.  ')).toBe('Just words.');
});
