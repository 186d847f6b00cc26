/**
 * The trader identity form of the portal's shop-page screen: checked here with the contract's
 * schema first, so every field at fault is named beside it and what was typed stays in the form;
 * then saved through the marketplace, which checks it again with the same schema.
 */
import type { Request, Response } from 'express';
import { IDENTITY_FIELDS, identityProblems, traderIdentityInput, type IdentityField, type IdentityProblem, type TraderIdentity } from '../../../contract/calls/trader-identity';
import type { PortalMember } from '../../../contract/calls/portal';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import type { Locale } from '../../../locales/editions';
import type { Outcome } from '../marketplace-client';

/** What the form shows instead of the stored identity: the member's own input and its problems. */
export interface IdentityDraft { values: TraderIdentity; problems: Partial<Record<IdentityField, IdentityProblem>> }

/** The form's fields as typed (strings cut to a sane length; a missing checkbox is "not a trader"). */
export function identityFormOf(body: Record<string, unknown>): TraderIdentity {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name]).slice(0, 300) : '');
  const values = Object.fromEntries(IDENTITY_FIELDS.map((field) => [field, text(field)])) as Omit<TraderIdentity, 'isTrader'>;
  return { ...values, isTrader: body.isTrader === '1' };
}

export interface IdentityRouteDeps {
  memberOf(req: Request, res: Response): Promise<PortalMember | undefined>;
  save(req: Request, identity: TraderIdentity, locale: Locale): Promise<Outcome<'POST /portal/shop-page/identity'>>;
  showForm(req: Request, res: Response, member: PortalMember, draft: IdentityDraft, status: number): Promise<void>;
  unavailable(req: Request, res: Response): void;
  /** A staff member sent it: the shop page is the owner's. */
  refused(req: Request, res: Response, member: PortalMember): Promise<void>;
  /** The public shop page changed: stored pages forget it. */
  changed(): void;
  localeOf(member: PortalMember): Locale;
}

export function identityRoute(deps: IdentityRouteDeps) {
  return async (req: Request, res: Response): Promise<void> => {
    const member = await deps.memberOf(req, res);
    if (!member) return;
    const values = identityFormOf(req.body ?? {});
    const checked = traderIdentityInput.safeParse({ ...values, isTrader: values.isTrader });
    if (!checked.success) return deps.showForm(req, res, member, { values, problems: identityProblems(checked.error) }, 400);
    const answer = await deps.save(req, values, deps.localeOf(member));
    if (!answer.ok && answer.status === 400) {
      const field = (IDENTITY_FIELDS as readonly string[]).includes(answer.problem.field ?? '') ? answer.problem.field as IdentityField : 'legalName';
      return deps.showForm(req, res, member, { values, problems: { [field]: 'invalid' } }, 400);
    }
    if (!answer.ok && answer.status === 403) return deps.refused(req, res, member);
    if (!answer.ok) return deps.unavailable(req, res);
    deps.changed();
    res.redirect(303, `${PORTAL_PATHS.shopPage}?saved=1#identity`);
  };
}
