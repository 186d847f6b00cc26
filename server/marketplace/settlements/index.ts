/**
 * Commission and payouts: the operator's commission on each shop, the monthly settlement per shop
 * (closed once, atomically, in Europe/Berlin months), its PDF and CSV, and the SEPA credit transfer
 * file of each payout run (kept, so a file is issued once), the shops' balances. See docs/decisions/0215-commission-and-monthly-settlements.md.
 */
export { settlementEndpoints } from './endpoints';
export { monthRuns, slices, takeMonth, writeSettlement, type CloseOutcome, type Fault, type Item, type ShopRun } from './close';
export { issueMonthInvoices } from './commission-invoice';
export { basisPointsOf, commissionCents, commissionInput, commissionOf, fixedCentsOf, setCommission, type Commission } from './commission';
export { isMonth, monthBefore, monthBounds, monthEnded, monthOf } from './month';
export { closedMonths, settlementDetail, settlementsOf, type SettlementDetail, type SettlementSummary } from './read';
export { settlementCsv } from './csv';
export { settlementPdf } from './pdf';
export { DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS } from './payout-hold';
export { endToEndIdOf, painXml, payeesOf, type NotPayable, type Payee } from './sepa';
export { confirmPayout, createPayoutRun, payoutRunFile, payoutRuns, payoutsOf, type PayoutRunOptions, type PayoutRunOutcome, type PayoutRunSummary, type PayoutState, type ShopPayout } from './runs';
export { berlinDay, DEFAULT_PAYOUT_RUN_DAY, nextPayoutDay, payoutRunDue, type PayoutScheduleState } from './payout-schedule';
export { shopBalance, type ShopBalance } from './balance';
export { runDuePayouts, type DueRunOutcome } from './due-run';
export { commissionInvoiceSweep } from './commission-invoice-files';
