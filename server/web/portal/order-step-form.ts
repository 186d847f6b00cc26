/**
 * The inbox's step forms as the portal call's body: the refund is typed as people write money
 * ("12,50", "12.50 €") and travels in cents; an amount that is not one is named by its field.
 */
import { amountCentsOf } from '../../../locales/amounts';

/** The body, or the field that is not one (the page words the problem in the member's language). */
export type StepForm = { body: Record<string, unknown> } | { field: string };

export function orderStepOf(form: Record<string, unknown>): StepForm {
  const value = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
  const status = value('status');
  if (status === 'shipped') return { body: { status, carrier: value('carrier'), trackingNumber: value('trackingNumber') } };
  if (status === 'refused') return { body: { status, reason: value('reason') } };
  if (status === 'refunded') {
    const typed = value('refund').trim();
    if (!typed) return { body: { status } };
    const refundCents = amountCentsOf(typed);
    if (refundCents === null) return { field: 'refund' };
    return { body: { status, refundCents } };
  }
  return { body: { status } };
}
