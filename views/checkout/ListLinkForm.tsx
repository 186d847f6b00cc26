/**
 * The list of one's orders by mail, for anyone without an account at hand: the e-mail address
 * typed, the link goes there. What the page says afterwards is the same for any address.
 */
import type { OrdersPageProps } from './types';
import { useShop } from '../context';

export function ListLinkForm({ listLink }: { listLink: OrdersPageProps['listLink'] }) {
  const { t, link } = useShop();
  const { problem } = listLink;
  return (
    <form id="list-link" className="account-form orders-lookup orders-list-link" method="post" action={link('Orders', {})} aria-labelledby="list-link-heading">
      <h2 id="list-link-heading">{t('orders.listLink.title')}</h2>
      <p>{t('orders.listLink.intro')}</p>
      {listLink.sent ? <p className="account-message" role="status">{t('orders.listLink.sent')}</p> : null}
      {problem === 'tooMany' || problem === 'unavailable'
        ? <p className="account-message account-alert" role="alert">{t(problem === 'tooMany' ? 'orders.lookup.tooMany' : 'orders.listLink.unavailable', { minutes: listLink.retryMinutes })}</p>
        : null}
      <input type="hidden" name="intent" value="list" />
      <label htmlFor="list-email">{t('orders.lookup.email')}</label>
      <input id="list-email" name="email" type="email" required maxLength={254} defaultValue={listLink.email} autoComplete="email"
        {...(problem === 'invalid' ? { 'aria-invalid': true, 'aria-describedby': 'list-email-error' } : {})} />
      {problem === 'invalid' ? <p className="checkout-field-error" id="list-email-error">{t('orders.listLink.invalid')}</p> : null}
      <button type="submit" className="button">{t('orders.listLink.submit')}</button>
    </form>
  );
}
