/**
 * The desk's reviews: the buyers' reviews waiting, each published or rejected with an optional
 * reason; below, those decided lately with their history (who, when, what, why), the latest
 * decision undone with one button.
 */
import type { PendingReviewAnswer, ReviewDecisionAnswer } from '../../contract/calls/article-reviews';
import type { Translate } from '../../locales/i18n';
import { formatWhen } from '../../locales/moments';
import type { Locale } from '../../locales/editions';
import { DeskLayout, type DeskFrame } from './DeskLayout';

export interface ReviewActions { decide: (id: number) => string; undo: (id: number) => string }

function Stars({ t, rating }: { t: Translate; rating: number }) {
  return <span role="img" aria-label={t('desk.reviews.stars', { count: rating })}>{'★'.repeat(rating)}{'☆'.repeat(5 - rating)}</span>;
}

function ReviewText({ t, review }: { t: Translate; review: PendingReviewAnswer }) {
  return (
    <>
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
    </>
  );
}

/** One row of the history in words: "28.11.2026, 10:02 · Petra Wolf: veröffentlicht · Grund: …" (the colon as each language writes it). */
function HistoryLine({ t, locale, entry }: { t: Translate; locale: Locale; entry: ReviewDecisionAnswer }) {
  const what = entry.undo ? t('desk.reviews.history.undone', { to: t(`desk.reviews.state.${entry.to}`, { defaultValue: entry.to }) }) : t(`desk.reviews.history.${entry.to}`, { defaultValue: t(`desk.reviews.state.${entry.to}`, { defaultValue: entry.to }) });
  return (
    <li>
      <time dateTime={entry.at}>{formatWhen(entry.at, locale)}</time> · {t('labelled', { label: entry.staffName || t('desk.reviews.history.someone'), value: what })}
      {entry.reason ? <> · {t('labelled', { label: t('desk.facts.reason'), value: entry.reason })}</> : null}
    </li>
  );
}

export function ReviewsPage({ frame, reviews, decided, actions, orderLink, notice, error }: {
  frame: DeskFrame; reviews: PendingReviewAnswer[]; decided: PendingReviewAnswer[]; actions: ReviewActions; orderLink: (number: string) => string; notice?: string; error?: string;
}) {
  const { t, locale } = frame;
  return (
    <DeskLayout frame={frame}>
      {notice ? <p role="status" className="notice">{notice}</p> : null}
      {error ? <p role="alert" className="error">{error}</p> : null}
      <h2>{t('desk.reviews.waiting')}</h2>
      {reviews.length === 0 ? <p>{t('desk.reviews.none')}</p> : (
        <table>
          <thead><tr><th>{t('desk.receivedAt')}</th><th>{t('desk.reviews.article')}</th><th>{t('desk.reviews.rating')}</th><th>{t('desk.reviews.text')}</th><th>{t('desk.number')}</th><th>{t('desk.reviews.decision')}</th></tr></thead>
          <tbody>
            {reviews.map((review) => (
              <tr key={review.id} id={`review-${review.id}`}>
                <td>{formatWhen(review.createdAt, locale)}</td>
                <td>{review.article}</td>
                <td><Stars t={t} rating={review.rating} /></td>
                <td>
                  <ReviewText t={t} review={review} />
                  {review.history.length ? (
                    <>
                      <h3 className="muted">{t('desk.reviews.history.title')}</h3>
                      <ol className="desk-history">{review.history.map((entry) => <HistoryLine key={entry.id} t={t} locale={locale} entry={entry} />)}</ol>
                    </>
                  ) : null}
                </td>
                <td><a href={orderLink(review.orderNumber)}>{review.orderNumber}</a></td>
                <td>
                  <form method="post" action={actions.decide(review.id)}>
                    <label htmlFor={`reason-${review.id}`}>{t('desk.reviews.reason')}</label>
                    <input id={`reason-${review.id}`} name="reason" maxLength={500} />
                    <button type="submit" name="decision" value="approved">{t('desk.reviews.approve')}</button>{' '}
                    <button type="submit" name="decision" value="rejected" className="danger">{t('desk.reviews.reject')}</button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('desk.reviews.decided')}</h2>
      {decided.length === 0 ? <p>{t('desk.reviews.noneDecided')}</p> : decided.map((review) => (
        <section key={review.id} id={`review-${review.id}`} className="box" aria-labelledby={`review-${review.id}-title`}>
          <h3 id={`review-${review.id}-title`}>{review.article} · <Stars t={t} rating={review.rating} /> · {t(`desk.reviews.state.${review.status}`, { defaultValue: review.status })}</h3>
          <p><ReviewText t={t} review={review} /> · <a href={orderLink(review.orderNumber)}>{review.orderNumber}</a></p>
          <h4>{t('desk.reviews.history.title')}</h4>
          <ol className="desk-history">{review.history.map((entry) => <HistoryLine key={entry.id} t={t} locale={locale} entry={entry} />)}</ol>
          <form method="post" action={actions.undo(review.id)}>
            <label htmlFor={`undo-reason-${review.id}`}>{t('desk.reviews.reason')}</label>
            <input id={`undo-reason-${review.id}`} name="reason" maxLength={500} />
            <button type="submit">{t('desk.reviews.undo')}</button>
          </form>
        </section>
      ))}
    </DeskLayout>
  );
}
