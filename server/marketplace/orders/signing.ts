/**
 * Order numbers and the signed order page link. The number is short enough to read on the phone;
 * the token (an HMAC of the number with a secret kept in the database) lets a guest open the order
 * page from the confirmation mail without an account.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection';

// No 0/O, 1/I/L: read aloud or typed from paper without mistakes.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newOrderNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `SP-${date}-${suffix}`;
}

export const SHOP_ORDER_NUMBER = /^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/;

async function secretOf(db: Db): Promise<Buffer> {
  const row = await db.selectFrom('order_secret').select('secret').where('id', '=', 1).executeTakeFirst();
  if (row) return Buffer.from(row.secret, 'base64url');
  // Every replica signs with the one stored secret; the first to need it writes it.
  await db.insertInto('order_secret').values({ id: 1, secret: randomBytes(32).toString('base64url') }).onConflict((oc) => oc.column('id').doNothing()).execute();
  return secretOf(db);
}

/** The HMAC of a text with the one stored secret, base64url: what every signed link of the shopper's carries. */
export async function signedWithOrderSecret(db: Db, text: string): Promise<string> {
  return createHmac('sha256', await secretOf(db)).update(text).digest('base64url');
}

export async function orderToken(db: Db, orderNumber: string): Promise<string> {
  return createHmac('sha256', await secretOf(db)).update(`order:${orderNumber}`).digest('base64url').slice(0, 32);
}

export async function verifyOrderToken(db: Db, orderNumber: string, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || token.length !== 32) return false;
  const expected = Buffer.from(await orderToken(db, orderNumber));
  const actual = Buffer.from(token);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
