/**
 * Order numbers and the signed order page link. The number is short enough to read on the phone;
 * the token (an HMAC of the number with a secret kept in the database) lets a guest open the order
 * page from the confirmation mail without an account.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/connection';

// No 0/O, 1/I/L: read aloud or typed from paper without mistakes.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newOrderNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `SP-${date}-${suffix}`;
}

export const ORDER_NUMBER = /^SP-\d{6}-[2-9A-HJKMNP-Z]{6}$/;
export const SHOP_ORDER_NUMBER = /^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/;

function secretOf(db: Database): Buffer {
  const row = db.prepare('SELECT secret FROM order_secret WHERE id = 1').get() as { secret: string } | undefined;
  if (row) return Buffer.from(row.secret, 'base64url');
  db.prepare('INSERT OR IGNORE INTO order_secret (id, secret) VALUES (1, ?)').run(randomBytes(32).toString('base64url'));
  return secretOf(db);
}

export function orderToken(db: Database, orderNumber: string): string {
  return createHmac('sha256', secretOf(db)).update(`order:${orderNumber}`).digest('base64url').slice(0, 32);
}

export function verifyOrderToken(db: Database, orderNumber: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length !== 32) return false;
  const expected = Buffer.from(orderToken(db, orderNumber));
  const actual = Buffer.from(token);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
