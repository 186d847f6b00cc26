/**
 * Orders: quote, placing, payment, status and withdrawal of an order, its shops' parts and the
 * shops' order API.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { orderEndpoints, withdrawalAnswer } from './endpoints';
export { placeAnswer, placeRequest, type PlaceRequest } from './checkout-door';
export { choiceProblem, claimOrderKey, earlierPlacement, orderThatTookTheCart, placed, storeOrder, type NewOrder, type PlaceOutcome } from './place';
export { changesSince, buildQuote } from './quote';
export { keySettled } from './settle';
export { newOrderNumber, orderToken } from './signing';
export { queueNewPartMails, queuePartEventMail } from './notices';
export { partShopContact, recordWithdrawal, withdrawalAsked, withdrawnPart, type OpenWithdrawal, type WithdrawalRequest, type WithdrawOutcome } from './withdrawal';
export { orderListEndpoints } from './list-endpoints';
export { deliveredAtOf } from './delivered';
export { eventsOfOrder, type OrderEventActor, type StoredOrderEvent } from './events';
export { paymentMethodEndpoints } from './payment-methods';
export { receivePaymentNotice, type SignedNotice } from './payment-doors';
export { anonymiseOrder, detachAccount, guestOrdersBefore, linesOfOrders, ordersOfShopper, partIdsOf, partsOfOrders, savedAddressesOf, withdrawalsOf } from './personal-data';
export { recordPrepaymentReceived, type PrepaymentOutcome } from './prepayment';
export { transferAnswerOf, transferOf, transferPartsOf } from './transfer';
export { orderById, orderByIdempotencyKey, orderByNumber, recentShopOrders, shopOrderOf, shopOrdersByIds, type StoredOrder, type StoredShopOrder } from './repository';
export { orderReviewEndpoints } from './reviews';
export { markLinesSettled, markShippingSettled, markWithdrawalsSettled } from './settled-marks';
export { statusUpdateOf } from './shop-csv';
export { acknowledgeShopOrders, listShopOrders, oneShopOrder, shopStepAnswer, shopStepRequest, shopStepRows, shopStepsAnswer, STATUS_CSV_TYPES, type ShopCaller, type TakenRow } from './shop-doors';
export { overRefundableMessage, setShopOrderStatus, UNPAID_MESSAGE, type ReturnStep, type ShopStatusUpdate, type StatusOutcome } from './status';
export { recordReturn, recordReturnStep, returnStepAsked, withdrawnCents } from './return-steps';
export { visibleOrder } from './visible';
