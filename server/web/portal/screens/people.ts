/**
 * The portal's people screen (the owner's): the list, the invitation (its link names the shop's
 * public origin from configuration, never the request's Host) and the removal, both confirmed with
 * a code of the owner's second factor. Staff and a key's holder get the page saying whose it is (403).
 */
import type { Request } from 'express';
import { isLocale, type Locale } from '../../../../locales/editions';
import { PORTAL_PATHS } from '../../../../contract/portal-paths';
import { PeoplePage, type PeoplePageProps, type PeopleProblem } from '../../../../views/portal/PeoplePage';
import type { ScreenAnswer } from '../../back-office/screen';
import { codeLockedMessage } from '../../staff/code-locked';
import { invitationPath } from '../../staff/paths';
import { portalPage, portalScreen, type PortalWho } from '../area';

const typed = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const INVITE_FIELDS = ['name', 'email', 'locale', 'code'] as const;

/** What the page shows after a form: its status, and a refusal beside its field with what was typed. */
type PeopleOutcome = { status: number } & Pick<PeoplePageProps, 'sent' | 'problem'>;

/** The invitation page on the public origin of the invitee's edition, without its token. */
export function portalPeopleScreens(invitationPage?: (locale: Locale) => string) {
  const pageOf = (locale: Locale) => invitationPage?.(locale) ?? `http://localhost${invitationPath('')}`;

  const peoplePage = async (who: PortalWho, query: Request['query'], outcome?: PeopleOutcome): Promise<ScreenAnswer> => {
    const answer = await who.call('GET /portal/people');
    if (!answer.ok && answer.status !== 403) return who.unavailable();
    const notice = !outcome && (query.done === 'invited' || query.done === 'removed') ? query.done : null;
    const { status = 200, ...extra } = outcome ?? {};
    return portalPage(PeoplePage, { t: who.t, lang: who.lang, shopName: who.member.shopName, people: answer.ok ? answer.answer.people : null, formatDate: who.formatDate, notice, ...extra }, answer.ok ? status : 403);
  };

  const people = portalScreen<PeopleOutcome>({
    path: '/people',
    guard: 'member',
    async load({ who, query, outcome }) {
      return peoplePage(who, query, outcome);
    },
    action: {
      async run({ who, body }) {
        const sent = { name: typed(body.name, 200), email: typed(body.email, 300), locale: typed(body.locale, 10) };
        const invitee: Locale = isLocale(sent.locale) ? sent.locale : who.lang;
        const answer = await who.call('POST /portal/people', { body: { ...sent, code: typed(body.code, 20), invitationPage: pageOf(invitee) } });
        if (answer.ok) return { kind: 'redirect', location: `${PORTAL_PATHS.people}?done=invited` };
        if (answer.status === 403) return { kind: 'outcome', outcome: { status: 200 } };
        const locked = codeLockedMessage(who.t, answer);
        if (locked) return { kind: 'outcome', outcome: { status: 429, sent, problem: { form: 'invite', field: 'code', message: locked } } };
        if (answer.status === 400 || answer.status === 409) {
          const field = (INVITE_FIELDS as readonly string[]).includes(answer.problem.field ?? '') ? answer.problem.field as (typeof INVITE_FIELDS)[number] : 'email';
          const problem: PeopleProblem = { form: 'invite', field, message: who.t(answer.status === 409 ? 'portal.people.problem.taken' : `portal.people.problem.${field}`) };
          return { kind: 'outcome', outcome: { status: answer.status, sent, problem } };
        }
        return who.unavailable();
      },
    },
  });

  const remove = portalScreen({
    path: '/people/:staffId/remove',
    guard: 'member',
    action: {
      async run({ who, params, query, body }) {
        const staffId = /^\d{1,9}$/.test(params.staffId!) ? Number(params.staffId) : null;
        if (staffId === null) return { kind: 'text', status: 404, text: 'Not found' };
        const answer = await who.call('POST /portal/people/:staffId/removal', { params: { staffId }, body: { code: typed(body.code, 20) } });
        if (answer.ok) return { kind: 'redirect', location: `${PORTAL_PATHS.people}?done=removed` };
        if (answer.status === 403) return peoplePage(who, query, { status: 200 });
        const locked = codeLockedMessage(who.t, answer);
        if (locked) return peoplePage(who, query, { status: 429, problem: { form: 'remove', staffId, message: locked } });
        if (answer.status === 400) return peoplePage(who, query, { status: 400, problem: { form: 'remove', staffId, message: who.t('portal.people.problem.code') } });
        if (answer.status === 404) return peoplePage(who, query, { status: 404, problem: { form: 'remove', staffId, message: who.t('portal.people.problem.gone') } });
        return who.unavailable();
      },
    },
  });

  return [people, remove];
}
