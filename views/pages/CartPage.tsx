/** The cart: articles grouped by shop, sums, the optimiser's proposal; every change is a plain form, done in place once the CartEditor island hydrates. */
import type { CartAlternatives, CartView, OptimiseProposalView } from '../cart/cart-view';
import type { CartMessagesProps } from '../cart/CartMessages';
import type { FitmentNote } from '../catalogue/types';
import { useShop } from '../context';
import * as CartEditorIsland from '../islands/CartEditor';
import { regionName } from '../intl';
import { island } from '../render/island';

const CartEditor = island(CartEditorIsland);

export interface CartPageProps {
  cart: CartView;
  proposal: OptimiseProposalView | null;
  /** Other shops' offers by article id (empty when none or when the marketplace failed). */
  alternatives: CartAlternatives;
  /** Whether each article fits the chosen vehicle, by article id. */
  fitment?: Record<string, FitmentNote>;
  messages: CartMessagesProps;
  /** This render's key for the cart forms' writes. */
  writeKey?: string;
}

export function CartPage({ cart, proposal, alternatives, fitment, messages, writeKey }: CartPageProps) {
  const { t, locale, deliveryCountry, link } = useShop();
  const countryName = regionName(locale, deliveryCountry);
  return (
    <section className="cart">
      <h1>{t('cart.heading')}</h1>
      <CartEditor cart={cart} proposal={proposal} alternatives={alternatives} fitment={fitment} messages={messages} countryName={countryName} writeKey={writeKey} />
      {cart.shops.length ? <p className="cart-checkout"><a className="button" href={link('Checkout', {})}>{t('checkout.toCheckout')}</a></p> : null}
    </section>
  );
}
