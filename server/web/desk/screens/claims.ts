/**
 * Taking and releasing an item at the desk (a contact message, an order's conversation), from the
 * queue or from the item's page, and taking the next free item of the queue. A colleague who took
 * the item first is named on the page the agent comes back to.
 */
import type { QueueItem } from '../../../../contract/calls/desk-work';
import { contactMessagePath, DESK_PATHS, orderPath } from '../../staff/paths';
import { deskProblem, deskScreen, SERVICE, type DeskKit, type DeskWho } from '../area';
import type { ScreenAnswer } from '../../back-office/screen';

const CLAIM_FORM = { limit: '2kb', parameterLimit: 5 };
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Where an assignable item of the queue is taken or released; null for the items nobody owns. */
export function claimPath(item: QueueItem): string | null {
  if (item.kind === 'contact') return `${contactMessagePath(item.id)}/assignment`;
  if (item.kind === 'reply' && item.orderNumber) return `${orderPath(item.orderNumber)}/assignment`;
  return null;
}

export function deskClaimScreens(kit: DeskKit) {
  const { marketplace } = kit;
  /** Back to the queue or to the item, saying what happened. */
  const after = (who: DeskWho, itemPath: string, back: string, outcome: 'taken' | 'released' | 'takenByOther', by?: string): ScreenAnswer => {
    const notice = outcome === 'takenByOther' ? `takenByOther&by=${encodeURIComponent(by ?? '')}` : outcome;
    return { kind: 'redirect', location: back === 'queue' ? `${DESK_PATHS.queue}?notice=${notice}` : `${itemPath}?notice=${notice}` };
  };
  const refused = (who: DeskWho) => deskProblem(who, 404, who.t('deskWork.queue'), who.t('desk.notFound'));

  const contactClaim = deskScreen({
    path: '/inbox/:id/assignment',
    guard: SERVICE,
    action: {
      form: CLAIM_FORM,
      async run({ who, params, body }) {
        const action = text(body.action) === 'release' ? 'release' : 'take';
        const answer = await marketplace.attempt('POST /desk/contact-messages/:id/assignment', { params: { id: params.id! }, body: { action } }, who.headers);
        if (!answer.ok) return refused(who);
        const outcome = action === 'release' ? 'released' : answer.answer.taken ? 'taken' : 'takenByOther';
        return after(who, contactMessagePath(Number(params.id)), text(body.back), outcome, answer.answer.assignee?.name);
      },
    },
  });

  const orderClaim = deskScreen({
    path: '/orders/:number/assignment',
    guard: SERVICE,
    action: {
      form: CLAIM_FORM,
      async run({ who, params, body }) {
        const action = text(body.action) === 'release' ? 'release' : 'take';
        const answer = await marketplace.attempt('POST /desk/orders/:number/assignment', { params: { number: params.number! }, body: { action } }, who.headers);
        if (!answer.ok) return refused(who);
        const outcome = action === 'release' ? 'released' : answer.answer.taken ? 'taken' : 'takenByOther';
        return after(who, orderPath(params.number!), text(body.back), outcome, answer.answer.assignee?.name);
      },
    },
  });

  const next = deskScreen({
    path: '/queue/next',
    guard: SERVICE,
    action: {
      form: CLAIM_FORM,
      async run({ who }) {
        const answer = await marketplace.attempt('POST /desk/queue/next', {}, who.headers);
        const item = answer.ok ? answer.answer.item : null;
        if (!item) return { kind: 'redirect', location: `${DESK_PATHS.queue}?notice=noneFree` };
        return { kind: 'redirect', location: item.kind === 'contact' ? `${contactMessagePath(item.id)}?notice=taken` : `${orderPath(item.orderNumber ?? '')}?notice=taken#conversation` };
      },
    },
  });

  return [contactClaim, orderClaim, next];
}

/** The notice of a take or release, on the queue or the item's page; undefined for any other. */
export function claimNotice(who: DeskWho, query: Record<string, unknown>): { notice?: string; error?: string } {
  switch (query.notice) {
    case 'taken': return { notice: who.t('deskClaims.taken') };
    case 'released': return { notice: who.t('deskClaims.released') };
    case 'noneFree': return { notice: who.t('deskClaims.noneFree') };
    case 'takenByOther': return { error: who.t('deskClaims.takenByOther', { name: text(query.by).slice(0, 100) }) };
    default: return {};
  }
}
