/**
 * The AddToCart island: an offer's cart form, hydrated at the first sign of use (hover, focus, touch):
 * the article page then runs no script before the shopper does, and a tap made before it wakes is held.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { addAddress, addToCart, fetchCrossSelling, newWriteKey, unanswered, type CrossSellingArticle } from '../../client/cart/api';
import { announceCartCount } from '../../client/cart/count';
import { takeEarlyAdds } from '../../client/cart/early-adds';
import { numberFormat } from '../intl';
import type { Hydration, Texts } from '../hydration';

/**
 * One offer's add-to-cart form. Without JS it posts to the cart page (Post/Redirect/Get). Hydrated,
 * the header count rises at once by the quantity; a failed add takes it back
 * (saying it was not added when the shop said so, silently on other refusals); a successful one fetches cross-selling for the offer and model and lists it.
 * The confirmation shows where the shopper tapped: on a phone the header with its count has
 * scrolled away. The button says the article is in the cart and a link to the cart takes the
 * quantity field's place in the same row, so nothing below moves; a status region announces it.
 * A tap before the island woke is sent by the page's loader at once (the form names the call's
 * address in data-early-add) and its answer shown there; the island, woken, follows those adds
 * (client/cart/early-adds.ts) and never sends them again.
 * Each tap's add carries a key of its own (the form's hidden key serves the post without JS). An add
 * whose answer did not come (the connection lost, the shop unable to say) is asked after by its
 * key while the row says it is being checked: added, or not added (said so, and a tap again is a
 * new add), or, when even that gets no answer, that it could not be confirmed, with the cart's link.
 */
export interface AddToCartProps {
  action: string;
  offerId: number;
  modelId?: string;
  /** The form's write key, posted without JS (sent again, the same form adds once). */
  writeKey?: string;
  disabled: boolean;
  quantityLabel: string;
  submitLabel: string;
  locale?: string;
  texts?: Texts;
}

/** checking: no answer came, the add is asked after; notAdded, unconfirmed: what that found (nothing; no answer either). */
type Phase = 'idle' | 'adding' | 'added' | 'checking' | 'notAdded' | 'unconfirmed';

/** What an add without an answer came to, asked by its key (that code is fetched only then). */
const fateOf = async (key: string) => (await import('../../client/cart/write-fate')).addFate(key);

export default function AddToCart({ action, offerId, modelId, writeKey, disabled, quantityLabel, submitLabel, locale = 'de-DE', texts = {} }: AddToCartProps) {
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
    // What asking after an add without an answer found, when none was taken.
    let found: Phase = 'idle';
    const askAfter = async (add: (typeof early)[number]) => {
      setPhase('checking');
      const fate = await fateOf(add.key!);
      if (fate === 'added') {
        accepted = true;
        announceCartCount({ delta: add.quantity });
      } else if (found !== 'unconfirmed') found = fate;
    };
    const settled = () => {
      setInCart(accepted);
      setPhase(accepted ? 'added' : found);
      if (accepted) void fetchCrossSelling(String(offerId), modelId).then(setSuggestions);
    };
    // The loader throws the answer (a Response) of a refused add, or the fetch's error when none came.
    const followed = early.flatMap((add) =>
      add.accepted === undefined
        ? [add.answer.then(() => void (accepted = true), (error: unknown) => {
          if (error instanceof Response && error.status === 409) found = 'notAdded';
          return (!(error instanceof Response) || error.status >= 500) && add.key ? askAfter(add) : undefined;
        })]
        : !add.accepted && add.unclear && add.key ? [askAfter(add)] : [],
    );
    if (!followed.length) return settled();
    setInCart(true);
    setPhase((now) => (now === 'checking' ? now : 'adding'));
    void Promise.all(followed).then(settled);
    // Once, at the island's waking: later taps are the island's own.
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'adding' || phase === 'checking') return;
    const quantity = Number(new FormData(event.currentTarget).get('quantity'));
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) return;
    setPhase('adding');
    // Like the header count, the row says so at once; a failure takes both back.
    const wasInCart = inCart;
    setInCart(true);
    announceCartCount({ delta: quantity });
    // This tap's own key: a tap after it is another add.
    const key = newWriteKey();
    const added = async () => {
      setPhase('added');
      setSuggestions(await fetchCrossSelling(String(offerId), modelId));
    };
    const takeBack = (next: Phase) => {
      announceCartCount({ delta: -quantity });
      setInCart(wasInCart);
      setPhase(next);
    };
    addToCart(String(offerId), quantity, modelId, key).then(added, async (error: unknown) => {
      // A refusal: the count is rolled back; a conflict (the add settled as nothing after the shop's
      // answer was lost, the cart full) says it was not added, anything else says nothing.
      if (!unanswered(error)) return takeBack((error as { status?: number }).status === 409 ? 'notAdded' : 'idle');
      setPhase('checking');
      const fate = await fateOf(key);
      if (fate === 'added') return added();
      takeBack(fate);
    });
  };

  const added = inCart;

  return (
    <>
      <form className="add-to-cart" method="post" action={action} onSubmit={submit} aria-busy={phase === 'adding' || phase === 'checking'} data-early-add={disabled ? undefined : addAddress(String(offerId), modelId)}>
        <input type="hidden" name="action" value="add" />
        <input type="hidden" name="offerId" value={offerId} />
        {writeKey ? <input type="hidden" name="idempotencyKey" value={writeKey} /> : null}
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
      <p className="add-to-cart-status visually-hidden" role="status" suppressHydrationWarning>{phase === 'added' ? texts.added ?? '' : phase === 'checking' ? texts.checking ?? '' : ''}</p>
      {/* What asking after an add without an answer found: shown, not only announced. */}
      {phase === 'notAdded' || phase === 'unconfirmed' ? <p className="add-to-cart-problem" role="alert">{texts[phase]} {phase === 'unconfirmed' ? <a href={action}>{texts.toCart}</a> : null}</p> : null}
      {inCart && phase === 'added' && suggestions.length > 0 ? (
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
