/**
 * The operator's settlements: close a month (Europe/Berlin bounds, said beside the button), the
 * months closed, each shop's settlement of the month chosen with its PDF and CSV, its commission net,
 * VAT and gross and the operator's invoice for it (Factur-X PDF and XML), and the payout
 * runs: the button that makes one, each run's SEPA file and state, and the shops no run can pay
 * now listed by name (with the end of a new account's hold).
 */
import type { CommissionField, CommissionView, NotPayableView, PayoutRunView, SettlementSummaryView } from '../../contract/calls/settlements';
import { formatMoment } from '../../locales/moments';
import { DeskLayout, type DeskFrame } from './DeskLayout';
import { typedAmount } from '../../locales/amounts';

// A zero negated (nothing refunded, no commission) is no negative amount: "0,00 €", never "-0,00 €".
const money = (locale: string, cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format((cents || 0) / 100);
const percent = (locale: string, bp: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bp / 100);

export interface SettlementsPageProps {
  frame: DeskFrame;
  months: { month: string; closedAt: string; closedBy: string }[];
  month: string | null;
  settlements: SettlementSummaryView[];
  closeAction: string;
  /** What the month field holds: what was typed, else the last month that has ended. */
  monthValue: string;
  monthLink: (month: string) => string;
  documentLink: (id: number, format: 'pdf' | 'csv') => string;
  /** The operator's invoice for a settlement's commission: Factur-X PDF or XML. */
  invoiceLink: (id: number, format: 'pdf' | 'xml') => string;
  /** Where the "create payout run" form posts, and a run's SEPA file. */
  runAction: string;
  runLink: (id: number) => string;
  runs: PayoutRunView[];
  notPayable?: NotPayableView[];
  problem?: string;
  notice?: string;
}

export function SettlementsPage({ frame, months, month, settlements, closeAction, monthValue, monthLink, documentLink, invoiceLink, runAction, runLink, runs, notPayable, problem, notice }: SettlementsPageProps) {
  const { t, locale } = frame;
  return (
    <DeskLayout frame={frame}>
      {notice && <p className="notice" role="status">{notice}</p>}
      <form method="post" action={closeAction} className="box" noValidate>
        <label htmlFor="month">{t('settlements.month')}</label>
        <input id="month" name="month" defaultValue={monthValue} placeholder="2026-10" maxLength={20} aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'month-error' : 'month-hint'} />
        {problem && <p className="error" id="month-error" role="alert">{problem}</p>}
        <p className="muted" id="month-hint">{t('settlements.closeHint')}</p>
        <button type="submit">{t('settlements.close')}</button>
      </form>
      <section data-payout-runs>
        <h2>{t('payouts.run.title')}</h2>
        <form method="post" action={runAction} className="box">
          <p className="muted">{t('payouts.run.hint')}</p>
          <button type="submit">{t('payouts.run.create')}</button>
        </form>
        {notPayable && notPayable.length > 0 && (
          <div className="box" data-not-payable>
            <strong>{t('settlements.notPayable')}</strong>
            <ul>{notPayable.map((p) => <li key={p.settlementId}>{p.shopName} (#{p.shopId}) · {p.month} · {money(locale, p.payoutCents)} · {t(`settlements.reason.${p.reason}`, { until: p.heldUntil ? formatMoment(p.heldUntil, locale) : '' })}</li>)}</ul>
          </div>
        )}
        {runs.length === 0 ? <p className="muted">{t('payouts.run.none')}</p> : (
          <table>
            <thead><tr><th>{t('payouts.run.created_at')}</th><th>{t('payouts.run.messageId')}</th><th>{t('payouts.run.transfers')}</th><th>{t('payouts.run.total')}</th><th>{t('payouts.run.state')}</th><th>{t('settlements.download')}</th></tr></thead>
            <tbody>
              {runs.map((r) => (
                <tr key={r.id} data-run={r.id}>
                  <td>{formatMoment(r.createdAt, locale)} <span className="muted">{r.createdBy}</span></td>
                  <td><code>{r.messageId}</code></td><td>{r.transfers}</td><td>{money(locale, r.totalCents)}</td>
                  <td>{t('payouts.run.states', { sent: r.sent, confirmed: r.confirmed })}</td>
                  <td><a href={runLink(r.id)} data-sepa>{t('payouts.run.file')}</a></td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <h2>{t('settlements.closedMonths')}</h2>
      {months.length === 0 ? <p className="muted">{t('settlements.none')}</p> : (
        <p>{months.map((m) => (m.month === month ? <strong key={m.month}>{m.month} </strong> : <a key={m.month} href={monthLink(m.month)}>{m.month} </a>))}</p>
      )}
      {month && (
        <>
          <h2>{month}</h2>
          <table>
            <thead><tr>
              <th>{t('settlements.shop')}</th><th>{t('settlements.parts')}</th><th>{t('settlements.goods')}</th><th>{t('settlements.shipping')}</th><th>{t('settlements.collected')}</th>
              <th>{t('settlements.refunds')}</th><th>{t('settlements.commissionNet')}</th><th>{t('settlements.commissionVat')}</th><th>{t('settlements.commissionGross')}</th>
              <th>{t('settlements.carriedIn')}</th><th>{t('settlements.payout')}</th><th>{t('settlements.carriedOut')}</th><th>{t('settlements.download')}</th><th>{t('settlements.invoice')}</th>
            </tr></thead>
            <tbody>
              {settlements.map((s) => (
                <tr key={s.id}>
                  <td>{s.shopName} <span className="muted">#{s.shopId} · {percent(locale, s.commissionBp)}{'\u00a0'}% + {money(locale, s.commissionFixedCents)}</span></td>
                  <td>{s.parts}</td><td>{money(locale, s.goodsCents)}</td><td>{money(locale, s.shippingCents)}</td><td>{money(locale, -s.collectedCents)}</td>
                  <td>{money(locale, -s.refundsCents)}</td><td>{money(locale, -(s.commissionCents - s.commissionVatCents))}</td><td>{money(locale, -s.commissionVatCents)}</td><td>{money(locale, -s.commissionCents)}</td>
                  <td>{money(locale, s.carriedInCents)}</td><td><strong>{money(locale, s.payoutCents)}</strong></td><td>{money(locale, s.carriedOutCents)}</td>
                  <td><a href={documentLink(s.id, 'pdf')}>PDF</a> · <a href={documentLink(s.id, 'csv')}>CSV</a></td>
                  <td data-commission-invoice>{s.commissionCents !== 0 || s.commissionInvoice ? (
                    <>{s.commissionInvoice && <span>{s.commissionInvoice} </span>}<a href={invoiceLink(s.id, 'pdf')}>PDF</a> · <a href={invoiceLink(s.id, 'xml')}>XML</a></>
                  ) : <span className="muted">{t('settlements.noInvoice')}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </DeskLayout>
  );
}

/** The commission form on a shop's page: what is agreed, and what the operator typed with its problem beside the field. */
export function CommissionForm({ frame, action, current, typed, problem }: {
  frame: DeskFrame; action: string; current: CommissionView;
  typed?: { percent: string; fixed: string }; problem?: { field: CommissionField; message: string };
}) {
  const { t, locale } = frame;
  const value = typed ?? { percent: new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(current.bp / 100), fixed: typedAmount(current.fixedCents, locale) };
  const field = (name: CommissionField) => (problem?.field === name ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } as const : {});
  return (
    <form method="post" action={action} className="box" noValidate data-commission>
      <h2>{t('settlements.commission')}</h2>
      <p>{t('settlements.current', { percent: percent(locale, current.bp), fixed: money(locale, current.fixedCents) })}</p>
      <div className="grid">
        <div>
          <label htmlFor="percent">{t('settlements.percent')}</label>
          <input id="percent" name="percent" inputMode="decimal" defaultValue={value.percent} maxLength={40} {...field('percent')} />
          {problem?.field === 'percent' && <p className="error" id="percent-error" role="alert">{problem.message}</p>}
        </div>
        <div>
          <label htmlFor="fixed">{t('settlements.fixed')}</label>
          <input id="fixed" name="fixed" inputMode="decimal" defaultValue={value.fixed} maxLength={40} {...field('fixed')} />
          {problem?.field === 'fixed' && <p className="error" id="fixed-error" role="alert">{problem.message}</p>}
        </div>
      </div>
      <button type="submit">{t('settlements.save')}</button>
    </form>
  );
}
