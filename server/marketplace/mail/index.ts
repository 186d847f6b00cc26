/**
 * Mail: the queue and the worker that sends it, the building blocks and order mails in the buyer's
 * language, and the receiver of the shoppers' answers.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { shopperCancelledMail, shopperCancelledShopMail } from './cancellation';
export { newPartShopMail, type PartEvent, partEventMail, type ShopContact } from './notices';
export { startInboundReceiver, type InboundReceiver } from './inbound';
export { anonymiseOrderMails, enqueueMail, mailsQueued, pendingMailCount } from './queue';
export { orderListMail } from './order-list-mail';
export { buyerMessageShopMail, shopMessageBuyerMail } from './order-message';
export { problemReportMail, problemReportShopMail, type ReportedProblem } from './problem-report';
export { resendFailedMail, resendOrderMail } from './resend';
export { reviewInvitationMail } from './review-invitation';
export { confirmationMail, escapeHtml, money, translator, withdrawalMail, withdrawalShopMail, withdrawalStatement } from './templates';
export { startMailWorker } from './worker';
