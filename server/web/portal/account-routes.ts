/**
 * The portal's pages about the shop's account: the feeds page with the feed URL's form (set,
 * change, clear; a refused value named beside its field) and the shop's audit log (the owner's).
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import { createElement } from 'react';
import type { Locale } from '../../../locales/editions';
import type { Translate } from '../../../locales/i18n';
import type { PortalMember } from '../../../contract/calls/portal';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import { FeedsPage } from '../../../views/portal/FeedsPage';
import type { FeedSourceFormProps } from '../../../views/portal/FeedSourceForm';
import { LogPage } from '../../../views/portal/LogPage';
import type { ClientManifest } from '../delivery/assets';
import type { PortalCall } from './member-headers';
import { sendPortalPage } from './rendering';

export interface AccountRouteDeps {
  call: PortalCall;
  texts: (locale: string) => { t: Translate; lang: Locale; formatDate: (iso: string) => string };
  memberOf: (req: Request, res: Response) => Promise<PortalMember | undefined>;
  unavailable: (req: Request, res: Response) => void;
  localeOf: (member: PortalMember) => Locale;
  form: RequestHandler;
  manifest?: ClientManifest;
  uploadProblems: readonly string[];
}

const field = (value: unknown) => (typeof value === 'string' ? value.slice(0, 2100) : '');

export function portalAccountRoutes(router: Router, deps: AccountRouteDeps): void {
  const { call, texts, memberOf, unavailable, localeOf } = deps;

  const showFeeds = async (req: Request, res: Response, member: PortalMember, extra: { problem: string | null; sourceForm?: Pick<FeedSourceFormProps, 'sent' | 'problem'> }, status = 200) => {
    const [imports, source] = await Promise.all([call(req, 'GET /portal/imports', {}, localeOf(member)), call(req, 'GET /portal/feed-source', {}, localeOf(member))]);
    if (!imports.ok) return unavailable(req, res);
    const { t, lang, formatDate } = texts(member.locale);
    // A key's holder does not read the URL (it may carry the shop's secret): the section says whose it is.
    const refused = !source.ok && source.status === 403;
    const feedSource = source.ok ? { source: source.answer.source, canChange: member.role === 'shop_owner' && member.staffId !== null, problem: null, ...extra.sourceForm } : refused ? { source: null, canChange: false, problem: null } : undefined;
    sendPortalPage(res, createElement(FeedsPage, { t, lang, shopName: member.shopName, imports: imports.answer.imports, problem: extra.problem, formatDate, manifest: deps.manifest, feedSource }), status);
  };

  router.get('/feeds', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const problem = typeof req.query.problem === 'string' && deps.uploadProblems.includes(req.query.problem) ? req.query.problem : null;
    await showFeeds(req, res, member, { problem }, problem ? 400 : 200);
  });

  router.post('/feeds/source', deps.form, async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const sent = { url: field(req.body?.url), frequency: field(req.body?.frequency), everyHours: field(req.body?.everyHours), dailyHour: field(req.body?.dailyHour) };
    const body = req.body?.action === 'clear' ? { action: 'clear' as const } : { action: 'save' as const, ...sent };
    const answer = await call(req, 'POST /portal/feed-source', { body }, localeOf(member));
    if (answer.ok) return res.redirect(303, `${PORTAL_PATHS.feeds}#source-heading`);
    if (answer.status === 400 || answer.status === 403) {
      const { t } = texts(member.locale);
      const problem = answer.status === 403 ? { field: 'url', message: t('portal.ownersOnly') } : { field: answer.problem.field ?? 'url', message: t(`portal.source.problem.${answer.problem.field ?? 'url'}`, { defaultValue: t('portal.source.invalid', { message: answer.problem.message ?? '' }) }) };
      return showFeeds(req, res, member, { problem: null, sourceForm: { sent, problem } }, answer.status);
    }
    unavailable(req, res);
  });

  router.get('/log', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const answer = await call(req, 'GET /portal/log', {}, localeOf(member));
    if (!answer.ok && answer.status !== 403) return unavailable(req, res);
    const { t, lang, formatDate } = texts(member.locale);
    sendPortalPage(res, createElement(LogPage, { t, lang, shopName: member.shopName, entries: answer.ok ? answer.answer.entries : null, formatDate }), answer.ok ? 200 : 403);
  });
}
