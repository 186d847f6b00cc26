/**
 * The portal's order list: the inbox read through the search (filters from the address, one page of
 * parts), and the same filters as a CSV download. A filter that cannot be read answers the page
 * again with the problem beside its field and no parts read.
 */
import type { Request, Response } from 'express';
import { createElement } from 'react';
import type { Locale } from '../../../locales/editions';
import type { Translate } from '../../../locales/i18n';
import type { PortalMember } from '../../../contract/calls/portal';
import { ORDER_PAGE_SIZE } from '../../../contract/calls/portal-home';
import { OrdersPage, type OrderProblem } from '../../../views/portal/OrdersPage';
import type { PortalCall } from './member-headers';
import { filterQuery, LISTED_STATUSES, orderFiltersOf, sendOrdersCsv } from './order-list';
import { sendPortalPage } from './rendering';

export interface OrderListDeps {
  call: PortalCall;
  texts: (locale: string) => { t: Translate; lang: Locale; formatDate: (iso: string) => string };
  unavailable: (req: Request, res: Response) => void;
  localeOf: (member: PortalMember) => Locale;
}

/** The zone's name in the reader's language ("Mitteleuropäische Zeit", "heure d’Europe centrale"). */
export function zoneName(zone: string, lang: Locale): string {
  const part = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

export async function showOrderList(req: Request, res: Response, member: PortalMember, deps: OrderListDeps, stepProblem: OrderProblem | null, status = 200): Promise<void> {
  const filters = req.method === 'GET' ? orderFiltersOf(req.query) : orderFiltersOf({});
  const { t, lang, formatDate } = deps.texts(member.locale);
  const answer = filters.problem ? null : await deps.call(req, 'GET /portal/order-search', { query: filters.query }, deps.localeOf(member));
  if (answer && !answer.ok && answer.status !== 400) return deps.unavailable(req, res);
  // The marketplace refusing a filter the web tier let through is said beside the same field.
  const problem = filters.problem ?? (answer && !answer.ok ? (['q', 'status', 'from', 'to'] as const).find((field) => field === answer.problem.field) ?? 'q' : null);
  const found = answer?.ok ? answer.answer : null;
  const list = {
    values: filters.values, problem, statuses: LISTED_STATUSES, total: found?.total ?? 0, page: found?.page ?? filters.page,
    pageSize: found?.pageSize ?? ORDER_PAGE_SIZE, query: filterQuery(filters.values), zoneName: zoneName(found?.shopZone ?? 'Europe/Berlin', lang),
  };
  sendPortalPage(res, createElement(OrdersPage, { t, lang, shopName: member.shopName, orders: found?.orders ?? [], problem: stepProblem, formatDate, list }), problem ? 400 : status);
}

export async function ordersCsv(req: Request, res: Response, member: PortalMember, deps: OrderListDeps): Promise<void> {
  const filters = orderFiltersOf(req.query);
  // A filter that cannot be read: the list page says which, with the filters as typed.
  if (filters.problem) return showOrderList(req, res, member, deps, null);
  const locale = deps.localeOf(member);
  const { t } = deps.texts(member.locale);
  await sendOrdersCsv(req, res, {
    call: deps.call, member, locale, t, filters,
    unavailable: () => deps.unavailable(req, res),
    refused: () => void showOrderList(req, res, member, deps, null),
  });
}
