/**
 * The desk's orders: the search, and an order as the desk works it: the timeline with its notes and
 * mails to resend, and beside it the lines, payment, the shop's steps, the conversation and the
 * answer to the shopper (a template in the shopper's language to edit, then sent). A refused answer
 * comes back in the form as typed.
 */
import type { Request } from 'express';
import { type AnswerTemplate } from '../../../../contract/calls/desk-work';
import { isLocale } from '../../../../locales/editions';
import { OrderPage, OrdersPage } from '../../../../views/desk/pages';
import { OrderWork } from '../../../../views/desk/work';
import { ClaimBox } from '../../../../views/desk/claims';
import { createElement, Fragment } from 'react';
import type { MarketplaceClient } from '../../marketplace-client';
import type { ScreenAnswer } from '../../back-office/screen';
import { DESK_PATHS, orderPath } from '../../staff/paths';
import { MESSAGE_PHOTO_PATTERN } from '../../../../contract/calls/order-messages';
import { deskPage, deskProblem, deskScreen, OPERATOR, SERVICE, type DeskKit, type DeskWho } from '../area';
import { claimNotice } from './claims';
import { insertSavedReply, MarkBadges, MarksBox } from '../../../../views/desk/items';
import { translatorFor } from '../../../../locales/i18n';
import { tagsOf, type Priority } from '../../../../contract/calls/desk-items';

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : []);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const WORK_FORM = { limit: '24kb', parameterLimit: 10 };

export const answerPath = (number: string, template?: AnswerTemplate) => `${orderPath(number)}${template ? `?answer=${template}` : ''}#answer`;

/** An answer to the shopper refused (or a saved reply inserted): what was typed and why. */
interface TypedAnswer { draft: string; error?: string }

/**
 * The order's page with its work: the timeline (the desk's OrderPage) and, beside it, the lines,
 * payment, steps, the conversation and the answer form. `typed` brings back an answer refused.
 */
export async function orderPage(marketplace: MarketplaceClient, who: DeskWho, number: string, query: Request['query'], notice?: string, typed?: TypedAnswer): Promise<ScreenAnswer> {
  const [detail, work] = await Promise.all([
    marketplace.attempt('GET /desk/orders/:number', { params: { number } }, who.headers),
    marketplace.attempt('GET /desk/orders/:number/work', { params: { number } }, who.headers),
  ]);
  const t = who.t;
  if (!detail.ok) return deskProblem(who, detail.status === 400 || detail.status === 404 ? 404 : 503, t('desk.orders'), t('desk.notFound'));
  const order = detail.answer.order;
  const frame = who.frame(order.number);
  let workNode = null;
  if (work.ok) {
    const drafts = work.answer.drafts;
    const asked = text(query.answer) as AnswerTemplate;
    const chosen = drafts.find((draft) => draft.template === asked) ?? drafts[0];
    const language = new Intl.DisplayNames([frame.locale], { type: 'language' }).of(isLocale(work.answer.locale) ? work.answer.locale : 'de-DE') ?? work.answer.locale;
    const saved = await marketplace.attempt('GET /desk/saved-replies', { query: { locale: work.answer.locale } }, who.headers);
    const answer = chosen && !work.answer.anonymised ? {
      action: `${orderPath(order.number)}/answers`, chooseAction: `${orderPath(order.number)}#answer`, templates: drafts.map((draft) => draft.template),
      chosen: chosen.template, draft: typed?.draft ?? chosen.text, error: typed?.error, email: work.answer.email, language,
      saved: { replies: saved.ok ? saved.answer.replies : [], manage: DESK_PATHS.savedReplies },
    } : undefined;
    const claims = ClaimBox({ frame, form: { claims: work.answer.claims, action: `${orderPath(order.number)}/assignment`, now: new Date().toISOString() } });
    const marks = MarksBox({ frame, marks: work.answer.marks, action: `${orderPath(order.number)}/marks`, known: [] });
    workNode = createElement(Fragment, null, claims, MarkBadges({ frame, ...work.answer.marks }), marks, OrderWork({ frame, paymentAction: (part) => `${orderPath(order.number)}/parts/${part}/payment`, parts: work.answer.parts, payments: work.answer.payments, billingAddress: work.answer.billingAddress, thread: work.answer.thread, answer }));
  }
  return deskPage(OrderPage, {
    frame, order, timeline: detail.answer.timeline, work: workNode,
    noteAction: `${orderPath(order.number)}/notes`, resendAction: (mailId) => `${orderPath(order.number)}/mails/${mailId}/resend`, notice,
  }, typed?.error ? 400 : 200);
}

export function deskOrderScreens(kit: DeskKit) {
  const { marketplace } = kit;
  const notFound = (who: DeskWho) => deskProblem(who, 404, who.t('desk.orders'), who.t('desk.notFound'));

  const search = deskScreen({
    path: '/orders',
    guard: SERVICE,
    async load({ who, query: asked }) {
      const values = { number: text(asked.number), email: text(asked.email), shopId: text(asked.shopId), from: text(asked.from), to: text(asked.to) };
      const searched = Object.values(values).some(Boolean);
      const query = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
      const answer = searched ? await marketplace.attempt('GET /desk/orders', { query }, who.headers) : undefined;
      const t = who.t;
      // A search field refused is said beside it, in the reader's words; anything else above the form.
      const field = answer && !answer.ok && answer.status === 400 ? (['number', 'email', 'shopId', 'from', 'to'] as const).find((known) => known === answer.problem.field) : undefined;
      const error = answer && !answer.ok && !field ? t(answer.status === 400 ? 'desk.problem.form' : 'desk.problem.unavailable') : undefined;
      return deskPage(OrdersPage, {
        frame: who.frame(t('desk.orders')), action: DESK_PATHS.orders, values, orders: answer?.ok ? answer.answer.orders : searched ? [] : null, error, problem: field, orderLink: orderPath,
      }, answer && !answer.ok ? (answer.status === 400 ? 400 : 503) : 200);
    },
  });

  const order = deskScreen({
    path: '/orders/:number',
    guard: SERVICE,
    async load({ who, params, query }) {
      const claimed = claimNotice(who, query);
      const notice = query.notice === 'saved' ? who.t('desk.saved') : query.notice === 'sent' ? who.t('desk.reply.sent') : query.notice === 'marked' ? who.t('deskItems.marks.saved') : claimed.notice ?? claimed.error;
      return orderPage(marketplace, who, params.number!, query, notice);
    },
  });

  const notes = deskScreen({
    path: '/orders/:number/notes',
    guard: SERVICE,
    action: {
      async run({ who, params, query, body }) {
        const number = params.number!;
        const answer = await marketplace.attempt('POST /desk/orders/:number/notes', { params: { number }, body: { text: text(body.text) } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${orderPath(number)}?notice=saved` };
        if (answer.status === 404) return notFound(who);
        return orderPage(marketplace, who, number, query);
      },
    },
  });

  const resendOrderMail = deskScreen({
    path: '/orders/:number/mails/:mailId/resend',
    guard: SERVICE,
    action: {
      async run({ who, params }) {
        const answer = await marketplace.attempt('POST /desk/orders/:number/mails/:mailId/resend', { params: { number: params.number!, mailId: params.mailId! } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${orderPath(params.number!)}?notice=saved` };
        return deskProblem(who, answer.status === 400 || answer.status === 404 ? 404 : 503, who.t('desk.orders'), who.t('desk.notFound'));
      },
    },
  });

  const answerShopper = deskScreen({
    path: '/orders/:number/answers',
    guard: SERVICE,
    action: {
      form: WORK_FORM,
      async run({ who, params, query, body }) {
        const typed = text(body.text).slice(0, 10_000);
        const number = params.number!;
        // "Insert": the page again with what was typed and the saved reply in it; nothing is sent.
        if (text(body.insert)) {
          const work = await marketplace.attempt('GET /desk/orders/:number/work', { params: { number } }, who.headers);
          const locale = work.ok && isLocale(work.answer.locale) ? work.answer.locale : 'de-DE';
          const saved = await marketplace.attempt('GET /desk/saved-replies', { query: { locale } }, who.headers);
          const picked = saved.ok ? saved.answer.replies.find((one) => String(one.id) === text(body.savedReply)) : undefined;
          const draft = picked ? insertSavedReply(typed, picked.body, translatorFor(kit.i18n, locale)('desk.reply.closing')) : typed;
          return orderPage(marketplace, who, number, query, who.t('deskItems.saved.inserted'), { draft });
        }
        const answer = await marketplace.attempt('POST /desk/orders/:number/answers', { params: { number }, body: { text: typed } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${orderPath(number)}?notice=sent#conversation` };
        if (answer.status === 400 && answer.problem.field === 'text') return orderPage(marketplace, who, number, query, undefined, { draft: typed, error: who.t('desk.reply.empty') });
        return notFound(who);
      },
    },
  });

  // The operator books a prepayment transfer as received: the shop then sees the part paid and ships it.
  const prepaymentReceived = deskScreen({
    path: '/orders/:number/parts/:part/payment',
    guard: OPERATOR,
    action: {
      async run({ who, params }) {
        const number = params.number!;
        const answer = await marketplace.attempt('POST /desk/orders/:number/parts/:part/payment', { params: { number, part: params.part! } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${orderPath(number)}?notice=saved` };
        return notFound(who);
      },
    },
  });

  const marks = deskScreen({
    path: '/orders/:number/marks',
    guard: SERVICE,
    action: {
      async run({ who, params, body }) {
        const number = params.number!;
        const tags = tagsOf(text(body.more), texts(body.tags));
        const answer = await marketplace.attempt('POST /desk/orders/:number/marks', { params: { number }, body: { priority: text(body.priority) as Priority, tags } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${orderPath(number)}?notice=marked` };
        if (answer.status === 400) return deskProblem(who, 400, who.t('desk.orders'), who.t('desk.problem.form'));
        return notFound(who);
      },
    },
  });

  // A photo of a conversation's message: staff only (the guard), never cached on the way.
  const messagePhoto = deskScreen({
    path: '/message-photos/:file',
    guard: SERVICE,
    async load({ who, params, query }) {
      const file = params.file!;
      if (!MESSAGE_PHOTO_PATTERN.test(file)) return notFound(who);
      const answer = await marketplace.attempt('GET /desk/message-photos/:file', { params: { file }, query: query.size === 'thumb' ? { size: 'thumb' } : {} }, who.headers);
      if (!answer.ok) return answer.status === 404 ? notFound(who) : deskProblem(who, 503, who.t('desk.orders'), who.t('desk.problem.unavailable'));
      return { kind: 'file', contentType: 'image/jpeg', filename: `${file}.jpg`, body: Buffer.from(answer.answer.base64, 'base64'), inline: true, headers: { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' } };
    },
  });

  return [search, order, notes, resendOrderMail, answerShopper, prepaymentReceived, marks, messagePhoto];
}
