/**
 * Per-shop API keys for the calls a shop's order software makes itself. One live key per shop:
 * issuing a new one rotates it, and the old one stops working at once. Keys are random (32 bytes),
 * so a fast SHA-256 is enough to store them; only the hash is kept.
 * A key carries scopes and reaches nothing else: its offer feeds (`offers:write`) and its orders
 * (`orders:read`, `orders:write`). The owner's settings (who the trader is, terms, feed URL, the
 * keys themselves, the log, staff) are never a key's: they take the owner's staff sign-in with its
 * second factor (portal/guard.ts).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection';

const TOKEN_PREFIX = 'spt_';

export const SHOP_KEY_SCOPES = ['offers:write', 'orders:read', 'orders:write'] as const;
export type ShopKeyScope = (typeof SHOP_KEY_SCOPES)[number];
/** What a shop's order software needs: every key so far, and a new one unless told otherwise. */
export const ORDER_SOFTWARE_SCOPES: readonly ShopKeyScope[] = SHOP_KEY_SCOPES;

const hashOf = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();
const isScope = (text: string): text is ShopKeyScope => (SHOP_KEY_SCOPES as readonly string[]).includes(text);

/** Issues (or rotates) the shop's key with its scopes and returns it; it is not stored in clear anywhere. */
export async function issueShopToken(db: Db, shopId: number, now = new Date(), scopes: readonly ShopKeyScope[] = ORDER_SOFTWARE_SCOPES): Promise<string> {
  const shop = await db.selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst();
  if (!shop) throw new Error(`shop ${shopId} does not exist`);
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = { shop_id: shopId, token_hash: hashOf(token).toString('hex'), created_at: now.toISOString(), scopes: [...new Set(scopes)].join(' ') };
  await db.insertInto('shop_tokens').values(row)
    .onConflict((oc) => oc.column('shop_id').doUpdateSet({ token_hash: row.token_hash, created_at: row.created_at, scopes: row.scopes })).execute();
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

/** The scopes of `token` when it is the shop's live key (compared in constant time), else null. */
export async function shopKeyScopes(db: Db, shopId: number, token: string | undefined): Promise<ShopKeyScope[] | null> {
  if (!token || !token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const row = await db.selectFrom('shop_tokens').select(['token_hash', 'scopes']).where('shop_id', '=', shopId).executeTakeFirst();
  if (!row) return null;
  const expected = Buffer.from(row.token_hash, 'hex');
  const actual = hashOf(token);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return row.scopes.split(' ').filter(isScope);
}

/** True when `token` is the shop's live key and carries `scope`. */
export async function verifyShopToken(db: Db, shopId: number, token: string | undefined, scope: ShopKeyScope): Promise<boolean> {
  return (await shopKeyScopes(db, shopId, token))?.includes(scope) ?? false;
}

/** The token from an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}
