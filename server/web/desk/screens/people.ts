/**
 * The desk's people page (the operator's): support and operators listed, invited (the mailed link
 * names the public origin of the invitee's edition from configuration) and removed, both with the
 * operator's current code. A refusal comes back beside its field, with what was typed kept.
 */
import { isLocale, type Locale } from '../../../../locales/editions';
import { DeskPeoplePage, type DeskPeoplePageProps } from '../../../../views/desk/PeoplePage';
import { publicOriginOf } from '../../../config/config';
import { codeLockedMessage } from '../../staff/code-locked';
import { DESK_PATHS, invitationPath } from '../../staff/paths';
import type { Request } from 'express';
import type { ScreenAnswer } from '../../back-office/screen';
import { deskPage, deskScreen, OPERATOR, type DeskKit, type DeskWho } from '../area';

const typed = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const INVITE_FIELDS = ['name', 'email', 'locale', 'role', 'code'] as const;
const removeAction = (staffId: number) => `${DESK_PATHS.staff}/${staffId}/remove`;

/** What the page shows after a form: its status, and a refusal beside its field with what was typed. */
type PeopleOutcome = { status: number } & Pick<DeskPeoplePageProps, 'sent' | 'problem'>;

export function deskPeopleScreens(kit: DeskKit) {
  const { marketplace } = kit;
  const publicOrigin = (locale: Locale) => publicOriginOf(kit.config, locale).origin;

  const peoplePage = async (who: DeskWho, query: Request['query'], outcome?: PeopleOutcome): Promise<ScreenAnswer> => {
    const answer = await marketplace.attempt('GET /desk/people', {}, who.headers);
    const notice = !outcome && (query.done === 'invited' || query.done === 'removed') ? who.t(`portal.people.notice.${query.done}`) : undefined;
    const { status = 200, ...extra } = outcome ?? {};
    return deskPage(DeskPeoplePage, { frame: who.frame(who.t('desk.people.heading')), people: answer.ok ? answer.answer.people : [], inviteAction: DESK_PATHS.staff, removeAction, notice, ...extra }, answer.ok ? status : 503);
  };

  const people = deskScreen<PeopleOutcome>({
    path: '/staff',
    guard: OPERATOR,
    async load({ who, query, outcome }) {
      return peoplePage(who, query, outcome);
    },
    action: {
      async run({ who, body }) {
        const sent = { name: typed(body.name, 200), email: typed(body.email, 300), locale: typed(body.locale, 10), role: typed(body.role, 20) };
        const invitee: Locale = isLocale(sent.locale) ? sent.locale : who.locale;
        const answer = await marketplace.attempt('POST /desk/people', { body: { ...sent, code: typed(body.code, 20), invitationPage: `${publicOrigin(invitee)}${invitationPath('')}` } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${DESK_PATHS.staff}?done=invited` };
        const locked = codeLockedMessage(who.t, answer);
        if (locked) return { kind: 'outcome', outcome: { status: 429, sent, problem: { form: 'invite', field: 'code', message: locked } } };
        if (answer.status !== 400 && answer.status !== 409) return { kind: 'outcome', outcome: { status: 503 } };
        const field = (INVITE_FIELDS as readonly string[]).includes(answer.problem.field ?? '') ? answer.problem.field as (typeof INVITE_FIELDS)[number] : 'email';
        const message = who.t(answer.status === 409 ? 'portal.people.problem.taken' : `portal.people.problem.${field}`);
        return { kind: 'outcome', outcome: { status: answer.status, sent, problem: { form: 'invite', field, message } } };
      },
    },
  });

  const remove = deskScreen({
    path: '/staff/:staffId/remove',
    guard: OPERATOR,
    action: {
      async run({ who, params, query, body }) {
        const again = (outcome: PeopleOutcome) => peoplePage(who, query, outcome);
        const staffId = /^\d{1,9}$/.test(params.staffId!) ? Number(params.staffId) : 0;
        const answer = staffId ? await marketplace.attempt('POST /desk/people/:staffId/removal', { params: { staffId }, body: { code: typed(body.code, 20) } }, who.headers) : undefined;
        if (answer?.ok) return { kind: 'redirect', location: `${DESK_PATHS.staff}?done=removed` };
        const locked = answer && codeLockedMessage(who.t, answer);
        if (locked) return again({ status: 429, problem: { form: 'remove', staffId, message: locked } });
        if (answer && answer.status === 400) return again({ status: 400, problem: { form: 'remove', staffId, message: who.t('portal.people.problem.code') } });
        if (!answer || answer.status === 404) return again({ status: 404, problem: { form: 'remove', staffId, message: who.t('portal.people.problem.gone') } });
        return again({ status: 503 });
      },
    },
  });

  return [people, remove];
}
