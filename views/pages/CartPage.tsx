/** The cart: articles grouped by shop, sums, the optimiser's proposal; every change is a plain form. */
import type { CartView, OptimiseProposalView } from '../../server/web/cart/cart-view';
import { CartMessages, type CartMessagesProps } from '../cart/CartMessages';
import { CartShop } from '../cart/CartShop';
import { CartTotals } from '../cart/CartTotals';
import { OptimiseProposal } from '../cart/OptimiseProposal';
import { useShop } from '../context';

export interface CartPageProps {
  cart: CartView;
  proposal: OptimiseProposalView | null;
  messages: CartMessagesProps;
}

export function CartPage({ cart, proposal, messages }: CartPageProps) {
  const { t, link, locale, deliveryCountry } = useShop();
  const countryName = new Intl.DisplayNames([locale], { type: 'region' }).of(deliveryCountry) ?? deliveryCountry;
  return (
    <section className="cart">
      <h1>{t('cart.heading')}</h1>
      <CartMessages {...messages} />
      {cart.shops.length === 0 ? (
        <div className="cart-empty">
          <p>{t('cart.empty')}</p>
          <a className="button" href={link('Home', {})}>{t('cart.continue')}</a>
        </div>
      ) : (
        <div className="cart-body">
          <div className="cart-shops">
            {cart.shops.map((shop) => <CartShop key={shop.id} shop={shop} countryName={countryName} />)}
          </div>
          <div className="cart-side">
            {proposal ? <OptimiseProposal proposal={proposal} /> : null}
            <CartTotals cart={cart} />
          </div>
        </div>
      )}
    </section>
  );
}
