/**
 * The messages with the shopper about one of the shop's parts: what each side wrote, oldest first,
 * with the photos as thumbnails linking to the whole photo, and the answer form (multipart, plain:
 * it works without script). A refused answer comes back with what was typed and the reason beside its field.
 */
import type { Translate } from '../../locales/i18n';
import type { Locale } from '../../locales/editions';
import { MESSAGE_LIMITS, type OrderMessage } from '../../contract/calls/order-messages';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import type { MessageProblem } from '../checkout/message-types';
import { PortalShell } from './PortalShell';

export interface MessagesPageProps {
  t: Translate;
  lang: Locale;
  shopName: string;
  number: string;
  messages: OrderMessage[];
  formatDate: (iso: string) => string;
  sent?: boolean;
  /** What the member typed, when the form comes back, and why. */
  attempt?: { text: string; problem: MessageProblem } | null;
}

const MEGABYTES = MESSAGE_LIMITS.photoBytes / 1024 / 1024;

export function MessagesPage({ t, lang, shopName, number, messages, formatDate, sent, attempt }: MessagesPageProps) {
  const textError = attempt?.problem === 'text';
  const photoError = attempt && ['photoNotImage', 'photoTooLarge', 'photoTooMany'].includes(attempt.problem) ? attempt.problem : null;
  const title = `${t('orderMessages.portal.heading')} · ${number}`;
  return (
    <PortalShell t={t} lang={lang} title={title} shopName={shopName} current="orders">
      <h1>{title}</h1>
      <p><a href={`${PORTAL_PATHS.orders}#${number}`}>{t('portal.refusal.back')}</a></p>
      {sent ? <p className="notice" role="status">{t('orderMessages.portal.sent')}</p> : null}
      {messages.length === 0 ? <p>{t('orderMessages.portal.none')}</p> : (
        <ol className="messages">
          {messages.map((message) => (
            <li key={message.id} className={`message-from-${message.from}`}>
              <p className="muted"><strong>{t(message.from === 'shop' ? 'orderMessages.portal.shop' : 'orderMessages.portal.buyer')}</strong> · {formatDate(message.at)}</p>
              <p className="message-text">{message.text}</p>
              {message.photos.length > 0 ? (
                <ul className="message-photos">
                  {message.photos.map((photo, index) => {
                    const width = Math.min(160, photo.width);
                    return (
                      <li key={photo.file}><a href={PORTAL_PATHS.orderMessagePhoto(number, photo.file)}>
                        <img src={PORTAL_PATHS.orderMessagePhoto(number, photo.file, 'thumb')} alt={t('orderMessages.photoAlt', { n: index + 1 })} width={width} height={Math.round(width * photo.height / Math.max(1, photo.width))} loading="lazy" />
                      </a></li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {attempt?.problem === 'unavailable' ? <p className="problem" role="alert">{t('orderMessages.error.unavailable')}</p> : null}
      <form method="post" action={PORTAL_PATHS.orderMessages(number)} encType="multipart/form-data" className="stack">
        <label htmlFor="message-text">{t('orderMessages.portal.textLabel')}
          <textarea id="message-text" name="text" rows={5} required maxLength={MESSAGE_LIMITS.text} defaultValue={attempt?.text ?? ''}
            {...(textError ? { 'aria-invalid': true, 'aria-describedby': 'message-text-problem' } : {})} />
          {textError ? <span className="field-problem" id="message-text-problem" role="alert">{t('orderMessages.error.text', { max: MESSAGE_LIMITS.text })}</span> : null}
        </label>
        <label htmlFor="message-photos">{t('orderMessages.photosLabel')}
          <input type="file" id="message-photos" name="photos" accept="image/jpeg,image/png,image/webp" multiple
            aria-describedby={photoError ? 'message-photos-problem message-photos-hint' : 'message-photos-hint'} {...(photoError ? { 'aria-invalid': true } : {})} />
        </label>
        <span className="muted" id="message-photos-hint">{t('orderMessages.photosHint', { count: MESSAGE_LIMITS.photos, megabytes: MEGABYTES })}</span>
        {photoError ? <span className="field-problem" id="message-photos-problem" role="alert">{t(`orderMessages.error.${photoError}`, { count: MESSAGE_LIMITS.photos, megabytes: MEGABYTES })}</span> : null}
        <div className="row"><button type="submit">{t('orderMessages.portal.send')}</button></div>
      </form>
    </PortalShell>
  );
}
