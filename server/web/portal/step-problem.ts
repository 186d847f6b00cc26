/**
 * A refused order step in the member's language (the marketplace answers the shops' API in
 * English), shared by the inbox's own forms, its bulk confirm and the tracking file.
 */
import type { Locale } from '../../../locales/editions';
import type { Translate } from '../../../locales/i18n';
import { formatPrice } from '../../../views/context';

/**
 * A refused step in the member's language: the marketplace answers in English for the shops' API
 * ("required", "at most 60 characters", "the part is shipped"; `unpaid`: a prepayment part whose
 * transfer is not booked yet).
 */
export function stepProblemText(t: Translate, status: number, problem: { error: string; message?: string; field?: string; problem?: unknown; refundableCents?: unknown }, lang: Locale): string {
  const message = problem.message;
  // More than is left to refund: how much still is, in the member's money format.
  if (problem.error === 'over_refundable' && typeof problem.refundableCents === 'number') {
    return t('refunds.portal.overRefundable', { amount: formatPrice(problem.refundableCents, lang) });
  }
  if (status === 409 && problem.error === 'unpaid') return t('portal.orders.unpaidShip');
  const current = /^the part is (\w+)$/.exec(message ?? '')?.[1];
  if (status === 409) return t('portal.orders.notNow', { status: current ? t(`portal.orders.status.${current}`, { defaultValue: '…' }) : '…' });
  // A step's field refused by its rule: the marketplace names what is wrong with it.
  const field = problem.field ?? '';
  if (problem.problem === 'characters' && STEP_FIELDS.includes(field)) return t(`portal.orders.fieldProblem.characters.${field}`);
  if (problem.problem === 'tooShort') return t('portal.orders.fieldProblem.tooShort');
  return fieldProblemText(t, message);
}

/** The step fields whose own characters the portal explains. */
const STEP_FIELDS = ['trackingNumber', 'carrier', 'reason'];

/** A refused field in the member's language (the marketplace's message is English). */
export function fieldProblemText(t: Translate, message: string | undefined): string {
  if (/required/.test(message ?? '')) return t('portal.orders.fieldProblem.required');
  if (/at most/.test(message ?? '')) return t('portal.orders.fieldProblem.tooLong');
  return t('portal.orders.fieldProblem.invalid');
}

export const partNumberOf = (text: string) => (/^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/.test(text) ? text : null);

