/**
 * The CartEditor island: the cart page's body, hydrated on the first interaction with it (focus,
 * pointer, key); its forms post without JS until then, and the click that wakes it is held and
 * replayed in place (client/runtime.ts).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { applyOptimisation, changeQuantity, deleteLine, fetchOptimisation, newWriteKey, replaceOffer, unanswered } from '../../client/cart/api';
import { writeFate } from '../../client/cart/write-fate';
import { announceCartCount } from '../../client/cart/count';
import { flatTexts, liteTranslator, type FlatTexts } from '../../client/cart/texts';
import { EDITIONS, isLocale, type Locale } from '../../locales/editions';
import type { Translate } from '../../locales/i18n';
import type { CartData } from '../../contract/calls/shapes';
import type { CartAlternatives, CartView, OptimiseProposalView } from '../cart/cart-view';
import { CART_UNREACHED_NOTICES, type CartNotice } from '../cart/notices';
import { readCart, readProposal } from '../cart/read-cart';
import { CartMessages, type CartMessagesProps } from '../cart/CartMessages';
import { CartShop } from '../cart/CartShop';
import { UnavailableLines } from '../cart/UnavailableLines';
import { CartTotals } from '../cart/CartTotals';
import { OptimiseProposal } from '../cart/OptimiseProposal';
import { ShopContext, type ShopContextValue } from '../context';
import type { Hydration } from '../hydration';
import type { FitmentNote } from '../catalogue/types';
import { takeLostFocus } from '../ui/focus';
import { CartWriteKey } from '../cart/write-key';

/**
 * The cart page's articles, sums and optimiser proposal. Without JS every change is a plain form
 * post (views/cart/CartForm.tsx). Hydrated, the same forms call /api/Warenkorb/... and the cart,
 * its totals and the proposal re-render from the answer, with no page load; the header count
 * follows. A quantity change or removal carries a key of its own; one whose answer did not come is
 * asked after by it before anything is said (changed, not changed, or could not be confirmed). The cart views read texts and links from a small ShopContext built from the props, on
 * the server as in the browser, so both render the same markup.
 */
export interface CartEditorLinks {
  home: string;
  cart: string;
  /** The shop page with SHOP_SLUG in place of the shop's slug. */
  shop: string;
}

export const SHOP_SLUG = 'SHOP_SLUG';

export interface CartEditorProps {
  cart: CartView;
  proposal: OptimiseProposalView | null;
  /** Other shops' offers by article id; a replace in place re-renders each line's switch from it. */
  alternatives?: CartAlternatives;
  /** Whether each article fits the chosen vehicle, by article id (kept across changes: the vehicle does not change here). */
  fitment?: Record<string, FitmentNote>;
  messages: CartMessagesProps;
  countryName: string;
  locale?: string;
  deliveryCountry?: string;
  texts?: FlatTexts;
  links?: CartEditorLinks;
  busyLabel?: string;
  /** The page's key for its forms' writes (sent by the forms without JS; hydrated, each write makes its own). */
  writeKey?: string;
}

type Action = 'change' | 'delete' | 'replace' | 'optimise';

const SUCCESS: Record<Action, CartNotice> = { change: 'updated', delete: 'removed', replace: 'replaced', optimise: 'optimised' };

function callFor(action: Action, form: FormData, key: string): Promise<{ cart: CartData }> | null {
  const field = (name: string) => { const value = form.get(name); return typeof value === 'string' ? value : ''; };
  switch (action) {
    case 'change': {
      const quantity = Number(field('quantity'));
      return Number.isInteger(quantity) && quantity >= 0 && quantity <= 99 ? changeQuantity(field('lineId'), quantity, key) : null;
    }
    case 'delete':
      return deleteLine(field('lineId'), key);
    case 'replace':
      return replaceOffer(field('from'), field('to'));
    case 'optimise':
      return applyOptimisation();
  }
}

function shopContext(locale: Locale, deliveryCountry: string, texts: FlatTexts, links: CartEditorLinks): ShopContextValue {
  const link = ((page: string, params: Record<string, string>) => {
    if (page === 'Shop') return links.shop.replace(SHOP_SLUG, encodeURIComponent(params.shopName ?? ''));
    return page === 'Cart' ? links.cart : links.home;
  }) as ShopContextValue['link'];
  return {
    locale,
    edition: EDITIONS[locale],
    t: liteTranslator(locale, texts) as unknown as Translate,
    link,
    linkIn: link as unknown as ShopContextValue['linkIn'],
    environment: 'live',
    deliveryCountry,
    origin: '',
  };
}

export default function CartEditor(props: CartEditorProps) {
  const { countryName, alternatives, fitment, locale = 'de-DE', deliveryCountry = 'DE', texts = {}, links = { home: '/', cart: '/', shop: '/' }, busyLabel } = props;
  const [cart, setCart] = useState(props.cart);
  const [proposal, setProposal] = useState(props.proposal);
  const [messages, setMessages] = useState(props.messages);
  const [busy, setBusy] = useState(false);
  const [settled, setSettled] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const shop = useMemo(() => shopContext(isLocale(locale) ? locale : 'de-DE', deliveryCountry, texts, links), [locale, deliveryCountry, texts, links]);
  const t = shop.t;

  // A removed line takes the focused button with it: focus goes to what happened, not to the top of the page.
  useEffect(() => {
    if (settled && root.current) takeLostFocus(root.current.querySelector<HTMLElement>('.cart-message') ?? root.current);
  }, [settled]);

  const submit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target as HTMLFormElement;
    const data = new FormData(form);
    const chosen = data.get('action');
    const action = (typeof chosen === 'string' ? chosen : '') as Action;
    if (!(action in SUCCESS)) return;
    event.preventDefault();
    if (busy) return;
    // This write's own key: asked after by it when its answer does not come.
    const key = newWriteKey();
    const sent = callFor(action, data, key);
    if (!sent) return;
    setBusy(true);
    const quiet = { skipped: 0, soldOut: 0, limited: false, unavailable: false };
    /** Not known whether it was applied: said so, the cart as it was shown left for the shopper to check. */
    class Unconfirmed extends Error {}
    const keyed = action === 'change' || action === 'delete';
    const call = sent.catch(async (error: unknown) => {
      if (!keyed || !unanswered(error)) throw error;
      const found = await writeFate(key);
      if (found.state === 'applied' && found.answer.cart) return { cart: found.answer.cart };
      throw found.state === 'unknown' ? new Unconfirmed() : error;
    });
    call
      .then(async (answer) => {
        const next = readCart(answer.cart);
        if (!next) throw new Error('not a cart');
        // The cart and what happened to it show together, and focus follows at once: the proposal
        // is a second call, and a removed line's button must not leave focus on the page until it ends.
        // The proposal made for the cart before goes with it: its sums and moves are no longer true.
        setCart(next);
        setProposal(null);
        // Quantity 0 removes the line: say so, not that its quantity changed.
        const removed = action === 'change' && Number(data.get('quantity')) === 0;
        setMessages({ ...quiet, notice: removed ? 'removed' : SUCCESS[action] });
        setSettled((count) => count + 1);
        announceCartCount({ count: next.countArticles });
        setProposal(readProposal(await fetchOptimisation()));
      })
      .catch((error: unknown) => {
        setMessages({ ...quiet, notice: error instanceof Unconfirmed ? 'changeUnconfirmed' : action === 'optimise' ? 'optimiseUnavailable' : 'notChanged' });
        setSettled((count) => count + 1);
      })
      .finally(() => setBusy(false));
  };

  return (
    <ShopContext.Provider value={shop}>
      <CartWriteKey.Provider value={props.writeKey}>
      <div ref={root} className="cart-editor" onSubmit={submit} aria-busy={busy}>
        {busy && busyLabel ? <p className="visually-hidden">{busyLabel}</p> : null}
        <CartMessages {...messages} />
        {messages.unavailable || (messages.notice && CART_UNREACHED_NOTICES.has(messages.notice)) ? null : cart.shops.length === 0 && cart.unavailable.length === 0 ? (
          <div className="cart-empty">
            <p>{t('cart.empty')}</p>
            <a className="button" href={links.home}>{t('cart.continue')}</a>
          </div>
        ) : (
          <div className="cart-body">
            <div className="cart-shops">
              {cart.unavailable.length ? <UnavailableLines lines={cart.unavailable} /> : null}
              {cart.shops.map((group) => <CartShop key={group.id} shop={group} countryName={countryName} alternatives={alternatives} fitment={fitment} />)}
            </div>
            <div className="cart-side">
              {proposal ? <OptimiseProposal proposal={proposal} /> : null}
              <CartTotals cart={cart} />
            </div>
          </div>
        )}
      </div>
      </CartWriteKey.Provider>
    </ShopContext.Provider>
  );
}

type Extra = { locale: string; deliveryCountry: string; texts: FlatTexts; links: CartEditorLinks; busyLabel: string };

export const hydration: Hydration<Extra> = {
  name: 'CartEditor',
  when: 'interaction',
  extra: (shop, { texts }) => ({
    locale: shop?.locale ?? 'de-DE',
    deliveryCountry: shop?.deliveryCountry ?? 'DE',
    texts: shop ? flatTexts(shop.t, ['cart', 'layout.stars', 'deliveryDate']) : {},
    links: shop
      ? { home: shop.link('Home', {}), cart: shop.link('Cart', {}), shop: shop.link('Shop', { shopName: SHOP_SLUG }) }
      : { home: '/', cart: '/', shop: '/' },
    busyLabel: texts('cartEditor').working ?? '',
  }),
};
