/**
 * Withdrawing from an order: the form asks only what identifies the contract (who, which shop's
 * part, which lines, where the confirmation goes); its one button confirms the withdrawal. Each
 * part says how its money comes back; for a part paid by prepayment the form asks the account the
 * refund is transferred to. Parts that can no longer be withdrawn from say why, with the way to the
 * contact form.
 */
import type { OrderWithdrawalPageProps } from '../withdrawal/types';
import { PeriodNote } from '../withdrawal/PeriodNote';
import { formatDate, useShop } from '../context';
import { RETURN_REASONS } from '../../contract/calls/orders';
import { REFUND_ACCOUNT_LIMITS } from '../../contract/calls/refunds';
import { partRefundWay } from '../checkout/owed';

export function OrderWithdrawalPage({ order, token, values, chosenPart, problem }: OrderWithdrawalPageProps) {
  const { t, locale, link } = useShop();
  const open = order.shops.filter((part) => part.withdrawalPeriod.state === 'open');
  const closed = order.shops.filter((part) => part.withdrawalPeriod.state === 'ended' || part.withdrawalPeriod.state === 'none');
  const withdrawn = order.shops.filter((part) => part.withdrawal);
  const chosen = values?.part ?? chosenPart ?? (open.length === 1 ? open[0]!.number : '');
  const fieldProblem = problem?.kind === 'field' ? problem.field : null;
  const error = (field: 'name' | 'email' | 'part' | 'lines' | 'holder' | 'iban') => (fieldProblem === field
    ? <p className="field-error" id={`withdrawal-${field}-error`}>{t(field === 'holder' || field === 'iban' ? `refunds.account.problem.${field}` : `withdrawal.problem.${field}`)}</p> : null);
  const invalid = (field: 'name' | 'email' | 'holder' | 'iban') => (fieldProblem === field ? { 'aria-invalid': true, 'aria-describedby': `withdrawal-${field}-error` } : {});
  // The account is asked when a part open to withdrawal was paid by prepayment. Never required: a
  // withdrawal stands without it (the order page asks again once the refund is owed).
  const byTransfer = open.filter((part) => partRefundWay(part) === 'transfer');
  return (
    <section className="order withdrawal">
      <h1>{t('withdrawal.title')}</h1>
      <p>{t('withdrawal.intro')}</p>
      {problem?.kind === 'unavailable' ? <p className="account-message account-alert" role="alert">{t('withdrawal.problem.unavailable')}</p> : null}
      {problem?.kind === 'period' ? <div role="alert"><PeriodNote part={problem.part} period={problem.period} /></div> : null}
      {open.length > 0 ? (
        <form className="account-form withdrawal-form" method="post" action={link('OrderWithdrawal', { orderNumber: order.number }, { query: { t: token } })}>
          <p>{t('withdrawal.formIntro', { number: order.number, date: formatDate(order.createdAt, locale) })}</p>
          <input type="hidden" name="token" value={token} />
          <label htmlFor="withdrawal-name">{t('withdrawal.name')}</label>
          <input id="withdrawal-name" name="name" required maxLength={100} autoComplete="name" defaultValue={values?.name ?? order.deliveryAddress.name} {...invalid('name')} />
          {error('name')}
          <label htmlFor="withdrawal-email">{t('withdrawal.email')}</label>
          <input id="withdrawal-email" name="email" type="email" required maxLength={254} autoComplete="email" defaultValue={values?.email ?? order.email} {...invalid('email')} />
          {error('email')}
          <fieldset className="withdrawal-parts">
            <legend>{t('withdrawal.part')}</legend>
            {error('part')}
            {error('lines')}
            {open.map((part) => (
              <div className="withdrawal-part" key={part.number}>
                <input type="radio" name="part" id={`part-${part.number}`} value={part.number} defaultChecked={chosen === part.number} required />
                <label htmlFor={`part-${part.number}`}><strong>{t('withdrawal.partOption', { part: part.number, shop: part.shop.name })}</strong></label>
                <PeriodNote part={part.number} period={part.withdrawalPeriod} />
                <p className="withdrawal-refund-way" data-refund-way={partRefundWay(part)}>{t(`withdrawal.refundWay.${partRefundWay(part)}`, { shop: part.shop.name })}</p>
                <fieldset className="withdrawal-lines">
                  <legend>{t('withdrawal.lines')}</legend>
                  {part.lines.map((line, index) => {
                    const value = `${part.number}:${index + 1}`;
                    return (
                      <div className="withdrawal-line" key={value}>
                        <input type="checkbox" name="lines" id={`line-${value}`} value={value} defaultChecked={!values || values.part !== part.number || values.lines.includes(value)} />
                        <label htmlFor={`line-${value}`}>{line.quantity} × {line.title} ({line.brand} {line.articleNumber})</label>
                      </div>
                    );
                  })}
                </fieldset>
              </div>
            ))}
          </fieldset>
          {byTransfer.length > 0 ? (
            <fieldset className="withdrawal-account">
              <legend>{t('refunds.account.heading')}</legend>
              <p>{t(byTransfer.length === open.length ? 'withdrawal.account.explain' : 'withdrawal.account.explainSome', { parts: byTransfer.map((part) => part.number).join(', ') })}</p>
              <label htmlFor="withdrawal-holder">{t('refunds.account.holder')}</label>
              <input id="withdrawal-holder" name="holder" maxLength={REFUND_ACCOUNT_LIMITS.holder} autoComplete="name" defaultValue={values?.account?.holder ?? ''} {...invalid('holder')} />
              {error('holder')}
              <label htmlFor="withdrawal-iban">{t('refunds.account.iban')}</label>
              <input id="withdrawal-iban" name="iban" maxLength={REFUND_ACCOUNT_LIMITS.iban} autoComplete="off" spellCheck={false} defaultValue={values?.account?.iban ?? ''} {...invalid('iban')} />
              {error('iban')}
            </fieldset>
          ) : null}
          <label htmlFor="withdrawal-reason">{t('returns.reasonLabel')}</label>
          <select id="withdrawal-reason" name="reason" defaultValue={values?.reason ?? ''}>
            <option value="">{t('returns.reasonNone')}</option>
            {RETURN_REASONS.map((reason) => <option key={reason} value={reason}>{t(`returns.reason.${reason}`)}</option>)}
          </select>
          <button type="submit" className="button withdrawal-confirm">{t('withdrawal.confirm')}</button>
        </form>
      ) : null}
      {closed.map((part) => <PeriodNote key={part.number} part={part.number} period={part.withdrawalPeriod} />)}
      {withdrawn.map((part) => (
        <p key={part.number} className="withdrawal-period">{t('labelled', { label: t('withdrawal.partOption', { part: part.number, shop: part.shop.name }), value: t(`orders.status.${part.status}`) })}</p>
      ))}
      <p><a href={link('Order', { orderNumber: order.number }, { query: { t: token } })}>{t('orders.history.open', { number: order.number })}</a></p>
    </section>
  );
}
