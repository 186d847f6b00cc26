/**
 * The desk's refund queue: the refunds by state (failed first among the tabs, since they wait for a
 * hand), each with its order, part, amount, cause, way and how long it has stood; a failed provider
 * refund has its retry button (the same refund again, never a second one). Above, the refund
 * transfers owed and the button that makes their SEPA file, with the last files to load again.
 */
import type { QueuedRefundView, RefundStateName, RefundTransferFileSummary } from '../../contract/calls/refunds';
import { formatMoment } from '../../locales/moments';
import { formatPrice } from '../context';
import { DeskLayout, type DeskFrame } from './DeskLayout';

const TABS: readonly RefundStateName[] = ['failed', 'requested', 'sent', 'confirmed'];

export interface RefundsPageProps {
  frame: DeskFrame;
  state: RefundStateName | null;
  refunds: QueuedRefundView[];
  counts: Record<RefundStateName, number>;
  owedTransfers: number;
  files: RefundTransferFileSummary[];
  stateLink: (state: RefundStateName | null) => string;
  orderLink: (number: string) => string;
  retryAction: (id: number) => string;
  fileAction: string;
  fileLink: (id: number) => string;
  notice?: string;
}

export function RefundsPage({ frame, state, refunds, counts, owedTransfers, files, stateLink, orderLink, retryAction, fileAction, fileLink, notice }: RefundsPageProps) {
  const { t, locale } = frame;
  const cell = (label: string) => t('labelled', { label, value: '' });
  const sinceOf = (r: QueuedRefundView) => (r.state === 'confirmed' ? r.confirmedAt : r.state === 'sent' ? r.sentAt : r.state === 'failed' ? r.failedAt : r.requestedAt) ?? r.requestedAt;
  return (
    <DeskLayout frame={frame}>
      {notice && <p className="notice" role="status">{notice}</p>}
      <nav className="tabs" aria-label={t('refunds.desk.stateCol')}>
        {state === null ? <strong>{t('refunds.desk.all')}</strong> : <a href={stateLink(null)}>{t('refunds.desk.all')}</a>}
        {TABS.map((s) => (state === s
          ? <strong key={s} data-state-tab={s}>{t(`refunds.desk.stateTab.${s}`)} ({counts[s]})</strong>
          : <a key={s} href={stateLink(s)} data-state-tab={s}>{t(`refunds.desk.stateTab.${s}`)} ({counts[s]})</a>))}
      </nav>
      <section className="box" data-transfers>
        <h2>{t('refunds.desk.transfers')}</h2>
        <p>{owedTransfers > 0 ? t('refunds.desk.owed', { count: owedTransfers }) : files.length > 0 ? t('refunds.desk.noneOwed') : t('refunds.desk.noFile')}</p>
        {(owedTransfers > 0 || files.length > 0) && (
          <form method="post" action={fileAction} className="inline">
            <button type="submit">{t('refunds.desk.download')}</button>
          </form>
        )}
        {files.length > 0 && (
          <>
            <h3>{t('refunds.desk.files')}</h3>
            <ul>{files.map((f) => <li key={f.id}><a href={fileLink(f.id)}>{t('refunds.desk.file', { id: f.id, date: formatMoment(f.createdAt, locale), count: f.transfers, amount: formatPrice(f.totalCents, locale) })}</a></li>)}</ul>
          </>
        )}
      </section>
      {refunds.length === 0 ? <p className="muted">{t('refunds.desk.empty')}</p> : (
        <div className="table-scroll">
          <table data-refunds className="lines">
            <thead><tr>
              <th>{t('refunds.desk.order')}</th><th>{t('refunds.desk.part')}</th><th>{t('refunds.desk.amount')}</th><th>{t('refunds.desk.cause')}</th>
              <th>{t('refunds.desk.way')}</th><th>{t('refunds.desk.stateCol')}</th><th>{t('refunds.desk.since')}</th><th>{t('refunds.desk.action')}</th>
            </tr></thead>
            <tbody>
              {/* On a phone each refund is a card: every value says what it is. */}
              {refunds.map((r) => (
                <tr key={r.id} data-refund={r.id} data-refund-state={r.state}>
                  <td data-label={cell(t('refunds.desk.order'))}><a href={orderLink(r.orderNumber)}>{r.orderNumber}</a></td>
                  <td data-label={cell(t('refunds.desk.part'))}>{r.partNumber}<br /><span className="muted">{r.shopName}</span></td>
                  <td data-label={cell(t('refunds.desk.amount'))}>{formatPrice(r.amountCents, locale)}</td>
                  <td data-label={cell(t('refunds.desk.cause'))}>{t(`refunds.desk.causeOf.${r.cause}`)}</td>
                  <td data-label={cell(t('refunds.desk.way'))}>{t(`refunds.desk.method.${r.method}`)}{r.method === 'transfer' && !r.hasAccount ? <><br /><span className="muted">{t('refunds.desk.noAccount')}</span></> : null}</td>
                  <td data-label={cell(t('refunds.desk.stateCol'))}>{t(`refunds.desk.stateTab.${r.state}`)}{r.attempts > 0 ? <><br /><span className="muted">{t('refunds.desk.attempts', { count: r.attempts })}</span></> : null}
                    {r.state === 'failed' ? <><br /><span className="muted">{t('refunds.desk.failedNote')}</span></> : null}</td>
                  <td data-label={cell(t('refunds.desk.since'))}>{formatMoment(sinceOf(r), locale)}</td>
                  <td>{r.state === 'failed' && r.method === 'provider' ? (
                    <form method="post" action={retryAction(r.id)} className="inline"><button type="submit">{t('refunds.desk.retry')}</button></form>
                  ) : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DeskLayout>
  );
}
