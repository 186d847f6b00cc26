import { openDatabase } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { bearerToken, issueShopToken, verifyShopToken } from '../../server/marketplace/shops/tokens';

async function dbWithShop() {
  const handle = openDatabase(':memory:');
  await migrate(handle);
  const db = handle.kysely;
  await db.insertInto('shops').values([{ id: 7, name: 'Teile Shop', slug: 'teile-shop', rating: 4.5 }, { id: 8, name: 'Other', slug: 'other', rating: 4 }]).execute();
  return db;
}

describe('shop tokens', () => {
  it('accepts the issued token for its shop only, and stores no clear text', async () => {
    const db = await dbWithShop();
    const token = await issueShopToken(db, 7);
    expect(await verifyShopToken(db, 7, token, 'offers:write')).toBe(true);
    expect(await verifyShopToken(db, 8, token, 'offers:write')).toBe(false);
    expect(await verifyShopToken(db, 7, `${token}x`, 'offers:write')).toBe(false);
    expect(await verifyShopToken(db, 7, undefined, 'offers:write')).toBe(false);
    const stored = JSON.stringify(await db.selectFrom('shop_tokens').selectAll().execute());
    expect(stored).not.toContain(token.slice(4));
  });

  it('a key reaches the scopes it was issued with only; every key so far has the order software\'s', async () => {
    const db = await dbWithShop();
    const feedsOnly = await issueShopToken(db, 7, new Date(), ['offers:write']);
    expect(await verifyShopToken(db, 7, feedsOnly, 'offers:write')).toBe(true);
    expect(await verifyShopToken(db, 7, feedsOnly, 'orders:read')).toBe(false);
    const full = await issueShopToken(db, 7);
    expect(await Promise.all((['offers:write', 'orders:read', 'orders:write'] as const).map((scope) => verifyShopToken(db, 7, full, scope)))).toEqual([true, true, true]);
  });

  it('rotation makes the old token stop working', async () => {
    const db = await dbWithShop();
    const first = await issueShopToken(db, 7);
    const second = await issueShopToken(db, 7);
    expect(await verifyShopToken(db, 7, first, 'offers:write')).toBe(false);
    expect(await verifyShopToken(db, 7, second, 'offers:write')).toBe(true);
  });

  it('refuses unknown shops and reads bearer headers', async () => {
    const db = await dbWithShop();
    await expect(issueShopToken(db, 99)).rejects.toThrow(/does not exist/);
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
  });
});
