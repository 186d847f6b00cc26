/** 'Move these 2 articles to shop B: save € 4.90', with one button that applies it. */
import type { OptimiseProposalView } from './cart-view';
import { formatPrice, useShop } from '../context';
import { CartForm } from './CartForm';

export function OptimiseProposal({ proposal }: { proposal: OptimiseProposalView }) {
  const { t, locale, link } = useShop();
  return (
    <section className="cart-optimise" aria-labelledby="cart-optimise">
      <h2 id="cart-optimise">{t('cart.optimise.heading', { amount: formatPrice(proposal.savingCents, locale) })}</h2>
      <ul>
        {proposal.moves.map((move) => (
          <li key={move.shopSlug}>
            {t('cart.optimise.move', { count: move.titles.length })}{' '}
            <a href={link('Shop', { shopName: move.shopSlug })}>{move.shopName}</a>
            <span className="cart-optimise-titles">{move.titles.join(', ')}</span>
          </li>
        ))}
      </ul>
      <CartForm action="optimise">
        <button type="submit" className="button">{t('cart.optimise.apply', { amount: formatPrice(proposal.savingCents, locale) })}</button>
      </CartForm>
    </section>
  );
}
