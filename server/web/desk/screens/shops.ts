/**
 * The operator's shops in the desk: the list and the form that opens a shop (a tax set-up at fault
 * said beside its field, the typed values kept), and one shop with its members, its key, its
 * suspension, its commission and its log. A new key or invitation link is shown in that answer only.
 */
import { COMMISSION_FIELDS, type CommissionField } from '../../../../contract/calls/settlements';
import { amountWording, readAmount } from '../../../../locales/amounts';
import { ShopPage, ShopsPage } from '../../../../views/desk/pages';
import { publicOriginOf } from '../../../config/config';
import type { ScreenActionContext, ScreenAnswer } from '../../back-office/screen';
import { DESK_PATHS, invitationPath, orderPath, shopPath } from '../../staff/paths';
import { deskPage, deskProblem, deskScreen, OPERATOR, type DeskKit, type DeskWho } from '../area';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A new shop refused: the values typed and the problems beside their fields, or a message above. */
interface ShopDraft { status: number; error?: string; draft: { values: Record<string, string>; problems: Record<string, string> } }
type CommissionTyped = { typed: { percent: string; fixed: string }; problem: { field: CommissionField; message: string } };
/** What one shop's page shows beside the stored state after a form. */
interface ShopExtra { status: number; token?: string; invitationLink?: string; error?: string; commission?: CommissionTyped }

export function deskShopScreens(kit: DeskKit) {
  const { marketplace } = kit;
  const notFound = (who: DeskWho) => deskProblem(who, 404, who.t('desk.shops'), who.t('desk.notFound'));

  const shops = deskScreen<ShopDraft>({
    path: '/shops',
    guard: OPERATOR,
    async load({ who, outcome }) {
      const answer = await marketplace.attempt('GET /desk/shops', {}, who.headers);
      return deskPage(ShopsPage, { frame: who.frame(who.t('desk.shops')), shops: answer.ok ? answer.answer.shops : [], createAction: DESK_PATHS.shops, shopLink: shopPath, error: outcome?.error, draft: outcome?.draft }, answer.ok ? outcome?.status ?? 200 : 503);
    },
    action: {
      async run({ who, body }) {
        const values = { name: text(body.name), slug: text(body.slug), country: text(body.country), taxScheme: text(body.taxScheme), vatId: text(body.vatId) };
        const answer = await marketplace.attempt('POST /desk/shops', { body: values }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: shopPath(answer.answer.id) };
        // A tax set-up at fault is said beside its field in the operator's language; the typed values stay.
        const taxField = answer.problem.field === 'taxScheme' || answer.problem.field === 'vatId' ? answer.problem.field : undefined;
        if (answer.status === 400 && taxField) return { kind: 'outcome', outcome: { status: 400, draft: { values, problems: { [taxField]: String((answer.problem.problem as string | undefined) ?? 'required') } } } };
        // Name, slug or country at fault: said beside the field in the operator's words (a slug in use is a 409).
        const field = answer.problem.field === 'name' || answer.problem.field === 'slug' || answer.problem.field === 'country' ? answer.problem.field : undefined;
        if ((answer.status === 400 || answer.status === 409) && field) return { kind: 'outcome', outcome: { status: answer.status, draft: { values, problems: { [field]: answer.status === 409 ? 'taken' : 'invalid' } } } };
        return { kind: 'outcome', outcome: { status: answer.status === 400 ? 400 : 503, error: who.t(answer.status === 400 ? 'desk.problem.form' : 'desk.problem.unavailable'), draft: { values, problems: {} } } };
      },
    },
  });

  const showShop = async (who: DeskWho, id: string, extra: ShopExtra & { notice?: string }): Promise<ScreenAnswer> => {
    const answer = await marketplace.attempt('GET /desk/shops/:id', { params: { id } }, who.headers);
    if (!answer.ok) return notFound(who);
    const shopId = answer.answer.shop.id;
    const [audit, commission] = await Promise.all([
      marketplace.attempt('GET /staff/audit', { query: { shopId: String(shopId) } }, who.headers),
      marketplace.attempt('GET /desk/shops/:id/commission', { params: { id: String(shopId) } }, who.headers),
    ]);
    const { commission: typed, status, ...rest } = extra;
    return deskPage(ShopPage, {
      frame: who.frame(answer.answer.shop.name), shop: answer.answer.shop, members: answer.answer.members,
      actions: { token: `${shopPath(shopId)}/token`, suspension: `${shopPath(shopId)}/suspension`, invite: `${shopPath(shopId)}/members` }, ...rest,
      audit: audit.ok ? { entries: audit.answer.entries, orderLink: orderPath } : undefined,
      commission: commission.ok ? { action: `${shopPath(shopId)}/commission`, current: commission.answer.commission, ...typed } : undefined,
    }, status);
  };

  const shop = deskScreen({
    path: '/shops/:id',
    guard: OPERATOR,
    async load({ who, params, query }) {
      return showShop(who, params.id!, { status: 200, notice: query.notice === 'saved' ? who.t('desk.saved') : undefined });
    },
  });

  /** A form of the shop's page: saved (back to the page), refused beside the page, or not found. */
  const shopForm = (path: string, run: (context: ScreenActionContext<DeskWho>, id: string) => Promise<ScreenAnswer | ShopExtra>) => deskScreen({
    path: `/shops/:id/${path}`,
    guard: OPERATOR,
    action: {
      async run(context) {
        const done = await run(context, context.params.id!);
        return 'kind' in done ? done : showShop(context.who, context.params.id!, done);
      },
    },
  });
  const saved = (id: string): ScreenAnswer => ({ kind: 'redirect', location: `${shopPath(Number(id))}?notice=saved` });

  const token = shopForm('token', async ({ who, body }, id) => {
    const answer = await marketplace.attempt('POST /desk/shops/:id/token', { params: { id }, body: { action: text(body.action) } }, who.headers);
    if (!answer.ok) return answer.status === 400 ? { status: 400, error: who.t('desk.problem.form') } : notFound(who);
    // A new token is shown in this answer only (never in a URL, never stored in clear).
    if (answer.answer.token) return { status: 200, token: answer.answer.token };
    return saved(id);
  });

  const suspension = shopForm('suspension', async ({ who, body }, id) => {
    // A suspension is confirmed with the form's tick; lifting one needs none.
    if (text(body.suspended) === 'yes' && text(body.confirm) !== '1') return { status: 400, error: who.t('desk.suspendUnconfirmed') };
    const answer = await marketplace.attempt('POST /desk/shops/:id/suspension', { params: { id }, body: { suspended: text(body.suspended) } }, who.headers);
    if (!answer.ok) return answer.status === 400 ? { status: 400, error: who.t('desk.problem.form') } : notFound(who);
    kit.onShopsChanged?.();
    return saved(id);
  });

  // The commission: a value at fault comes back beside its field in the operator's language, as typed.
  const commission = shopForm('commission', async ({ who, body }, id) => {
    const typed = { percent: text(body.percent).slice(0, 40), fixed: text(body.fixed).slice(0, 40) };
    const answer = await marketplace.attempt('POST /desk/shops/:id/commission', { params: { id }, body: typed }, who.headers);
    if (answer.ok) return saved(id);
    if (answer.status === 400 && (COMMISSION_FIELDS as readonly string[]).includes(answer.problem.field ?? '')) {
      const field = answer.problem.field as CommissionField;
      // An amount refused as ambiguous or with three decimals says so, in the same words as every form.
      const read = readAmount(typed.fixed);
      const reason = field === 'fixed' && 'problem' in read ? read.problem : undefined;
      return { status: 400, commission: { typed, problem: { field, message: who.t(amountWording(reason, `settlements.problem.${field}`)) } } };
    }
    return notFound(who);
  });

  const members = shopForm('members', async ({ who, body }, id) => {
    // The link, mailed and shown, names the shop's public origin from configuration, never the request's Host.
    const origin = publicOriginOf(kit.config, who.locale).origin;
    const sent = { email: text(body.email), name: text(body.name), locale: text(body.locale), role: text(body.role), shopId: id, invitationPage: `${origin}${invitationPath('')}` };
    const answer = await marketplace.attempt('POST /staff/members', { body: sent }, who.headers);
    if (answer.ok) return { status: 201, invitationLink: `${origin}${invitationPath(answer.answer.invitationToken)}` };
    // The field at fault in the operator's words: an address in use (409), or which field to correct.
    const field = ['email', 'name', 'locale', 'role'].find((known) => known === answer.problem.field) ?? 'form';
    return { status: answer.status === 409 ? 409 : 400, error: who.t(answer.status === 409 ? 'desk.problem.emailTaken' : `desk.problem.${field}`) };
  });

  return [shops, shop, token, suspension, commission, members];
}
