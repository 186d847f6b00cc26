/**
 * The signed link to the orders of one mailbox, mailed to whoever asks with that address: the
 * token names the mailbox (server/shared/email-key.ts) and the moment it runs out, signed with the order
 * secret. A mailed list is a day's: a forwarded or old mail stops opening the list, and the
 * shopper asks for a new one in a minute.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection';
import { signedWithOrderSecret } from './signing';

export const LIST_LINK_HOURS = 24;

const signatureOf = (db: Db, payload: string) => signedWithOrderSecret(db, `order-list:${payload}`);

export async function listLinkToken(db: Db, mailbox: string, now = Date.now()): Promise<string> {
  const payload = `${Buffer.from(mailbox).toString('base64url')}.${Math.floor(now / 1000) + LIST_LINK_HOURS * 3600}`;
  return `${payload}.${await signatureOf(db, payload)}`;
}

/** The mailbox a token names, or null when it was not signed here or ran out. */
export async function mailboxOfListLink(db: Db, token: string, now = Date.now()): Promise<string | null> {
  const [encoded, expires, signature, ...rest] = token.split('.');
  if (!encoded || !expires || !signature || rest.length > 0 || !/^\d{1,12}$/.test(expires)) return null;
  const payload = `${encoded}.${expires}`;
  const expected = Buffer.from(await signatureOf(db, payload));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (Number(expires) * 1000 <= now) return null;
  return Buffer.from(encoded, 'base64url').toString('utf8');
}
