/**
 * The portal's people screen (the owner's): the list, the invitation (its link names the shop's
 * public origin from configuration, never the request's Host) and the removal, both confirmed with
 * a code of the owner's second factor. Staff and a key's holder get the page saying whose it is (403).
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import { createElement } from 'react';
import { isLocale, type Locale } from '../../../locales/editions';
import type { Translate } from '../../../locales/i18n';
import type { PortalMember } from '../../../contract/calls/portal';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import { PeoplePage, type PeoplePageProps, type PeopleProblem } from '../../../views/portal/PeoplePage';
import { invitationPath } from '../staff/paths';
import type { PortalCall } from './member-headers';
import { sendPortalPage } from './rendering';

export interface PeopleRouteDeps {
  call: PortalCall;
  texts: (locale: string) => { t: Translate; lang: Locale; formatDate: (iso: string) => string };
  memberOf: (req: Request, res: Response) => Promise<PortalMember | undefined>;
  unavailable: (req: Request, res: Response) => void;
  localeOf: (member: PortalMember) => Locale;
  form: RequestHandler;
  /** The invitation page on the public origin of the invitee's edition, without its token. */
  invitationPage?: (locale: Locale) => string;
}

const typed = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const INVITE_FIELDS = ['name', 'email', 'locale', 'code'] as const;

export function portalPeopleRoutes(router: Router, deps: PeopleRouteDeps): void {
  const { call, texts, memberOf, unavailable, localeOf } = deps;
  const pageOf = (locale: Locale) => deps.invitationPage?.(locale) ?? `http://localhost${invitationPath('')}`;

  const show = async (req: Request, res: Response, member: PortalMember, extra: Pick<PeoplePageProps, 'sent' | 'problem' | 'notice'>, status = 200) => {
    const answer = await call(req, 'GET /portal/people', {}, localeOf(member));
    if (!answer.ok && answer.status !== 403) return unavailable(req, res);
    const { t, lang, formatDate } = texts(member.locale);
    sendPortalPage(res, createElement(PeoplePage, { t, lang, shopName: member.shopName, people: answer.ok ? answer.answer.people : null, formatDate, ...extra }), answer.ok ? status : 403);
  };

  router.get('/people', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const notice = req.query.done === 'invited' || req.query.done === 'removed' ? req.query.done : null;
    await show(req, res, member, { notice });
  });

  router.post('/people', deps.form, async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const sent = { name: typed(req.body?.name, 200), email: typed(req.body?.email, 300), locale: typed(req.body?.locale, 10) };
    const invitee: Locale = isLocale(sent.locale) ? sent.locale : localeOf(member);
    const answer = await call(req, 'POST /portal/people', { body: { ...sent, code: typed(req.body?.code, 20), invitationPage: pageOf(invitee) } }, localeOf(member));
    if (answer.ok) return res.redirect(303, `${PORTAL_PATHS.people}?done=invited`);
    if (answer.status === 403) return show(req, res, member, {});
    if (answer.status === 400 || answer.status === 409) {
      const { t } = texts(member.locale);
      const field = (INVITE_FIELDS as readonly string[]).includes(answer.problem.field ?? '') ? answer.problem.field as (typeof INVITE_FIELDS)[number] : 'email';
      const problem: PeopleProblem = { form: 'invite', field, message: t(answer.status === 409 ? 'portal.people.problem.taken' : `portal.people.problem.${field}`) };
      return show(req, res, member, { sent, problem }, answer.status);
    }
    unavailable(req, res);
  });

  router.post('/people/:staffId/remove', deps.form, async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const staffId = /^\d{1,9}$/.test(String(req.params.staffId)) ? Number(req.params.staffId) : null;
    if (staffId === null) return void res.status(404).type('text/plain').send('Not found');
    const answer = await call(req, 'POST /portal/people/:staffId/removal', { params: { staffId }, body: { code: typed(req.body?.code, 20) } }, localeOf(member));
    if (answer.ok) return res.redirect(303, `${PORTAL_PATHS.people}?done=removed`);
    if (answer.status === 403) return show(req, res, member, {});
    const { t } = texts(member.locale);
    if (answer.status === 400) return show(req, res, member, { problem: { form: 'remove', staffId, message: t('portal.people.problem.code') } }, 400);
    if (answer.status === 404) return show(req, res, member, { problem: { form: 'remove', staffId, message: t('portal.people.problem.gone') } }, 404);
    unavailable(req, res);
  });
}
