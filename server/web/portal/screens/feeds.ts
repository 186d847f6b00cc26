/**
 * The portal's feed screens beside the upload (served beside the web tier): the feeds page with the
 * feed URL's form (set, change, clear; a refused value named beside its field) and "fetch now", an
 * upload's column-mapping screen (its form posts beside the web tier, where the file waits), one
 * import's report (a page, or the whole report as CSV read page by page) and the decision on an
 * import held back.
 */
import type { Request } from 'express';
import { csvText } from '../../../shared/csv-writer';
import { FETCH_OUTCOMES } from '../../../../contract/calls/portal-feeds';
import { REPORT_PAGE_LINES } from '../../../../contract/calls/portal';
import { PORTAL_PATHS } from '../../../../contract/portal-paths';
import { FeedMappingPage } from '../../../../views/portal/FeedMappingPage';
import { FeedsPage } from '../../../../views/portal/FeedsPage';
import type { FeedSourceFormProps } from '../../../../views/portal/FeedSourceForm';
import { ImportPage } from '../../../../views/portal/ImportPage';
import type { ClientManifest } from '../../page-output/assets';
import type { CacheInvalidation } from '../../page-output/cache-invalidation';
import type { ScreenAnswer, ScreenLoadContext } from '../../back-office/screen';
import { notFound, portalPage, portalScreen, type PortalWho } from '../area';

export const UPLOAD_PROBLEMS: readonly string[] = ['sign_in', 'no_file', 'too_large', 'not_a_feed', 'interrupted', 'busy', 'storage_full', 'cross_site', 'mapping_gone'];

/** The fetch-now outcome a feeds page names (from its query). */
export const fetchNoticeOf = (value: unknown): string | null => (typeof value === 'string' && ([...FETCH_OUTCOMES, 'refused'] as string[]).includes(value) ? value : null);

const field = (value: unknown) => (typeof value === 'string' ? value.slice(0, 2100) : '');
const importIdOf = (text: string) => (/^\d{1,12}$/.test(text) ? Number(text) : null);
/** The feed report as the marketplace's own report.csv writes it: ";" between fields, one line each. */
const REPORT_CSV = { delimiter: ';', lineEnd: '\n' } as const;

/** A feed URL refused: what was typed (never the password) and the field at fault. */
interface SourceOutcome { status: number; sourceForm: Pick<FeedSourceFormProps, 'sent' | 'problem'> }

export function portalFeedScreens(options: { manifest?: ClientManifest; invalidation?: CacheInvalidation }) {
  const feedsPage = async ({ who, query, outcome }: ScreenLoadContext<PortalWho, SourceOutcome>): Promise<ScreenAnswer> => {
    const problem = !outcome && typeof query.problem === 'string' && UPLOAD_PROBLEMS.includes(query.problem) ? query.problem : null;
    const fetchNotice = fetchNoticeOf(query.fetch);
    const [imports, source] = await Promise.all([who.call('GET /portal/imports'), who.call('GET /portal/feed-source')]);
    if (!imports.ok) return who.unavailable();
    const member = who.member;
    // A key's holder does not read the URL (it may carry the shop's secret): the section says whose it is.
    const refused = !source.ok && source.status === 403;
    const feedSource = source.ok ? { source: source.answer.source, canChange: member.role === 'shop_owner' && member.staffId !== null, problem: null, fetchNotice, ...outcome?.sourceForm } : refused ? { source: null, canChange: false, problem: null, fetchNotice } : undefined;
    return portalPage(FeedsPage, { t: who.t, lang: who.lang, shopName: member.shopName, imports: imports.answer.imports, problem, formatDate: who.formatDate, manifest: options.manifest, feedSource }, outcome?.status ?? (problem ? 400 : 200));
  };

  const feeds = portalScreen<SourceOutcome>({ path: '/feeds', guard: 'member', load: feedsPage });

  const source = portalScreen({
    path: '/feeds/source',
    guard: 'member',
    action: {
      async run(context) {
        const { who, body } = context;
        const sent = { url: field(body.url), frequency: field(body.frequency), everyHours: field(body.everyHours), dailyHour: field(body.dailyHour), username: field(body.username) };
        // The password travels on to be sealed, and is never put back into the form.
        const saved = body.action === 'clear' ? { action: 'clear' as const } : { action: 'save' as const, ...sent, password: field(body.password) };
        const answer = await who.call('POST /portal/feed-source', { body: saved });
        if (answer.ok) return { kind: 'redirect', location: `${PORTAL_PATHS.feeds}#source-heading` };
        if (answer.status === 400 || answer.status === 403) {
          const t = who.t;
          const problem = answer.status === 403 ? { field: 'url', message: t('portal.ownersOnly') } : { field: answer.problem.field ?? 'url', message: t(`portal.source.problem.${answer.problem.field ?? 'url'}`, { defaultValue: t('portal.source.invalid', { message: answer.problem.message ?? '' }) }) };
          return feedsPage({ ...context, outcome: { status: answer.status, sourceForm: { sent, problem } } });
        }
        return who.unavailable();
      },
    },
  });

  const fetchNow = portalScreen({
    path: '/feeds/source/fetch',
    guard: 'member',
    action: {
      async run({ who }) {
        const answer = await who.call('POST /portal/feed-source/fetch');
        if (!answer.ok && answer.status === 403) return { kind: 'redirect', location: `${PORTAL_PATHS.feeds}?fetch=refused#source-heading` };
        if (!answer.ok) return who.unavailable();
        return { kind: 'redirect', location: `${PORTAL_PATHS.feeds}?fetch=${answer.answer.outcome}#source-heading` };
      },
    },
  });

  const mapping = portalScreen({
    path: '/feeds/mapping/:token',
    guard: 'member',
    async load({ who, params, query }) {
      const token = params.token!;
      if (!/^[0-9a-f]{24}$/.test(token)) return notFound;
      const answer = await who.call('GET /portal/feed-mapping/:token', { params: { token } });
      if (!answer.ok && answer.status === 404) return { kind: 'redirect', location: `${PORTAL_PATHS.feeds}?problem=mapping_gone` };
      if (!answer.ok && answer.status === 403) return { kind: 'redirect', location: `${PORTAL_PATHS.feeds}?problem=sign_in` };
      if (!answer.ok) return who.unavailable();
      const kind = query.problem === 'missing' || query.problem === 'twice' ? query.problem : null;
      const named = typeof query.field === 'string' ? query.field.slice(0, 40) : undefined;
      return portalPage(FeedMappingPage, { t: who.t, lang: who.lang, shopName: who.member.shopName, token, view: answer.answer, problem: kind ? { kind, field: named } : null }, kind ? 400 : 200);
    },
  });

  const reasonOf = (query: Request['query']) => (typeof query.reason === 'string' && /^[\w-]{1,40}$/.test(query.reason) ? query.reason : null);

  const report = portalScreen({
    path: '/feeds/:importId',
    guard: 'member',
    async load({ who, params, query }) {
      const importId = importIdOf(params.importId!);
      if (importId === null) return notFound;
      const reason = reasonOf(query);
      const after = typeof query.after === 'string' && /^\d{1,9}$/.test(query.after) ? Number(query.after) : undefined;
      const answer = await who.call('GET /portal/imports/:importId', { params: { importId }, query: { ...(reason ? { reason } : {}), ...(after ? { after: String(after) } : {}) } });
      if (!answer.ok) return answer.status === 404 ? notFound : who.unavailable();
      const { import: feedImport, reasons, report: lines, more } = answer.answer;
      return portalPage(ImportPage, { t: who.t, lang: who.lang, shopName: who.member.shopName, feedImport, reasons, reason, report: lines, more, formatDate: who.formatDate });
    },
  });

  // The whole report (or one reason's lines) as CSV, read page by page from the marketplace.
  const reportCsv = portalScreen({
    path: '/feeds/:importId/report.csv',
    guard: 'member',
    async load({ who, params, query, response: res }) {
      const importId = importIdOf(params.importId!);
      if (importId === null) return notFound;
      const reason = reasonOf(query) ?? undefined;
      let after = 0;
      for (let page = 0; ; page++) {
        const answer = await who.call('GET /portal/imports/:importId', { params: { importId }, query: { ...(reason ? { reason } : {}), after: String(after) } });
        if (!answer.ok) {
          if (page === 0) return answer.status === 404 ? notFound : who.unavailable();
          res.destroy(); // cut off halfway: the browser sees a broken download, not a short report
          return { kind: 'sent' };
        }
        if (page === 0) {
          res.type('text/csv; charset=utf-8').attachment(`feed-report-${importId}.csv`);
          res.write(csvText([['line', 'sku', 'reason', 'detail', 'cell']], REPORT_CSV));
        }
        const lines = answer.answer.report;
        if (lines.length) {
          const chunk = csvText(lines.map((line) => [line.line, line.sku, line.reason, line.detail, line.cell]), REPORT_CSV);
          if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
        }
        if (!answer.answer.more || lines.length < REPORT_PAGE_LINES) break;
        after = lines[lines.length - 1]!.line;
      }
      res.end();
      return { kind: 'sent' };
    },
  });

  const decision = portalScreen({
    path: '/feeds/:importId/decision',
    guard: 'member',
    action: {
      async run({ who, params, body }) {
        const importId = importIdOf(params.importId!);
        if (importId === null) return notFound;
        const decided = body.decision;
        const answer = await who.call('POST /portal/imports/:importId/decision', { params: { importId }, body: { decision: decided } });
        if (!answer.ok && answer.status === 404) return notFound;
        if (!answer.ok && answer.status === 400) return { kind: 'text', status: 400, text: `decision: ${answer.problem.message ?? 'confirm or reject'}` };
        if (!answer.ok && answer.status !== 409) return who.unavailable();
        if (answer.ok && decided === 'confirm') options.invalidation?.invalidate();
        return { kind: 'redirect', location: PORTAL_PATHS.importPage(importId) };
      },
    },
  });

  return [feeds, source, fetchNow, mapping, report, reportCsv, decision];
}
