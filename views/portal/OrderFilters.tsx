/**
 * The order list's search and filters (a plain GET form: it works without JavaScript and its
 * address can be kept as a bookmark), how many parts it found, the pages, and the CSV of the same
 * filters. A filter that cannot be read is said beside its field, with what was typed kept.
 */
import type { Translate } from '../../locales/i18n';
import { PORTAL_PATHS } from '../../contract/portal-paths';

export interface OrderListView {
  values: { q: string; status: string; from: string; to: string };
  problem: 'q' | 'status' | 'from' | 'to' | null;
  statuses: readonly string[];
  total: number;
  page: number;
  pageSize: number;
  /** The filters as a link's query (without the page). */
  query: string;
  /** The shop's zone in words ("Mitteleuropäische Zeit"): the days are the shop's. */
  zoneName: string;
}

const withQuery = (path: string, query: string, page?: number) => {
  const params = new URLSearchParams(query);
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export function OrderFilterForm({ t, list }: { t: Translate; list: OrderListView }) {
  const { values, problem } = list;
  const invalid = (field: string) => (problem === field ? true : undefined);
  const described = (field: string) => (problem === field ? `filter-${field}-problem` : undefined);
  // A day the browser's date field could not hold comes back as text, so what was typed is there to correct.
  const dateType = (field: string) => (problem === field ? 'text' : 'date');
  const fieldProblem = (field: string) => (problem === field ? <span id={`filter-${field}-problem`} className="field-problem problem">{t(`portal.orderList.problem.${field}`)}</span> : null);
  return (
    <form method="get" action={PORTAL_PATHS.orders} className="filters" role="search" aria-label={t('portal.orderList.search')}>
      <label className="wide" htmlFor="filter-q">{t('portal.orderList.q')}
        <input id="filter-q" name="q" type="search" defaultValue={values.q} maxLength={100} placeholder={t('portal.orderList.qHint')} aria-invalid={invalid('q')} aria-describedby={described('q')} />
        {fieldProblem('q')}
      </label>
      <label htmlFor="filter-status">{t('portal.orderList.status')}
        <select id="filter-status" name="status" defaultValue={values.status} aria-invalid={invalid('status')} aria-describedby={described('status')}>
          <option value="">{t('portal.orderList.anyStatus')}</option>
          {list.statuses.map((status) => <option key={status} value={status}>{t(`portal.orders.status.${status}`)}</option>)}
        </select>
        {fieldProblem('status')}
      </label>
      <label htmlFor="filter-from">{t('portal.orderList.from')}
        <input id="filter-from" name="from" type={dateType('from')} defaultValue={values.from} aria-invalid={invalid('from')} aria-describedby={described('from')} />
        {fieldProblem('from')}
      </label>
      <label htmlFor="filter-to">{t('portal.orderList.to')}
        <input id="filter-to" name="to" type={dateType('to')} defaultValue={values.to} aria-invalid={invalid('to')} aria-describedby={described('to')} />
        {fieldProblem('to')}
      </label>
      <div className="filter-actions">
        <button type="submit">{t('portal.orderList.apply')}</button>
        {list.query ? <a href={PORTAL_PATHS.orders}>{t('portal.orderList.clear')}</a> : null}
      </div>
      <p className="muted hint">{t('portal.orderList.days', { zone: list.zoneName })}</p>
    </form>
  );
}

export function OrderListSummary({ t, list }: { t: Translate; list: OrderListView }) {
  const first = list.total === 0 ? 0 : (list.page - 1) * list.pageSize + 1;
  const last = Math.min(list.total, list.page * list.pageSize);
  return (
    <p className="row list-summary" role="status">
      <span>{list.total === 0 ? t('portal.orderList.nothingFound') : t('portal.orderList.found', { count: list.total, first, last })}</span>
      {list.total > 0 ? <a href={withQuery(PORTAL_PATHS.ordersCsv, list.query)} download>{t('portal.orderList.csvDownload')}</a> : null}
    </p>
  );
}

export function OrderPager({ t, list }: { t: Translate; list: OrderListView }) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (pages === 1) return null;
  return (
    <nav className="pager" aria-label={t('portal.orderList.pages')}>
      <ul className="row plain">
        <li>{list.page > 1 ? <a rel="prev" href={withQuery(PORTAL_PATHS.orders, list.query, list.page - 1)}>{t('portal.orderList.previous')}</a> : <span className="muted">{t('portal.orderList.previous')}</span>}</li>
        <li>{t('portal.orderList.pageOf', { page: list.page, pages })}</li>
        <li>{list.page < pages ? <a rel="next" href={withQuery(PORTAL_PATHS.orders, list.query, list.page + 1)}>{t('portal.orderList.next')}</a> : <span className="muted">{t('portal.orderList.next')}</span>}</li>
      </ul>
    </nav>
  );
}
