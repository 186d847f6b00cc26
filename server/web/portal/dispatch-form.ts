/**
 * The dispatch form of the portal's shop-page screen (cut-off time and return address): checked here
 * with the contract's schema first, so the field at fault is named beside it and what was typed
 * stays; then saved through the marketplace (owners only), which checks it again.
 */
import { RETURN_COSTS } from '../../../contract/calls/orders';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import { DISPATCH_FIELDS, dispatchInput, dispatchProblems, RETURN_ADDRESS_MAX, type DispatchField } from '../../../contract/shop-dispatch';
import type { DispatchDraft } from '../../../views/portal/DispatchForm';
import type { PortalWho } from './area';
import { ownersOnly, type ShopPageFormResult } from './shop-page-outcome';

/** Saves the cut-off, return address and who pays returns, or names the field at fault beside it with what was typed. */
export async function saveDispatch(who: PortalWho, body: Record<string, unknown>, changed: () => void): ShopPageFormResult {
  // Cut a little above the limit, so an address too long is kept as typed and named, not silently shortened.
  const text = (name: string, max: number) => (typeof body[name] === 'string' ? (body[name]).slice(0, max) : '');
  // A choice the form never offered is checked as sent, and shown again as no choice made.
  const returnCosts = text('returnCosts', 20);
  const values = { cutoff: text('cutoff', 20), returnAddress: text('returnAddress', RETURN_ADDRESS_MAX * 2), returnCosts: RETURN_COSTS.find((costs) => costs === returnCosts) };
  const again = (problems: DispatchDraft['problems']) => ({ kind: 'outcome' as const, outcome: { status: 400, dispatch: { values, problems } } });
  const checked = dispatchInput.safeParse({ ...values, returnCosts: returnCosts || undefined });
  if (!checked.success) return again(dispatchProblems(checked.error));
  const answer = await who.call('POST /portal/shop-page/dispatch', { body: checked.data });
  if (!answer.ok && answer.status === 403) return ownersOnly(who.t('portal.ownersOnly'));
  if (!answer.ok && answer.status === 400) {
    const field = (DISPATCH_FIELDS as readonly string[]).includes(answer.problem.field ?? '') ? answer.problem.field as DispatchField : 'cutoff';
    return again({ [field]: field === 'cutoff' ? 'time' : field === 'returnCosts' ? 'choice' : 'tooLong' });
  }
  if (!answer.ok) return who.unavailable();
  changed();
  return { kind: 'redirect', location: `${PORTAL_PATHS.shopPage}?saved=1#dispatch` };
}
