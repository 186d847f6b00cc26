/**
 * What the shop states on its public page: who the seller is and its logo, the shipping table (one
 * row per country, an empty row to add one), terms, withdrawal policy and payment methods. A
 * refused field is named beside the form (the identity's beside each field, keeping what was typed).
 */
import type { Translate } from '../../locales/i18n';
import type { PortalShopPage } from '../../contract/calls/portal';
import type { IdentityField, IdentityProblem, TraderIdentity } from '../../contract/calls/trader-identity';
import { PORTAL_PATHS, type LogoUploadProblem } from '../../contract/portal-paths';
import { DELIVERY_COUNTRIES } from '../../locales/editions';
import { typedAmount } from '../../locales/amounts';
import { AMOUNT_WORDED, type ShippingField, type ShippingProblems, type TypedShippingRow } from '../../contract/portal-shipping';
import { usePortalOwner } from './owner-context';
import { SHOP_METHODS } from '../../contract/index';
import { PortalShell } from './PortalShell';
import { TaxSetupSection, type TaxDraft } from './TaxSetupForm';
import { DispatchSection, type DispatchDraft } from './DispatchForm';


/** What the screen says besides the stored settings: saved, a refused field, the identity as typed, the logo's problem. */
export interface ShopPageNotices {
  saved: boolean;
  problem: { field: string; message: string } | null;
  identity?: { values: TraderIdentity; problems: Partial<Record<IdentityField, IdentityProblem>> };
  logoProblem?: LogoUploadProblem | null;
  tax?: TaxDraft;
  /** The shipping table as typed, with its problems (after a refused save). */
  shipping?: { typed: TypedShippingRow[]; problems: ShippingProblems };
  /** The cut-off and return address as typed, with their problems (after a refused save). */
  dispatch?: DispatchDraft;
  /** The terms, withdrawal policy and payment methods as typed, with the problem of one field (after a refused save). */
  texts?: { typed: { terms: string; cancellationPolicy: string; paymentMethods: string[] }; problem: { field: ShopTextField; message: string } };
}

export type ShopTextField = 'terms' | 'cancellationPolicy' | 'paymentMethods';

export interface ShopPageSettingsProps extends ShopPageNotices {
  t: Translate;
  lang: string;
  shopName: string;
  publicPage: string;
  settings: PortalShopPage;
}

const TEXT_FIELDS: { field: Exclude<IdentityField, 'isTrader' | 'country'>; type?: string; autoComplete?: string; inputMode?: 'decimal' }[] = [
  { field: 'legalName', autoComplete: 'organization' }, { field: 'street', autoComplete: 'address-line1' },
  { field: 'postcode', autoComplete: 'postal-code' }, { field: 'city', autoComplete: 'address-level2' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' }, { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'tradeRegister' }, { field: 'registerNumber' }, { field: 'vatId' },
  { field: 'legalForm' }, { field: 'shareCapital', inputMode: 'decimal' }, { field: 'taxNumber' }, { field: 'birthDate', type: 'date', autoComplete: 'bday' },
];

function IdentityForm({ t, lang, values, problems }: { t: Translate; lang: string; values: TraderIdentity; problems: Partial<Record<IdentityField, IdentityProblem>> }) {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const error = (field: IdentityField) => problems[field]
    ? <span className="field-problem" id={`${field}-problem`}>{t(`portal.identity.problem.${problems[field]}`)}</span> : null;
  const described = (field: IdentityField) => (problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-problem` } : {});
  const input = ({ field, type, autoComplete, inputMode }: (typeof TEXT_FIELDS)[number]) => (
    <label key={field} htmlFor={`identity-${field}`}>{t(`portal.identity.${field}`)}
      <input id={`identity-${field}`} name={field} type={type ?? 'text'} defaultValue={values[field]} autoComplete={autoComplete} inputMode={inputMode} {...described(field)} />
      {error(field)}
    </label>
  );
  return (
    <form method="post" action={`${PORTAL_PATHS.identity}#identity`} className="stack" noValidate>
      {TEXT_FIELDS.slice(0, 4).map(input)}
      <label htmlFor="identity-country">{t('portal.identity.country')}
        <select id="identity-country" name="country" defaultValue={values.country} {...described('country')}>
          {DELIVERY_COUNTRIES.map((code) => <option key={code} value={code}>{names.of(code) ?? code}</option>)}
        </select>
        {error('country')}
      </label>
      {TEXT_FIELDS.slice(4).map(input)}
      <label className="inline"><input type="checkbox" name="isTrader" value="1" defaultChecked={values.isTrader} /> {t('portal.identity.isTrader')}</label>
      <button type="submit">{t('portal.shopPage.save')}</button>
    </form>
  );
}

const SHIPPING_COLUMNS: { field: ShippingField; label: string; size: number; inputMode?: 'decimal' | 'numeric' }[] = [
  { field: 'country', label: 'country', size: 3 }, { field: 'cost', label: 'cost', size: 7, inputMode: 'decimal' },
  { field: 'freeFrom', label: 'freeFrom', size: 7, inputMode: 'decimal' }, { field: 'daysMin', label: 'daysMin', size: 3, inputMode: 'numeric' },
  { field: 'daysMax', label: 'daysMax', size: 3, inputMode: 'numeric' },
];

function storedRow(row: PortalShopPage['shipping'][number], lang: string): TypedShippingRow {
  return {
    country: row.country, cost: typedAmount(row.costCents, lang), freeFrom: row.freeFromCents === null ? '' : typedAmount(row.freeFromCents, lang),
    daysMin: String(row.deliveryDaysMin), daysMax: String(row.deliveryDaysMax), remove: false,
  };
}

const EMPTY_ROW: TypedShippingRow = { country: '', cost: '', freeFrom: '', daysMin: '', daysMax: '', remove: false };

/** One row per delivery country and an empty one to add a country; a refused field says why beside it, keeping what was typed. */
function ShippingForm({ t, lang, rows, problems }: { t: Translate; lang: string; rows: TypedShippingRow[]; problems: ShippingProblems }) {
  const shown = rows.at(-1)?.country === '' ? rows : [...rows, EMPTY_ROW];
  const invalid = Object.keys(problems).length > 0;
  return (
    <form method="post" action={`${PORTAL_PATHS.shipping}#shipping`} noValidate>
      {invalid ? <p className="problem" role="alert" id="shipping-problem">{t(problems.form ? 'portal.shipping.problem.invalid' : 'portal.shipping.invalid')}</p> : null}
      <div className="table-scroll">
        <table className="shipping">
          <thead>
            <tr>
              {SHIPPING_COLUMNS.map(({ label }) => <th key={label} scope="col">{t(`portal.shopPage.${label}`)}</th>)}
              <th scope="col">{t('portal.shopPage.remove')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, i) => (
              <tr key={i}>
                {SHIPPING_COLUMNS.map(({ field, label, size, inputMode }) => {
                  const problem = problems[`${i}.${field}`];
                  const id = `shipping-${i}-${field}`;
                  return (
                    <td key={field}>
                      <input id={id} name={`${field}_${i}`} defaultValue={row[field]} size={size} inputMode={inputMode} maxLength={field === 'country' ? 2 : 20}
                        aria-label={field === 'country' || !row.country ? t(`portal.shopPage.${label}`) : `${t(`portal.shopPage.${label}`)} ${row.country}`}
                        placeholder={field === 'country' && !row.country ? t('portal.shopPage.addRow') : undefined}
                        lang={inputMode === 'decimal' ? lang : undefined}
                        {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {})} />
                      {problem ? <span className="field-problem" id={`${id}-problem`}>{t(AMOUNT_WORDED.includes(problem) ? `amount.${problem}` : `portal.shipping.problem.${problem}`)}</span> : null}
                    </td>
                  );
                })}
                <td>{row.country ? <input type="checkbox" name={`remove_${i}`} value="1" defaultChecked={row.remove} aria-label={`${t('portal.shopPage.remove')} ${row.country}`} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <input type="hidden" name="rows" value={shown.length} />
      <button type="submit">{t('portal.shopPage.save')}</button>
    </form>
  );
}

export function ShopPageSettings({ t, lang, shopName, publicPage, settings, saved, problem, identity, logoProblem, tax, shipping, dispatch, texts }: ShopPageSettingsProps) {
  const textValues = texts?.typed ?? settings;
  const textProblem = (field: ShopTextField) => (texts?.problem.field === field ? <span className="field-problem" id={`${field}-problem`} role="alert">{texts.problem.message}</span> : null);
  const textInvalid = (field: ShopTextField) => (texts?.problem.field === field ? { 'aria-invalid': true, 'aria-describedby': `${field}-problem` } : {});
  // Every form here speaks for the shop as a whole: anyone but the owner reads where to look instead.
  if (!usePortalOwner()) {
    return (
      <PortalShell t={t} lang={lang} title={t('portal.shopPage.heading')} shopName={shopName} current="shopPage">
        <h1>{t('portal.shopPage.heading')}</h1>
        <p><a href={publicPage}>{t('portal.shopPage.public')}</a></p>
        <p className="muted">{t('portal.ownersOnly')}</p>
      </PortalShell>
    );
  }
  return (
    <PortalShell t={t} lang={lang} title={t('portal.shopPage.heading')} shopName={shopName} current="shopPage">
      <h1>{t('portal.shopPage.heading')}</h1>
      <p><a href={publicPage}>{t('portal.shopPage.public')}</a></p>
      {saved ? <p className="notice" role="status">{t('portal.shopPage.saved')}</p> : null}
      {problem ? (
        <p className="problem" role="alert">
          {problem.field === 'form' ? problem.message : t('portal.shopPage.invalid', { field: t(`portal.shopPage.${problem.field.split('.')[0]}`, { defaultValue: problem.field }), message: problem.message })}
        </p>
      ) : null}
      {identity ? <p className="problem" role="alert">{t('portal.identity.invalid')}</p> : null}
      <section id="identity" aria-labelledby="identity-heading">
        <h2 id="identity-heading">{t('portal.identity.heading')}</h2>
        <p className="muted">{t('portal.identity.why')}</p>
        <IdentityForm t={t} lang={lang} values={identity?.values ?? settings.identity} problems={identity?.problems ?? {}} />
      </section>
      <TaxSetupSection t={t} stored={settings.tax} draft={tax} />
      <section id="logo" aria-labelledby="logo-heading">
        <h2 id="logo-heading">{t('portal.logo.heading')}</h2>
        {settings.logo ? <p><img className="logo" src={settings.logo} alt={t('portal.logo.current', { shopName })} /></p> : <p className="muted">{t('portal.logo.none')}</p>}
        <form method="post" action={PORTAL_PATHS.logoUpload} encType="multipart/form-data" className="stack">
          <label htmlFor="logo-file">{t('portal.logo.file')}
            <input id="logo-file" name="logo" type="file" accept="image/png,image/jpeg,image/webp" {...(logoProblem ? { 'aria-invalid': true, 'aria-describedby': 'logo-problem' } : {})} />
            {logoProblem ? <span className="field-problem" id="logo-problem" role="alert">{t(`portal.logo.problem.${logoProblem}`)}</span> : null}
          </label>
          <button type="submit">{t('portal.logo.upload')}</button>
        </form>
      </section>
      <section id="shipping" aria-labelledby="shipping-heading">
        <h2 id="shipping-heading">{t('portal.shopPage.shippingHeading')}</h2>
        <ShippingForm t={t} lang={lang} rows={shipping?.typed ?? settings.shipping.map((row) => storedRow(row, lang))} problems={shipping?.problems ?? {}} />
      </section>
      <DispatchSection t={t} stored={settings.dispatch} draft={dispatch} />
      <section id="texts" aria-labelledby="texts-heading">
        <h2 id="texts-heading">{t('portal.shopPage.textsHeading')}</h2>
        <form method="post" action={`${PORTAL_PATHS.texts}#texts`} className="stack">
          <label>{t('portal.shopPage.terms')}<textarea name="terms" rows={8} defaultValue={textValues.terms} {...textInvalid('terms')} />{textProblem('terms')}</label>
          <label>{t('portal.shopPage.cancellationPolicy')}<textarea name="cancellationPolicy" rows={8} defaultValue={textValues.cancellationPolicy} {...textInvalid('cancellationPolicy')} />{textProblem('cancellationPolicy')}</label>
          <fieldset {...textInvalid('paymentMethods')}>
            <legend>{t('portal.shopPage.paymentMethods')}</legend>
            {SHOP_METHODS.map((method) => (
              <label key={method} className="inline"><input type="checkbox" name="paymentMethods" value={method} defaultChecked={(textValues.paymentMethods as readonly string[]).includes(method)} /> {t(`portal.shopPage.payment.${method}`)}</label>
            ))}
            {textProblem('paymentMethods')}
          </fieldset>
          <button type="submit">{t('portal.shopPage.save')}</button>
        </form>
      </section>
    </PortalShell>
  );
}
