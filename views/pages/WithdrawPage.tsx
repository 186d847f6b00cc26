/** The withdrawal function every page links to: a guest names the order by its number and e-mail, then withdraws on the next page. */
import type { WithdrawPageProps } from '../withdrawal/types';
import { useShop } from '../context';

export function WithdrawPage({ lookup, signedIn }: WithdrawPageProps) {
  const { t, link } = useShop();
  return (
    <section className="orders withdrawal">
      <form className="account-form orders-lookup" method="post" action={link('Withdraw', {})} aria-labelledby="withdraw-heading">
        <h1 id="withdraw-heading">{t('withdrawal.title')}</h1>
        <p>{t('withdrawal.intro')}</p>
        <p>{t('withdrawal.lookupIntro')}</p>
        {lookup.problem ? <p className="account-message account-alert" role="alert">{t(`orders.lookup.${lookup.problem}`, { minutes: lookup.retryMinutes })}</p> : null}
        <label htmlFor="withdraw-number">{t('orders.lookup.number')}</label>
        <input id="withdraw-number" name="number" required maxLength={40} defaultValue={lookup.number} autoComplete="off" placeholder="SP-261122-ABCDEF" />
        <label htmlFor="withdraw-email">{t('orders.lookup.email')}</label>
        <input id="withdraw-email" name="email" type="email" required maxLength={254} defaultValue={lookup.email} autoComplete="email" />
        <button type="submit" className="button">{t('withdrawal.lookupSubmit')}</button>
        {signedIn ? <p><a href={link('Orders', {})}>{t('withdrawal.signedIn')}</a></p> : null}
      </form>
    </section>
  );
}
