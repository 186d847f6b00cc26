/**
 * Posting one transaction: its lines add up to zero (debits equal credits) or nothing is written;
 * a key posted before writes nothing again, so a retried step or a repeated notification never
 * books twice. All lines go in one statement: they are there together or not at all, also outside
 * a surrounding transaction.
 */
import type { Db } from '../db/connection';
import type { Account, PostingKind } from './accounts';

export interface LedgerLine {
  account: Account;
  /** Debit positive, credit negative, in cents. */
  cents: number;
  shopId?: number | null;
  orderShopId?: number | null;
  settlementId?: number | null;
}

export interface Posting { key: string; kind: PostingKind; lines: readonly LedgerLine[]; at?: Date }

export type PostOutcome = 'posted' | 'already' | 'nothing';

export class UnbalancedPosting extends Error {
  constructor(readonly key: string, readonly differenceCents: number) {
    super(`ledger transaction ${key} does not balance: debits and credits differ by ${differenceCents} cents`);
  }
}

export async function post(db: Db, posting: Posting): Promise<PostOutcome> {
  for (const line of posting.lines) {
    if (!Number.isSafeInteger(line.cents)) throw new RangeError(`ledger transaction ${posting.key}: ${line.cents} is not a whole number of cents`);
  }
  const difference = posting.lines.reduce((sum, line) => sum + line.cents, 0);
  if (difference !== 0) throw new UnbalancedPosting(posting.key, difference);
  const lines = posting.lines.filter((line) => line.cents !== 0);
  if (lines.length === 0) return 'nothing';
  // A key already there: its own lines stand, whatever this call brings.
  if (await posted(db, posting.key)) return 'already';
  const at = (posting.at ?? new Date()).toISOString();
  const written = await db.insertInto('ledger_entries').values(lines.map((line, i) => ({
    transaction_key: posting.key, line_no: i + 1, kind: posting.kind, account: line.account, amount_cents: line.cents, currency: 'EUR',
    shop_id: line.shopId ?? null, order_shop_id: line.orderShopId ?? null, settlement_id: line.settlementId ?? null, created_at: at,
  }))).onConflict((oc) => oc.columns(['transaction_key', 'line_no']).doNothing()).returning('id').execute();
  if (written.length === 0) return 'already';
  // Another process posted the key with other lines meanwhile: half of each would not balance.
  if (written.length !== lines.length) throw new UnbalancedPosting(posting.key, NaN);
  return 'posted';
}

/** Whether a transaction with this key is in the ledger. */
export async function posted(db: Db, key: string): Promise<boolean> {
  return (await db.selectFrom('ledger_entries').select('id').where('transaction_key', '=', key).limit(1).executeTakeFirst()) !== undefined;
}
