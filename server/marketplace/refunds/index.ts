/**
 * Refunds paid out, once and never above what was paid: the marketplace pays back what it holds
 * (provider payments through the provider's refund API with the refund's own idempotency key;
 * prepayment transfers by a SEPA transfer file to the shopper's account), confirmed by the
 * provider's notification or the bank statement. The shop refunds what it collected itself.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { refundEndpoints } from './endpoints';
export { refundableCents, refundMethodOf, requestRefund, type RefundCause, type RefundMethod, type RefundPart, type RefundState, type RequestOutcome } from './request';
export { retryFailedRefunds, retryRefund, sendRequestedRefunds, type SendOutcome } from './send';
export { refundsRequested, startRefundSender, type RefundSender, type RefundSenderOptions } from './sender';
export { confirmBankRefund, confirmProviderRefunds, type BankConfirmation } from './confirm';
export { accountWanted, giveRefundAccount, HOLDER_MAX, keepRefundAccount, refundAccountOf, type AccountOutcome } from './account';
export { refundTransferFile, refundTransferFileById, type RefundTransferFile } from './transfer-file';
export { refundQueue, refundsOfParts, REFUND_STATES, type PartRefund, type QueuedRefund } from './read';
