/**
 * The tax set-up form of the portal's shop-page screen: checked here with the contract's schema for
 * the shop's country first, so the field at fault is named beside it and what was typed stays; then
 * saved through the marketplace (owners only), which checks it again with the same schema.
 */
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import { taxSetupInput, taxSetupProblems, type TaxSetupProblem } from '../../../contract/tax-setup';
import type { PortalWho } from './area';
import { ownersOnly, type ShopPageFormResult } from './shop-page-outcome';
import type { TaxDraft } from '../../../views/portal/TaxSetupForm';

/** Saves the tax set-up for the shop's country, or names the field at fault beside it with what was typed. */
export async function saveTax(who: PortalWho, body: Record<string, unknown>, changed: () => void): ShopPageFormResult {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name]).slice(0, 40) : '');
  const values = { scheme: text('scheme'), vatId: text('vatId') };
  const settings = await who.call('GET /portal/shop-page');
  if (!settings.ok) return who.unavailable();
  const again = (problems: TaxDraft['problems']) => ({ kind: 'outcome' as const, outcome: { status: 400, tax: { values, problems } } });
  const checked = taxSetupInput(settings.answer.identity.country || 'DE').safeParse(values);
  if (!checked.success) return again(taxSetupProblems(checked.error));
  const answer = await who.call('POST /portal/shop-page/tax', { body: values });
  if (!answer.ok && answer.status === 403) return ownersOnly(who.t('portal.ownersOnly'));
  if (!answer.ok && answer.status === 400) {
    const field = answer.problem.field === 'vatId' ? 'vatId' : 'scheme';
    return again({ [field]: (answer.problem.problem as TaxSetupProblem | undefined) ?? 'required' });
  }
  if (!answer.ok) return who.unavailable();
  changed();
  return { kind: 'redirect', location: `${PORTAL_PATHS.shopPage}?saved=1#tax` };
}
