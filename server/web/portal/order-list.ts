/**
 * The order list's filters as a shop's people type them (a number, a name, an e-mail or an article;
 * a status; days as the date field sends them or as people write them, 27.11.2026 or 27/11/2026),
 * and the list as CSV with the same filters.
 *
 * The CSV is made to open in Excel with a double click in every edition: UTF-8 with a byte order
 * mark (without it Excel reads umlauts as Windows-1252), ";" between fields (the list separator of
 * German, French, Spanish, Italian and Dutch Windows, where "," is the decimal comma), amounts as
 * 12,34 and times as 2026-11-27 14:03 in the shop's zone (both read as numbers and dates there).
 * Written by the one CSV writer, which makes a formula inert wherever a reader could see a cell
 * begin (names and addresses come from shoppers).
 */
import type { Request, Response } from 'express';
import { csvText } from '../../shared/csv-writer';
import { ORDER_PAGE_SIZE_MAX } from '../../../contract/calls/portal-home';
import type { PortalOrder } from '../../../contract/calls/portal';
import { ORDER_STATUS } from '../../../contract/calls/orders';
import type { Locale } from '../../../locales/editions';
import type { Translate } from '../../../locales/i18n';
import type { PortalCall } from './member-headers';

/** What the filter form shows again (as typed) and the one field at fault. */
export interface OrderFilterValues { q: string; status: string; from: string; to: string }
export type OrderFilterField = keyof OrderFilterValues;
/** query: the search call's query (its values as an address carries them). */
export interface OrderFilters { values: OrderFilterValues; query: Record<string, string>; problem: OrderFilterField | null; page: number }

export const LISTED_STATUSES = ORDER_STATUS.options.filter((status) => status !== 'awaiting_payment');
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** A day as the date field sends it (2026-11-27) or as people write it (27.11.2026, 27/11/2026, 27-11-2026). */
export function dayOf(typed: string): string | null {
  const trimmed = typed.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const written = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : written ? [written[3], written[2], written[1]] : [];
  if (!year) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}

export function orderFiltersOf(query: Request['query']): OrderFilters {
  const values = { q: text(query.q, 100), status: text(query.status, 20), from: text(query.from, 20), to: text(query.to, 20) };
  const page = /^\d{1,5}$/.test(text(query.page, 6)) ? Math.max(1, Number(query.page)) : 1;
  const call: Record<string, string> = { page: String(page) };
  let problem: OrderFilterField | null = null;
  if (values.q.trim()) call.q = values.q.trim();
  if (values.status) {
    if ((LISTED_STATUSES as readonly string[]).includes(values.status)) call.status = values.status;
    else problem ??= 'status';
  }
  for (const field of ['from', 'to'] as const) {
    if (!values[field].trim()) continue;
    const day = dayOf(values[field]);
    if (day) call[field] = day;
    else problem ??= field;
  }
  if (call.from && call.to && call.from > call.to) problem ??= 'to';
  return { values, query: call, problem, page };
}

/** The filters as the query of a link (the pager's, the CSV's), without the page. */
export function filterQuery(values: OrderFilterValues): string {
  const params = new URLSearchParams(Object.entries(values).filter(([, value]) => value.trim() !== ''));
  return params.toString();
}

const amount = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

function momentIn(zone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  return (iso) => format.format(new Date(iso));
}

function csvRows(t: Translate, lang: Locale, orders: PortalOrder[], zone: string): string[][] {
  const at = momentIn(zone);
  const country = (code: string) => (/^[A-Z]{2}$/.test(code) ? new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code : code);
  return orders.map((order) => [
    order.number, order.orderNumber, at(order.createdAt), t(`portal.orders.status.${order.status}`),
    order.deliveryAddress.name, order.email, order.phone ?? '',
    order.deliveryAddress.street, order.deliveryAddress.zip, order.deliveryAddress.city, country(order.deliveryAddress.country),
    t(`portal.shopPage.payment.${order.paymentMethod}`),
    order.lines.map((line) => `${line.quantity} × ${line.brand} ${line.articleNumber}${line.sku ? ` (${line.sku})` : ''}`).join('; '),
    amount(order.itemsCents), amount(order.shippingCents), amount(order.totalCents), amount(order.shippedCents), amount(order.refusedCents),
    order.carrier ?? '', order.trackingNumber ?? '',
  ]);
}

const CSV_FORMAT = { delimiter: ';', lineEnd: '\r\n' } as const;
const CSV_COLUMNS = ['number', 'orderNumber', 'placed', 'status', 'buyer', 'email', 'phone', 'street', 'zip', 'city', 'country', 'payment', 'articles', 'items', 'shipping', 'total', 'shipped', 'refused', 'carrier', 'trackingNumber'] as const;

/** Streams the filtered list as CSV, page by page from the marketplace; a failure halfway cuts the download off rather than end it short. */
/** Streams the CSV; before its first line, says why it could not (the list page shows a refused filter). */
export async function sendOrdersCsv(res: Response, deps: { call: PortalCall; locale: Locale; t: Translate; filters: OrderFilters }): Promise<'sent' | 'refused' | 'unavailable'> {
  const { call, locale, t, filters } = deps;
  for (let page = 1; ; page++) {
    const answer = await call('GET /portal/order-search', { query: { ...filters.query, page: String(page), pageSize: String(ORDER_PAGE_SIZE_MAX) } }, locale);
    if (!answer.ok) {
      if (page > 1) {
        res.destroy();
        return 'sent';
      }
      return answer.status === 403 || answer.status === 400 ? 'refused' : 'unavailable';
    }
    const { orders, total, shopZone } = answer.answer;
    if (page === 1) {
      res.type('text/csv; charset=utf-8').attachment(`${t('portal.orderList.csvFile')}-${new Date().toISOString().slice(0, 10)}.csv`);
      res.write(csvText([CSV_COLUMNS.map((column) => t(`portal.orderList.csv.${column}`, { zone: shopZone }))], { ...CSV_FORMAT, bom: true }));
    }
    if (orders.length) {
      const chunk = csvText(csvRows(t, locale, orders, shopZone), CSV_FORMAT);
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    }
    if (orders.length < ORDER_PAGE_SIZE_MAX || page * ORDER_PAGE_SIZE_MAX >= total) break;
  }
  res.end();
  return 'sent';
}
