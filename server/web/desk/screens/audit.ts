/**
 * The desk's audit log (the operator's): filtered by staff member, action, object and days typed
 * in the edition's form, paged; a day that is none is said beside its field and nothing is asked.
 */
import { AuditPage } from '../../../../views/desk/AuditPage';
import { dayStartIn, nextDay, typedDay } from '../../../../locales/typed-day';
import { DESK_PATHS, orderPath } from '../../staff/paths';
import { deskPage, deskScreen, OPERATOR, type DeskKit } from '../area';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 100) : '');

export function deskAuditScreens(kit: DeskKit) {
  const { marketplace } = kit;

  const audit = deskScreen({
    path: '/audit',
    guard: OPERATOR,
    async load({ who, query }) {
      const t = who.t;
      const values = { who: text(query.who), what: text(query.what), object: text(query.object), from: text(query.from), to: text(query.to) };
      const page = Math.min(Math.max(Number.parseInt(text(query.page), 10) || 1, 1), 10_000);
      const fromDay = values.from ? typedDay(values.from) : undefined;
      const toDay = values.to ? typedDay(values.to) : undefined;
      const errors: Partial<Record<'from' | 'to', string>> = {};
      if (fromDay === null) errors.from = t('desk.auditLog.notADay', { pattern: t('desk.auditLog.dayPattern') });
      if (toDay === null) errors.to = t('desk.auditLog.notADay', { pattern: t('desk.auditLog.dayPattern') });
      if (fromDay && toDay && toDay < fromDay) errors.to = t('desk.auditLog.toBeforeFrom');
      const refused = Object.keys(errors).length > 0;
      const staffId = /^\d+$/.test(values.who) ? values.who : undefined;
      const asked = {
        ...(staffId ? { staffId } : {}), ...(values.what ? { action: values.what } : {}), ...(values.object ? { object: values.object } : {}),
        ...(fromDay ? { from: dayStartIn(fromDay, who.locale) } : {}), ...(toDay ? { before: dayStartIn(nextDay(toDay), who.locale) } : {}),
        ...(page > 1 ? { page: String(page) } : {}),
      };
      // A refused day: the form as typed with the error beside it; the options still come, the entries not.
      const answer = await marketplace.attempt('GET /staff/audit', { query: refused ? { page: '10000' } : asked }, who.headers);
      const found = answer.ok ? answer.answer : undefined;
      const total = refused ? 0 : found?.total ?? 0;
      const pageSize = found?.pageSize ?? 50;
      const link = (to: number) => {
        const kept = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ''));
        if (to > 1) kept.set('page', String(to));
        const search = kept.toString();
        return `${DESK_PATHS.audit}${search ? `?${search}` : ''}`;
      };
      return deskPage(AuditPage, {
        frame: who.frame(t('desk.audit')),
        filter: { action: DESK_PATHS.audit, values, errors, people: found?.people ?? [], actions: found?.actions ?? [], dayPattern: t('desk.auditLog.dayPattern') },
        entries: refused ? [] : found?.entries ?? [], orderLink: orderPath,
        paging: { page, pages: Math.max(1, Math.ceil(total / pageSize)), total, link },
        error: answer.ok ? undefined : t('desk.problem.unavailable'),
      }, refused ? 400 : answer.ok ? 200 : 503);
    },
  });

  return [audit];
}
