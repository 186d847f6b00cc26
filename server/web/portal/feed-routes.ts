/**
 * The portal's feed screens beside the upload: an upload's column-mapping screen (its form posts
 * beside the web tier, where the file waits), and "fetch now" for the shop's feed URL.
 */
import type { Request, Response, Router } from 'express';
import { createElement } from 'react';
import { FETCH_OUTCOMES } from '../../../contract/calls/portal-feeds';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import { FeedMappingPage } from '../../../views/portal/FeedMappingPage';
import type { AccountRouteDeps } from './account-routes';
import { sendPortalPage } from './rendering';

export function portalFeedRoutes(router: Router, deps: Omit<AccountRouteDeps, 'manifest' | 'uploadProblems'>): void {
  const { call, texts, memberOf, unavailable, localeOf } = deps;

  router.get('/feeds/mapping/:token', async (req: Request<{ token: string }>, res: Response) => {
    const member = await memberOf(req, res);
    if (!member) return;
    if (!/^[0-9a-f]{24}$/.test(req.params.token)) return void res.status(404).type('text/plain').send('Not found');
    const answer = await call(req, 'GET /portal/feed-mapping/:token', { params: { token: req.params.token } }, localeOf(member));
    if (!answer.ok && answer.status === 404) return res.redirect(303, `${PORTAL_PATHS.feeds}?problem=mapping_gone`);
    if (!answer.ok && answer.status === 403) return res.redirect(303, `${PORTAL_PATHS.feeds}?problem=sign_in`);
    if (!answer.ok) return unavailable(req, res);
    const { t, lang } = texts(member.locale);
    const kind = req.query.problem === 'missing' || req.query.problem === 'twice' ? req.query.problem : null;
    const field = typeof req.query.field === 'string' ? req.query.field.slice(0, 40) : undefined;
    sendPortalPage(res, createElement(FeedMappingPage, { t, lang, shopName: member.shopName, token: req.params.token, view: answer.answer, problem: kind ? { kind, field } : null }), kind ? 400 : 200);
  });

  router.post('/feeds/source/fetch', deps.form, async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const answer = await call(req, 'POST /portal/feed-source/fetch', {}, localeOf(member));
    if (!answer.ok && answer.status === 403) return res.redirect(303, `${PORTAL_PATHS.feeds}?fetch=refused#source-heading`);
    if (!answer.ok) return unavailable(req, res);
    res.redirect(303, `${PORTAL_PATHS.feeds}?fetch=${answer.answer.outcome}#source-heading`);
  });
}

/** The fetch-now outcome a feeds page names (from its query). */
export const fetchNoticeOf = (value: unknown): string | null => (typeof value === 'string' && ([...FETCH_OUTCOMES, 'refused'] as string[]).includes(value) ? value : null);
