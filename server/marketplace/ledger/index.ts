/**
 * The ledger: every money movement of the marketplace as a balanced, append-only transaction in
 * integer cents (a shopper's payment, a refund owed or paid, a month's settlement with its
 * commission and VAT, a payout), its trial balance and the reconciliation an accountant signs.
 * See docs/decisions/0335-one-ledger.md.
 */
export { ACCOUNTS, type Account, type PostingKind } from './accounts';
export { post, posted, UnbalancedPosting, type LedgerLine, type Posting, type PostOutcome } from './post';
export { postProviderPayment, postShopperPayment, type PaidPart } from './payments';
export { postRefund, postRefundPaid, type RefundOwed, type RefundPaid } from './refunds';
export { postPayout, type Payout } from './payouts';
export { postMonthClose, postSettlement } from './settlements';
export { againstLedger, movementBooks, type MovementBooks, type MovementProblem } from './movements';
export { balances, partMoney, reconcile, shopAccount, type Balance, type Discrepancy, type PartMoney, type Reconciliation } from './read';
