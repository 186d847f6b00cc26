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
import { usePortalOwner } from './owner-context';
import { PortalShell } from './PortalShell';

const PAYMENT_METHODS = ['prepayment', 'cod', 'invoice', 'card', 'paypal'] as const;

/** What the screen says besides the stored settings: saved, a refused field, the identity as typed, the logo's problem. */
export interface ShopPageNotices {
  saved: boolean;
  problem: { field: string; message: string } | null;
  identity?: { values: TraderIdentity; problems: Partial<Record<IdentityField, IdentityProblem>> };
  logoProblem?: LogoUploadProblem | null;
}

export interface ShopPageSettingsProps extends ShopPageNotices {
  t: Translate;
  lang: string;
  shopName: string;
  publicPage: string;
  settings: PortalShopPage;
}

const TEXT_FIELDS: { field: Exclude<IdentityField, 'isTrader' | 'country'>; type?: string; autoComplete?: string }[] = [
  { field: 'legalName', autoComplete: 'organization' }, { field: 'street', autoComplete: 'address-line1' },
  { field: 'postcode', autoComplete: 'postal-code' }, { field: 'city', autoComplete: 'address-level2' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' }, { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'tradeRegister' }, { field: 'registerNumber' }, { field: 'vatId' },
];

function IdentityForm({ t, lang, values, problems }: { t: Translate; lang: string; values: TraderIdentity; problems: Partial<Record<IdentityField, IdentityProblem>> }) {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const error = (field: IdentityField) => problems[field]
    ? <span className="field-problem" id={`${field}-problem`}>{t(`portal.identity.problem.${problems[field]}`)}</span> : null;
  const described = (field: IdentityField) => (problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-problem` } : {});
  const input = ({ field, type, autoComplete }: (typeof TEXT_FIELDS)[number]) => (
    <label key={field} htmlFor={`identity-${field}`}>{t(`portal.identity.${field}`)}
      <input id={`identity-${field}`} name={field} type={type ?? 'text'} defaultValue={values[field]} autoComplete={autoComplete} {...described(field)} />
      {error(field)}
    </label>
  );
  return (
    <form method="post" action={PORTAL_PATHS.identity} className="stack" noValidate>
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

export function ShopPageSettings({ t, lang, shopName, publicPage, settings, saved, problem, identity, logoProblem }: ShopPageSettingsProps) {
  const rows = [...settings.shipping, null];
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
      {problem ? <p className="problem" role="alert">{t('portal.shopPage.invalid', problem)}</p> : null}
      {identity ? <p className="problem" role="alert">{t('portal.identity.invalid')}</p> : null}
      <section id="identity" aria-labelledby="identity-heading">
        <h2 id="identity-heading">{t('portal.identity.heading')}</h2>
        <p className="muted">{t('portal.identity.why')}</p>
        <IdentityForm t={t} lang={lang} values={identity?.values ?? settings.identity} problems={identity?.problems ?? {}} />
      </section>
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
      <section aria-labelledby="shipping-heading">
        <h2 id="shipping-heading">{t('portal.shopPage.shippingHeading')}</h2>
        <form method="post" action={PORTAL_PATHS.shipping}>
          <div className="table-scroll">
            <table className="shipping">
              <thead>
                <tr>
                  <th scope="col">{t('portal.shopPage.country')}</th><th scope="col">{t('portal.shopPage.cost')}</th><th scope="col">{t('portal.shopPage.freeFrom')}</th>
                  <th scope="col">{t('portal.shopPage.daysMin')}</th><th scope="col">{t('portal.shopPage.daysMax')}</th><th scope="col">{t('portal.shopPage.remove')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={row?.country ?? 'new'}>
                    <td><input name={`country_${i}`} defaultValue={row?.country ?? ''} size={3} maxLength={2} aria-label={t('portal.shopPage.country')} placeholder={row ? undefined : t('portal.shopPage.addRow')} /></td>
                    <td><input name={`costCents_${i}`} defaultValue={row?.costCents ?? ''} inputMode="numeric" size={6} aria-label={t('portal.shopPage.cost')} /></td>
                    <td><input name={`freeFromCents_${i}`} defaultValue={row?.freeFromCents ?? ''} inputMode="numeric" size={6} aria-label={t('portal.shopPage.freeFrom')} /></td>
                    <td><input name={`deliveryDaysMin_${i}`} defaultValue={row?.deliveryDaysMin ?? ''} inputMode="numeric" size={3} aria-label={t('portal.shopPage.daysMin')} /></td>
                    <td><input name={`deliveryDaysMax_${i}`} defaultValue={row?.deliveryDaysMax ?? ''} inputMode="numeric" size={3} aria-label={t('portal.shopPage.daysMax')} /></td>
                    <td>{row ? <input type="checkbox" name={`remove_${i}`} value="1" aria-label={`${t('portal.shopPage.remove')} ${row.country}`} /> : null}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <input type="hidden" name="rows" value={rows.length} />
          <button type="submit">{t('portal.shopPage.save')}</button>
        </form>
      </section>
      <section aria-labelledby="texts-heading">
        <h2 id="texts-heading">{t('portal.shopPage.textsHeading')}</h2>
        <form method="post" action={PORTAL_PATHS.texts} className="stack">
          <label>{t('portal.shopPage.terms')}<textarea name="terms" rows={8} defaultValue={settings.terms} /></label>
          <label>{t('portal.shopPage.cancellationPolicy')}<textarea name="cancellationPolicy" rows={8} defaultValue={settings.cancellationPolicy} /></label>
          <fieldset>
            <legend>{t('portal.shopPage.paymentMethods')}</legend>
            {PAYMENT_METHODS.map((method) => (
              <label key={method} className="inline"><input type="checkbox" name="paymentMethods" value={method} defaultChecked={settings.paymentMethods.includes(method)} /> {t(`portal.shopPage.payment.${method}`)}</label>
            ))}
          </fieldset>
          <button type="submit">{t('portal.shopPage.save')}</button>
        </form>
      </section>
    </PortalShell>
  );
}
