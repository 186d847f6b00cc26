/**
 * The desk's saved replies: the list by language with each editable in place, a new one added, one
 * removed. A refused form comes back as typed with the problem beside its field.
 */
import type { Request } from 'express';
import { SavedRepliesPage, type SavedReplyDraft } from '../../../../views/desk/SavedRepliesPage';
import type { ScreenAnswer } from '../../back-office/screen';
import { DESK_PATHS } from '../../staff/paths';
import { deskPage, deskProblem, deskScreen, SERVICE, type DeskKit, type DeskWho } from '../area';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const FORM = { limit: '24kb', parameterLimit: 10 };
const action = (id?: number) => (id === undefined ? DESK_PATHS.savedReplies : `${DESK_PATHS.savedReplies}/${id}`);

export function deskSavedReplyScreens(kit: DeskKit) {
  const { marketplace } = kit;

  const page = async (who: DeskWho, query: Request['query'], draft?: SavedReplyDraft): Promise<ScreenAnswer> => {
    const answer = await marketplace.attempt('GET /desk/saved-replies', {}, who.headers);
    const notices: Record<string, string> = { created: who.t('deskItems.saved.created'), changed: who.t('deskItems.saved.changed'), removed: who.t('deskItems.saved.removed') };
    return deskPage(SavedRepliesPage, {
      frame: who.frame(who.t('deskItems.saved.heading')), replies: answer.ok ? answer.answer.replies : [], action, notice: draft ? undefined : notices[text(query.notice)], draft,
    }, draft ? 400 : answer.ok ? 200 : 503);
  };

  /** Sends the form; on a refusal the page again with what was typed and the field at fault. */
  const keep = async (who: DeskWho, query: Request['query'], body: Record<string, unknown>, id: number | null): Promise<ScreenAnswer> => {
    const values = { locale: text(body.locale).slice(0, 10), title: text(body.title).slice(0, 120), body: text(body.body).slice(0, 10_000) };
    const answer = id === null
      ? await marketplace.attempt('POST /desk/saved-replies', { body: values }, who.headers)
      : await marketplace.attempt('POST /desk/saved-replies/:id', { params: { id: String(id) }, body: values }, who.headers);
    if (answer.ok) return { kind: 'redirect', location: `${DESK_PATHS.savedReplies}?notice=${id === null ? 'created' : 'changed'}` };
    if (answer.status === 400) {
      const field = answer.problem.field === 'body' ? 'body' : 'title';
      return page(who, query, { id, ...values, problem: { field, text: who.t(field === 'body' ? 'deskItems.saved.bodyRequired' : 'deskItems.saved.titleRequired') } });
    }
    return deskProblem(who, 404, who.t('deskItems.saved.heading'), who.t('desk.notFound'));
  };

  const list = deskScreen({
    path: '/saved-replies',
    guard: SERVICE,
    async load({ who, query }) {
      return page(who, query);
    },
    action: { form: FORM, async run({ who, query, body }) { return keep(who, query, body, null); } },
  });

  const change = deskScreen({
    path: '/saved-replies/:id',
    guard: SERVICE,
    action: { form: FORM, async run({ who, params, query, body }) { return keep(who, query, body, Number(params.id)); } },
  });

  const remove = deskScreen({
    path: '/saved-replies/:id/removal',
    guard: SERVICE,
    action: {
      async run({ who, params }) {
        const answer = await marketplace.attempt('POST /desk/saved-replies/:id/removal', { params: { id: params.id! } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${DESK_PATHS.savedReplies}?notice=removed` };
        return deskProblem(who, 404, who.t('deskItems.saved.heading'), who.t('desk.notFound'));
      },
    },
  });

  return [list, change, remove];
}
