/** What the desk's tests reach beside the face: the photo check and the shopper's message, called directly. */
export { MessagePhotoRefused, makeMessagePhoto } from './message-photos';
export { writeToShop } from './order-messages';
