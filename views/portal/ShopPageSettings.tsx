/**
 * What the shop states on its public page: the shipping table (one row per country, an empty row
 * to add one), terms, withdrawal policy and payment methods. A refused field is named beside the form.
 */
import type { Translate } from '../../locales/i18n';
import type { PortalShopPage } from '../../contract/calls/portal';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { PortalShell } from './PortalShell';

const PAYMENT_METHODS = ['prepayment', 'cod', 'invoice', 'card', 'paypal'] as const;

export interface ShopPageSettingsProps {
  t: Translate;
  lang: string;
  shopName: string;
  publicPage: string;
  settings: PortalShopPage;
  saved: boolean;
  problem: { field: string; message: string } | null;
}

export function ShopPageSettings({ t, lang, shopName, publicPage, settings, saved, problem }: ShopPageSettingsProps) {
  const rows = [...settings.shipping, null];
  return (
    <PortalShell t={t} lang={lang} title={t('portal.shopPage.heading')} shopName={shopName} current="shopPage">
      <h1>{t('portal.shopPage.heading')}</h1>
      <p><a href={publicPage}>{t('portal.shopPage.public')}</a></p>
      {saved ? <p className="notice" role="status">{t('portal.shopPage.saved')}</p> : null}
      {problem ? <p className="problem" role="alert">{t('portal.shopPage.invalid', problem)}</p> : null}
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
