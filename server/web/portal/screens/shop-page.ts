/**
 * The portal's shop-page screen: the public shop page's settings (trader identity, tax set-up,
 * dispatch, shipping table, terms and payment methods) and a form for each. Each form is checked
 * with the contract's schema before it is saved; a refused one comes back beside its fields in the
 * member's language with what was typed kept. Owners only: anyone else is told whose page it is.
 */
import type { ShippingProblems } from '../../../../contract/portal-shipping';
import { PORTAL_PATHS } from '../../../../contract/portal-paths';
import { SHOP_TEXT_MAX } from '../../../../contract/calls/portal';
import type { ShopTextField } from '../../../../views/portal/ShopPageSettings';
import { formBytesFor } from '../../back-office/form-bounds';
import { ShopPageSettings } from '../../../../views/portal/ShopPageSettings';
import { formText, type ScreenAnswer, type ScreenLoadContext } from '../../back-office/screen';
import type { CacheInvalidation } from '../../page-output/cache-invalidation';
import { pathFor } from '../../routes/table';
import { portalPage, portalScreen, type PortalWho } from '../area';
import { saveDispatch } from '../dispatch-form';
import { saveIdentity } from '../identity-form';
import { logoProblemOf } from '../logo-form';
import { shippingFormOf, shippingProblemOf } from '../shipping-form';
import { ownersOnly, type ShopPageFormResult, type ShopPageOutcome } from '../shop-page-outcome';
import { saveTax } from '../tax-form';
import { fieldProblemText } from './orders';

export function portalShopPageScreens(options: { invalidation?: CacheInvalidation }) {
  const changed = () => options.invalidation?.invalidate();

  const settingsPage = async ({ who, query, outcome }: ScreenLoadContext<PortalWho, ShopPageOutcome>): Promise<ScreenAnswer> => {
    const answer = await who.call('GET /portal/shop-page');
    if (!answer.ok) return who.unavailable();
    const publicPage = pathFor(`Shop___${who.lang}`, { shopName: who.member.shopSlug }, { prefix: true });
    const logoProblem = outcome ? undefined : logoProblemOf(query.logo);
    const { status = logoProblem ? 400 : 200, ...notices } = outcome ?? {};
    return portalPage(ShopPageSettings, {
      t: who.t, lang: who.lang, shopName: who.member.shopName, publicPage, settings: answer.answer,
      saved: !outcome && query.saved === '1', problem: null, ...(logoProblem === undefined ? {} : { logoProblem }), ...notices,
    }, status);
  };

  const settings = portalScreen<ShopPageOutcome>({ path: '/shop-page', guard: 'member', load: settingsPage });

  /** A form of the shop page: its own path (no page of its own), a refusal shown on the shop page. */
  const form = (path: string, save: (who: PortalWho, body: Record<string, unknown>) => ShopPageFormResult, bounds?: { limit: number; parameterLimit: number }) => portalScreen({
    path: `/shop-page/${path}`,
    guard: 'member',
    action: {
      ...(bounds ? { form: bounds } : {}),
      async run(context) {
        const result = await save(context.who, context.body);
        return result.kind === 'outcome' ? settingsPage({ ...context, outcome: result.outcome }) : result;
      },
    },
  });

  const shipping = form('shipping', async (who, body) => {
    const typed = shippingFormOf(body);
    const again = (problems: ShippingProblems) => ({ kind: 'outcome' as const, outcome: { status: 400, shipping: { typed: typed.typed, problems } } });
    if (Object.keys(typed.problems).length) return again(typed.problems);
    const answer = await who.call('POST /portal/shop-page/shipping', { body: { rows: typed.rows } });
    if (!answer.ok && answer.status === 403) return ownersOnly(who.t('portal.ownersOnly'));
    if (!answer.ok && answer.status === 400) return again(shippingProblemOf(typed, answer.problem.field));
    if (!answer.ok) return who.unavailable();
    changed();
    return { kind: 'redirect', location: `${PORTAL_PATHS.shopPage}?saved=1#shipping` };
  });

  const texts = form('texts', async (who, body) => {
    const methods = body.paymentMethods;
    const sent = { terms: formText(body.terms), cancellationPolicy: formText(body.cancellationPolicy), paymentMethods: (Array.isArray(methods) ? methods : methods ? [methods] : []).map(String) };
    // Refused: the texts come back as typed, the problem beside its field.
    const again = (field: ShopTextField, message: string) => ({ kind: 'outcome' as const, outcome: { status: 400, texts: { typed: sent, problem: { field, message } } } });
    const numbers = new Intl.NumberFormat(who.lang);
    for (const field of ['terms', 'cancellationPolicy'] as const) {
      const length = sent[field].trim().length;
      if (length > SHOP_TEXT_MAX) return again(field, who.t('portal.shopPage.problem.tooLong', { max: numbers.format(SHOP_TEXT_MAX), length: numbers.format(length) }));
    }
    const answer = await who.call('POST /portal/shop-page/texts', { body: sent });
    if (!answer.ok && answer.status === 403) return ownersOnly(who.t('portal.ownersOnly'));
    if (!answer.ok && answer.status === 400) {
      // Whatever field is refused, the texts come back as typed; a field the form does not know is said at the payment methods.
      const named = answer.problem.field?.split('.')[0];
      const field: ShopTextField = named === 'terms' || named === 'cancellationPolicy' ? named : 'paymentMethods';
      return again(field, field === 'paymentMethods' && sent.paymentMethods.length === 0 ? who.t('portal.shopPage.problem.noPaymentMethod') : fieldProblemText(who.t, answer.problem.message));
    }
    if (!answer.ok) return who.unavailable();
    changed();
    return { kind: 'redirect', location: `${PORTAL_PATHS.shopPage}?saved=1#texts` };
  }, { limit: formBytesFor([SHOP_TEXT_MAX, SHOP_TEXT_MAX]), parameterLimit: 20 });

  return [
    settings,
    form('identity', (who, body) => saveIdentity(who, body, changed)),
    form('tax', (who, body) => saveTax(who, body, changed)),
    form('dispatch', (who, body) => saveDispatch(who, body, changed)),
    shipping,
    texts,
  ];
}
