import { openDatabase } from '../../server/marketplace/db/connection';
import { migrateNow } from '../support/migrate-now';
import { bearerToken, issueShopToken, verifyShopToken } from '../../server/marketplace/shops/tokens';

function dbWithShop() {
  const db = openDatabase(':memory:');
  migrateNow(db);
  db.prepare(`INSERT INTO shops (id, name, slug, rating) VALUES (7, 'Teile Shop', 'teile-shop', 4.5), (8, 'Other', 'other', 4)`).run();
  return db;
}

describe('shop tokens', () => {
  it('accepts the issued token for its shop only, and stores no clear text', () => {
    const db = dbWithShop();
    const token = issueShopToken(db, 7);
    expect(verifyShopToken(db, 7, token)).toBe(true);
    expect(verifyShopToken(db, 8, token)).toBe(false);
    expect(verifyShopToken(db, 7, `${token}x`)).toBe(false);
    expect(verifyShopToken(db, 7, undefined)).toBe(false);
    const stored = JSON.stringify(db.prepare('SELECT * FROM shop_tokens').all());
    expect(stored).not.toContain(token.slice(4));
  });

  it('rotation makes the old token stop working', () => {
    const db = dbWithShop();
    const first = issueShopToken(db, 7);
    const second = issueShopToken(db, 7);
    expect(verifyShopToken(db, 7, first)).toBe(false);
    expect(verifyShopToken(db, 7, second)).toBe(true);
  });

  it('refuses unknown shops and reads bearer headers', () => {
    const db = dbWithShop();
    expect(() => issueShopToken(db, 99)).toThrow(/does not exist/);
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
  });
});
