/** A shop's payout issued (its settlement's transfer in a payout file): what the marketplace owed it leaves the bank. */
import type { Db } from '../db/connection';
import { post, type PostOutcome } from './post';

export interface Payout { settlementId: number; shopId: number; cents: number; key?: string; at?: Date }

export async function postPayout(db: Db, payout: Payout): Promise<PostOutcome> {
  return post(db, { key: payout.key ?? `payout:${payout.settlementId}`, kind: 'payout', at: payout.at, lines: [
    { account: 'shop_payable', cents: payout.cents, shopId: payout.shopId, settlementId: payout.settlementId },
    { account: 'bank', cents: -payout.cents, shopId: payout.shopId, settlementId: payout.settlementId },
  ] });
}
