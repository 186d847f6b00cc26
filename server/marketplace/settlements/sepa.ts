/**
 * Payouts as one SEPA credit transfer initiation (ISO 20022 pain.001.001.09, made with the sepa
 * library) from the operator's account: one transfer per closed settlement with a positive payout
 * not yet paid in a run, into a valid bank account (IBAN check digits, a BIC of the IBAN's
 * country), its settlement number and month as the remittance text. A shop owed money without a
 * valid account is listed as not payable, never left out silently; it is paid by a later run once
 * it has given one. So is a shop whose account is new and still held (payout-hold.ts).
 */
import type { Db } from '../db/connection';
import { bicFitsIban, bicOf, creditTransferXml, ibanOf, sepaText, type CollectionAccount } from '../payments';
import { DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS, heldAccounts } from './payout-hold';
import { settlementsOf } from './read';

export interface Payee { settlementId: number; month: string; shopId: number; shopName: string; payoutCents: number; holder: string; iban: string; bic: string }
export interface NotPayable { settlementId: number; month: string; shopId: number; shopName: string; payoutCents: number; reason: 'no_account' | 'invalid_account' | 'account_held'; heldUntil?: string }

/** The transfer's end-to-end id: one per settlement, and a settlement is paid once. */
export const endToEndIdOf = (payee: Pick<Payee, 'month' | 'settlementId'>): string => `SPAREO-${payee.month}-${payee.settlementId}`;

/** Closed settlements with a positive payout that no run has paid yet: those a run pays now, and those it cannot. */
export async function payeesOf(db: Db, now = new Date(), holdHours = DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS): Promise<{ payees: Payee[]; notPayable: NotPayable[] }> {
  const paid = new Set((await db.selectFrom('payouts').select('settlement_id').execute()).map((p) => Number(p.settlement_id)));
  const owed = (await settlementsOf(db, {})).filter((s) => s.payoutCents > 0 && !paid.has(s.id)).sort((a, b) => a.shopId - b.shopId || a.id - b.id);
  const accounts = new Map((await db.selectFrom('shop_bank_accounts').select(['shop_id', 'holder', 'iban', 'bic']).execute()).map((a) => [a.shop_id, a]));
  const payees: Payee[] = [];
  const notPayable: NotPayable[] = [];
  for (const s of owed) {
    const account = accounts.get(s.shopId);
    const iban = account ? ibanOf(account.iban) : null;
    const bic = account ? bicOf(account.bic) : null;
    const base = { settlementId: s.id, month: s.month, shopId: s.shopId, shopName: s.shopName, payoutCents: s.payoutCents };
    if (!account) notPayable.push({ ...base, reason: 'no_account' });
    else if (!iban || !bic || !bicFitsIban(bic, iban) || !sepaText(account.holder, 70)) notPayable.push({ ...base, reason: 'invalid_account' });
    else payees.push({ ...base, holder: account.holder, iban, bic });
  }
  const held = await heldAccounts(db, payees.map((p) => p.shopId), now, holdHours);
  for (const p of payees) if (held.has(p.shopId)) notPayable.push({ settlementId: p.settlementId, month: p.month, shopId: p.shopId, shopName: p.shopName, payoutCents: p.payoutCents, reason: 'account_held', heldUntil: held.get(p.shopId)! });
  return { payees: payees.filter((p) => !held.has(p.shopId)), notPayable };
}

/** The pain.001 document paying these payees, under the message id given. */
export function painXml(messageId: string, debtor: CollectionAccount, payees: readonly Payee[], now: Date): string {
  return creditTransferXml(messageId, debtor, payees.map((payee) => ({
    name: payee.holder, iban: payee.iban, bic: payee.bic, cents: payee.payoutCents,
    remittance: `Spareo Abrechnung ${payee.month} Nr ${payee.settlementId}`, endToEndId: endToEndIdOf(payee),
  })), now);
}
