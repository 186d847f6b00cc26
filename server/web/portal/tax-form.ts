/**
 * The tax set-up form of the portal's shop-page screen: checked here with the contract's schema for
 * the shop's country first, so the field at fault is named beside it and what was typed stays; then
 * saved through the marketplace (owners only), which checks it again with the same schema.
 */
import type { Request, Response } from 'express';
import type { PortalMember, PortalShopPage } from '../../../contract/calls/portal';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import { taxSetupInput, taxSetupProblems, type TaxSetupProblem } from '../../../contract/tax-setup';
import type { Outcome } from '../marketplace-client';
import type { TaxDraft } from '../../../views/portal/TaxSetupForm';

export interface TaxRouteDeps {
  memberOf(req: Request, res: Response): Promise<PortalMember | undefined>;
  /** The stored shop page (for the shop's country), or undefined when the marketplace is unavailable. */
  settings(req: Request, member: PortalMember): Promise<PortalShopPage | undefined>;
  save(req: Request, member: PortalMember, values: TaxDraft['values']): Promise<Outcome<'POST /portal/shop-page/tax'>>;
  showForm(req: Request, res: Response, member: PortalMember, draft: TaxDraft, status: number): Promise<void>;
  refused(req: Request, res: Response, member: PortalMember): Promise<void>;
  unavailable(req: Request, res: Response): void;
  changed(): void;
}

export function taxRoute(deps: TaxRouteDeps) {
  return async (req: Request, res: Response): Promise<void> => {
    const member = await deps.memberOf(req, res);
    if (!member) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name]).slice(0, 40) : '');
    const values = { scheme: text('scheme'), vatId: text('vatId') };
    const settings = await deps.settings(req, member);
    if (!settings) return deps.unavailable(req, res);
    const checked = taxSetupInput(settings.identity.country || 'DE').safeParse(values);
    if (!checked.success) return deps.showForm(req, res, member, { values, problems: taxSetupProblems(checked.error) }, 400);
    const answer = await deps.save(req, member, values);
    if (!answer.ok && answer.status === 403) return deps.refused(req, res, member);
    if (!answer.ok && answer.status === 400) {
      const field = answer.problem.field === 'vatId' ? 'vatId' : 'scheme';
      return deps.showForm(req, res, member, { values, problems: { [field]: (answer.problem.problem as TaxSetupProblem | undefined) ?? 'required' } }, 400);
    }
    if (!answer.ok) return deps.unavailable(req, res);
    deps.changed();
    res.redirect(303, `${PORTAL_PATHS.shopPage}?saved=1#tax`);
  };
}
