/**
 * The portal's start page: what waits for the shop (open parts and withdrawals, the oldest first,
 * with how long they wait), how today went in the shop's own day, the offers shoppers can buy now
 * and the last feed's health. Every figure leads to the place where the shop acts on it.
 */
import type { Translate } from '../../locales/i18n';
import type { Locale } from '../../locales/editions';
import type { PortalHome } from '../../contract/calls/portal-home';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { formatPrice } from '../context';
import { PortalShell } from './PortalShell';
import { sellerFieldsText } from './seller-fields';

/** A part waiting longer than this is marked late: shoppers expect an answer within two days. */
export const LATE_AFTER_HOURS = 48;

export interface HomePageProps {
  t: Translate;
  lang: Locale;
  shopName: string;
  home: PortalHome;
  formatDate: (iso: string) => string;
  /** The shop's zone in words, and today's day in it (2026-11-27). */
  zoneName: string;
  today: string;
}

type Waiting = NonNullable<PortalHome['orders']>['open'][number];

const partLink = (number: string) => `${PORTAL_PATHS.orders}?q=${encodeURIComponent(number)}#${number}`;
const listLink = (query: Record<string, string>) => `${PORTAL_PATHS.orders}?${new URLSearchParams(query).toString()}`;

/** "vor 5 Stunden", "il y a 3 jours": in whole hours, then whole days (never "yesterday", which a 30-hour wait is not always). */
function ago(lang: Locale, hours: number): string {
  const words = new Intl.RelativeTimeFormat(lang, { numeric: hours === 0 ? 'auto' : 'always' });
  return hours < 48 ? words.format(-hours, 'hour') : words.format(-Math.floor(hours / 24), 'day');
}

function WaitingList({ t, lang, parts, formatDate, said }: { t: Translate; lang: Locale; parts: Waiting[]; formatDate: (iso: string) => string; said: 'placedAgo' | 'receivedAgo' }) {
  return (
    <ol className="waiting plain">
      {parts.map((part) => {
        const late = part.ageHours >= LATE_AFTER_HOURS;
        return (
          <li key={part.number} className={late ? 'late' : undefined}>
            <a href={partLink(part.number)}>{part.number}</a>{' '}
            <span className={`status status-${part.status}`}>{t(`portal.orders.status.${part.status}`)}</span>{' '}
            <time dateTime={part.since} title={formatDate(part.since)}>{t(`portal.home.${said}`, { ago: ago(lang, part.ageHours) })}</time>
            {late ? <> · <strong>{t('portal.home.late')}</strong></> : null}
          </li>
        );
      })}
    </ol>
  );
}

function Figure({ value, label }: { value: string | number; label: string }) {
  return <p className="figure"><strong>{value}</strong> <span>{label}</span></p>;
}

export function HomePage({ t, lang, shopName, home, formatDate, zoneName, today }: HomePageProps) {
  const { orders, offers } = home;
  const feed = offers?.lastFeed ?? null;
  return (
    <PortalShell t={t} lang={lang} title={t('portal.home.heading')} shopName={shopName} current="home">
      <h1>{t('portal.home.heading')}</h1>
      <div className="home-grid">
        {orders ? (
          <section aria-labelledby="home-open" className={orders.openCount ? 'card attention' : 'card'}>
            <h2 id="home-open">{t('portal.home.open.heading')}</h2>
            <Figure value={orders.openCount} label={t('portal.home.open.count', { count: orders.openCount })} />
            {orders.open.length ? <WaitingList t={t} lang={lang} parts={orders.open} formatDate={formatDate} said="placedAgo" /> : <p className="muted">{t('portal.home.open.none')}</p>}
            <p className="row act">
              <a href={listLink({ status: 'new' })}>{t('portal.home.open.new')}</a>
              <a href={listLink({ status: 'accepted' })}>{t('portal.home.open.accepted')}</a>
            </p>
          </section>
        ) : null}
        {orders ? (
          <section aria-labelledby="home-today" className="card">
            <h2 id="home-today">{t('portal.home.today.heading')}</h2>
            <Figure value={formatPrice(orders.today.grossCents, lang)} label={t('portal.home.today.count', { count: orders.today.count })} />
            <p className="muted">{t('portal.home.today.since', { zone: zoneName })}</p>
            <p className="act"><a href={listLink({ from: today, to: today })}>{t('portal.home.today.list')}</a></p>
          </section>
        ) : null}
        {orders ? (
          <section aria-labelledby="home-withdrawals" className={orders.withdrawalCount ? 'card attention' : 'card'}>
            <h2 id="home-withdrawals">{t('portal.home.withdrawals.heading')}</h2>
            <Figure value={orders.withdrawalCount} label={t('portal.home.withdrawals.count', { count: orders.withdrawalCount })} />
            {orders.withdrawals.length ? <WaitingList t={t} lang={lang} parts={orders.withdrawals} formatDate={formatDate} said="receivedAgo" /> : <p className="muted">{t('portal.home.withdrawals.none')}</p>}
            <p className="row act">
              <a href={listLink({ status: 'withdrawn' })}>{t('portal.home.withdrawals.goods')}</a>
              <a href={listLink({ status: 'returned' })}>{t('portal.home.withdrawals.refund')}</a>
            </p>
          </section>
        ) : null}
        {offers ? (
          <section aria-labelledby="home-offers" className={offers.suspended || offers.shipsTo === 0 || offers.sellerMissing.length ? 'card attention' : 'card'}>
            <h2 id="home-offers">{t('portal.home.offers.heading')}</h2>
            <Figure value={offers.live.toLocaleString(lang)} label={t('portal.home.offers.count', { count: offers.live })} />
            {offers.suspended ? <p className="problem">{t('portal.home.offers.suspended')}</p> : null}
            {offers.sellerMissing.length ? <p className="problem">{t('portal.import.sellerMissing', { fields: sellerFieldsText(t, offers.sellerMissing) })}{' '}<a href={`${PORTAL_PATHS.shopPage}#identity`}>{t('portal.import.sellerForm')}</a></p> : null}
            {offers.shipsTo === 0 ? <p className="problem">{t('portal.home.offers.noShipping')}{' '}<a href={`${PORTAL_PATHS.shopPage}#shipping`}>{t('portal.home.offers.shippingForm')}</a></p> : null}
            <p className="act"><a href={PORTAL_PATHS.feeds}>{t('portal.home.offers.feeds')}</a></p>
          </section>
        ) : null}
        {offers ? (
          <section aria-labelledby="home-feed" className={feed && (feed.held || feed.status === 'failed') ? 'card attention' : 'card'}>
            <h2 id="home-feed">{t('portal.home.feed.heading')}</h2>
            {feed ? (
              <>
                <p><span className={`status status-${feed.status}`}>{t(`portal.import.status.${feed.status}`, { defaultValue: feed.status })}</span> · <time dateTime={feed.at}>{formatDate(feed.at)}</time></p>
                <dl className="counts">
                  <div><dt>{t('portal.import.rows')}</dt><dd>{feed.rowsRead.toLocaleString(lang)}</dd></div>
                  <div><dt>{t('portal.import.rejected')}</dt><dd>{feed.rowsRejected.toLocaleString(lang)}</dd></div>
                </dl>
                {feed.held ? <p className="problem">{t('portal.home.feed.held')}</p> : null}
                {feed.status === 'failed' ? <p className="problem">{t('portal.home.feed.failed')}</p> : null}
                <p className="act"><a href={PORTAL_PATHS.importPage(feed.id)}>{feed.held ? t('portal.home.feed.decide') : t('portal.home.feed.report')}</a></p>
              </>
            ) : (
              <>
                <p className="muted">{t('portal.home.feed.none')}</p>
                <p className="act"><a href={PORTAL_PATHS.feeds}>{t('portal.home.feed.upload')}</a></p>
              </>
            )}
          </section>
        ) : null}
      </div>
    </PortalShell>
  );
}
