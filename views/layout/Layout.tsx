/** Header, environment banner, main and footer around every page. */
import type { ReactNode } from 'react';
import { useShop } from '../context';
import type { LayoutData } from './types';

export function EnvironmentBanner() {
  const { environment, t } = useShop();
  if (environment === 'live') return null;
  return <div className="env-banner" role="status">{t(`env.${environment}`)}</div>;
}

export function Layout({ children, layout }: { children: ReactNode; layout: LayoutData }) {
  const { link, t } = useShop();
  const { cartCount } = layout;
  return (
    <>
      <EnvironmentBanner />
      <header className="site-header">
        <a className="logo" href={link('Home', {})}>Spareo</a>
        <a className="cart-link" href={link('Cart', {})}>
          <span className="cart-count">{cartCount}</span>
        </a>
      </header>
      <main id="main">{children}</main>
      <footer className="site-footer">
        <a href={link('Home', {})}>{t('meta.siteName')}</a>
      </footer>
    </>
  );
}
