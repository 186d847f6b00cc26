/** The desk's queue of buyers' reviews: each with its stars, text, photos, author, article and order, approved or rejected with one button. */
import type { PendingReviewAnswer } from '../../contract/calls/article-reviews';
import { formatWhen } from '../../locales/moments';
import { DeskLayout, type DeskFrame } from './DeskLayout';

export function ReviewsPage({ frame, reviews, action, orderLink, notice }: {
  frame: DeskFrame; reviews: PendingReviewAnswer[]; action: (id: number) => string; orderLink: (number: string) => string; notice?: string;
}) {
  const { t } = frame;
  return (
    <DeskLayout frame={frame}>
      {notice ? <p role="status">{notice}</p> : null}
      {reviews.length === 0 ? <p>{t('desk.reviews.none')}</p> : (
        <table>
          <thead><tr><th>{t('desk.receivedAt')}</th><th>{t('desk.reviews.article')}</th><th>{t('desk.reviews.rating')}</th><th>{t('desk.reviews.text')}</th><th>{t('desk.number')}</th><th /></tr></thead>
          <tbody>
            {reviews.map((review) => (
              <tr key={review.id}>
                <td>{formatWhen(review.createdAt, frame.locale)}</td>
                <td>{review.article}</td>
                <td aria-label={t('desk.reviews.stars', { count: review.rating })}>{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}</td>
                <td>
                  <strong>{review.author}</strong>: {review.text}
                  {review.photos.length ? (
                    <span className="desk-review-photos">
                      {review.photos.map((photo, index) => (
                        <a key={photo.src} href={photo.src} target="_blank" rel="noopener">
                          <img src={photo.src} width={96} height={Math.round((96 * photo.height) / photo.width)} alt={t('desk.reviews.photo', { n: index + 1, author: review.author })} />
                        </a>
                      ))}
                    </span>
                  ) : null}
                </td>
                <td><a href={orderLink(review.orderNumber)}>{review.orderNumber}</a></td>
                <td>
                  <form method="post" action={action(review.id)}>
                    <button type="submit" name="decision" value="approved">{t('desk.reviews.approve')}</button>{' '}
                    <button type="submit" name="decision" value="rejected">{t('desk.reviews.reject')}</button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DeskLayout>
  );
}
