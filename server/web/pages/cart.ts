/**
 * The cart page: the visitor's cart, each line's offers from other shops (cart/alternatives.ts)
 * and, when it saves money, the optimiser's proposal. The
 * marketplace failing is a 503 that says the cart cannot be shown now (never that it is empty), never a 500.
 * A form posted to it (add, change, delete, switch shop, optimise) changes the cart and answers
 * 303 back to it with a notice; a rejected field answers 400 naming it, and nothing is changed.
 */
import { CartPage, type CartPageProps } from '../../../views/pages/CartPage';
import { loadAlternatives } from '../cart/alternatives';
import { articleFitment } from './cart-fitment';
import { EMPTY_CART_VIEW } from '../../../views/cart/cart-view';
import { readNotice, readPendingLink, readSkipped, type CartFormError, type CartNotice } from '../cart/notices';
import { confirmCartWrite, performCartAction } from '../cart/actions';
import { cartSettleTiming } from '../cart/settle';
import { parseCartForm } from '../cart/form';
import { ensureSession } from '../cart/session';
import { newWriteKey } from '../cart/write-key';
import { readCart, readProposal } from '../../../views/cart/read-cart';
import type { PageLoader } from './types';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';
import { currentScope } from '../observability/request-scope';
import { chosenModelIdOf } from '../visitor/vehicle-cookie';

/**
 * The cacheable calls whose answers the stand covers (the other shops' offers, the fit to the
 * vehicle): asked of the marketplace itself, so the page shows nothing older than its stand, which
 * a cached answer of a minute ago could (a page is kept as long as its stand holds).
 */
const READS_UNDER_THE_STAND: ReadonlySet<string> = new Set(['/Angebote', '/fitment']);

export const loadCart: PageLoader<'Cart', CartFormError> = async (context) => {
  const { t, marketplace, upstreamHeaders, sessionId, query, outcome: formError } = context;
  const scope = context.keepsPages ? currentScope() : undefined;
  if (scope) scope.readsFresh = READS_UNDER_THE_STAND;
  // The stand first: a change made while the page's data is read then gives a stand other than the
  // kept one, so a kept page never shows less than its stand says.
  // A write left unconfirmed by the form's post is asked after once more, before the cart is read:
  // its answer is final then, and the cart shown agrees with it.
  let notice = readNotice(query.notice);
  const unsettledKey = typeof query.key === 'string' && /^[\w-]{16,100}$/.test(query.key) ? query.key : undefined;
  if (sessionId && unsettledKey && (notice === 'addUnconfirmed' || notice === 'changeUnconfirmed')) notice = await confirmCartWrite(marketplace, upstreamHeaders, notice, unsettledKey);
  const vehicleModelId = chosenModelIdOf(context.request);
  const standQuery: Record<string, string> = vehicleModelId === undefined ? {} : { vehicleModelId };
  const stand = sessionId && !formError ? await marketplace.attempt('GET /Warenkorb/Stand', { query: standQuery }, upstreamHeaders) : null;
  // Without a session there is no cart to ask for: the empty cart is the true answer. The other
  // shops' offers are asked for as soon as the cart is known, while the optimiser still works.
  const cartRead = sessionId
    ? marketplace.attempt('GET /Warenkorb', {}, upstreamHeaders).then((outcome) => ({ outcome, cart: outcome.ok ? readCart(outcome.answer) : null }))
    : null;
  const [read, optimiseAnswer, alternatives, fitment] = cartRead
    ? await Promise.all([
        cartRead,
        marketplace.attempt('GET /Warenkorb/optimize', {}, upstreamHeaders),
        cartRead.then(({ cart }) => (cart ? loadAlternatives(marketplace, upstreamHeaders, cart) : {})),
        // Whether each line fits the chosen vehicle, as its article page says.
        cartRead.then(({ cart }) => (cart ? articleFitment(context, cart.shops.flatMap((shop) => shop.lines.map((line) => line.articleId))) : {})),
      ])
    : [null, null, {}, {}];
  const cartOutcome = read?.outcome;
  const cart = read ? read.cart : EMPTY_CART_VIEW;
  // A stale session cookie (401) means the cart is gone, not that the marketplace failed.
  const unavailable = cart === null && cartOutcome?.status !== 401;
  const cartView = cart ?? EMPTY_CART_VIEW;
  const proposal = optimiseAnswer?.ok && cartView.shops.length ? readProposal(optimiseAnswer.answer) : null;

  const props: CartPageProps = {
    cart: cartView,
    proposal,
    alternatives,
    fitment,
    writeKey: newWriteKey(),
    messages: {
      notice,
      pendingLink: notice === 'generatePending' ? readPendingLink(query.pending) : undefined,
      skipped: readSkipped(query.skipped),
      soldOut: readSkipped(query.soldOut),
      limited: query.limited === '1',
      formError: formError?.field,
      unavailable,
    },
  };
  return {
    kind: 'page',
    status: formError ? 400 : unavailable ? 503 : 200,
    head: { title: t('cart.title'), noindex: true },
    view: pageView(CartPage, props),
    cartCount: unavailable ? null : cartView.countArticles,
    personal: true,
    // A proposal cut short by the optimiser's time bound is not kept: a later view may find the best one.
    ...(stand?.ok && cart !== null && optimiseAnswer?.ok && optimiseAnswer.answer.provenOptimal ? { keep: { stand: stand.answer.stand, standQuery } } : {}),
  };
};

export const cartScreen = defineScreen({
  page: 'Cart',
  load: loadCart,
  action: {
    form: { limit: '4kb', parameterLimit: 20 },
    async run({ body, request, response, marketplace, locale, link, config }) {
      if (body === null) return { kind: 'outcome', outcome: { field: 'form' } };
      const parsed = parseCartForm(body);
      if (!parsed.ok) return { kind: 'outcome', outcome: { field: parsed.field } };
      const session = await ensureSession(request, response, marketplace, locale);
      if (!session.ok) return { kind: 'redirect', location: link('Cart', {}, { notice: 'sessionFailed' satisfies CartNotice }) };
      const { notice, unsettledKey } = await performCartAction(marketplace, session.headers, parsed.form, cartSettleTiming(config.MARKETPLACE_TIMEOUT_MS));
      if (unsettledKey) request.log?.warn({ action: parsed.form.action }, 'cart write unanswered, still unsettled');
      return { kind: 'redirect', location: link('Cart', {}, unsettledKey ? { notice, key: unsettledKey } : { notice }) };
    },
  },
});
