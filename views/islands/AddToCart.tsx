/**
 * The AddToCart island: an offer's cart form, hydrated at the first sign of use (hover, focus, touch):
 * the article page then runs no script before the shopper does, and a tap made before it wakes is held.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { addAddress, addToCart, fetchCrossSelling, type CrossSellingArticle } from '../../client/cart/api';
import { announceCartCount } from '../../client/cart/count';
import { takeEarlyAdds } from '../../client/cart/early-adds';
import { numberFormat } from '../intl';
import type { Hydration, Texts } from '../hydration';

/**
 * One offer's add-to-cart form. Without JS it posts to the cart page (Post/Redirect/Get). Hydrated,
 * the header count rises at once by the quantity; a failed add takes it back
 * with no message; a successful one fetches cross-selling for the offer and model and lists it.
 * The confirmation shows where the shopper tapped: on a phone the header with its count has
 * scrolled away. The button says the article is in the cart and a link to the cart takes the
 * quantity field's place in the same row, so nothing below moves; a status region announces it.
 * A tap before the island woke is sent by the page's loader at once (the form names the call's
 * address in data-early-add) and its answer shown there; the island, woken, follows those adds
 * (client/cart/early-adds.ts) and never sends them again.
 */
export interface AddToCartProps {
  action: string;
  offerId: number;
  modelId?: string;
  disabled: boolean;
  quantityLabel: string;
  submitLabel: string;
  locale?: string;
  texts?: Texts;
}

type Phase = 'idle' | 'adding' | 'added';

export default function AddToCart({ action, offerId, modelId, disabled, quantityLabel, submitLabel, locale = 'de-DE', texts = {} }: AddToCartProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [suggestions, setSuggestions] = useState<CrossSellingArticle[]>([]);
  // Shown from the tap on; the row keeps saying so while a further add of the offer is on its way.
  const [inCart, setInCart] = useState(false);
  const price = numberFormat(locale, { style: 'currency', currency: 'EUR' });

  // The adds the loader sent before the island woke: their answers followed (the loader counts an
  // accepted one in the header itself).
  useEffect(() => {
    const early = takeEarlyAdds(String(offerId));
    if (!early.length) return;
    let accepted = early.some((add) => add.accepted === true);
    const settled = () => {
      if (!accepted) {
        setInCart(false);
        setPhase('idle');
        return;
      }
      setInCart(true);
      setPhase('added');
      void fetchCrossSelling(String(offerId), modelId).then(setSuggestions);
    };
    const pending = early.filter((add) => add.accepted === undefined);
    if (!pending.length) return settled();
    setInCart(true);
    setPhase('adding');
    void Promise.all(
      pending.map((add) =>
        add.answer.then(
          () => void (accepted = true),
          () => undefined,
        ),
      ),
    ).then(settled);
    // Once, at the island's waking: later taps are the island's own.
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'adding') return;
    const quantity = Number(new FormData(event.currentTarget).get('quantity'));
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) return;
    setPhase('adding');
    // Like the header count, the row says so at once; a failure takes both back.
    const wasInCart = inCart;
    setInCart(true);
    announceCartCount({ delta: quantity });
    addToCart(String(offerId), quantity, modelId).then(
      async () => {
        setPhase('added');
        setSuggestions(await fetchCrossSelling(String(offerId), modelId));
      },
      () => {
        // The count is rolled back, no message.
        announceCartCount({ delta: -quantity });
        setInCart(wasInCart);
        setPhase('idle');
      },
    );
  };

  const added = inCart;

  return (
    <>
      <form className="add-to-cart" method="post" action={action} onSubmit={submit} aria-busy={phase === 'adding'} data-early-add={disabled ? undefined : addAddress(String(offerId), modelId)}>
        <input type="hidden" name="action" value="add" />
        <input type="hidden" name="offerId" value={offerId} />
        {modelId ? <input type="hidden" name="modelId" value={modelId} /> : null}
        {added ? <a className="add-to-cart-link" href={action}>{texts.toCart}</a> : null}
        {/* Kept while the link shows: a further tap adds the same quantity again. */}
        <label hidden={added}>
          {quantityLabel}{' '}
          <input type="number" name="quantity" defaultValue={1} min={1} max={99} step={1} required inputMode="numeric" />
        </label>
        {/* Before the island wakes the page's loader shows the tapped state itself; hydration keeps it. */}
        <button type="submit" disabled={disabled} className={added ? 'added' : undefined} data-tapped-text={texts.inCart} data-tapped-class="added" suppressHydrationWarning>
          {added ? texts.inCart ?? submitLabel : submitLabel}
        </button>
      </form>
      {/* The loader may have written the shop's answer here before the island woke; hydration keeps it. */}
      <p className="add-to-cart-status visually-hidden" role="status" suppressHydrationWarning>{phase === 'added' ? texts.added ?? '' : ''}</p>
      {inCart && phase !== 'adding' && suggestions.length > 0 ? (
        <section className="cross-selling" aria-label={texts.crossSelling}>
          <h3>{texts.crossSelling}</h3>
          <ul>
            {suggestions.map((item) => (
              <li key={item.offerId} data-offer-id={item.offerId}>
                <span className="cross-selling-title">{item.title}</span> <small>{item.brand}</small>{' '}
                <strong>{price.format(item.price / 100)}</strong> <small>{item.shop.name}</small>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export const hydration: Hydration<{ locale: string; texts: Texts }> = {
  name: 'AddToCart',
  when: 'interaction',
  extra: (shop, { texts }) => ({ locale: shop?.locale ?? 'de-DE', texts: texts('addToCart') }),
};
