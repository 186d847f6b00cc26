/**
 * A page of the shopper's orders, newest first, as a card each: when it was placed, its total and
 * number, every shop's part with its state, and the way to the order page; then the pages.
 */
import type { OrderListView } from './types';
import { formatDate, formatPrice, useShop } from '../context';

export function OrderList({ list, empty }: { list: OrderListView; empty: string }) {
  const { t, locale, link } = useShop();
  const pageLink = (page: number) => link('Orders', {}, { query: { ...list.query, page: page > 1 ? page : undefined } });
  return (
    <>
      {list.orders.length === 0 ? <p className="order-list-empty">{empty}</p> : (
        <ul className="order-cards">
          {list.orders.map((order) => (
            <li className="order-card" data-order={order.number} key={order.number}>
              <dl className="order-card-facts">
                <div><dt>{t('orders.list.placed')}</dt><dd><time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time></dd></div>
                <div><dt>{t('orders.list.total')}</dt><dd>{formatPrice(order.totalCents, locale)}</dd></div>
                <div className="order-card-number"><dt>{t('orders.list.number')}</dt><dd>{order.number}</dd></div>
              </dl>
              <ul className="order-card-parts">
                {order.parts.map((part) => (
                  <li key={part.number} data-status={part.status}>
                    <span className="order-card-shop">{part.shopName}</span>
                    <span className="order-card-status">{t(`orders.status.${part.status}`)}</span>
                  </li>
                ))}
              </ul>
              <a className="button order-card-open" href={link('Order', { orderNumber: order.number }, { query: { t: order.token } })}
                aria-label={t('orders.history.open', { number: order.number })}>{t('orders.list.open')}</a>
            </li>
          ))}
        </ul>
      )}
      {list.pages > 1 || list.page > 1 ? (
        <nav className="order-pager" aria-label={t('orders.list.pages')}>
          {list.page > 1 ? <a href={pageLink(Math.min(list.page - 1, list.pages))} rel="prev">{t('orders.list.previous')}</a> : <span />}
          <span>{t('orders.list.page', { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages ? <a href={pageLink(list.page + 1)} rel="next">{t('orders.list.next')}</a> : <span />}
        </nav>
      ) : null}
    </>
  );
}
