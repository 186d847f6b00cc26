/** The shopper's orders: the history when signed in (DE, AT), and for everyone the lookup by order number and e-mail. */
import type { OrdersPageProps } from '../checkout/types';
import { formatDate, formatPrice, useShop } from '../context';
import { WithNumber } from '../checkout/WithNumber';

export function OrdersPage({ history, lookup }: OrdersPageProps) {
  const { t, locale, link } = useShop();
  return (
    <section className="orders">
      {history ? (
        <>
          <h1>{t('orders.history.title')}</h1>
          {history.length === 0 ? <p>{t('orders.history.empty')}</p> : (
            <ul className="orders-history">
              {history.map((order) => (
                <li key={order.number}>
                  <a href={link('Order', { orderNumber: order.number }, { query: { t: order.token } })}><WithNumber text={t('orders.history.open', { number: order.number })} number={order.number} /></a>
                  {' '}{t('orders.history.summary', { date: formatDate(order.createdAt, locale), total: formatPrice(order.totalCents, locale) })}
                  {' '}({order.shops.map((part) => `${part.shop.name}: ${t(`orders.status.${part.status}`)}`).join(', ')})
                  {order.shops.some((part) => part.withdrawalPeriod.state === 'open') ? (
                    <>{' '}<a className="withdrawal-link" href={link('OrderWithdrawal', { orderNumber: order.number }, { query: { t: order.token } })}>{t('withdrawal.link')}</a></>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <form className="account-form orders-lookup" method="post" action={link('Orders', {})} aria-labelledby="lookup-heading">
        {history ? <h2 id="lookup-heading">{t('orders.lookup.title')}</h2> : <h1 id="lookup-heading">{t('orders.lookup.title')}</h1>}
        <p>{t('orders.lookup.intro')}</p>
        {lookup.problem ? <p className="account-message account-alert" role="alert">{t(`orders.lookup.${lookup.problem}`, { minutes: lookup.retryMinutes })}</p> : null}
        <label htmlFor="lookup-number">{t('orders.lookup.number')}</label>
        <input id="lookup-number" name="number" required maxLength={40} defaultValue={lookup.number} autoComplete="off" placeholder="SP-261122-ABCDEF" />
        <label htmlFor="lookup-email">{t('orders.lookup.email')}</label>
        <input id="lookup-email" name="email" type="email" required maxLength={254} defaultValue={lookup.email} autoComplete="email" />
        <button type="submit" className="button">{t('orders.lookup.submit')}</button>
      </form>
    </section>
  );
}
