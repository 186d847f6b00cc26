/**
 * The messages with one part's shop on the order page: what the shopper and the shop wrote, oldest
 * first, with their photos as thumbnails linking to the whole photo (served to the order's link
 * alone), and the form to write (a plain multipart form: it works without JavaScript). A refused
 * form comes back open with what was typed and the reason beside its field.
 */
import { MESSAGE_LIMITS, orderPhotoPath, type OrderMessage } from '../../contract/calls/order-messages';
import type { OrderAnswer } from './types';
import type { MessageProblem, PartMessagesProps } from './message-types';
import { formatDate, useShop } from '../context';

type Part = OrderAnswer['shops'][number];
const MEGABYTES = MESSAGE_LIMITS.photoBytes / 1024 / 1024;
const PHOTO_PROBLEMS: readonly MessageProblem[] = ['photoNotImage', 'photoTooLarge', 'photoTooMany'];

function Photos({ message, orderNumber, token }: { message: OrderMessage; orderNumber: string; token: string }) {
  const { t } = useShop();
  if (message.photos.length === 0) return null;
  return (
    <ul className="message-photos">
      {message.photos.map((photo, index) => {
        const width = Math.min(120, photo.width);
        return (
          <li key={photo.file}>
            <a href={orderPhotoPath(orderNumber, photo.file, token)}>
              <img src={orderPhotoPath(orderNumber, photo.file, token, 'thumb')} alt={t('orderMessages.photoAlt', { n: index + 1 })} width={width} height={Math.round(width * photo.height / Math.max(1, photo.width))} loading="lazy" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function PartMessages({ part, orderNumber, token, messages, form, sent }: PartMessagesProps & { part: Part; orderNumber: string; token: string }) {
  const { t, link, locale } = useShop();
  if (part.status === 'awaiting_payment') return null;
  const id = `messages-${part.number}`;
  const mine = form?.part === part.number ? form : null;
  const own = messages.filter((message) => message.part === part.number);
  const textError = mine?.problem === 'text';
  const photoError = mine && PHOTO_PROBLEMS.includes(mine.problem) ? mine.problem : null;
  return (
    <div className="part-messages" id={id}>
      {sent === part.number ? <p className="order-thanks" role="status">{t('orderMessages.sent', { shop: part.shop.name })}</p> : null}
      <details open={Boolean(mine) || own.length > 0}>
        <summary>{t('orderMessages.heading')}</summary>
        <p>{t('orderMessages.intro', { shop: part.shop.name })}</p>
        {own.length > 0 ? (
          <ol className="message-list">
            {own.map((message) => (
              <li key={message.id} className={`message-from-${message.from}`}>
                <p className="message-head"><strong>{message.from === 'shop' ? message.author ?? part.shop.name : t('orderMessages.you')}</strong> · {t('orderMessages.at', { date: formatDate(message.at, locale) })}</p>
                <p className="message-text">{message.text}</p>
                <Photos message={message} orderNumber={orderNumber} token={token} />
              </li>
            ))}
          </ol>
        ) : null}
        {mine?.problem === 'unavailable' ? <p className="checkout-message" role="alert">{t('orderMessages.error.unavailable')}</p> : null}
        {/* The token in the action too: a refused form is answered with the order page itself. */}
        <form className="message-form" method="post" encType="multipart/form-data" action={`${link('Order', { orderNumber }, { query: { t: token } })}#${id}`}>
          <input type="hidden" name="intent" value="message" />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="part" value={part.number} />
          <label htmlFor={`${id}-text`}>{t('orderMessages.textLabel')}</label>
          <textarea id={`${id}-text`} name="text" rows={4} required maxLength={MESSAGE_LIMITS.text} defaultValue={mine?.text ?? ''}
            {...(textError ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-text-error` } : {})} />
          {textError ? <p className="checkout-field-error" id={`${id}-text-error`}>{t('orderMessages.error.text', { max: MESSAGE_LIMITS.text })}</p> : null}
          <label htmlFor={`${id}-photos`}>{t('orderMessages.photosLabel')}</label>
          <input type="file" id={`${id}-photos`} name="photos" accept="image/jpeg,image/png,image/webp" multiple
            aria-describedby={photoError ? `${id}-photos-error ${id}-photos-hint` : `${id}-photos-hint`} {...(photoError ? { 'aria-invalid': true as const } : {})} />
          <p className="checkout-hint" id={`${id}-photos-hint`}>{t('orderMessages.photosHint', { count: MESSAGE_LIMITS.photos, megabytes: MEGABYTES })}</p>
          {photoError ? <p className="checkout-field-error" id={`${id}-photos-error`}>{t(`orderMessages.error.${photoError}`, { count: MESSAGE_LIMITS.photos, megabytes: MEGABYTES })}</p> : null}
          <button type="submit" className="button button-secondary">{t('orderMessages.send')}</button>
        </form>
      </details>
    </div>
  );
}
