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
import { formatPrice } from '../context';
import { OrderFilterForm, OrderListSummary, OrderPager, type OrderListView } from './OrderFilters';
import { PortalShell } from './PortalShell';

/** The inbox's groups in the order a shop works through them. */
export const INBOX_GROUPS = ['new', 'accepted', 'withdrawn', 'returned', 'shipped', 'refunded', 'refused'] as const;
type Group = (typeof INBOX_GROUPS)[number];
const groupOf = (status: PortalOrder['status']): Group | null => (status === 'cancelled' ? 'refused' : (INBOX_GROUPS as readonly string[]).includes(status) ? status as Group : null);

/** value: what was typed in the field at fault, given back in it. */
export interface OrderProblem { number: string; field: string; message: string; value?: string }

export interface OrdersPageProps {
  t: Translate;
  lang: Locale;
  shopName: string;
  orders: PortalOrder[];
  problem: OrderProblem | null;
  formatDate: (iso: string) => string;
  /** The search, filters and pages the parts were read with. */
  list?: OrderListView;
}

function StepForm({ number, status, label, children }: { number: string; status: string; label: string; children?: ReactNode }) {
  return (
    <form method="post" action={PORTAL_PATHS.orderStep(number)} className="row step">
      <input type="hidden" name="status" value={status} />
      {children}
      <button type="submit">{label}</button>
    </form>
  );
}

/** With more than one line still open, the lines this shipment takes (each ticked to start with). */
function ShipmentLines({ t, order, invalid }: { t: Translate; order: PortalOrder; invalid: boolean }) {
  const open = order.lines.flatMap((line, i) => (line.state === 'open' ? [{ line, position: i + 1 }] : []));
  if (open.length < 2) return null;
  return (
    <fieldset aria-invalid={invalid || undefined}>
      <legend>{t('portal.orders.shipLines')}</legend>
      <input type="hidden" name="partial" value="1" />
      {open.map(({ line, position }) => (
        <label key={position} className="inline"><input type="checkbox" name="lines" value={position} defaultChecked /> {line.quantity} × {line.articleNumber}</label>
      ))}
    </fieldset>
  );
}

function Steps({ t, order, problem }: { t: Translate; order: PortalOrder; problem: OrderProblem | null }) {
  const id = (field: string) => `${order.number}-${field}`;
  const problemText = problem ? t('portal.orders.problem', { field: t(`portal.orders.field.${problem.field}`, { defaultValue: problem.field }), message: problem.message }) : '';
  // A typed field at fault says so beside itself, with what was typed kept.
  const beside = problem && problem.value !== undefined ? problem.field : null;
  const field = (name: string, label: string, size = 20) => (
    <label htmlFor={id(name)}>{label} <input id={id(name)} name={name} size={size} maxLength={name === 'reason' ? 500 : 60} aria-invalid={problem?.field === name ? true : undefined}
      defaultValue={beside === name ? problem!.value : undefined} aria-describedby={beside === name ? id(`${name}-problem`) : undefined} />
      {beside === name ? <span className="problem" id={id(`${name}-problem`)} role="alert">{problemText}</span> : null}</label>
  );
  const open = order.status === 'new' || order.status === 'accepted';
  const afterWithdrawal = order.status === 'withdrawn' || order.status === 'returned';
  return (
    <div className="steps">
      {problem && !beside ? <p className="problem" role="alert">{problemText}</p> : null}
      {order.status === 'new' ? <StepForm number={order.number} status="accepted" label={t('portal.orders.accept')} /> : null}
      {open ? (
        <StepForm number={order.number} status="shipped" label={t('portal.orders.ship')}>
          <ShipmentLines t={t} order={order} invalid={problem?.field === 'lines'} />
          {field('carrier', t('portal.orders.field.carrier'), 10)}
          {field('trackingNumber', t('portal.orders.field.trackingNumber'))}
        </StepForm>
      ) : null}
      {open ? <p><a className="button secondary" href={PORTAL_PATHS.orderRefusal(order.number)}>{t('portal.orders.refuse')}</a></p> : null}
      {/* On its way: the carrier's last leg and the handing over, for shops without the API. */}
      {order.status === 'shipped' ? <StepForm number={order.number} status="out_for_delivery" label={t('portal.orders.outForDelivery')} /> : null}
      {order.status === 'shipped' ? <StepForm number={order.number} status="delivered" label={t('portal.orders.delivered')} /> : null}
      {order.status === 'withdrawn' ? <StepForm number={order.number} status="returned" label={t('portal.orders.goodsReceived')} /> : null}
      {afterWithdrawal ? (
        <StepForm number={order.number} status="refunded" label={t('portal.orders.refund')}>
          {field('refund', t('portal.orders.field.refund'), 8)}
        </StepForm>
      ) : null}
    </div>
  );
}

function Part({ t, lang, order, problem, formatDate }: { t: Translate; lang: Locale; order: PortalOrder; problem: OrderProblem | null; formatDate: (iso: string) => string }) {
  const address = order.deliveryAddress;
  const billing = order.billingAddress;
  // The country by name in the member's language, as it goes on the parcel.
  const countryName = (code: string) => (/^[A-Z]{2}$/.test(code) ? new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code : code);
  return (
    <article className="order" id={order.number} aria-labelledby={`${order.number}-heading`}>
      <h3 id={`${order.number}-heading`}>{order.number} <span className={`status status-${order.status}`}>{t(`portal.orders.status.${order.status}`)}</span></h3>
      <p className="meta">{t('portal.orders.placed', { date: formatDate(order.createdAt) })} · <a href={PORTAL_PATHS.deliveryNote(order.number)}>{t('portal.orders.deliveryNote')}</a>
        {order.invoices.map((doc) => (
          <span key={doc.number}> · <a className="invoice-link" href={PORTAL_PATHS.invoice(order.number, doc.number)} type="application/pdf">{t(doc.kind === 'credit_note' ? 'invoices.linkCredit' : 'invoices.link', { number: doc.number })}</a></span>
        ))}
      </p>
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
                    <td className="wrap">{line.brand} {line.articleNumber} · {line.title}{line.sku ? <> · <code>{line.sku}</code></> : null}{line.state !== 'open' && line.state !== order.status ? <> <span className="line-state">({t(`portal.orders.lineState.${line.state}`)})</span></> : null}{withdrawn ? <> · <strong className="line-withdrawn">{t('portal.orders.lineWithdrawn')}</strong></> : null}</td>
                    <td className="num">{formatPrice(line.lineTotal, lang)}</td>
                  </tr>
                );
              })}
              <tr><td /><td>{t('portal.orders.shipping')}</td><td className="num">{formatPrice(order.shippingCents, lang)}</td></tr>
              <tr><td /><td><strong>{t('portal.orders.total')}</strong></td><td className="num"><strong>{formatPrice(order.totalCents, lang)}</strong></td></tr>
            </tbody>
          </table>
        </div>
      </div>
      {order.carrier ? <p>{t('portal.orders.shippedWith', { carrier: order.carrier, trackingNumber: order.trackingNumber ?? '' })}</p> : null}
      {order.refusalReason ? <p>{t('portal.orders.reasonGiven', { reason: order.refusalReason })}</p> : null}
      {order.withdrawal ? (
        <p>
          {t('portal.orders.withdrawnAt', { date: formatDate(order.withdrawal.receivedAt) })}
          {' · '}
          {order.withdrawal.wholePart
            ? t('portal.orders.withdrawnWhole', { amount: formatPrice(order.withdrawal.withdrawnCents, lang) })
            : t('portal.orders.withdrawnLines', { count: order.withdrawal.lines.length, total: order.lines.length, amount: formatPrice(order.withdrawal.withdrawnCents, lang) })}
          {order.withdrawal.goodsReceivedAt ? <> · {t('portal.orders.goodsReceivedAt', { date: formatDate(order.withdrawal.goodsReceivedAt) })}</> : null}
          {order.withdrawal.refundedAt ? <> · {t('portal.orders.refundedAt', { date: formatDate(order.withdrawal.refundedAt), amount: formatPrice(order.withdrawal.refundCents ?? 0, lang) })}</> : null}
        </p>
      ) : null}
      <Steps t={t} order={order} problem={problem?.number === order.number ? problem : null} />
    </article>
  );
}

export function OrdersPage({ t, lang, shopName, orders, problem, formatDate, list }: OrdersPageProps) {
  const groups = INBOX_GROUPS.map((group) => ({ group, parts: orders.filter((order) => groupOf(order.status) === group) })).filter(({ parts }) => parts.length > 0);
  return (
    <PortalShell t={t} lang={lang} title={t('portal.orders.heading')} shopName={shopName} current="orders">
      <h1>{t('portal.orders.heading')}</h1>
      {list ? <OrderFilterForm t={t} list={list} /> : null}
      {list ? <OrderListSummary t={t} list={list} /> : null}
      {groups.length === 0 ? (list?.query ? null : <p>{t('portal.orders.none')}</p>) : (
        <nav aria-label={t('portal.orders.heading')}>
          <ul className="row plain">{groups.map(({ group, parts }) => <li key={group}><a href={`#group-${group}`}>{t(`portal.orders.group.${group}`)} ({parts.length})</a></li>)}</ul>
        </nav>
      )}
      {groups.map(({ group, parts }) => (
        <section key={group} id={`group-${group}`} aria-labelledby={`group-${group}-heading`}>
          <h2 id={`group-${group}-heading`}>{t(`portal.orders.group.${group}`)} ({parts.length})</h2>
          {parts.map((order) => <Part key={order.number} t={t} lang={lang} order={order} problem={problem} formatDate={formatDate} />)}
        </section>
      ))}
      {list ? <OrderPager t={t} list={list} /> : null}
    </PortalShell>
  );
}
