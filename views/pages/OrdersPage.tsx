/**
 * The shopper's orders: signed in (DE, AT), the account's list; opened by the mailed list link, the
 * orders of that mailbox; and for everyone the lookup by order (or part) number and e-mail, and
 * the list by mail.
 */
import type { OrdersPageProps } from '../checkout/types';
import { useShop } from '../context';
import { OrderList } from '../checkout/OrderList';
import { ListLinkForm } from '../checkout/ListLinkForm';

export function OrdersPage({ history, mailed, lookup, listLink }: OrdersPageProps) {
  const { t, link } = useShop();
  const listed = history !== null || mailed !== null;
  return (
    <section className="orders">
      {mailed ? (
        <>
          <h1>{t('orders.listLink.listTitle')}</h1>
          {mailed.list ? <OrderList list={mailed.list} empty={t('orders.listLink.empty')} />
            : <p className="account-message account-alert" role="alert">{t('orders.listLink.expired')}</p>}
        </>
      ) : history ? (
        <>
          <h1>{t('orders.history.title')}</h1>
          <OrderList list={history} empty={t('orders.history.empty')} />
        </>
      ) : null}
      <div className="orders-forms">
        <form className="account-form orders-lookup" method="post" action={link('Orders', {})} aria-labelledby="lookup-heading">
          {listed ? <h2 id="lookup-heading">{t('orders.lookup.title')}</h2> : <h1 id="lookup-heading">{t('orders.lookup.title')}</h1>}
          <p>{t('orders.lookup.intro')}</p>
          {lookup.problem ? <p className="account-message account-alert" role="alert">{t(`orders.lookup.${lookup.problem}`, { minutes: lookup.retryMinutes })}</p> : null}
          <label htmlFor="lookup-number">{t('orders.lookup.number')}</label>
          <input id="lookup-number" name="number" required maxLength={40} defaultValue={lookup.number} autoComplete="off" placeholder="SP-261122-ABCDEF" />
          <label htmlFor="lookup-email">{t('orders.lookup.email')}</label>
          <input id="lookup-email" name="email" type="email" required maxLength={254} defaultValue={lookup.email} autoComplete="email" />
          <button type="submit" className="button">{t('orders.lookup.submit')}</button>
        </form>
        <ListLinkForm listLink={listLink} />
      </div>
    </section>
  );
}
