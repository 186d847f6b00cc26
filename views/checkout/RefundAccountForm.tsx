/**
 * The account a prepayment refund is transferred to, asked for on the order page once a refund is
 * owed and none is known. Refused: the form again, what was typed kept, the reason beside the field.
 */
import { REFUND_ACCOUNT_LIMITS } from '../../contract/calls/refunds';
import { useShop } from '../context';
import type { RefundAccountAttempt } from './types';

const errorId = (field: string) => `refund-account-${field}-error`;

export function RefundAccountForm({ orderNumber, token, attempt }: { orderNumber: string; token: string; attempt: RefundAccountAttempt | null }) {
  const { t, link } = useShop();
  const problem = attempt?.problem ?? null;
  const field = (name: 'holder' | 'iban', max: number, autoComplete: string) => (
    <p className="checkout-field">
      <label htmlFor={`refund-account-${name}`}>{t(`refunds.account.${name}`)}</label>
      <input id={`refund-account-${name}`} name={name} type="text" maxLength={max} autoComplete={autoComplete} defaultValue={attempt?.values[name] ?? ''} required
        {...(problem === name ? { 'aria-invalid': true, 'aria-describedby': errorId(name) } : {})} />
      {problem === name ? <span className="checkout-field-error" id={errorId(name)}>{t(`refunds.account.problem.${name}`)}</span> : null}
    </p>
  );
  return (
    <section className="order-refund-account" id="refund-account" aria-labelledby="refund-account-heading">
      <h2 id="refund-account-heading">{t('refunds.account.heading')}</h2>
      <p>{t('refunds.account.explain')}</p>
      {problem === 'unavailable' ? <p className="checkout-message" role="alert">{t('refunds.account.problem.unavailable')}</p> : null}
      <form method="post" action={link('Order', { orderNumber })} noValidate>
        <input type="hidden" name="intent" value="refundAccount" />
        <input type="hidden" name="token" value={token} />
        {field('holder', REFUND_ACCOUNT_LIMITS.holder, 'name')}
        {field('iban', REFUND_ACCOUNT_LIMITS.iban, 'off')}
        <button type="submit" className="button">{t('refunds.account.save')}</button>
      </form>
    </section>
  );
}
