/**
 * The shop's tax set-up on the portal's shop-page screen: how it charges VAT and its VAT ID, what
 * keeps the shop from going live, and a refused field's answer beside it with what was typed kept.
 */
import type { Translate } from '../../locales/i18n';
import { TAX_SCHEMES, type TaxSetupProblem } from '../../contract/tax-setup';
import type { PortalShopPage } from '../../contract/calls/portal';
import { PORTAL_PATHS } from '../../contract/portal-paths';

export type TaxField = 'scheme' | 'vatId';
/** The owner's input as typed and its problems (from the form's check or the marketplace's answer). */
export interface TaxDraft { values: { scheme: string; vatId: string }; problems: Partial<Record<TaxField, TaxSetupProblem>> }

export function TaxSetupSection({ t, stored, draft }: { t: Translate; stored: PortalShopPage['tax']; draft?: TaxDraft }) {
  const values = draft?.values ?? { scheme: stored.scheme ?? '', vatId: stored.vatId };
  const problems = draft?.problems ?? {};
  const error = (field: TaxField) => problems[field]
    ? <span className="field-problem" id={`tax-${field}-problem`}>{t(`tax.problem.${problems[field]}`)}</span> : null;
  const described = (field: TaxField) => (problems[field] ? { 'aria-invalid': true, 'aria-describedby': `tax-${field}-problem` } : {});
  return (
    <section id="tax" aria-labelledby="tax-heading">
      <h2 id="tax-heading">{t('tax.heading')}</h2>
      <p className="muted">{t('tax.intro')}</p>
      {stored.gap && !draft ? <p className="problem" role="alert" data-tax-gap>{t('tax.held', { why: t(`tax.problem.${stored.gap.problem}`) })}</p> : null}
      <form method="post" action={`${PORTAL_PATHS.tax}#tax`} className="stack" noValidate>
        <label htmlFor="tax-scheme">{t('tax.schemeLabel')}
          <select id="tax-scheme" name="scheme" defaultValue={values.scheme} {...described('scheme')}>
            <option value="">—</option>
            {TAX_SCHEMES.map((scheme) => <option key={scheme} value={scheme}>{t(`tax.scheme.${scheme}`)}</option>)}
          </select>
          {error('scheme')}
        </label>
        <label htmlFor="tax-vatId">{t('tax.vatId')}
          <input id="tax-vatId" name="vatId" type="text" defaultValue={values.vatId} {...described('vatId')} />
          {error('vatId')}
        </label>
        <button type="submit">{t('tax.save')}</button>
      </form>
    </section>
  );
}
