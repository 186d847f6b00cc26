/**
 * The ledger's accounts, named as the operator's accountant keeps them. Amounts are debit positive,
 * credit negative: an asset's balance is positive, a liability's or revenue's negative.
 * - provider_clearing: money the payment provider holds for the marketplace (asset);
 * - bank: the marketplace's own account, where prepayment transfers land (asset);
 * - shopper_payments_held: what shoppers paid the marketplace for parts not yet settled with
 *   their shop nor owed back (liability, per order part);
 * - shopper_refunds_owed: refunds the marketplace owes shoppers and has not paid yet (liability);
 * - shop_payable: what the marketplace owes a shop from its settlements (liability, per shop);
 * - shop_receivable: commission a shop owes on what it collected itself (cash on delivery, on
 *   account) and has not yet had taken off a payout (asset, per shop);
 * - commission_revenue and commission_vat_payable: the commission, net, and its VAT.
 */
export const ACCOUNTS = [
  'provider_clearing', 'bank', 'shopper_payments_held', 'shopper_refunds_owed', 'shop_payable', 'shop_receivable', 'commission_revenue', 'commission_vat_payable',
] as const;
export type Account = (typeof ACCOUNTS)[number];

/** Where money comes in and goes out: the provider's clearing and the bank. */
export const CASH: readonly Account[] = ['provider_clearing', 'bank'];

/** What a transaction records. */
export type PostingKind = 'shopper_payment' | 'refund_owed' | 'refund_paid' | 'settlement' | 'payout';
