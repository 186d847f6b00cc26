/**
 * Per-shop bearer tokens for the calls a shop makes itself (offer feeds, orders). One live token
 * per shop: issuing a new one rotates it, and the old one stops working at once. Tokens are
 * random (32 bytes), so a fast SHA-256 is enough to store them; only the hash is kept.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/connection';

const TOKEN_PREFIX = 'spt_';

const hashOf = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/** Issues (or rotates) the shop's token and returns it; it is not stored in clear anywhere. */
export function issueShopToken(db: Database, shopId: number, now = new Date()): string {
  const shop = db.prepare('SELECT id FROM shops WHERE id = ?').get(shopId);
  if (!shop) throw new Error(`shop ${shopId} does not exist`);
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  db.prepare(`INSERT INTO shop_tokens (shop_id, token_hash, created_at) VALUES (?, ?, ?)
    ON CONFLICT (shop_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`)
    .run(shopId, hashOf(token).toString('hex'), now.toISOString());
  return token;
}

/** True when `token` is the shop's live token (compared in constant time). */
export function verifyShopToken(db: Database, shopId: number, token: string | undefined): boolean {
  if (!token || !token.startsWith(TOKEN_PREFIX) || token.length > 200) return false;
  const row = db.prepare('SELECT token_hash AS hash FROM shop_tokens WHERE shop_id = ?').get(shopId) as { hash: string } | undefined;
  if (!row) return false;
  const expected = Buffer.from(row.hash, 'hex');
  const actual = hashOf(token);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The token from an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}
