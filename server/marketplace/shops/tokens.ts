/**
 * Per-shop bearer tokens for the calls a shop makes itself (offer feeds, orders). One live token
 * per shop: issuing a new one rotates it, and the old one stops working at once. Tokens are
 * random (32 bytes), so a fast SHA-256 is enough to store them; only the hash is kept.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection';

const TOKEN_PREFIX = 'spt_';

const hashOf = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/** Issues (or rotates) the shop's token and returns it; it is not stored in clear anywhere. */
export async function issueShopToken(db: Db, shopId: number, now = new Date()): Promise<string> {
  const shop = await db.selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst();
  if (!shop) throw new Error(`shop ${shopId} does not exist`);
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = { shop_id: shopId, token_hash: hashOf(token).toString('hex'), created_at: now.toISOString() };
  await db.insertInto('shop_tokens').values(row)
    .onConflict((oc) => oc.column('shop_id').doUpdateSet({ token_hash: row.token_hash, created_at: row.created_at })).execute();
  return token;
}

/** Takes the shop's token away: calls with it fail from the next request on, on every process (each checks the database). */
export async function revokeShopToken(db: Db, shopId: number): Promise<void> {
  await db.deleteFrom('shop_tokens').where('shop_id', '=', shopId).execute();
}

/** When the shop's live token was issued, or null when it has none. */
export async function shopTokenIssuedAt(db: Db, shopId: number): Promise<string | null> {
  const row = await db.selectFrom('shop_tokens').select('created_at').where('shop_id', '=', shopId).executeTakeFirst();
  return row?.created_at ?? null;
}

/** True when `token` is the shop's live token (compared in constant time). */
export async function verifyShopToken(db: Db, shopId: number, token: string | undefined): Promise<boolean> {
  if (!token || !token.startsWith(TOKEN_PREFIX) || token.length > 200) return false;
  const row = await db.selectFrom('shop_tokens').select('token_hash').where('shop_id', '=', shopId).executeTakeFirst();
  if (!row) return false;
  const expected = Buffer.from(row.token_hash, 'hex');
  const actual = hashOf(token);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The token from an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}
