/**
 * Personal data in the desk: the export is a JSON download; the erasure answers what went and
 * what is kept (orders the law keeps, until when).
 */
import { PersonalDataPage } from '../../../../views/desk/pages';
import { DESK_PATHS } from '../../staff/paths';
import { deskPage, deskScreen, SERVICE, type DeskKit, type DeskWho } from '../area';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const actions = (who: DeskWho) => ({ frame: who.frame(who.t('desk.personalData')), exportAction: DESK_PATHS.personalData, eraseAction: `${DESK_PATHS.personalData}/erase` });

export function deskPersonalDataScreens(kit: DeskKit) {
  const { marketplace } = kit;

  const exported = deskScreen({
    path: '/personal-data',
    guard: SERVICE,
    async load({ who, query }) {
      if (query.email === undefined) return deskPage(PersonalDataPage, actions(who));
      const answer = await marketplace.attempt('GET /desk/personal-data', { query: { email: text(query.email) } }, who.headers);
      if (!answer.ok) return deskPage(PersonalDataPage, { ...actions(who), error: `${who.t('desk.invalid')} ${answer.problem.field ?? ''}` }, answer.status === 400 ? 400 : 503);
      return { kind: 'file', contentType: 'application/json', filename: `personal-data-${answer.answer.exportedAt.slice(0, 10)}.json`, body: JSON.stringify(answer.answer, null, 2) };
    },
  });

  const erased = deskScreen({
    path: '/personal-data/erase',
    guard: SERVICE,
    action: {
      async run({ who, body }) {
        const answer = await marketplace.attempt('POST /desk/personal-data/erase', { body: { email: text(body.email) } }, who.headers);
        if (!answer.ok) return deskPage(PersonalDataPage, { ...actions(who), error: `${who.t('desk.invalid')} ${answer.problem.field ?? ''}` }, answer.status === 400 ? 400 : 503);
        return deskPage(PersonalDataPage, { ...actions(who), result: answer.answer });
      },
    },
  });

  return [exported, erased];
}
