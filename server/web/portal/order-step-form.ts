/**
 * The inbox's step forms as the portal call's body: the refund is typed as people write money
 * ("12,50", "12.50 €") and travels in cents; an amount that is not one is named by its field. A
 * shipment may name the lines that go out (checkboxes); none named, every open line goes.
 */
import { readAmount, type AmountProblem } from '../../../locales/amounts';
import type { StepSent } from '../../../views/portal/OrdersPage';

/** The checked lines' positions (one value or many). */
export function linePositionsOf(value: unknown): number[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is string => typeof v === 'string' && /^\d{1,3}$/.test(v)).map(Number).slice(0, 500);
}

/** The form as sent, to show again when the step is refused: what was typed, and the lines exactly as ticked (none ticked is none). */
export function stepSentOf(form: Record<string, unknown>): StepSent {
  const value = (name: string, max: number) => (typeof form[name] === 'string' ? (form[name]).slice(0, max) : '');
  return { status: value('status', 20), carrier: value('carrier', 60), trackingNumber: value('trackingNumber', 60), refund: value('refund', 20), lines: form.partial === '1' ? linePositionsOf(form.lines) : null };
}

/** The body, or the field that is not one and, for an amount, why (the page words it in the member's language). */
export type StepForm = { body: Record<string, unknown> } | { field: string; amount?: AmountProblem };

export function orderStepOf(form: Record<string, unknown>): StepForm {
  const value = (name: string) => (typeof form[name] === 'string' ? (form[name]) : '');
  const status = value('status');
  if (status === 'shipped') {
    const lines = linePositionsOf(form.lines);
    if (form.partial === '1' && lines.length === 0) return { field: 'lines' };
    return { body: { status, carrier: value('carrier'), trackingNumber: value('trackingNumber'), ...(form.partial === '1' ? { lines } : {}) } };
  }
  if (status === 'refused') return { body: { status, reason: value('reason') } };
  // A return: the lines ticked, or none ticked for every line that went out.
  if (status === 'return_requested') {
    const lines = form.partial === '1' ? linePositionsOf(form.lines) : [];
    return { body: { status, ...(lines.length > 0 ? { lines } : {}) } };
  }
  if (status === 'refunded') {
    const typed = value('refund').trim();
    if (!typed) return { body: { status } };
    const read = readAmount(typed);
    if ('problem' in read) return { field: 'refund', amount: read.problem };
    return { body: { status, refundCents: read.cents } };
  }
  return { body: { status } };
}
