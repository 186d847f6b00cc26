/** The desk's search: one field, the answers grouped by kind (orders, shoppers, shops, messages), each a link to where it is worked. */
import type { DeskSearchAnswer } from '../../contract/calls/desk-search';
import { formatWhen } from '../../locales/moments';
import { formatPrice } from '../context';
import { DeskLayout, type DeskFrame } from './DeskLayout';

export interface SearchLinks {
  order: (number: string) => string;
  shopper: (email: string) => string;
  /** Null where the reader may not open shops (support). */
  shop: ((id: number) => string) | null;
  contact: (id: number) => string;
}

export function SearchPage({ frame, action, q, found, links, error }: {
  frame: DeskFrame; action: string; q: string; found: DeskSearchAnswer | null; links: SearchLinks; error?: string;
}) {
  const { t, locale } = frame;
  const count = found ? found.orders.length + found.shoppers.length + found.shops.length + found.messages.length : 0;
  return (
    <DeskLayout frame={frame}>
      <form method="get" action={action} role="search" className="box">
        <label htmlFor="q">{t('deskSearch.label')}</label>
        <input id="q" name="q" type="search" defaultValue={q} maxLength={100} aria-describedby={error ? 'q-error q-hint' : 'q-hint'} {...(error ? { 'aria-invalid': true } : {})} />
        <span id="q-hint" className="muted">{t('deskSearch.hint')}</span>
        {error ? <p id="q-error" className="error">{error}</p> : null}
        <button type="submit">{t('deskSearch.submit')}</button>
      </form>
      {found ? <p role="status">{count === 0 ? t('deskSearch.none', { q }) : t('deskSearch.found', { count })}</p> : null}
      {found && found.orders.length ? (
        <section aria-labelledby="found-orders">
          <h2 id="found-orders">{t('deskSearch.orders')}</h2>
          <ul className="found">
            {found.orders.map((order) => (
              <li key={order.number}><a href={links.order(order.number)}>{order.number}</a> · {order.buyer} · {order.email} · {formatWhen(order.createdAt, locale)} · {formatPrice(order.totalCents, locale)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {found && found.shoppers.length ? (
        <section aria-labelledby="found-shoppers">
          <h2 id="found-shoppers">{t('deskSearch.shoppers')}</h2>
          <ul className="found">
            {found.shoppers.map((shopper) => (
              <li key={shopper.email}>
                <a href={links.shopper(shopper.email)}>{shopper.name || shopper.email}</a>{shopper.name ? ` · ${shopper.email}` : ''} · {t('deskSearch.ordersOf', { count: shopper.orders })}{shopper.account ? ` · ${t('deskSearch.account')}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {found && found.shops.length ? (
        <section aria-labelledby="found-shops">
          <h2 id="found-shops">{t('deskSearch.shops')}</h2>
          <ul className="found">
            {found.shops.map((shop) => (
              <li key={shop.id}>{links.shop ? <a href={links.shop(shop.id)}>{shop.name}</a> : <strong>{shop.name}</strong>} · {shop.slug}{shop.email ? ` · ${shop.email}` : ''}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {found && found.messages.length ? (
        <section aria-labelledby="found-messages">
          <h2 id="found-messages">{t('deskSearch.messages')}</h2>
          <ul className="found">
            {found.messages.map((message) => (
              <li key={`${message.kind}-${message.id}`}>
                <a href={message.kind === 'contact' ? links.contact(message.id) : `${links.order(message.orderNumber ?? '')}#conversation`}>{t(`deskSearch.${message.kind}`)}{message.orderNumber ? ` ${message.orderNumber}` : ''}</a>
                {' '}· {message.from} · {formatWhen(message.at, locale)}
                <br /><span className="muted">{message.excerpt}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {found?.more ? <p>{t('deskSearch.more')}</p> : null}
    </DeskLayout>
  );
}
