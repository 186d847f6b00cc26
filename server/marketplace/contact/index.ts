/**
 * Contact: the shopper's message to customer service, its daily budget and the mail to the service
 * mailbox.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { contactEndpoints } from './endpoints';
