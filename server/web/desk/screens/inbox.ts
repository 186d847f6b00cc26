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
import { contactReference, tagsOf, type Priority } from '../../../../contract/calls/desk-items';
import { insertSavedReply } from '../../../../views/desk/items';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An answer refused (or a saved reply inserted): what was typed and why. */
interface TypedReply { draft: string; error?: string }
/** What came back to the page as typed: the answer, a note, the merge's order number. */
interface Typed { reply?: TypedReply; note?: { draft: string; error: string }; merge?: { value: string; error: string }; notice?: string }

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : []);

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

  const messagePage = async (who: DeskWho, id: string, query: Request['query'], typed?: Typed): Promise<ScreenAnswer> => {
    const answer = await marketplace.attempt('GET /desk/contact-messages/:id', { params: { id } }, who.headers);
    if (!answer.ok) return deskProblem(who, 404, who.t('desk.inbox'), who.t('desk.notFound'));
    const claimed = typed ? {} : claimNotice(who, query);
    const notices: Record<string, string> = { saved: who.t('desk.saved'), sent: who.t('desk.reply.sent'), marked: who.t('deskItems.marks.saved'), noted: who.t('deskItems.notes.added') };
    const notice = typed ? typed.notice : notices[text(query.notice)] ?? claimed.notice ?? claimed.error;
    const message = answer.answer.message;
    // The answer starts from a greeting and a closing in the sender's language, whatever support's own.
    const sender = translatorFor(i18n, isLocale(message.locale) ? message.locale : 'de-DE');
    const draft = typed?.reply?.draft ?? `${sender('desk.reply.greeting', { name: message.name, interpolation: { escapeValue: false } })}\n\n\n\n${sender('desk.reply.closing')}`;
    const saved = await marketplace.attempt('GET /desk/saved-replies', { query: { locale: message.locale } }, who.headers);
    const path = contactMessagePath(message.id);
    const reply = message.email.includes('@') ? { action: `${path}/replies`, draft, error: typed?.reply?.error, saved: { replies: saved.ok ? saved.answer.replies : [], manage: DESK_PATHS.savedReplies } } : undefined;
    const items = {
      marks: { marks: answer.answer.marks, action: `${path}/marks`, known: [] },
      notes: { notes: answer.answer.notes, action: `${path}/notes`, ...typed?.note },
      merge: message.email.includes('@') ? { action: `${path}/merge`, value: typed?.merge?.value ?? message.orderNumber ?? '', error: typed?.merge?.error } : undefined,
    };
    const refused = typed?.reply?.error || typed?.note || typed?.merge;
    return deskPage(ContactMessagePage, { frame: who.frame(`${who.t('desk.message')} ${contactReference(message.id, message.receivedAt)}`), message, statusAction: `${path}/status`, orderLink: orderPath, notice, reply,
      claims: { claims: answer.answer.claims, action: `${path}/assignment`, now: new Date().toISOString() }, items }, refused ? 400 : 200);
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
        // "Insert": the page again with what was typed and the saved reply in it; nothing is sent.
        if (text(body.insert)) return messagePage(who, params.id!, query, { reply: { draft: await withSavedReply(who, params.id!, typed, text(body.savedReply)) }, notice: who.t('deskItems.saved.inserted') });
        const answer = await marketplace.attempt('POST /desk/contact-messages/:id/replies', { params: { id: params.id! }, body: { text: typed } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${contactMessagePath(Number(params.id))}?notice=sent` };
        if (answer.status === 400) return messagePage(who, params.id!, query, { reply: { draft: typed, error: who.t('desk.reply.empty') } });
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

  /** The text typed with the chosen saved reply put in before the closing in the sender's language. */
  const withSavedReply = async (who: DeskWho, id: string, typed: string, chosen: string): Promise<string> => {
    const found = await marketplace.attempt('GET /desk/contact-messages/:id', { params: { id } }, who.headers);
    const locale = found.ok && isLocale(found.answer.message.locale) ? found.answer.message.locale : 'de-DE';
    const saved = await marketplace.attempt('GET /desk/saved-replies', { query: { locale } }, who.headers);
    const picked = saved.ok ? saved.answer.replies.find((one) => String(one.id) === chosen) : undefined;
    return picked ? insertSavedReply(typed, picked.body, translatorFor(i18n, locale)('desk.reply.closing')) : typed;
  };

  const marks = deskScreen({
    path: '/inbox/:id/marks',
    guard: SERVICE,
    action: {
      async run({ who, params, body }) {
        const tags = tagsOf(text(body.more), texts(body.tags));
        const answer = await marketplace.attempt('POST /desk/contact-messages/:id/marks', { params: { id: params.id! }, body: { priority: text(body.priority) as Priority, tags } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${contactMessagePath(Number(params.id))}?notice=marked` };
        if (answer.status === 400) return deskProblem(who, 400, who.t('desk.inbox'), who.t('desk.problem.form'));
        return deskProblem(who, 404, who.t('desk.inbox'), who.t('desk.notFound'));
      },
    },
  });

  const note = deskScreen({
    path: '/inbox/:id/notes',
    guard: SERVICE,
    action: {
      async run({ who, params, query, body }) {
        const typed = text(body.text).slice(0, 2000);
        const answer = await marketplace.attempt('POST /desk/contact-messages/:id/notes', { params: { id: params.id! }, body: { text: typed } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${contactMessagePath(Number(params.id))}?notice=noted#notes-heading` };
        if (answer.status === 400) return messagePage(who, params.id!, query, { note: { draft: typed, error: who.t('deskItems.notes.empty') } });
        return deskProblem(who, 404, who.t('desk.inbox'), who.t('desk.notFound'));
      },
    },
  });

  const merge = deskScreen({
    path: '/inbox/:id/merge',
    guard: SERVICE,
    action: {
      async run({ who, params, query, body }) {
        const typed = text(body.orderNumber).trim().slice(0, 40);
        const answer = await marketplace.attempt('POST /desk/contact-messages/:id/merge', { params: { id: params.id! }, body: { orderNumber: typed } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${contactMessagePath(Number(params.id))}?notice=saved` };
        const again = (error: string) => messagePage(who, params.id!, query, { merge: { value: typed, error } });
        if (answer.status === 400) return again(who.t('deskItems.merge.invalid'));
        if (answer.status === 409) return again(who.t('deskItems.merge.already'));
        // No such order; a message gone meanwhile is the page's own "not found".
        if (answer.status === 404) return again(who.t('deskItems.merge.noOrder'));
        return deskProblem(who, 503, who.t('desk.inbox'), who.t('desk.problem.unavailable'));
      },
    },
  });

  return [inbox, message, reply, status, marks, note, merge];
}
