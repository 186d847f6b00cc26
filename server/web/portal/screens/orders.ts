/**
 * The portal's orders: the inbox read through the search (filters from the address, one page of
 * parts) and the same filters as a CSV download; a part's next step (accepted, shipped, refunded,
 * partly), its refusal confirmed on a page of its own, its delivery note and its invoices. A step
 * or a filter refused comes back beside its field in the member's language, with what was typed.
 */
import type { Request } from 'express';
import { INVOICE_FILE_PATTERN } from '../../../../contract/calls/invoices';
import { ORDER_PAGE_SIZE } from '../../../../contract/calls/portal-home';
import { PORTAL_PATHS } from '../../../../contract/portal-paths';
import { amountWording } from '../../../../locales/amounts';
import { isLocale, type Locale } from '../../../../locales/editions';
import { translatorFor } from '../../../../locales/i18n';
import { formatDay } from '../../../../locales/moments';
import type { i18n as I18n } from 'i18next';
import { OrdersPage, type BulkConfirmView, type OrderProblem } from '../../../../views/portal/OrdersPage';
import { RefusalPage, type RefusalField } from '../../../../views/portal/RefusalPage';
import type { ScreenAnswer } from '../../back-office/screen';
import { notFound, portalPage, portalScreen, type PortalWho } from '../area';
import { deliveryNotePdf } from '../delivery-note';
import { filterQuery, LISTED_STATUSES, orderFiltersOf, sendOrdersCsv } from '../order-list';
import { linePositionsOf, orderStepOf, stepSentOf } from '../order-step-form';
import { partNumberOf, stepProblemText } from '../step-problem';
import { confirmParts, tickedPartsOf } from '../bulk-confirm';

export { fieldProblemText } from '../step-problem';

/** The zone's name in the reader's language ("Mitteleuropäische Zeit", "heure d’Europe centrale"). */
export function zoneName(zone: string, lang: Locale): string {
  const part = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** A step refused: the part, the field and the status it is shown at. */
interface StepOutcome { status: number; problem: OrderProblem }

/** The inbox; a step's address carries the list's search and page, so a refused step is shown on the list it was sent from. */
async function orderList(who: PortalWho, request: Request, outcome?: StepOutcome, bulk?: BulkOutcome): Promise<ScreenAnswer> {
  const filters = orderFiltersOf(request.query);
  const { t, lang, formatDate } = who;
  const answer = filters.problem ? null : await who.call('GET /portal/order-search', { query: filters.query });
  if (answer && !answer.ok && answer.status !== 400) return who.unavailable();
  // The marketplace refusing a filter the web tier let through is said beside the same field.
  const problem = filters.problem ?? (answer && !answer.ok ? (['q', 'status', 'from', 'to'] as const).find((field) => field === answer.problem.field) ?? 'q' : null);
  const found = answer?.ok ? answer.answer : null;
  const list = {
    values: filters.values, problem, statuses: LISTED_STATUSES, total: found?.total ?? 0, page: found?.page ?? filters.page,
    pageSize: found?.pageSize ?? ORDER_PAGE_SIZE, query: filterQuery(filters.values), zoneName: zoneName(found?.shopZone ?? 'Europe/Berlin', lang),
  };
  // After a bulk confirm every part went through: how many, said once at the top.
  const confirmed = typeof request.query.confirmed === 'string' && /^\d{1,3}$/.test(request.query.confirmed) ? Number(request.query.confirmed) : 0;
  const bulkView = bulk ? bulk.view : confirmed > 0 ? { ticked: [], refused: {}, confirmed, none: false } : undefined;
  return portalPage(OrdersPage, { t, lang, shopName: who.member.shopName, orders: found?.orders ?? [], problem: outcome?.problem ?? null, formatDate, list, bulk: bulkView }, problem ? 400 : bulk?.status ?? outcome?.status ?? 200);
}

/** A bulk confirm that did not go through for every part: what was ticked, and why each part refused was. */
interface BulkOutcome { status: number; view: BulkConfirmView }

/** The list a step was sent from (its search, filters and page), at the part. */
function listAddressOf(query: Request['query'], number: string): string {
  const filters = orderFiltersOf(query);
  const params = new URLSearchParams(filterQuery(filters.values));
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return `${PORTAL_PATHS.orders}${text ? `?${text}` : ''}#${number}`;
}

/** What the refusal page shows again: the lines chosen, the reason typed, and the problem. */
interface RefusalOutcome { status: number; sent: { lines: number[]; reason: string }; problem: { field: RefusalField; message: string } }

export function portalOrderScreens(i18n: I18n) {
  const orders = portalScreen({
    path: '/orders',
    guard: 'member',
    async load({ who, request }) {
      return orderList(who, request);
    },
  });

  const ordersCsv = portalScreen({
    path: '/orders.csv',
    guard: 'member',
    async load({ who, request, response }) {
      const filters = orderFiltersOf(request.query);
      // A filter that cannot be read: the list page says which, with the filters as typed.
      if (filters.problem) return orderList(who, request);
      const sent = await sendOrdersCsv(response, { call: who.call, locale: who.lang, t: who.t, filters });
      if (sent === 'unavailable') return who.unavailable();
      return sent === 'refused' ? orderList(who, request) : { kind: 'sent' };
    },
  });

  // The outcome of a bulk confirm is the inbox itself, shown by this screen's loader.
  const confirm = portalScreen<BulkOutcome>({
    path: '/orders/confirm',
    guard: 'member',
    async load({ who, request, outcome }) {
      return orderList(who, request, undefined, outcome);
    },
    action: {
      async run({ who, request, body }) {
        const ticked = tickedPartsOf(body.parts);
        if (ticked.length === 0) return { kind: 'outcome', outcome: { status: 400, view: { ticked, refused: {}, confirmed: 0, none: true } } };
        const result = await confirmParts(who, ticked);
        const refusedCount = Object.keys(result.refused).length;
        if (refusedCount > 0) return { kind: 'outcome', outcome: { status: result.confirmed.length > 0 ? 200 : 409, view: { ticked, refused: result.refused, confirmed: result.confirmed.length, none: false } } };
        const address = new URL(listAddressOf(request.query, 'group-accepted'), 'http://portal.invalid');
        address.searchParams.set('confirmed', String(result.confirmed.length));
        return { kind: 'redirect', location: `${address.pathname}${address.search}${address.hash}` };
      },
    },
  });

  const step = portalScreen({
    path: '/orders/:number/status',
    guard: 'member',
    action: {
      async run({ who, request, params, body }) {
        const number = partNumberOf(params.number!);
        if (!number) return notFound;
        // A refusal is confirmed on its own page, never in one click from the inbox.
        if (body.status === 'refused') return { kind: 'redirect', location: PORTAL_PATHS.orderRefusal(number) };
        const chosen = orderStepOf(body);
        const sent = stepSentOf(body);
        if (!('body' in chosen)) return orderList(who, request, { status: 400, problem: { number, sent, field: chosen.field, message: who.t(chosen.field === 'lines' ? 'portal.orders.noLines' : amountWording(chosen.amount, 'portal.orders.badAmount')) } });
        const answer = await who.call('POST /portal/orders/:number/status', { params: { number }, body: chosen.body });
        if (!answer.ok && answer.status === 404) return notFound;
        if (!answer.ok && (answer.status === 400 || answer.status === 409)) {
          const field = answer.status === 409 ? 'status' : answer.problem.field === 'refundCents' ? 'refund' : (answer.problem.field ?? 'status');
          return orderList(who, request, { status: answer.status, problem: { number, sent, field, message: stepProblemText(who.t, answer.status, answer.problem, who.lang) } });
        }
        if (!answer.ok) return who.unavailable();
        return { kind: 'redirect', location: listAddressOf(request.query, number) };
      },
    },
  });

  const refusal = portalScreen<RefusalOutcome>({
    path: '/orders/:number/refuse',
    guard: 'member',
    async load({ who, params, outcome }) {
      const number = partNumberOf(params.number!);
      if (!number) return notFound;
      const answer = await who.call('GET /portal/orders/:number', { params: { number } });
      if (!answer.ok) return answer.status === 404 ? notFound : who.unavailable();
      return portalPage(RefusalPage, { t: who.t, lang: who.lang, shopName: who.member.shopName, order: answer.answer, sent: outcome?.sent, problem: outcome?.problem }, outcome?.status ?? 200);
    },
    action: {
      async run({ who, params, body }) {
        const number = partNumberOf(params.number!);
        if (!number) return notFound;
        const sent = { lines: linePositionsOf(body.lines), reason: typeof body.reason === 'string' ? body.reason.trim().slice(0, 500) : '' };
        const again = (field: RefusalField, status = 400) => ({ kind: 'outcome' as const, outcome: { status, sent, problem: { field, message: who.t(`portal.refusal.problem.${field}`) } } });
        if (sent.lines.length === 0) return again('lines');
        if (!sent.reason) return again('reason');
        if (body.confirm !== '1') return again('confirm');
        const answer = await who.call('POST /portal/orders/:number/status', { params: { number }, body: { status: 'refused', reason: sent.reason, lines: sent.lines } });
        if (!answer.ok && answer.status === 404) return notFound;
        if (!answer.ok && answer.status === 400) return again(answer.problem.field === 'reason' ? 'reason' : 'lines');
        if (!answer.ok && answer.status === 409) return again('status', 409);
        if (!answer.ok) return who.unavailable();
        return { kind: 'redirect', location: `${PORTAL_PATHS.orders}#${number}` };
      },
    },
  });

  const deliveryNote = portalScreen({
    path: '/orders/:number/delivery-note.pdf',
    guard: 'member',
    async load({ who, params }) {
      const number = partNumberOf(params.number!);
      if (!number) return notFound;
      const answer = await who.call('GET /portal/orders/:number', { params: { number } });
      if (!answer.ok) return answer.status === 404 ? notFound : who.unavailable();
      const order = answer.answer;
      // The note travels with the parcel: in the language the shopper ordered in.
      const locale: Locale = isLocale(order.locale) ? order.locale : who.lang;
      const pdf = await deliveryNotePdf(order, who.member.shopName, translatorFor(i18n, locale), (iso) => formatDay(iso, locale));
      return { kind: 'file', contentType: 'application/pdf', filename: `delivery-note-${number}.pdf`, body: Buffer.from(pdf), inline: true };
    },
  });

  const invoice = portalScreen({
    path: '/orders/:number/invoices/:file',
    guard: 'member',
    async load({ who, params }) {
      const number = partNumberOf(params.number!);
      const file = INVOICE_FILE_PATTERN.exec(params.file!)?.[1];
      if (!number || !file) return notFound;
      const answer = await who.call('GET /portal/orders/:number/invoices/:invoice', { params: { number, invoice: file } });
      if (!answer.ok) return answer.status === 404 ? notFound : who.unavailable();
      return { kind: 'file', contentType: 'application/pdf', filename: answer.answer.filename, body: Buffer.from(answer.answer.base64, 'base64'), inline: true, headers: { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' } };
    },
  });

  return [orders, ordersCsv, confirm, step, refusal, deliveryNote, invoice];
}
