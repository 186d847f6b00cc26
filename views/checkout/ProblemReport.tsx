/**
 * "Report a problem" under a shop's part of the order: what is wrong (damaged, wrong part, parcel
 * missing, something else) and a few words, posted to the order page (a plain form: it works
 * without JavaScript). A refused form comes back open with the reason beside its field; a sent one
 * says the reference the acknowledgement mail repeats.
 */
import { PROBLEM_KINDS, PROBLEM_LIMITS } from '../../contract/calls/problem-reports';
import type { OrderAnswer } from './types';
import type { ProblemField, ProblemReportProps } from './problem-types';
import { useShop } from '../context';

type Part = OrderAnswer['shops'][number];

export function ProblemReport({ part, orderNumber, token, email, form, sent }: ProblemReportProps & { part: Part; orderNumber: string; token: string; email: string }) {
  const { t, link } = useShop();
  // Nothing has happened to a part still waiting for its payment.
  if (part.status === 'awaiting_payment') return null;
  const id = `problem-${part.number}`;
  const mine = form?.part === part.number ? form : null;
  const refused = (field: ProblemField) => mine?.problem.kind === 'field' && mine.problem.field === field;
  const errorId = (field: ProblemField) => `${id}-${field}-error`;
  const invalid = (field: ProblemField) => (refused(field) ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {});
  return (
    <div className="problem-report" id={id}>
      {sent?.part === part.number ? <p className="order-thanks" role="status">{t('problemReports.sent', { reference: sent.reference, email })}</p> : null}
      <details open={Boolean(mine)}>
        <summary>{t('problemReports.heading')}</summary>
        {mine?.problem.kind === 'tooMany' ? <p className="checkout-message" role="alert">{t('problemReports.tooMany', { minutes: mine.problem.retryMinutes })}</p> : null}
        {mine?.problem.kind === 'unavailable' ? <p className="checkout-message" role="alert">{t('problemReports.unavailable')}</p> : null}
        {/* The token in the action too: a refused form is answered with the order page itself. */}
        <form className="problem-form" method="post" action={`${link('Order', { orderNumber }, { query: { t: token } })}#${id}`}>
          <input type="hidden" name="intent" value="problem" />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="part" value={part.number} />
          <fieldset className="problem-kinds" {...invalid('kind')}>
            <legend>{t('problemReports.kindLabel')}</legend>
            {PROBLEM_KINDS.map((kind) => (
              <label key={kind}>
                <input type="radio" name="kind" value={kind} required defaultChecked={mine?.values.kind === kind} />
                {t(`problemReports.kind.${kind}`)}
              </label>
            ))}
            {refused('kind') ? <p className="checkout-field-error" id={errorId('kind')}>{t('problemReports.error.kind')}</p> : null}
          </fieldset>
          <label htmlFor={`${id}-text`}>{t('problemReports.textLabel')}</label>
          <textarea id={`${id}-text`} name="text" rows={4} required minLength={PROBLEM_LIMITS.text.min} maxLength={PROBLEM_LIMITS.text.max}
            defaultValue={mine?.values.text ?? ''} {...invalid('text')} />
          {refused('text') ? <p className="checkout-field-error" id={errorId('text')}>{t('problemReports.error.text', { min: PROBLEM_LIMITS.text.min, max: PROBLEM_LIMITS.text.max })}</p> : null}
          <button type="submit" className="button button-secondary">{t('problemReports.send')}</button>
        </form>
      </details>
    </div>
  );
}
