/**
 * The desk's queue, its start page: what waits for an answer or a decision, oldest first; resending
 * a mail given up on, and the operator's decision on a held feed. Forms without scripts, as the rest.
 */
import { QUEUE_KINDS, type QueueKind } from '../../../../contract/calls/desk-work';
import { QUEUE_OWNERS, type QueueOwner } from '../../../../contract/calls/desk-claims';
import { QueuePage, type QueueLinks } from '../../../../views/desk/work';
import { contactMessagePath, DESK_PATHS, orderPath, shopPath } from '../../staff/paths';
import { deskPage, deskProblem, deskScreen, OPERATOR, SERVICE, type DeskKit } from '../area';
import { answerPath } from './orders';
import { claimNotice, claimPath } from './claims';
import { normaliseTag, PRIORITIES, type Priority } from '../../../../contract/calls/desk-items';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const WORK_FORM = { limit: '24kb', parameterLimit: 10 };

const QUEUE_LINKS: QueueLinks = {
  filter: (kind, owner, marks) => {
    const query = new URLSearchParams({ ...(kind ? { kind } : {}), ...(owner ? { owner } : {}), ...(marks?.priority ? { priority: marks.priority } : {}), ...(marks?.tag ? { tag: marks.tag } : {}) }).toString();
    return query ? `${DESK_PATHS.queue}?${query}` : DESK_PATHS.queue;
  },
  queue: DESK_PATHS.queue,
  claim: claimPath,
  next: `${DESK_PATHS.queue}/next`,
  order: orderPath,
  answer: answerPath,
  contact: contactMessagePath,
  shop: shopPath,
  resend: (id) => `${DESK_PATHS.prefix}/mails/${id}/resend`,
  decide: (id) => `${DESK_PATHS.prefix}/imports/${id}/decision`,
};

export function deskQueueScreens(kit: DeskKit) {
  const { marketplace } = kit;

  const queue = deskScreen({
    path: '/queue',
    guard: SERVICE,
    async load({ who, query }) {
      const kind = (QUEUE_KINDS as readonly string[]).includes(text(query.kind)) ? (text(query.kind) as QueueKind) : undefined;
      const owner = (QUEUE_OWNERS as readonly string[]).includes(text(query.owner)) ? (text(query.owner) as QueueOwner) : undefined;
      const priority = (PRIORITIES as readonly string[]).includes(text(query.priority)) ? (text(query.priority) as Priority) : undefined;
      const tag = normaliseTag(text(query.tag)) || undefined;
      const answer = await marketplace.attempt('GET /desk/queue', { query: { ...(kind ? { kind } : {}), ...(owner ? { owner } : {}), ...(priority ? { priority } : {}), ...(tag ? { tag } : {}) } }, who.headers);
      const t = who.t;
      const data = answer.ok ? answer.answer : { items: [], counts: { contact: 0, reply: 0, withdrawal: 0, import: 0, mail: 0 }, now: new Date().toISOString() };
      const claimed = claimNotice(who, query);
      const notice = query.notice === 'resent' ? t('deskWork.resent') : query.notice === 'decided' ? t('deskWork.decided') : claimed.notice;
      const error = query.notice === 'notHeld' ? t('deskWork.notHeld') : claimed.error;
      return deskPage(QueuePage, { frame: who.frame(t('deskWork.queue')), ...data, kind, owner, marks: { priority, tag }, links: QUEUE_LINKS, notice, error }, answer.ok ? 200 : 503);
    },
  });

  const resendMail = deskScreen({
    path: '/mails/:id/resend',
    guard: SERVICE,
    action: {
      form: WORK_FORM,
      async run({ who, params }) {
        const answer = await marketplace.attempt('POST /desk/mails/:id/resend', { params: { id: params.id! } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${DESK_PATHS.queue}?notice=resent` };
        return deskProblem(who, 404, who.t('deskWork.queue'), who.t('desk.notFound'));
      },
    },
  });

  const decideImport = deskScreen({
    path: '/imports/:id/decision',
    guard: OPERATOR,
    action: {
      form: WORK_FORM,
      async run({ who, params, body }) {
        const answer = await marketplace.attempt('POST /desk/imports/:id/decision', { params: { id: params.id! }, body: { decision: text(body.decision) } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${DESK_PATHS.queue}?notice=decided` };
        if (answer.status === 409) return { kind: 'redirect', location: `${DESK_PATHS.queue}?notice=notHeld` };
        if (answer.status === 400) return deskProblem(who, 400, who.t('deskWork.queue'), `${who.t('desk.invalid')} ${answer.problem.field ?? ''}`);
        return deskProblem(who, 404, who.t('deskWork.queue'), who.t('desk.notFound'));
      },
    },
  });

  return [queue, resendMail, decideImport];
}
