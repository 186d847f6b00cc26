/** After delivery the buyer rates the part's shop: stars for the delivery and for how the shop communicated. */
import type { OrderAnswer, RatingAttempt } from './types';
import { useShop } from '../context';
import { RatingProblemText, problemOf } from './RatingProblem';
import { StarChoice } from './StarChoice';

type Part = OrderAnswer['shops'][number];

export function ShopRatingForm({ part, orderNumber, token, attempt }: { part: Part; orderNumber: string; token: string; attempt?: RatingAttempt | null }) {
  const { t, link } = useShop();
  if (!part.toRateShop) return null;
  const id = `shop-rating-${part.number}`;
  const problem = (field: 'delivery' | 'communication' | 'form') => problemOf(attempt, part.number, null, field);
  const typed = attempt?.part === part.number && attempt.articleId === null ? attempt.values : {};
  return (
    <form className="shop-rating-form" id={id} method="post" action={`${link('Order', { orderNumber }, { query: { t: token } })}#${id}`}>
      <h3>{t('shopRating.invite', { shop: part.shop.name })}</h3>
      <RatingProblemText id={`${id}-form-error`} problem={problem('form')} />
      <input type="hidden" name="intent" value="shopRating" />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="part" value={part.number} />
      <StarChoice name="delivery" legend={t('shopRating.delivery')} chosen={typed.delivery} errorId={`${id}-delivery-error`} problem={problem('delivery')} />
      <StarChoice name="communication" legend={t('shopRating.communication')} chosen={typed.communication} errorId={`${id}-communication-error`} problem={problem('communication')} />
      <button type="submit" className="button button-secondary">{t('shopRating.send')}</button>
    </form>
  );
}
