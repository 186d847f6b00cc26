/**
 * What the shopper sees of a part's way: its steps with their moments, read from the order's
 * timeline (the one record of what happened), so the order page never tells a step the desk does
 * not see. The order's own "placed" is every part's "received". The status line's word (stage) and
 * the progress line are read from the same steps, so the three never disagree.
 */
import {
  PAYMENT_AWAITED_METHODS, type OrderStatus, type PartProgressAnswer, type PartStage, type PartStep, type PartStepAnswer, type PaymentMethod,
  type ProgressStep, type WithdrawalPeriodAnswer,
} from '../../../contract/calls/orders';
import type { OrderEventKind, StoredOrderEvent } from './events';

const STEP_OF: Partial<Record<OrderEventKind, PartStep>> = {
  paid: 'paid', accepted: 'accepted', shipped: 'shipped', out_for_delivery: 'out_for_delivery', delivered: 'delivered', refused: 'refused', cancelled: 'cancelled',
  withdrawn: 'withdrawn', return_requested: 'return_requested', goods_received: 'returned', refunded: 'refunded',
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

/** Statuses off the way to the shopper: the status line says them as they are, and there is no progress line. */
const OFF_THE_WAY: readonly OrderStatus[] = ['refused', 'cancelled', 'withdrawn', 'returned', 'refunded'];

/** A part withdrawn by the shop's own record of an agreed return: the status line says so, not "withdrawn". */
const returnAgreed = (steps: readonly PartStepAnswer[]) => steps.some((s) => s.step === 'return_requested') && !steps.some((s) => s.step === 'withdrawn');

/** What of a part its stage and progress are read from. */
export interface ProgressPart {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** The promised latest delivery day (YYYY-MM-DD), if any. */
  deliveryBy: string | null;
  steps: readonly PartStepAnswer[];
  period: Pick<WithdrawalPeriodAnswer, 'deliveryDay' | 'presumed'>;
}

const has = (steps: readonly PartStepAnswer[], step: PartStep) => steps.some((s) => s.step === step);
const firstAt = (steps: readonly PartStepAnswer[], step: PartStep) => steps.find((s) => s.step === step)?.at ?? null;

/**
 * The status line's word: the status off the way; on it, the furthest step reached (delivered, out
 * for delivery, shipped once nothing is left to go), else the status (paid beside an open status
 * when the money came last).
 */
export function partStage(part: Pick<ProgressPart, 'status' | 'steps'>): PartStage {
  const { status, steps } = part;
  if (returnAgreed(steps)) {
    if (status === 'withdrawn') return 'return_requested';
    if (status === 'returned') return 'return_received';
    if (status === 'refunded') return 'return_refunded';
  }
  if (OFF_THE_WAY.includes(status) || status === 'awaiting_payment') return status;
  if (has(steps, 'delivered')) return 'delivered';
  if (has(steps, 'out_for_delivery')) return 'out_for_delivery';
  if (status === 'shipped') return 'shipped';
  const last = steps.at(-1)?.step;
  return last === 'paid' ? 'paid' : status;
}

/**
 * The progress line of a part on its way: ordered, paid (only for methods that wait for the money),
 * shipped (once nothing is left to go), out for delivery, delivered; the current step is the furthest
 * reached. The next step's day is the delivery day: presumed from the shipping by the withdrawal
 * period's rule once shipped, else the day the checkout promised; paying has no day.
 */
export function partProgress(part: ProgressPart): PartProgressAnswer | null {
  if (OFF_THE_WAY.includes(part.status)) return null;
  const awaited = PAYMENT_AWAITED_METHODS.includes(part.paymentMethod);
  const shipped = part.status === 'shipped';
  const reached: Record<ProgressStep, string | null | false> = {
    received: firstAt(part.steps, 'received') ?? '',
    paid: has(part.steps, 'paid') && firstAt(part.steps, 'paid'),
    shipped: shipped && (part.steps.filter((s) => s.step === 'shipped').at(-1)?.at ?? ''),
    out_for_delivery: has(part.steps, 'out_for_delivery') && firstAt(part.steps, 'out_for_delivery'),
    delivered: has(part.steps, 'delivered') && firstAt(part.steps, 'delivered'),
  };
  // A carrier's report after delivery does not undo it: a later step reached marks the earlier ones.
  if (reached.delivered !== false && reached.out_for_delivery === false) reached.out_for_delivery = null;
  const names = (['received', 'paid', 'shipped', 'out_for_delivery', 'delivered'] as const).filter((step) => step !== 'paid' || awaited);
  const line = names.map((step) => ({ step, at: reached[step] === false ? null : reached[step] || null, done: reached[step] !== false }));
  const currentIndex = line.reduce((found, step, i) => (step.done ? i : found), 0);
  const nextStep = line[currentIndex + 1]?.step ?? null;
  const presumed = shipped && part.period.presumed && part.period.deliveryDay !== null;
  const day = presumed ? part.period.deliveryDay : part.deliveryBy;
  return {
    line: line.map(({ step, at }) => ({ step, at })),
    current: line[currentIndex]!.step,
    next: nextStep ? { step: nextStep, day: nextStep === 'paid' ? null : day, presumed: presumed && nextStep !== 'paid' } : null,
  };
}
