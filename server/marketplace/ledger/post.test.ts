/** Posting refuses what would not balance before it touches the database, and books nothing for nothing. */
import type { Db } from '../db/connection';
import { post, UnbalancedPosting } from './index';

/** A database that must not be reached: every use throws. */
const untouched = new Proxy({}, { get: () => { throw new Error('the database was reached'); } }) as Db;

test('a transaction whose debits and credits differ is refused whole, naming the difference', async () => {
  const posting = post(untouched, { key: 'k', kind: 'settlement', lines: [{ account: 'shop_payable', cents: 1000 }, { account: 'commission_revenue', cents: -840 }, { account: 'commission_vat_payable', cents: -159 }] });
  await expect(posting).rejects.toThrow(UnbalancedPosting);
  await expect(posting).rejects.toThrow('differ by 1 cents');
});

test('cents are whole numbers: a fraction is refused, not rounded', async () => {
  await expect(post(untouched, { key: 'k', kind: 'payout', lines: [{ account: 'shop_payable', cents: 0.5 }, { account: 'bank', cents: -0.5 }] })).rejects.toThrow(RangeError);
});

test('a transaction of nothing books nothing', async () => {
  expect(await post(untouched, { key: 'k', kind: 'refund_owed', lines: [{ account: 'shopper_payments_held', cents: 0 }, { account: 'shopper_refunds_owed', cents: 0 }] })).toBe('nothing');
});
