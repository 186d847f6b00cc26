/**
 * The shop's order inbox: its parts of orders grouped by where they stand, each with its lines, the
 * delivery address and the forms for the next steps (plain forms, no script). A refused step comes
 * back with the problem beside the part's form.
 */
import type { ReactNode } from 'react';
import type { Translate } from '../../locales/i18n';
import type { Locale } from '../../locales/editions';
import type { PortalOrder } from '../../contract/calls/portal';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { stillToPayCents } from '../../contract/still-to-pay';
import { formatPrice } from '../context';
import { OrderFilterForm, OrderListSummary, OrderPager, type OrderListView } from './OrderFilters';
import { PortalShell } from './PortalShell';

/** The inbox's groups in the order a shop works through them. */
export const INBOX_GROUPS = ['new', 'accepted', 'withdrawn', 'returnAgreed', 'returned', 'shipped', 'refunded', 'refused'] as const;
type Group = (typeof INBOX_GROUPS)[number];
/** A withdrawn part the shop recorded as an agreed return is grouped as one, never among the withdrawals. */
const groupOf = (order: Pick<PortalOrder, 'status' | 'withdrawal'>): Group | null => {
  const { status } = order;
  if (status === 'withdrawn' && order.withdrawal?.kind === 'return') return 'returnAgreed';
  return status === 'cancelled' ? 'refused' : (INBOX_GROUPS as readonly string[]).includes(status) ? status as Group : null;
};

/** The part's state in words: a withdrawn part the shop recorded as an agreed return says so. */
export function statusKeyOf(order: Pick<PortalOrder, 'status' | 'withdrawal'>): string {
  return order.status === 'withdrawn' && order.withdrawal?.kind === 'return' ? 'portal.returns.status' : `portal.orders.status.${order.status}`;
}

/** A step refused: the part, the field at fault, its message, and the step's form as it was sent. */
export interface OrderProblem { number: string; field: string; message: string; sent?: StepSent }

/**
 * A bulk confirm come back: the parts ticked exactly as sent, each part refused with why, how many
 * went through, and whether none was ticked at all.
 */
export interface BulkConfirmView { ticked: string[]; refused: Record<string, string>; confirmed: number; none: boolean }

/** A step form as sent: what was typed and, for a shipment of chosen lines, exactly the lines ticked. */
export interface StepSent { status: string; carrier: string; trackingNumber: string; refund: string; lines: number[] | null }

export interface OrdersPageProps {
  t: Translate;
  lang: Locale;
  shopName: string;
  orders: PortalOrder[];
  problem: OrderProblem | null;
  formatDate: (iso: string) => string;
  /** The search, filters and pages the parts were read with. */
  list?: OrderListView;
  bulk?: BulkConfirmView;
}

/** The step fields whose problem is said beside them. */
const FIELD_PROBLEMS: readonly string[] = ['carrier', 'trackingNumber', 'refund', 'lines'];

/**
 * A step's address carries the list's search and page, so a refused step comes back on the same
 * page, and the part's anchor, so the browser lands at the part either way.
 */
export function stepAction(number: string, list: OrderListView | undefined): string {
  const params = new URLSearchParams(list?.query ?? '');
  if (list && list.page > 1) params.set('page', String(list.page));
  const query = params.toString();
  return `${PORTAL_PATHS.orderStep(number)}${query ? `?${query}` : ''}#${number}`;
}

/** The bulk confirm's address: the list's search and page, so its answer is the same list. */
export function bulkAction(list: OrderListView | undefined): string {
  const params = new URLSearchParams(list?.query ?? '');
  if (list && list.page > 1) params.set('page', String(list.page));
  const query = params.toString();
  return `${PORTAL_PATHS.ordersConfirm}${query ? `?${query}` : ''}`;
}

/** The form the new parts' checkboxes belong to (each sits in its part, outside it): one button confirms those ticked. */
function BulkConfirmForm({ t, list, bulk }: { t: Translate; list?: OrderListView; bulk?: BulkConfirmView }) {
  return (
    <form id="bulk-confirm" method="post" action={bulkAction(list)} className="row bulk-confirm">
      <p className="muted">{t('portal.bulk.hint')}</p>
      {bulk?.none ? <p className="problem" id="bulk-confirm-problem" role="alert">{t('portal.bulk.none')}</p> : null}
      <button type="submit" {...(bulk?.none ? { 'aria-describedby': 'bulk-confirm-problem' } : {})}>{t('portal.bulk.confirm')}</button>
    </form>
  );
}

/** A new part's checkbox for the bulk confirm (never ticked unless the member ticked it), and its refusal beside it. */
function BulkPick({ t, order, bulk }: { t: Translate; order: PortalOrder; bulk?: BulkConfirmView }) {
  const refused = bulk?.refused[order.number];
  const problemId = `${order.number}-bulk-problem`;
  return (
    <>
      {order.status === 'new' ? (
        <label className="inline pick" htmlFor={`${order.number}-pick`}>
          <input id={`${order.number}-pick`} type="checkbox" name="parts" value={order.number} form="bulk-confirm" defaultChecked={bulk?.ticked.includes(order.number) ?? false}
            {...(refused ? { 'aria-invalid': true, 'aria-describedby': problemId } : {})} />
          {' '}{t('portal.bulk.pick', { number: order.number })}
        </label>
      ) : null}
      {refused ? <p className="field-problem" id={problemId} role="alert">{t('portal.bulk.refused', { message: refused })}</p> : null}
    </>
  );
}

function StepForm({ action, status, label, children }: { action: string; status: string; label: string; children?: ReactNode }) {
  return (
    <form method="post" action={action} className="row step">
      <input type="hidden" name="status" value={status} />
      {children}
      <button type="submit">{label}</button>
    </form>
  );
}

/** With more than one line still open, the lines this shipment takes: each ticked to start with, as sent when the form comes back. */
function ShipmentLines({ t, order, problem }: { t: Translate; order: PortalOrder; problem: OrderProblem | null }) {
  const open = order.lines.flatMap((line, i) => (line.state === 'open' ? [{ line, position: i + 1 }] : []));
  if (open.length < 2) return null;
  const sent = problem?.sent?.status === 'shipped' ? problem.sent.lines : null;
  const invalid = problem?.field === 'lines';
  const problemId = `${order.number}-lines-problem`;
  return (
    <fieldset {...(invalid ? { 'aria-invalid': true, 'aria-describedby': problemId } : {})}>
      <legend>{t('portal.orders.shipLines')}</legend>
      <input type="hidden" name="partial" value="1" />
      {open.map(({ line, position }) => (
        <label key={position} className="inline"><input type="checkbox" name="lines" value={position} defaultChecked={sent ? sent.includes(position) : true} /> {line.quantity} × {line.articleNumber}</label>
      ))}
      {invalid ? <span className="field-problem" id={problemId} role="alert">{t('portal.orders.problem', { field: t('portal.orders.field.lines'), message: problem.message })}</span> : null}
    </fieldset>
  );
}

/**
 * A return the shop agreed (a business buyer's, or a shopper who asked the shop): the lines going
 * back, none ticked to start with (none ticked: every line that went out), then the same steps as
 * after a withdrawal.
 */
function ReturnRequest({ t, order, action, problem }: { t: Translate; order: PortalOrder; action: string; problem: OrderProblem | null }) {
  const shipped = order.lines.flatMap((line, i) => (line.state === 'shipped' ? [{ line, position: i + 1 }] : []));
  const sent = problem?.sent?.status === 'return_requested' ? problem.sent.lines : null;
  const invalid = problem?.sent?.status === 'return_requested' && problem.field === 'lines';
  const problemId = `${order.number}-return-problem`;
  return (
    <StepForm action={action} status="return_requested" label={t('portal.returns.request')}>
      {shipped.length > 1 ? (
        <fieldset {...(invalid ? { 'aria-invalid': true, 'aria-describedby': problemId } : {})}>
          <legend>{t('portal.returns.lines')}</legend>
          <input type="hidden" name="partial" value="1" />
          {shipped.map(({ line, position }) => (
            <label key={position} className="inline"><input type="checkbox" name="lines" value={position} defaultChecked={sent?.includes(position) ?? false} /> {line.quantity} × {line.articleNumber}</label>
          ))}
          <span className="muted">{t('portal.returns.linesHint')}</span>
          {invalid ? <span className="field-problem" id={problemId} role="alert">{problem.message}</span> : null}
        </fieldset>
      ) : null}
    </StepForm>
  );
}

function Steps({ t, order, problem, list }: { t: Translate; order: PortalOrder; problem: OrderProblem | null; list?: OrderListView }) {
  const id = (field: string) => `${order.number}-${field}`;
  const action = stepAction(order.number, list);
  const sentFor = (status: string) => (problem?.sent?.status === status ? problem.sent : undefined);
  const field = (status: string, name: 'carrier' | 'trackingNumber' | 'refund', label: string, size = 20) => {
    const invalid = problem?.field === name;
    return (
      <label htmlFor={id(name)}>{label} <input id={id(name)} name={name} size={size} maxLength={60} defaultValue={sentFor(status)?.[name] ?? ''}
        {...(invalid ? { 'aria-invalid': true, 'aria-describedby': id(`${name}-problem`) } : {})} />
      {invalid ? <span className="field-problem" id={id(`${name}-problem`)} role="alert">{t('portal.orders.problem', { field: label, message: problem.message })}</span> : null}
      </label>
    );
  };
  // A problem without a field of its own (the step not possible now) is said above the forms.
  const besideField = FIELD_PROBLEMS.includes(problem?.field ?? '');
  const open = order.status === 'new' || order.status === 'accepted';
  const afterWithdrawal = order.status === 'withdrawn' || order.status === 'returned';
  return (
    <div className="steps">
      {problem && !besideField ? <p className="problem" role="alert">{t('portal.orders.problem', { field: t(`portal.orders.field.${problem.field}`, { defaultValue: t('portal.orders.field.status') }), message: problem.message })}</p> : null}
      {order.status === 'new' ? <StepForm action={action} status="accepted" label={t('portal.orders.accept')} /> : null}
      {open ? (
        <StepForm action={action} status="shipped" label={t('portal.orders.ship')}>
          <ShipmentLines t={t} order={order} problem={problem} />
          {field('shipped', 'carrier', t('portal.orders.field.carrier'), 10)}
          {field('shipped', 'trackingNumber', t('portal.orders.field.trackingNumber'))}
        </StepForm>
      ) : null}
      {open ? <p><a className="button secondary" href={PORTAL_PATHS.orderRefusal(order.number)}>{t('portal.orders.refuse')}</a></p> : null}
      <p><a href={PORTAL_PATHS.orderMessages(order.number)}>{t('orderMessages.portal.heading')}</a></p>
      {/* On its way: the carrier's last leg and the handing over, for shops without the API. */}
      {order.status === 'shipped' ? <StepForm action={action} status="out_for_delivery" label={t('portal.orders.outForDelivery')} /> : null}
      {order.status === 'shipped' ? <StepForm action={action} status="delivered" label={t('portal.orders.delivered')} /> : null}
      {order.status === 'shipped' ? <ReturnRequest t={t} order={order} action={action} problem={problem} /> : null}
      {order.status === 'withdrawn' ? <StepForm action={action} status="returned" label={t('portal.orders.goodsReceived')} /> : null}
      {afterWithdrawal ? (
        <StepForm action={action} status="refunded" label={t('portal.orders.refund')}>
          {field('refunded', 'refund', t('portal.orders.field.refund'), 8)}
        </StepForm>
      ) : null}
    </div>
  );
}

function Part({ t, lang, order, problem, formatDate, list, bulk }: { t: Translate; lang: Locale; order: PortalOrder; problem: OrderProblem | null; formatDate: (iso: string) => string; list?: OrderListView; bulk?: BulkConfirmView }) {
  const address = order.deliveryAddress;
  const billing = order.billingAddress;
  // The country by name in the member's language, as it goes on the parcel.
  const countryName = (code: string) => (/^[A-Z]{2}$/.test(code) ? new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code : code);
  return (
    <article className="order" id={order.number} aria-labelledby={`${order.number}-heading`}>
      <h3 id={`${order.number}-heading`}>{order.number} <span className={`status status-${order.status}`}>{t(statusKeyOf(order))}</span></h3>
      <BulkPick t={t} order={order} bulk={bulk} />
      <p className="meta">{t('portal.orders.placed', { date: formatDate(order.createdAt) })} · <a href={PORTAL_PATHS.deliveryNote(order.number)}>{t('portal.orders.deliveryNote')}</a>
        {order.invoices.map((doc) => (
          <span key={doc.number}> · <a className="invoice-link" href={PORTAL_PATHS.invoice(order.number, doc.number)} type="application/pdf">{t(doc.kind === 'credit_note' ? 'invoices.linkCredit' : 'invoices.link', { number: doc.number })}</a></span>
        ))}
      </p>
      {/* The browser lands at the part: a refused step is named here too, with the way down to its field (on a phone the form is a screen below). */}
      {problem?.number === order.number && FIELD_PROBLEMS.includes(problem.field) ? (
        <p className="step-problem"><a href={`#${order.number}-${problem.field === 'lines' ? 'lines-problem' : problem.field}`}>{t('portal.orders.problem', { field: t(`portal.orders.field.${problem.field}`), message: problem.message })}</a></p>
      ) : null}
      <div className="order-body">
        <div className="buyer">
          <address>
            <strong>{t('portal.orders.deliverTo')}</strong><br />
            {address.name}<br />{address.street}<br />{address.zip} {address.city}<br />{countryName(address.country)}
          </address>
          <address className="billing">
            <strong>{t('portal.orders.billTo')}</strong><br />
            {billing ? <>{billing.name}<br />{billing.street}<br />{billing.zip} {billing.city}<br />{countryName(billing.country)}</> : t('portal.orders.billToDelivery')}
          </address>
          <p className="contact">
            <strong>{t('portal.orders.buyer')}</strong><br />
            {order.buyerCompany ? <>{order.buyerCompany}<br /></> : null}
            {order.buyerVatId ? <>{t('invoices.vatId')} {order.buyerVatId}<br /></> : null}
            <a href={`mailto:${order.email}`}>{order.email}</a>
            {order.phone ? <><br /><a href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>{order.phone}</a></> : null}
          </p>
          <p className="payment">
            <strong>{t('portal.orders.paymentMethod')}</strong><br />
            {t(`portal.shopPage.payment.${order.paymentMethod}`)}
            {order.paymentMethod === 'prepayment' && order.paymentReference ? <><br />{t('portal.orders.paymentReference', { reference: order.paymentReference })}</> : null}
            {order.paymentMethod === 'prepayment' ? <><br /><strong className={order.paid ? 'paid' : 'unpaid'}>{order.paid ? t('portal.orders.paid') : t('portal.orders.awaitingPayment')}</strong></> : null}
          </p>
        </div>
        <div className="table-scroll">
          <table>
            <thead><tr><th scope="col" className="num">{t('portal.orders.quantity')}</th><th scope="col">{t('portal.orders.article')}</th><th scope="col" className="num">{t('portal.orders.total')}</th></tr></thead>
            <tbody>
              {order.lines.map((line, i) => {
                const withdrawn = order.withdrawal?.lines.includes(i + 1) ?? false;
                return (
                  <tr key={i} className={withdrawn ? 'withdrawn' : undefined}>
                    <td className="num">{line.quantity}</td>
                    <td className="wrap">{line.brand} {line.articleNumber} · {line.title}{line.sku ? <> · <code>{line.sku}</code></> : null}{line.state !== 'open' && line.state !== order.status ? <> <span className="line-state">({t(`portal.orders.lineState.${line.state}`)})</span></> : null}{withdrawn ? <> · <strong className="line-withdrawn">{t(order.withdrawal?.kind === 'return' ? 'portal.returns.lineReturned' : 'portal.orders.lineWithdrawn')}</strong></> : null}</td>
                    <td className="num">{formatPrice(line.lineTotal, lang)}</td>
                  </tr>
                );
              })}
              <tr><td /><td>{t('portal.orders.shipping')}</td><td className="num">{formatPrice(order.shippingCents, lang)}</td></tr>
              <tr><td /><td><strong>{t('portal.orders.total')}</strong></td><td className="num"><strong>{formatPrice(order.totalCents, lang)}</strong></td></tr>
              {/* Lines refused are not paid for: what the shopper still owes, by the transfer's own rule. */}
              {order.refusedCents > 0 ? <tr><td /><td>{t('portal.orders.stillToPay')}</td><td className="num">{formatPrice(stillToPayCents(order), lang)}</td></tr> : null}
            </tbody>
          </table>
        </div>
      </div>
      {order.carrier ? <p>{t('portal.orders.shippedWith', { carrier: order.carrier, trackingNumber: order.trackingNumber ?? '' })}</p> : null}
      {order.refusalReason ? <p>{t('portal.orders.reasonGiven', { reason: order.refusalReason })}</p> : null}
      {order.withdrawal ? (
        <p>
          {t(order.withdrawal.kind === 'return' ? 'portal.returns.agreedAt' : 'portal.orders.withdrawnAt', { date: formatDate(order.withdrawal.receivedAt) })}
          {' · '}
          {order.withdrawal.wholePart
            ? t(order.withdrawal.kind === 'return' ? 'portal.returns.whole' : 'portal.orders.withdrawnWhole', { amount: formatPrice(order.withdrawal.withdrawnCents, lang) })
            : t(order.withdrawal.kind === 'return' ? 'portal.returns.someLines' : 'portal.orders.withdrawnLines', { count: order.withdrawal.lines.length, total: order.lines.length, amount: formatPrice(order.withdrawal.withdrawnCents, lang) })}
          {order.withdrawal.goodsReceivedAt ? <> · {t('portal.orders.goodsReceivedAt', { date: formatDate(order.withdrawal.goodsReceivedAt) })}</> : null}
          {order.withdrawal.refundedAt ? <> · {t('portal.orders.refundedAt', { date: formatDate(order.withdrawal.refundedAt), amount: formatPrice(order.withdrawal.refundCents ?? 0, lang) })}</> : null}
        </p>
      ) : null}
      <Steps t={t} order={order} problem={problem?.number === order.number ? problem : null} list={list} />
    </article>
  );
}

export function OrdersPage({ t, lang, shopName, orders, problem, formatDate, list, bulk }: OrdersPageProps) {
  const refusedParts = Object.keys(bulk?.refused ?? {});
  const groups = INBOX_GROUPS.map((group) => ({ group, parts: orders.filter((order) => groupOf(order) === group) })).filter(({ parts }) => parts.length > 0);
  return (
    <PortalShell t={t} lang={lang} title={t('portal.orders.heading')} shopName={shopName} current="orders">
      <h1>{t('portal.orders.heading')}</h1>
      {list ? <OrderFilterForm t={t} list={list} /> : null}
      {list ? <OrderListSummary t={t} list={list} /> : null}
      <p><a href={PORTAL_PATHS.trackingFile}>{t('portal.tracking.link')}</a></p>
      {bulk && bulk.confirmed > 0 ? <p className="notice" role="status">{t('portal.bulk.confirmed', { count: bulk.confirmed })}</p> : null}
      {refusedParts.length > 0 ? (
        <div className="problem" role="alert">
          <p>{t('portal.bulk.refusedSummary', { count: refusedParts.length })}</p>
          {/* With the reason here too: a filtered list may no longer show the part (cancelled meanwhile). */}
          <ul>{refusedParts.map((number) => <li key={number}><a href={`#${number}`}>{number}</a> · {t('portal.bulk.refused', { message: bulk!.refused[number] })}</li>)}</ul>
        </div>
      ) : null}
      {groups.length === 0 ? (list?.query ? null : <p>{t('portal.orders.none')}</p>) : (
        <nav aria-label={t('portal.orders.heading')}>
          <ul className="row plain">{groups.map(({ group, parts }) => <li key={group}><a href={`#group-${group}`}>{t(`portal.orders.group.${group}`)} ({parts.length})</a></li>)}</ul>
        </nav>
      )}
      {groups.map(({ group, parts }) => (
        <section key={group} id={`group-${group}`} aria-labelledby={`group-${group}-heading`}>
          <h2 id={`group-${group}-heading`}>{t(`portal.orders.group.${group}`)} ({parts.length})</h2>
          {group === 'new' ? <BulkConfirmForm t={t} list={list} bulk={bulk} /> : null}
          {parts.map((order) => <Part key={order.number} t={t} lang={lang} order={order} problem={problem} formatDate={formatDate} list={list} bulk={bulk} />)}
        </section>
      ))}
      {list ? <OrderPager t={t} list={list} /> : null}
    </PortalShell>
  );
}
