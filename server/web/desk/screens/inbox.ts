/**
 * The desk's contact inbox: the messages by status, one message with its status and the answer to
 * its sender (starting from a greeting and a closing in the sender's language). A refused answer
 * comes back in the form as typed.
 */
import { CONTACT_STATUSES, type ContactStatus } from '../../../../contract/calls/desk';
import { isLocale } from '../../../../locales/editions';
import { translatorFor } from '../../../../locales/i18n';
import { ContactMessagePage, InboxPage } from '../../../../views/desk/pages';
import { contactMessagePath, DESK_PATHS, orderPath } from '../../staff/paths';
import type { Request } from 'express';
import type { ScreenAnswer } from '../../back-office/screen';
import { deskPage, deskProblem, deskScreen, SERVICE, type DeskKit, type DeskWho } from '../area';
import { claimNotice } from './claims';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An answer refused: what was typed and why. */
interface TypedReply { draft: string; error: string }

export function deskInboxScreens(kit: DeskKit) {
  const { marketplace, i18n } = kit;

  const inbox = deskScreen({
    path: '/inbox',
    guard: SERVICE,
    async load({ who, query }) {
      const status = (CONTACT_STATUSES as readonly string[]).includes(text(query.status)) ? (text(query.status) as ContactStatus) : undefined;
      const q = text(query.q).trim().slice(0, 200);
      const answer = await marketplace.attempt('GET /desk/contact-messages', { query: { ...(status ? { status } : {}), ...(q ? { q } : {}) } }, who.headers);
      const data = answer.ok ? answer.answer : { messages: [], counts: { new: 0, answered: 0, closed: 0 } };
      return deskPage(InboxPage, {
        frame: who.frame(who.t('desk.inbox')), messages: data.messages, counts: data.counts, status, link: contactMessagePath,
        filterLink: (s) => (s ? `${DESK_PATHS.inbox}?status=${s}` : DESK_PATHS.inbox), search: { action: DESK_PATHS.inbox, q, status },
      }, answer.ok ? 200 : 503);
    },
  });

  const messagePage = async (who: DeskWho, id: string, query: Request['query'], typed?: TypedReply): Promise<ScreenAnswer> => {
    const answer = await marketplace.attempt('GET /desk/contact-messages/:id', { params: { id } }, who.headers);
    if (!answer.ok) return deskProblem(who, 404, who.t('desk.inbox'), who.t('desk.notFound'));
    const claimed = typed ? {} : claimNotice(who, query);
    const notice = typed ? undefined : query.notice === 'saved' ? who.t('desk.saved') : query.notice === 'sent' ? who.t('desk.reply.sent') : claimed.notice ?? claimed.error;
    const message = answer.answer.message;
    // The answer starts from a greeting and a closing in the sender's language, whatever support's own.
    const sender = translatorFor(i18n, isLocale(message.locale) ? message.locale : 'de-DE');
    const draft = typed?.draft ?? `${sender('desk.reply.greeting', { name: message.name, interpolation: { escapeValue: false } })}\n\n\n\n${sender('desk.reply.closing')}`;
    const reply = message.email.includes('@') ? { action: `${contactMessagePath(message.id)}/replies`, draft, error: typed?.error } : undefined;
    return deskPage(ContactMessagePage, { frame: who.frame(`${who.t('desk.message')} #${message.id}`), message, statusAction: `${contactMessagePath(message.id)}/status`, orderLink: orderPath, notice, reply,
      claims: { claims: answer.answer.claims, action: `${contactMessagePath(message.id)}/assignment`, now: new Date().toISOString() } }, typed ? 400 : 200);
  };

  const message = deskScreen({
    path: '/inbox/:id',
    guard: SERVICE,
    async load({ who, params, query }) {
      return messagePage(who, params.id!, query);
    },
  });

  const reply = deskScreen({
    path: '/inbox/:id/replies',
    guard: SERVICE,
    action: {
      async run({ who, params, query, body }) {
        const typed = text(body.text).slice(0, 10_000);
        const answer = await marketplace.attempt('POST /desk/contact-messages/:id/replies', { params: { id: params.id! }, body: { text: typed } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${contactMessagePath(Number(params.id))}?notice=sent` };
        if (answer.status === 400) return messagePage(who, params.id!, query, { draft: typed, error: who.t('desk.reply.empty') });
        return deskProblem(who, 404, who.t('desk.inbox'), who.t('desk.notFound'));
      },
    },
  });

  const status = deskScreen({
    path: '/inbox/:id/status',
    guard: SERVICE,
    action: {
      async run({ who, params, body }) {
        const answer = await marketplace.attempt('POST /desk/contact-messages/:id/status', { params: { id: params.id! }, body: { status: text(body.status) } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${contactMessagePath(Number(params.id))}?notice=saved` };
        return deskProblem(who, answer.status === 400 ? 400 : 404, who.t('desk.inbox'), answer.status === 400 ? `${who.t('desk.invalid')} ${answer.problem.field ?? ''}` : who.t('desk.notFound'));
      },
    },
  });

  return [inbox, message, reply, status];
}
