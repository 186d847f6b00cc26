/** The mailed list link of a mailbox's orders: signed with the order secret, good for a day. */
import { createEmptyDatabase } from '../support/seeded-db';
import { LIST_LINK_HOURS, listLinkToken, mailboxOfListLink } from '../../server/marketplace/orders/list-link';

const db = createEmptyDatabase();
afterAll(() => db.shut());

test('a list link names its mailbox for a day, and nothing once changed or run out', async () => {
  const now = Date.parse('2026-11-28T08:00:00Z');
  const token = await listLinkToken(db.kysely, 'kundin@example.org', now);
  expect(await mailboxOfListLink(db.kysely, token, now)).toBe('kundin@example.org');
  expect(await mailboxOfListLink(db.kysely, token, now + (LIST_LINK_HOURS * 3600 - 1) * 1000)).toBe('kundin@example.org');
  expect(await mailboxOfListLink(db.kysely, token, now + LIST_LINK_HOURS * 3600 * 1000)).toBeNull();
  const [encoded, expires, signature] = token.split('.') as [string, string, string];
  // Another mailbox or a later end under the same signature: refused.
  expect(await mailboxOfListLink(db.kysely, `${Buffer.from('jemand@example.org').toString('base64url')}.${expires}.${signature}`, now)).toBeNull();
  expect(await mailboxOfListLink(db.kysely, `${encoded}.${Number(expires) + 3600}.${signature}`, now)).toBeNull();
  for (const bad of ['', 'x', `${encoded}.${expires}`, `${token}.x`, `${encoded}.soon.${signature}`]) expect(await mailboxOfListLink(db.kysely, bad, now)).toBeNull();
});
