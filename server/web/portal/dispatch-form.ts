/**
 * The dispatch form of the portal's shop-page screen (cut-off time and return address): checked here
 * with the contract's schema first, so the field at fault is named beside it and what was typed
 * stays; then saved through the marketplace (owners only), which checks it again.
 */
import type { Request, Response } from 'express';
import type { PortalMember } from '../../../contract/calls/portal';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import { DISPATCH_FIELDS, dispatchInput, dispatchProblems, RETURN_ADDRESS_MAX, type DispatchField, type DispatchValues } from '../../../contract/shop-dispatch';
import type { DispatchDraft } from '../../../views/portal/DispatchForm';
import type { Outcome } from '../marketplace-client';

export interface DispatchRouteDeps {
  memberOf(req: Request, res: Response): Promise<PortalMember | undefined>;
  save(req: Request, member: PortalMember, values: DispatchValues): Promise<Outcome<'POST /portal/shop-page/dispatch'>>;
  showForm(req: Request, res: Response, member: PortalMember, draft: DispatchDraft, status: number): Promise<void>;
  refused(req: Request, res: Response, member: PortalMember): Promise<void>;
  unavailable(req: Request, res: Response): void;
  changed(): void;
}

export function dispatchRoute(deps: DispatchRouteDeps) {
  return async (req: Request, res: Response): Promise<void> => {
    const member = await deps.memberOf(req, res);
    if (!member) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    // Cut a little above the limit, so an address too long is kept as typed and named, not silently shortened.
    const text = (name: string, max: number) => (typeof body[name] === 'string' ? (body[name]).slice(0, max) : '');
    const values = { cutoff: text('cutoff', 20), returnAddress: text('returnAddress', RETURN_ADDRESS_MAX * 2) };
    const checked = dispatchInput.safeParse(values);
    if (!checked.success) return deps.showForm(req, res, member, { values, problems: dispatchProblems(checked.error) }, 400);
    const answer = await deps.save(req, member, checked.data);
    if (!answer.ok && answer.status === 403) return deps.refused(req, res, member);
    if (!answer.ok && answer.status === 400) {
      const field = (DISPATCH_FIELDS as readonly string[]).includes(answer.problem.field ?? '') ? answer.problem.field as DispatchField : 'cutoff';
      return deps.showForm(req, res, member, { values, problems: { [field]: field === 'cutoff' ? 'time' : 'tooLong' } }, 400);
    }
    if (!answer.ok) return deps.unavailable(req, res);
    deps.changed();
    res.redirect(303, `${PORTAL_PATHS.shopPage}?saved=1#dispatch`);
  };
}
