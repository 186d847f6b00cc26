/**
 * A form whose body was larger than the portal takes: what was sent, what is taken, and the way
 * back to the form. Framed as every portal page (its navigation when signed in), at 413.
 */
import type { Translate } from '../../locales/i18n';
import { PortalShell } from './PortalShell';

export interface TooLargePageProps {
  t: Translate;
  lang: string;
  /** The signed-in shop; none when nobody is signed in. */
  shopName?: string;
  /** Kilobytes sent (null: not announced) and taken. */
  sentKb: string | null;
  allowedKb: string;
  back: string;
}

export function TooLargePage({ t, lang, shopName, sentKb, allowedKb, back }: TooLargePageProps) {
  return (
    <PortalShell t={t} lang={lang} title={t('portal.tooLarge.title')} shopName={shopName}>
      <h1>{t('portal.tooLarge.title')}</h1>
      <p className="problem" role="alert">{sentKb ? t('portal.tooLarge.sizes', { sent: sentKb, allowed: allowedKb }) : t('portal.tooLarge.allowed', { allowed: allowedKb })}</p>
      <p>{t('portal.tooLarge.what')}</p>
      <p><a href={back}>{t('portal.tooLarge.back')}</a></p>
    </PortalShell>
  );
}
