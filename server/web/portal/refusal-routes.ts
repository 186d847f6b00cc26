/**
 * The portal's refusal of a part's lines: the page that asks which lines, why, and whether the
 * member means it; its answer goes to the marketplace as the part's refused step. A problem comes
 * back on the same page beside its field, in the member's language, with what was chosen kept.
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import { createElement } from 'react';
import type { Locale } from '../../../locales/editions';
import type { Translate } from '../../../locales/i18n';
import type { PortalMember } from '../../../contract/calls/portal';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import { RefusalPage, type RefusalField } from '../../../views/portal/RefusalPage';
import type { PortalCall } from './member-headers';
import { linePositionsOf } from './order-step-form';
import { sendPortalPage } from './rendering';

export interface RefusalRouteDeps {
  call: PortalCall;
  texts: (locale: string) => { t: Translate; lang: Locale };
  memberOf: (req: Request, res: Response) => Promise<PortalMember | undefined>;
  unavailable: (req: Request, res: Response) => void;
  localeOf: (member: PortalMember) => Locale;
  form: RequestHandler;
  partNumberOf: (text: string) => string | null;
}

export function portalRefusalRoutes(router: Router, deps: RefusalRouteDeps): void {
  const { call, texts, memberOf, unavailable, localeOf } = deps;
  const notFound = (res: Response) => void res.status(404).type('text/plain').send('Not found');

  const show = async (req: Request, res: Response, member: PortalMember, number: string, extra: { sent?: { lines: number[]; reason: string }; problem?: { field: RefusalField; message: string } }, status = 200) => {
    const answer = await call(req, 'GET /portal/orders/:number', { params: { number } }, localeOf(member));
    if (!answer.ok) return answer.status === 404 ? notFound(res) : unavailable(req, res);
    const { t, lang } = texts(member.locale);
    sendPortalPage(res, createElement(RefusalPage, { t, lang, shopName: member.shopName, order: answer.answer, ...extra }), status);
  };

  router.get('/orders/:number/refuse', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const number = deps.partNumberOf(String(req.params.number));
    if (!number) return notFound(res);
    await show(req, res, member, number, {});
  });

  router.post('/orders/:number/refuse', deps.form, async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const number = deps.partNumberOf(String(req.params.number));
    if (!number) return notFound(res);
    const { t } = texts(member.locale);
    const sent = { lines: linePositionsOf(req.body?.lines), reason: typeof req.body?.reason === 'string' ? req.body.reason.trim().slice(0, 500) : '' };
    const problem = (field: RefusalField) => ({ sent, problem: { field, message: t(`portal.refusal.problem.${field}`) } });
    if (sent.lines.length === 0) return show(req, res, member, number, problem('lines'), 400);
    if (!sent.reason) return show(req, res, member, number, problem('reason'), 400);
    if (req.body?.confirm !== '1') return show(req, res, member, number, problem('confirm'), 400);
    const answer = await call(req, 'POST /portal/orders/:number/status', { params: { number }, body: { status: 'refused', reason: sent.reason, lines: sent.lines } }, localeOf(member));
    if (!answer.ok && answer.status === 404) return notFound(res);
    if (!answer.ok && answer.status === 400) return show(req, res, member, number, problem(answer.problem.field === 'reason' ? 'reason' : 'lines'), 400);
    if (!answer.ok && answer.status === 409) return show(req, res, member, number, problem('status'), 409);
    if (!answer.ok) return unavailable(req, res);
    res.redirect(303, `${PORTAL_PATHS.orders}#${number}`);
  });
}
