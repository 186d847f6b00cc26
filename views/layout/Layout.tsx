/** Environment banner, header, main, footer and trust badge around every page. */
import type { ReactNode } from 'react';
import { useShop } from '../context';
import { StarRating } from '../ui/StarRating';
import { Footer } from './Footer';
import { Header } from './Header';
import { PhoneBar } from './PhoneBar';
import type { LayoutData } from './types';
import { numberFormat } from '../intl';

/** Shown whenever the environment is not the live one. */
export function EnvironmentBanner() {
  const { environment, t } = useShop();
  if (environment === 'live') return null;
  return <div className={`env-banner env-${environment}`} role="status">{t(`env.${environment}`)}</div>;
}

const TWO_DIGITS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** Fixed 160 x 80 at the bottom left, only above 640 px (CSS), so small screens keep their space. */
function TrustBadge({ layout }: { layout: LayoutData }) {
  const { t, locale } = useShop();
  return (
    <aside className="trust-badge" aria-label={t('layout.trustBadge')}>
      <span className="trust-badge-title">{t('layout.trustBadge')}</span>
      <StarRating rating={layout.rating.value} />
      <span className="trust-badge-value">{numberFormat(locale, TWO_DIGITS).format(layout.rating.value)}/5</span>
    </aside>
  );
}

export function Layout({ children, layout }: { children: ReactNode; layout: LayoutData }) {
  return (
    <>
      <EnvironmentBanner />
      <Header layout={layout} />
      <PhoneBar layout={layout} />
      <main id="main">{children}</main>
      <Footer layout={layout} />
      <TrustBadge layout={layout} />
    </>
  );
}
