/**
 * The document around every portal page: its own small stylesheet, never indexed, no script but
 * the upload form's island (its runtime loader, from the client build's manifest). `refreshSeconds` reloads a page whose work is still running (the
 * import's progress without JavaScript).
 */
import type { ReactNode } from 'react';
import type { Translate } from '../../locales/i18n';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import type { ClientManifest } from '../page-scripts';
import { IslandScripts } from '../render/IslandScripts';
import { usePortalOwner } from './owner-context';

export interface PortalShellProps {
  t: Translate;
  lang: string;
  title: string;
  /** The signed-in shop, or none on the sign-in page. */
  shopName?: string;
  current?: 'home' | 'offers' | 'feeds' | 'orders' | 'shopPage' | 'bankAccount' | 'settlements' | 'balance' | 'token' | 'log' | 'people';
  refreshSeconds?: number;
  /** The client build, on a page with an island: the page links the runtime and its island's chunk. */
  manifest?: ClientManifest;
  children: ReactNode;
}

export function PortalShell({ t, lang, title, shopName, current, refreshSeconds, manifest, children }: PortalShellProps) {
  // Staff and a key's holder see only the screens they can use: the rest speak for the shop as a whole.
  const owner = usePortalOwner();
  const nav = [
    { key: 'home' as const, href: PORTAL_PATHS.home, ownersOnly: false },
    { key: 'orders' as const, href: PORTAL_PATHS.orders, ownersOnly: false },
    { key: 'offers' as const, href: PORTAL_PATHS.offers, ownersOnly: false },
    { key: 'feeds' as const, href: PORTAL_PATHS.feeds, ownersOnly: false },
    { key: 'shopPage' as const, href: PORTAL_PATHS.shopPage, ownersOnly: true },
    { key: 'bankAccount' as const, href: PORTAL_PATHS.bankAccount, ownersOnly: true },
    { key: 'people' as const, href: PORTAL_PATHS.people, ownersOnly: true },
    { key: 'settlements' as const, href: PORTAL_PATHS.settlements, ownersOnly: true },
    { key: 'balance' as const, href: PORTAL_PATHS.balance, ownersOnly: true },
    { key: 'token' as const, href: PORTAL_PATHS.token, ownersOnly: true },
    { key: 'log' as const, href: PORTAL_PATHS.log, ownersOnly: true },
  ].filter((item) => owner || !item.ownersOnly);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {refreshSeconds ? <meta httpEquiv="refresh" content={String(refreshSeconds)} /> : null}
        <title>{`${title} – ${t('portal.title')} – Spareo`}</title>
        <link rel="stylesheet" href="/static/portal.css" />
        <link rel="icon" href="/static/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <header className="portal-header">
          <span className="portal-brand">Spareo · {t('portal.title')}{shopName ? <> · <strong>{shopName}</strong></> : null}</span>
          {shopName ? (
            <nav aria-label={t('portal.title')}>
              <ul>
                {nav.map((item) => (
                  <li key={item.key}><a href={item.href} aria-current={current === item.key ? 'page' : undefined}>{item.key === 'settlements' ? t('settlements.title') : item.key === 'balance' ? t('payouts.balance.title') : t(`portal.nav.${item.key}`)}</a></li>
                ))}
                <li>
                  <form method="post" action={PORTAL_PATHS.signOut}><button type="submit" className="link">{t('portal.nav.signOut')}</button></form>
                </li>
              </ul>
            </nav>
          ) : null}
        </header>
        <main className="portal-main">{children}</main>
        {manifest ? <IslandScripts manifest={manifest} /> : null}
      </body>
    </html>
  );
}
