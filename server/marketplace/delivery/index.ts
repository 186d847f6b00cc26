/**
 * Delivery: working days per country and the delivery day a dispatch reaches.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { cutoffState, deliveryCalendar, earliestNextCutoff, latestDeliveryDay, nextCutoff } from './delivery-date';
export type { WorkingCalendar } from './working-days';
