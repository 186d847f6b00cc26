/**
 * The desk's people page (the operator's): support and operators listed, invited (the mailed link
 * names the public origin of the invitee's edition from configuration) and removed, both with the
 * operator's current code. A refusal comes back beside its field, with what was typed kept.
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import type { i18n as I18n } from 'i18next';
import { isLocale, type Locale } from '../../../locales/editions';
import { DeskPeoplePage, type DeskPeoplePageProps } from '../../../views/desk/PeoplePage';
import type { MarketplaceClient } from '../marketplace-client';
import { staffHeadersOf } from '../staff/calls';
import { staffOf } from '../staff/guard';
import { DESK_PATHS, invitationPath } from '../staff/paths';
import { frameFor, renderDesk } from './render';

export interface DeskPeopleDeps {
  marketplace: MarketplaceClient;
  i18n: I18n;
  /** The guard of the operator's pages. */
  operatorOnly: RequestHandler;
  form: RequestHandler;
  publicOrigin: (locale: Locale) => string;
}

const typed = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const INVITE_FIELDS = ['name', 'email', 'locale', 'role', 'code'] as const;
const removeAction = (staffId: number) => `${DESK_PATHS.staff}/${staffId}/remove`;

export function deskPeopleRoutes(router: Router, deps: DeskPeopleDeps): void {
  const { marketplace, i18n } = deps;
  const headers = (req: Request, res: Response) => staffHeadersOf(req, staffOf(res).staff.locale, staffOf(res).staffToken);
  const words = (res: Response) => frameFor(i18n, res, '').t;

  const show = async (req: Request, res: Response, status: number, extra: Pick<DeskPeoplePageProps, 'sent' | 'problem' | 'notice'> = {}) => {
    const answer = await marketplace.attempt('GET /desk/people', {}, headers(req, res));
    const frame = frameFor(i18n, res, words(res)('desk.people.heading'));
    renderDesk(res, answer.ok ? status : 503, DeskPeoplePage, { frame, people: answer.ok ? answer.answer.people : [], inviteAction: DESK_PATHS.staff, removeAction, ...extra });
  };

  router.get('/staff', deps.operatorOnly, (req, res, next) => {
    const done = req.query.done === 'invited' || req.query.done === 'removed' ? words(res)(`portal.people.notice.${req.query.done}`) : undefined;
    show(req, res, 200, { notice: done }).catch(next);
  });

  router.post('/staff', deps.operatorOnly, deps.form, async (req, res, next) => {
    try {
      const sent = { name: typed(req.body?.name, 200), email: typed(req.body?.email, 300), locale: typed(req.body?.locale, 10), role: typed(req.body?.role, 20) };
      const invitee: Locale = isLocale(sent.locale) ? sent.locale : staffOf(res).staff.locale;
      const body = { ...sent, code: typed(req.body?.code, 20), invitationPage: `${deps.publicOrigin(invitee)}${invitationPath('')}` };
      const answer = await marketplace.attempt('POST /desk/people', { body }, headers(req, res));
      if (answer.ok) return res.redirect(303, `${DESK_PATHS.staff}?done=invited`);
      if (answer.status !== 400 && answer.status !== 409) return await show(req, res, 503);
      const field = (INVITE_FIELDS as readonly string[]).includes(answer.problem.field ?? '') ? answer.problem.field as (typeof INVITE_FIELDS)[number] : 'email';
      const message = words(res)(answer.status === 409 ? 'portal.people.problem.taken' : `portal.people.problem.${field}`);
      await show(req, res, answer.status, { sent, problem: { form: 'invite', field, message } });
    } catch (error) {
      next(error);
    }
  });

  router.post('/staff/:staffId/remove', deps.operatorOnly, deps.form, async (req, res, next) => {
    try {
      const staffId = /^\d{1,9}$/.test(String(req.params.staffId)) ? Number(req.params.staffId) : 0;
      const answer = staffId ? await marketplace.attempt('POST /desk/people/:staffId/removal', { params: { staffId }, body: { code: typed(req.body?.code, 20) } }, headers(req, res)) : undefined;
      if (answer?.ok) return res.redirect(303, `${DESK_PATHS.staff}?done=removed`);
      if (answer && answer.status === 400) return await show(req, res, 400, { problem: { form: 'remove', staffId, message: words(res)('portal.people.problem.code') } });
      if (!answer || answer.status === 404) return await show(req, res, 404, { problem: { form: 'remove', staffId, message: words(res)('portal.people.problem.gone') } });
      await show(req, res, 503);
    } catch (error) {
      next(error);
    }
  });
}
