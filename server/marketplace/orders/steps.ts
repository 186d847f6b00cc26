/**
 * What the shopper sees of a part's way: its steps with their moments, read from the order's
 * timeline (the one record of what happened), so the order page never tells a step the desk does
 * not see. The order's own "placed" is every part's "received".
 */
import type { PartStepAnswer, PartStep } from '../../../contract/calls/orders';
import type { OrderEventKind, StoredOrderEvent } from './events';

const STEP_OF: Partial<Record<OrderEventKind, PartStep>> = {
  paid: 'paid', accepted: 'accepted', shipped: 'shipped', delivered: 'delivered', refused: 'refused', cancelled: 'cancelled',
  withdrawn: 'withdrawn', goods_received: 'returned', refunded: 'refunded',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The steps of the part with id `partId`, oldest first; one per shipment when it left in several parcels. */
export function partSteps(events: readonly StoredOrderEvent[], partId: number): PartStepAnswer[] {
  const steps: PartStepAnswer[] = [];
  for (const event of events) {
    if (event.kind === 'placed' && event.orderShopId === null) {
      steps.push({ step: 'received', at: event.at, carrier: null, trackingNumber: null });
      continue;
    }
    const step = event.orderShopId === partId ? STEP_OF[event.kind] : undefined;
    if (!step) continue;
    const shipped = step === 'shipped';
    steps.push({ step, at: event.at, carrier: shipped ? text(event.detail.carrier) : null, trackingNumber: shipped ? text(event.detail.trackingNumber) : null });
  }
  return steps;
}
