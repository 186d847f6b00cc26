/**
 * Commission and payouts: the operator's commission on each shop, the monthly settlement per shop
 * (closed once, atomically, in Europe/Berlin months), its PDF and CSV, and the SEPA credit transfer
 * file paying the shops out. See docs/decisions/0215-commission-and-monthly-settlements.md.
 */
export { settlementEndpoints } from './endpoints';
export { closeMonth, type CloseOutcome, type Fault } from './close';
export { basisPointsOf, commissionCents, commissionInput, commissionOf, fixedCentsOf, setCommission, type Commission } from './commission';
export { isMonth, monthBefore, monthBounds, monthEnded, monthOf } from './month';
export { closedMonths, settlementDetail, settlementsOf, type SettlementDetail, type SettlementSummary } from './read';
export { settlementCsv } from './csv';
export { settlementPdf } from './pdf';
export { DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS } from './payout-hold';
export { PAIN_FORMAT, payeesOf, payoutFile, type PayoutFile } from './sepa';
