/**
 * The trader identity form of the portal's shop-page screen: checked here with the contract's
 * schema first, so every field at fault is named beside it and what was typed stays in the form;
 * then saved through the marketplace, which checks it again with the same schema.
 */
import { IDENTITY_FIELDS, identityProblems, traderIdentityInput, type IdentityField, type IdentityProblem, type TraderIdentity } from '../../../contract/calls/trader-identity';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import type { PortalWho } from './area';
import { ownersOnly, type ShopPageFormResult } from './shop-page-outcome';

/** What the form shows instead of the stored identity: the member's own input and its problems. */
export interface IdentityDraft { values: TraderIdentity; problems: Partial<Record<IdentityField, IdentityProblem>> }

/** The form's fields as typed (strings cut to a sane length; a missing checkbox is "not a trader"). */
export function identityFormOf(body: Record<string, unknown>): TraderIdentity {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name]).slice(0, 300) : '');
  const values = Object.fromEntries(IDENTITY_FIELDS.map((field) => [field, text(field)])) as Omit<TraderIdentity, 'isTrader'>;
  return { ...values, isTrader: body.isTrader === '1' };
}

/** Saves the identity, or names the fields at fault beside them with what was typed. */
export async function saveIdentity(who: PortalWho, body: Record<string, unknown>, changed: () => void): ShopPageFormResult {
  const values = identityFormOf(body);
  const again = (problems: IdentityDraft['problems']) => ({ kind: 'outcome' as const, outcome: { status: 400, identity: { values, problems } } });
  const checked = traderIdentityInput.safeParse({ ...values, isTrader: values.isTrader });
  if (!checked.success) return again(identityProblems(checked.error));
  const answer = await who.call('POST /portal/shop-page/identity', { body: values });
  if (!answer.ok && answer.status === 400) {
    const field = (IDENTITY_FIELDS as readonly string[]).includes(answer.problem.field ?? '') ? answer.problem.field as IdentityField : 'legalName';
    return again({ [field]: 'invalid' });
  }
  if (!answer.ok && answer.status === 403) return ownersOnly(who.t('portal.ownersOnly'));
  if (!answer.ok) return who.unavailable();
  changed();
  return { kind: 'redirect', location: `${PORTAL_PATHS.shopPage}?saved=1#identity` };
}
