/**
 * Desk: customer service's screens: orders, shops, the contact inbox, conversations with shoppers
 * and the work queue; the problems shoppers report from the order page.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { deskEndpoints } from './endpoints';
export { deskWorkEndpoints } from './work-endpoints';
export { deskClaimEndpoints } from './claim-endpoints';
export { deskItemEndpoints } from './item-endpoints';
export { problemReportEndpoints } from './problem-endpoint';
export { acknowledgeContact } from './acknowledgement';
export { receiveContactMessage } from './contact-inbox';
export { anonymiseContactMessages, anonymiseOrderConversation, contactMessagesBefore, contactMessagesOf, conversationsOfOrders, eraseContactMessages } from './personal-data';
export { orderMessageEndpoints, photoAnswer, photoRefusal } from './order-message-endpoints';
export { answerAsShop, orderMessages, photoOfOrder } from './order-messages';
export { messagePhotoBytes } from './message-photos';
export { replyConversations } from './threads';
