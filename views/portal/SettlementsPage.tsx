/**
 * The shop's commission (set by the operator, shown read only) and its monthly settlements, each
 * with its PDF and CSV, the commission net, its VAT and gross, and the operator's invoice for it
 * (Factur-X PDF and XML). Only the shop's own are ever listed.
 */
import type { Translate } from '../../locales/i18n';
import type { CommissionView, SettlementSummaryView } from '../../contract/calls/settlements';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { PortalShell } from './PortalShell';

export interface PortalSettlementsPageProps {
  t: Translate;
  lang: string;
  shopName: string;
  commission: CommissionView | null;
  settlements: SettlementSummaryView[];
  /** Staff or a key's holder: settlements are the owner's, as the bank account is. */
  accountsOnly: boolean;
}

export function PortalSettlementsPage({ t, lang, shopName, commission, settlements, accountsOnly }: PortalSettlementsPageProps) {
  // A zero negated (nothing refunded, no commission) is no negative amount: "0,00 €", never "-0,00 €".
  const money = (cents: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format((cents || 0) / 100);
  const percent = (bp: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(bp / 100);
  return (
    <PortalShell t={t} lang={lang} title={t('settlements.title')} shopName={shopName} current="settlements">
      <h1>{t('settlements.title')}</h1>
      {accountsOnly ? <p className="problem" role="alert">{t('portal.ownersOnly')}</p> : (
        <>
          {commission && (
            <section data-commission>
              <h2>{t('settlements.commission')}</h2>
              <p><strong>{t('settlements.current', { percent: percent(commission.bp), fixed: money(commission.fixedCents) })}</strong></p>
              <p className="muted">{t('settlements.readOnly')}</p>
            </section>
          )}
          <p className="muted">{t('settlements.closeHint')}</p>
          <p className="muted">{t('settlements.invoiceHint')}</p>
          {settlements.length === 0 ? <p className="muted">{t('settlements.none')}</p> : (
            <table>
              <thead><tr>
                <th>{t('settlements.month')}</th><th>{t('settlements.parts')}</th><th>{t('settlements.goods')}</th><th>{t('settlements.shipping')}</th><th>{t('settlements.collected')}</th>
                <th>{t('settlements.refunds')}</th><th>{t('settlements.commissionNet')}</th><th>{t('settlements.commissionVat')}</th><th>{t('settlements.commissionGross')}</th>
                <th>{t('settlements.carriedIn')}</th><th>{t('settlements.payout')}</th><th>{t('settlements.carriedOut')}</th><th>{t('settlements.download')}</th><th>{t('settlements.invoice')}</th>
              </tr></thead>
              <tbody>
                {settlements.map((s) => (
                  <tr key={s.id}>
                    <td>{s.month}</td><td>{s.parts}</td><td>{money(s.goodsCents)}</td><td>{money(s.shippingCents)}</td><td>{money(-s.collectedCents)}</td>
                    <td>{money(-s.refundsCents)}</td><td>{money(-(s.commissionCents - s.commissionVatCents))}</td><td>{money(-s.commissionVatCents)}</td><td>{money(-s.commissionCents)}</td>
                    <td>{money(s.carriedInCents)}</td><td><strong>{money(s.payoutCents)}</strong></td><td>{money(s.carriedOutCents)}</td>
                    <td><a href={PORTAL_PATHS.settlementDocument(s.id, 'pdf')}>PDF</a> · <a href={PORTAL_PATHS.settlementDocument(s.id, 'csv')}>CSV</a></td>
                    <td data-commission-invoice>{s.commissionCents !== 0 || s.commissionInvoice ? (
                      <>{s.commissionInvoice && <span>{s.commissionInvoice} </span>}<a href={PORTAL_PATHS.commissionInvoice(s.id, 'pdf')}>PDF</a> · <a href={PORTAL_PATHS.commissionInvoice(s.id, 'xml')}>XML</a></>
                    ) : <span className="muted">{t('settlements.noInvoice')}</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </PortalShell>
  );
}
