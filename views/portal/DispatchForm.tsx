/**
 * The shop's dispatch cut-off and return address on the portal's shop-page screen: until when an
 * order leaves the same working day (offers' delivery dates count from it) and where withdrawn
 * parts are sent; a refused field's answer beside it with what was typed kept.
 */
import type { Translate } from '../../locales/i18n';
import type { PortalShopPage } from '../../contract/calls/portal';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { RETURN_COSTS } from '../../contract/calls/orders';
import { RETURN_ADDRESS_LINES, type DispatchField, type DispatchProblem, type DispatchValues } from '../../contract/shop-dispatch';

/** The owner's input as typed and its problems (from the form's check or the marketplace's answer). */
export interface DispatchDraft { values: DispatchValues; problems: Partial<Record<DispatchField, DispatchProblem>> }

export function DispatchSection({ t, stored, draft }: { t: Translate; stored: PortalShopPage['dispatch']; draft?: DispatchDraft }) {
  const values = draft?.values ?? stored;
  const problems = draft?.problems ?? {};
  const error = (field: DispatchField) => problems[field]
    ? <span className="field-problem" id={`dispatch-${field}-problem`}>{t(`portal.dispatch.problem.${problems[field]}`, { lines: RETURN_ADDRESS_LINES })}</span> : null;
  const described = (field: DispatchField) => (problems[field] ? { 'aria-invalid': true, 'aria-describedby': `dispatch-${field}-problem` } : {});
  return (
    <section id="dispatch" aria-labelledby="dispatch-heading">
      <h2 id="dispatch-heading">{t('portal.dispatch.heading')}</h2>
      {draft ? <p className="problem" role="alert">{t('portal.identity.invalid')}</p> : null}
      <form method="post" action={`${PORTAL_PATHS.dispatch}#dispatch`} className="stack" noValidate>
        <label htmlFor="dispatch-cutoff">{t('portal.dispatch.cutoff')}
          <input id="dispatch-cutoff" name="cutoff" type="text" inputMode="numeric" size={5} maxLength={5} defaultValue={values.cutoff} {...described('cutoff')} />
          <span className="muted">{t('portal.dispatch.cutoffHint')}</span>
          {error('cutoff')}
        </label>
        <label htmlFor="dispatch-returnAddress">{t('portal.dispatch.returnAddress')}
          <textarea id="dispatch-returnAddress" name="returnAddress" rows={5} defaultValue={values.returnAddress} autoComplete="off" {...described('returnAddress')} />
          <span className="muted">{t('portal.dispatch.returnAddressHint')}</span>
          {error('returnAddress')}
        </label>
        <fieldset aria-describedby={problems.returnCosts ? 'dispatch-returnCosts-problem' : undefined}>
          <legend>{t('portal.dispatch.returnCosts')}</legend>
          {RETURN_COSTS.map((costs) => (
            <label key={costs}><input type="radio" name="returnCosts" value={costs} defaultChecked={(values.returnCosts ?? 'shopper') === costs} /> {t(`portal.dispatch.returnCostsBy.${costs}`)}</label>
          ))}
          <span className="muted">{t('portal.dispatch.returnCostsHint')}</span>
          {error('returnCosts')}
        </fieldset>
        <button type="submit">{t('portal.shopPage.save')}</button>
      </form>
    </section>
  );
}
