/**
 * The desk's work pages: the queue (the desk's start page), an order as the desk works it with the
 * answer to the shopper (a template in the shopper's language to edit, then sent), resending a mail
 * given up on, and the operator's decision on a held feed. Forms without scripts, as the rest.
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { i18n as I18n } from 'i18next';
import { QUEUE_KINDS, type AnswerTemplate, type QueueKind } from '../../../contract/calls/desk-work';
import { isLocale } from '../../../locales/editions';
import type { Translate } from '../../../locales/i18n';
import { OrderPage, ProblemPage } from '../../../views/desk/pages';
import { OrderWork, QueuePage, type QueueLinks } from '../../../views/desk/work';
import type { MarketplaceClient } from '../marketplace-client';
import { contactMessagePath, DESK_PATHS, orderPath, shopPath } from '../staff/paths';
import { frameFor, renderDesk } from './render';

export interface DeskPageKit {
  marketplace: MarketplaceClient;
  i18n: I18n;
  guard: (roles: readonly ('support' | 'operator')[]) => RequestHandler;
  headers: (req: Request, res: Response) => Record<string, string | undefined>;
  words: (res: Response) => Translate;
}

const SERVICE = ['support', 'operator'] as const;
const OPERATOR = ['operator'] as const;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const answerPath = (number: string, template?: AnswerTemplate) => `${orderPath(number)}${template ? `?answer=${template}` : ''}#answer`;

const QUEUE_LINKS: QueueLinks = {
  filter: (kind) => (kind ? `${DESK_PATHS.queue}?kind=${kind}` : DESK_PATHS.queue),
  order: orderPath,
  answer: answerPath,
  contact: contactMessagePath,
  shop: shopPath,
  resend: (id) => `${DESK_PATHS.prefix}/mails/${id}/resend`,
  decide: (id) => `${DESK_PATHS.prefix}/imports/${id}/decision`,
};

/**
 * The order's page with its work: the timeline (the desk's OrderPage) and, beside it, the lines,
 * payment, steps, the conversation and the answer form. `typed` brings back an answer refused.
 */
export async function showOrderPage(kit: DeskPageKit, req: Request, res: Response, notice?: string, typed?: { draft: string; error: string }): Promise<void> {
  const { marketplace, i18n } = kit;
  const number = String(req.params.number);
  const [detail, work] = await Promise.all([
    marketplace.attempt('GET /desk/orders/:number', { params: { number } }, kit.headers(req, res)),
    marketplace.attempt('GET /desk/orders/:number/work', { params: { number } }, kit.headers(req, res)),
  ]);
  const t = kit.words(res);
  if (!detail.ok) return renderDesk(res, detail.status === 400 || detail.status === 404 ? 404 : 503, ProblemPage, { frame: frameFor(i18n, res, t('desk.orders')), text: t('desk.notFound') });
  const order = detail.answer.order;
  const frame = frameFor(i18n, res, order.number);
  let workNode = null;
  if (work.ok) {
    const drafts = work.answer.drafts;
    const asked = text(req.query.answer) as AnswerTemplate;
    const chosen = drafts.find((draft) => draft.template === asked) ?? drafts[0];
    const language = new Intl.DisplayNames([frame.locale], { type: 'language' }).of(isLocale(work.answer.locale) ? work.answer.locale : 'de-DE') ?? work.answer.locale;
    const answer = chosen && !work.answer.anonymised ? {
      action: `${orderPath(order.number)}/answers`, chooseAction: `${orderPath(order.number)}#answer`, templates: drafts.map((draft) => draft.template),
      chosen: chosen.template, draft: typed?.draft ?? chosen.text, error: typed?.error, email: work.answer.email, language,
    } : undefined;
    workNode = OrderWork({ frame, parts: work.answer.parts, payments: work.answer.payments, billingAddress: work.answer.billingAddress, thread: work.answer.thread, answer });
  }
  renderDesk(res, typed ? 400 : 200, OrderPage, {
    frame, order, timeline: detail.answer.timeline, work: workNode,
    noteAction: `${orderPath(order.number)}/notes`, resendAction: (mailId) => `${orderPath(order.number)}/mails/${mailId}/resend`, notice,
  });
}

export function deskWorkRouter(kit: DeskPageKit): Router {
  const { marketplace, i18n, guard, headers, words } = kit;
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '24kb', parameterLimit: 10 });
  const notFoundPage = (res: Response, title: string) => renderDesk(res, 404, ProblemPage, { frame: frameFor(i18n, res, title), text: words(res)('desk.notFound') });

  router.get('/queue', guard(SERVICE), async (req, res, next) => {
    try {
      const kind = (QUEUE_KINDS as readonly string[]).includes(text(req.query.kind)) ? (text(req.query.kind) as QueueKind) : undefined;
      const answer = await marketplace.attempt('GET /desk/queue', { query: kind ? { kind } : {} }, headers(req, res));
      const t = words(res);
      const data = answer.ok ? answer.answer : { items: [], counts: { contact: 0, reply: 0, withdrawal: 0, import: 0, mail: 0 }, now: new Date().toISOString() };
      const notice = req.query.notice === 'resent' ? t('deskWork.resent') : req.query.notice === 'decided' ? t('deskWork.decided') : undefined;
      const error = req.query.notice === 'notHeld' ? t('deskWork.notHeld') : undefined;
      renderDesk(res, answer.ok ? 200 : 503, QueuePage, { frame: frameFor(i18n, res, t('deskWork.queue')), ...data, kind, links: QUEUE_LINKS, notice, error });
    } catch (error) {
      next(error);
    }
  });

  router.post('/orders/:number/answers', guard(SERVICE), form, async (req, res, next) => {
    try {
      const typed = text(req.body?.text).slice(0, 10_000);
      const number = String(req.params.number);
      const answer = await marketplace.attempt('POST /desk/orders/:number/answers', { params: { number }, body: { text: typed } }, headers(req, res));
      if (answer.ok) return res.redirect(303, `${orderPath(number)}?notice=sent#conversation`);
      if (answer.status === 400 && answer.problem.field === 'text') return await showOrderPage(kit, req, res, undefined, { draft: typed, error: words(res)('desk.reply.empty') });
      notFoundPage(res, words(res)('desk.orders'));
    } catch (error) {
      next(error);
    }
  });

  router.post('/mails/:id/resend', guard(SERVICE), form, async (req, res, next) => {
    try {
      const answer = await marketplace.attempt('POST /desk/mails/:id/resend', { params: { id: String(req.params.id) } }, headers(req, res));
      if (answer.ok) return res.redirect(303, `${DESK_PATHS.queue}?notice=resent`);
      notFoundPage(res, words(res)('deskWork.queue'));
    } catch (error) {
      next(error);
    }
  });

  router.post('/imports/:id/decision', guard(OPERATOR), form, async (req, res, next) => {
    try {
      const answer = await marketplace.attempt('POST /desk/imports/:id/decision', { params: { id: String(req.params.id) }, body: { decision: text(req.body?.decision) } }, headers(req, res));
      if (answer.ok) return res.redirect(303, `${DESK_PATHS.queue}?notice=decided`);
      if (answer.status === 409) return res.redirect(303, `${DESK_PATHS.queue}?notice=notHeld`);
      if (answer.status === 400) return renderDesk(res, 400, ProblemPage, { frame: frameFor(i18n, res, words(res)('deskWork.queue')), text: `${words(res)('desk.invalid')} ${answer.problem.field ?? ''}` });
      notFoundPage(res, words(res)('deskWork.queue'));
    } catch (error) {
      next(error);
    }
  });
  return router;
}

