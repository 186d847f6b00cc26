/**
 * Refusing a shop's part of an order, or some of its lines: a page of its own, because a refusal
 * cannot be taken back and the shopper is told at once. The member ticks the lines (none to start
 * with: a refusal is chosen, never a default), gives the reason the shopper reads, and ticks that
 * they mean it. Plain form, no script.
 */
import type { Translate } from '../../locales/i18n';
import type { Locale } from '../../locales/editions';
import type { PortalOrder } from '../../contract/calls/portal';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { formatPrice } from '../context';
import { PortalShell } from './PortalShell';

export type RefusalField = 'lines' | 'reason' | 'confirm' | 'status';

export interface RefusalPageProps {
  t: Translate;
  lang: Locale;
  shopName: string;
  order: PortalOrder;
  /** What the member sent, when the form comes back. */
  sent?: { lines: number[]; reason: string };
  problem?: { field: RefusalField; message: string } | null;
}

export function RefusalPage({ t, lang, shopName, order, sent, problem }: RefusalPageProps) {
  const open = order.lines.flatMap((line, i) => (line.state === 'open' ? [{ line, position: i + 1 }] : []));
  const refusable = order.status === 'new' || order.status === 'accepted';
  const invalid = (field: RefusalField) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `refusal-${field}-problem` } : {});
  const error = (field: RefusalField) => (problem?.field === field ? <span className="field-problem" id={`refusal-${field}-problem`} role="alert">{problem.message}</span> : null);
  return (
    <PortalShell t={t} lang={lang} title={t('portal.refusal.heading', { number: order.number })} shopName={shopName} current="orders">
      <h1>{t('portal.refusal.heading', { number: order.number })}</h1>
      <p><a href={`${PORTAL_PATHS.orders}#${order.number}`}>{t('portal.refusal.back')}</a></p>
      {!refusable || open.length === 0 ? <p className="problem" role="alert">{t('portal.refusal.notOpen', { status: t(`portal.orders.status.${order.status}`) })}</p> : (
        <form method="post" action={PORTAL_PATHS.orderRefusal(order.number)} className="stack" noValidate>
          <p>{t('portal.refusal.lead')}</p>
          {problem?.field === 'status' ? error('status') : null}
          <fieldset {...invalid('lines')}>
            <legend>{t('portal.refusal.lines')}</legend>
            {open.map(({ line, position }) => (
              <label key={position} className="inline" htmlFor={`refuse-line-${position}`}>
                <input id={`refuse-line-${position}`} type="checkbox" name="lines" value={position} defaultChecked={sent?.lines.includes(position) ?? false} />
                {' '}{line.quantity} × {line.brand} {line.articleNumber} · {line.title} · {formatPrice(line.lineTotal, lang)}
              </label>
            ))}
            {error('lines')}
          </fieldset>
          <label htmlFor="refusal-reason">{t('portal.refusal.reason')}
            <textarea id="refusal-reason" name="reason" rows={3} maxLength={500} defaultValue={sent?.reason ?? ''} {...invalid('reason')} />
            {error('reason')}
          </label>
          <label className="inline" htmlFor="refusal-confirm">
            <input id="refusal-confirm" type="checkbox" name="confirm" value="1" {...invalid('confirm')} /> {t('portal.refusal.confirm')}
          </label>
          {error('confirm')}
          <div className="row">
            <button type="submit" className="danger">{t('portal.refusal.submit')}</button>
            <a href={`${PORTAL_PATHS.orders}#${order.number}`}>{t('portal.refusal.cancel')}</a>
          </div>
        </form>
      )}
    </PortalShell>
  );
}
