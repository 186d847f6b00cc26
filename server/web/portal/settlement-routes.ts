/**
 * The portal's settlements screen: the shop's commission (read only) and its monthly settlements,
 * with each one's PDF and CSV; another shop's settlement is not found.
 */
import type { Request, Response, Router } from 'express';
import { createElement } from 'react';
import type { Locale } from '../../../locales/editions';
import type { Translate } from '../../../locales/i18n';
import type { PortalMember } from '../../../contract/calls/portal';
import { PortalSettlementsPage } from '../../../views/portal/SettlementsPage';
import type { PortalCall } from './member-headers';
import { sendPortalPage } from './rendering';

export interface PortalSettlementDeps {
  call: PortalCall;
  texts: (locale: string) => { t: Translate; lang: Locale };
  memberOf: (req: Request, res: Response) => Promise<PortalMember | undefined>;
  unavailable: (req: Request, res: Response) => void;
  localeOf: (member: PortalMember) => Locale;
  notFound: (res: Response) => void;
}

export function portalSettlementRoutes(router: Router, deps: PortalSettlementDeps): void {
  const { call, texts, memberOf, unavailable, localeOf, notFound } = deps;

  router.get('/settlements', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const answer = await call(req, 'GET /portal/settlements', {}, localeOf(member));
    if (!answer.ok && answer.status !== 403) return unavailable(req, res);
    const { t, lang } = texts(member.locale);
    sendPortalPage(res, createElement(PortalSettlementsPage, {
      t, lang, shopName: member.shopName, commission: answer.ok ? answer.answer.commission : null, settlements: answer.ok ? answer.answer.settlements : [], accountsOnly: !answer.ok,
    }), answer.ok ? 200 : 403);
  });

  router.get('/settlements/:file', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const match = /^(\d{1,12})\.(pdf|csv)$/.exec(String(req.params.file));
    const answer = match ? await call(req, 'GET /portal/settlements/:id/document', { params: { id: match[1]! }, query: { format: match[2]! } }, localeOf(member)) : undefined;
    if (!answer || (!answer.ok && (answer.status === 404 || answer.status === 403))) return notFound(res);
    if (!answer.ok) return unavailable(req, res);
    res.type(answer.answer.contentType).set('content-disposition', `attachment; filename="${answer.answer.filename}"`).send(Buffer.from(answer.answer.base64, 'base64'));
  });
}
