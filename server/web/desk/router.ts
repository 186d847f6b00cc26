/**
 * The desk under /desk/: sign-in in two steps, invitations, orders and their timeline, the contact
 * inbox, the operator's shops, personal data. Server-rendered forms, no scripts; never stored,
 * never indexed, with budgets of its own; every page behind requireStaff with the roles it allows,
 * and every call checked again by the marketplace. Mounted before the shop's edition handling.
 */
import express, { type Request, type Response, type Router } from 'express';
import type { i18n as I18n } from 'i18next';
import { rateLimit } from 'express-rate-limit';
import { CONTACT_STATUSES, type ContactStatus } from '../../../contract/calls/desk';
import type { Problem } from '../../../contract/wire';
import { SHOP_ROLES } from '../../../contract/calls/staff';
import { isLocale, type Locale } from '../../../locales/editions';
import { translatorFor } from '../../../locales/i18n';
import { DESK_CSS } from '../../../views/desk/styles';
import { DESK_WORK_CSS } from '../../../views/desk/work-styles';
import { AuditPage, CodePage, ContactMessagePage, InboxPage, InvitationPage, OrdersPage, PersonalDataPage, ProblemPage, ShopPage, ShopsPage, SignInPage } from '../../../views/desk/pages';
import { publicOriginOf, type Config } from '../../config';
import type { MarketplaceClient } from '../marketplace-client';
import { SharedRateLimitStore, type RateLimitCounters } from '../security/rate-limit-store';
import { reject } from '../security/reject';
import { staffHeadersOf } from '../staff/calls';
import { clearStaffCookie, setStaffCookie, staffTokenOf } from '../staff/cookie';
import { requireStaff, staffOf, staffPageHeaders } from '../staff/guard';
import { contactMessagePath, DESK_PATHS, DESK_PREFIX, invitationPath, orderPath, shopPath } from '../staff/paths';
import { frameFor, renderDesk } from './render';
import { deskWorkRouter, showOrderPage, type DeskPageKit } from './work-router';
import { deskPeopleRoutes } from './people-routes';
import { deskSettlementRoutes } from './settlement-routes';
import { COMMISSION_FIELDS, type CommissionField } from '../../../contract/calls/settlements';

const SERVICE = ['support', 'operator'] as const;
const OPERATOR = ['operator'] as const;
const PORTAL_HOME = '/portal/';

/** Only a path of the desk itself is a place to go after sign-in. */
const nextOf = (value: unknown): string => (typeof value === 'string' && value.startsWith(`${DESK_PREFIX}/`) && !value.startsWith('//') && !value.includes('\\') ? value : DESK_PATHS.queue);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const localeOf = (req: Request): Locale => {
  const accepted = req.acceptsLanguages('de-DE', 'de-AT', 'de', 'fr-FR', 'fr', 'es-ES', 'es', 'it-IT', 'it', 'nl-NL', 'nl');
  const map: Record<string, Locale> = { de: 'de-DE', fr: 'fr-FR', es: 'es-ES', it: 'it-IT', nl: 'nl-NL' };
  return accepted ? (isLocale(accepted) ? accepted : map[accepted] ?? 'de-DE') : 'de-DE';
};

export function deskRouter(marketplace: MarketplaceClient, i18n: I18n, config: Pick<Config, 'RATE_LIMIT_WINDOW_MS' | 'DESK_RATE_LIMIT' | 'DESK_SIGN_IN_LIMIT' | 'PUBLIC_ORIGIN' | 'PUBLIC_ORIGINS' | 'EDITION_HOSTS' | 'PORT'>, options: { onShopsChanged?: () => void; rateLimitCounters?: RateLimitCounters } = {}): Router {
  const translator = (locale: Locale) => translatorFor(i18n, locale);
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 });
  const budget = (limit: number) => rateLimit({ windowMs: config.RATE_LIMIT_WINDOW_MS, limit, standardHeaders: 'draft-8', legacyHeaders: false, handler: (req, res, next) => reject(req, res, next, 429, 'too_many_requests') });
  const refuse = (_req: Request, res: Response, status: 401 | 403) => {
    const frame = frameFor(i18n, res, status === 401 ? translator(localeOf(_req))('desk.signIn') : translator(localeOf(_req))('desk.forbidden'), localeOf(_req));
    renderDesk(res, status, ProblemPage, { frame, text: status === 401 ? translator(frame.locale)('desk.signIn') : translator(frame.locale)('desk.forbidden') });
  };
  const guard = (roles: readonly ('support' | 'operator')[]) => requireStaff(marketplace, roles, { signInPath: DESK_PATHS.signIn, refuse });
  const headers = (req: Request, res: Response) => staffHeadersOf(req, staffOf(res).staff.locale, staffOf(res).staffToken);
  const words = (res: Response) => translator(staffOf(res).staff.locale);

  router.use(staffPageHeaders);
  router.use(budget(config.DESK_RATE_LIMIT));
  router.get('/desk.css', (_req, res) => {
    res.type('css').send(DESK_CSS + DESK_WORK_CSS);
  });
  // The desk opens on what waits for it.
  router.get('/', (_req, res) => res.redirect(303, DESK_PATHS.queue));

  // Sign-in, first step: the password.
  router.get('/sign-in', (req, res) => {
    renderDesk(res, 200, SignInPage, { frame: frameFor(i18n, res, translator(localeOf(req))('desk.signIn'), localeOf(req)), action: DESK_PATHS.signIn, next: nextOf(req.query.next) });
  });
  // One budget for every process of the shop when they share counters: a second process is no second budget.
  const signInBudget = rateLimit({
    windowMs: config.RATE_LIMIT_WINDOW_MS, limit: config.DESK_SIGN_IN_LIMIT, standardHeaders: 'draft-8', legacyHeaders: false, passOnStoreError: true,
    store: options.rateLimitCounters ? new SharedRateLimitStore(options.rateLimitCounters, 'desk-sign-in:') : undefined,
    handler: (req, res, next) => reject(req, res, next, 429, 'too_many_requests'),
  });
  /** Wrong codes locked the account: the sign-in form again, saying so in the member's own language. */
  const showLocked = (req: Request, res: Response, problem: Problem) => {
    const locale = isLocale(problem.locale) ? problem.locale : localeOf(req);
    const t = translator(locale);
    const minutes = Math.max(1, Math.ceil(Number(problem.retryAfterSeconds ?? 60) / 60));
    res.set('retry-after', String(minutes * 60));
    renderDesk(res, 429, SignInPage, { frame: frameFor(i18n, res, t('desk.signIn'), locale), action: DESK_PATHS.signIn, next: nextOf(req.body?.next), error: t('desk.locked', { count: minutes }), email: text(req.body?.email).slice(0, 254) });
  };
  router.post('/sign-in', signInBudget, form, async (req, res, next) => {
    try {
      const locale = localeOf(req);
      const t = translator(locale);
      const answer = await marketplace.attempt('POST /staff/sign-in', { body: { email: text(req.body?.email), password: text(req.body?.password) } }, staffHeadersOf(req, locale, undefined));
      if (answer.ok) {
        setStaffCookie(req, res, answer.answer.token);
        res.redirect(303, `${DESK_PATHS.code}?next=${encodeURIComponent(nextOf(req.body?.next))}`);
        return;
      }
      if (answer.status === 429 && answer.problem.error === 'locked') return showLocked(req, res, answer.problem);
      const status = answer.status === 429 ? 429 : answer.status === 400 ? 400 : answer.status >= 500 ? 503 : 401;
      const error = status === 429 ? t('desk.throttled') : status === 400 ? `${t('desk.invalid')} ${answer.problem.field ?? ''}` : t('desk.wrong');
      renderDesk(res, status, SignInPage, { frame: frameFor(i18n, res, t('desk.signIn'), locale), action: DESK_PATHS.signIn, next: nextOf(req.body?.next), error, email: text(req.body?.email).slice(0, 254) });
    } catch (error) {
      next(error);
    }
  });
  // Second step: the code.
  router.get('/sign-in/code', (req, res) => {
    if (!staffTokenOf(req)) return res.redirect(303, DESK_PATHS.signIn);
    renderDesk(res, 200, CodePage, { frame: frameFor(i18n, res, translator(localeOf(req))('desk.signIn'), localeOf(req)), action: DESK_PATHS.code, next: nextOf(req.query.next) });
  });
  router.post('/sign-in/code', signInBudget, form, async (req, res, next) => {
    try {
      const locale = localeOf(req);
      const t = translator(locale);
      const answer = await marketplace.attempt('POST /staff/sign-in/code', { body: { code: text(req.body?.code) } }, staffHeadersOf(req, locale));
      if (answer.ok) {
        setStaffCookie(req, res, answer.answer.token);
        const me = await marketplace.attempt('GET /staff/me', {}, staffHeadersOf(req, locale, answer.answer.token));
        const home = me.ok && SHOP_ROLES.includes(me.answer.staff.role) ? PORTAL_HOME : nextOf(req.body?.next);
        res.redirect(303, home);
        return;
      }
      if (answer.status === 401) {
        clearStaffCookie(req, res);
        res.redirect(303, DESK_PATHS.signIn);
        return;
      }
      if (answer.status === 429 && answer.problem.error === 'locked') {
        clearStaffCookie(req, res);
        return showLocked(req, res, answer.problem);
      }
      renderDesk(res, 400, CodePage, { frame: frameFor(i18n, res, t('desk.signIn'), locale), action: DESK_PATHS.code, next: nextOf(req.body?.next), error: t('desk.wrongCode') });
    } catch (error) {
      next(error);
    }
  });
  router.post('/sign-out', form, async (req, res, next) => {
    try {
      await marketplace.attempt('POST /staff/sign-out', {}, staffHeadersOf(req, 'de-DE'));
      clearStaffCookie(req, res);
      res.redirect(303, DESK_PATHS.signIn);
    } catch (error) {
      next(error);
    }
  });

  // An invitation: enrol the second factor and choose the password.
  const invitationPage = async (req: Request, res: Response, status: number, error?: string) => {
    const answer = await marketplace.attempt('GET /staff/invitations/:token', { params: { token: String(req.params.token) } }, staffHeadersOf(req, 'de-DE', undefined));
    const locale = answer.ok ? answer.answer.locale : localeOf(req);
    const frame = frameFor(i18n, res, translator(locale)('desk.invitation'), locale);
    if (!answer.ok) return renderDesk(res, 404, InvitationPage, { frame, action: '', invitation: null, qrSvg: '' });
    // qrcode loads with the first invitation shown: a rare page, not worth every process's start.
    const { default: QRCode } = await import('qrcode');
    const qrSvg = await QRCode.toString(answer.answer.otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    renderDesk(res, status, InvitationPage, { frame, action: invitationPath(String(req.params.token)), invitation: answer.answer, qrSvg, error });
  };
  router.get('/invitation/:token', async (req, res, next) => {
    invitationPage(req, res, 200).catch(next);
  });
  router.post('/invitation/:token', signInBudget, form, async (req, res, next) => {
    try {
      const answer = await marketplace.attempt('POST /staff/invitations/:token', { params: { token: String(req.params.token) }, body: { password: text(req.body?.password), code: text(req.body?.code) } }, staffHeadersOf(req, 'de-DE', undefined));
      if (answer.ok) {
        setStaffCookie(req, res, answer.answer.token);
        const me = await marketplace.attempt('GET /staff/me', {}, staffHeadersOf(req, 'de-DE', answer.answer.token));
        res.redirect(303, me.ok && SHOP_ROLES.includes(me.answer.staff.role) ? PORTAL_HOME : DESK_PATHS.queue);
        return;
      }
      if (answer.status === 404) return invitationPage(req, res, 404);
      const t = translator(localeOf(req));
      await invitationPage(req, res, 400, answer.problem.field === 'code' ? t('desk.wrongCode') : `${t('desk.invalid')} ${answer.problem.field ?? ''}: ${answer.problem.message ?? ''}`);
    } catch (error) {
      next(error);
    }
  });

  // Orders.
  router.get('/orders', guard(SERVICE), async (req, res, next) => {
    try {
      const values = { number: text(req.query.number), email: text(req.query.email), shopId: text(req.query.shopId), from: text(req.query.from), to: text(req.query.to) };
      const searched = Object.values(values).some(Boolean);
      const query = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
      const answer = searched ? await marketplace.attempt('GET /desk/orders', { query }, headers(req, res)) : undefined;
      const t = words(res);
      const error = answer && !answer.ok ? `${t('desk.invalid')} ${answer.problem.field ?? ''}` : undefined;
      renderDesk(res, answer && !answer.ok ? (answer.status === 400 ? 400 : 503) : 200, OrdersPage, {
        frame: frameFor(i18n, res, t('desk.orders')), action: DESK_PATHS.orders, values, orders: answer?.ok ? answer.answer.orders : searched ? [] : null, error, orderLink: orderPath,
      });
    } catch (error) {
      next(error);
    }
  });
  const kit: DeskPageKit = { marketplace, i18n, guard, headers, words };
  const showOrder = (req: Request, res: Response, notice?: string) => showOrderPage(kit, req, res, notice);
  router.get('/orders/:number', guard(SERVICE), (req, res, next) => {
    const notice = req.query.notice === 'saved' ? words(res)('desk.saved') : req.query.notice === 'sent' ? words(res)('desk.reply.sent') : undefined;
    showOrder(req, res, notice).catch(next);
  });
  router.post('/orders/:number/notes', guard(SERVICE), form, async (req, res, next) => {
    try {
      const answer = await marketplace.attempt('POST /desk/orders/:number/notes', { params: { number: String(req.params.number) }, body: { text: text(req.body?.text) } }, headers(req, res));
      if (answer.ok) return res.redirect(303, `${orderPath(String(req.params.number))}?notice=saved`);
      if (answer.status === 404) return renderDesk(res, 404, ProblemPage, { frame: frameFor(i18n, res, words(res)('desk.orders')), text: words(res)('desk.notFound') });
      res.status(400);
      await showOrder(req, res);
    } catch (error) {
      next(error);
    }
  });
  router.post('/orders/:number/mails/:mailId/resend', guard(SERVICE), form, async (req, res, next) => {
    try {
      const answer = await marketplace.attempt('POST /desk/orders/:number/mails/:mailId/resend', { params: { number: String(req.params.number), mailId: String(req.params.mailId) } }, headers(req, res));
      if (answer.ok) return res.redirect(303, `${orderPath(String(req.params.number))}?notice=saved`);
      renderDesk(res, answer.status === 400 || answer.status === 404 ? 404 : 503, ProblemPage, { frame: frameFor(i18n, res, words(res)('desk.orders')), text: words(res)('desk.notFound') });
    } catch (error) {
      next(error);
    }
  });

  // The audit log: the operator's.
  router.get('/audit', guard(OPERATOR), async (req, res, next) => {
    try {
      const answer = await marketplace.attempt('GET /staff/audit', {}, headers(req, res));
      renderDesk(res, answer.ok ? 200 : 503, AuditPage, { frame: frameFor(i18n, res, words(res)('desk.audit')), entries: answer.ok ? answer.answer.entries : [], orderLink: orderPath });
    } catch (error) {
      next(error);
    }
  });

  // The contact inbox.
  router.get('/inbox', guard(SERVICE), async (req, res, next) => {
    try {
      const status = (CONTACT_STATUSES as readonly string[]).includes(text(req.query.status)) ? (text(req.query.status) as ContactStatus) : undefined;
      const answer = await marketplace.attempt('GET /desk/contact-messages', { query: status ? { status } : {} }, headers(req, res));
      const data = answer.ok ? answer.answer : { messages: [], counts: { new: 0, answered: 0, closed: 0 } };
      renderDesk(res, answer.ok ? 200 : 503, InboxPage, {
        frame: frameFor(i18n, res, words(res)('desk.inbox')), messages: data.messages, counts: data.counts, status, link: contactMessagePath,
        filterLink: (s) => (s ? `${DESK_PATHS.inbox}?status=${s}` : DESK_PATHS.inbox),
      });
    } catch (error) {
      next(error);
    }
  });
  const showMessage = async (req: Request, res: Response, notice?: string, typed?: { draft: string; error: string }) => {
    const answer = await marketplace.attempt('GET /desk/contact-messages/:id', { params: { id: String(req.params.id) } }, headers(req, res));
    if (!answer.ok) return renderDesk(res, 404, ProblemPage, { frame: frameFor(i18n, res, words(res)('desk.inbox')), text: words(res)('desk.notFound') });
    const message = answer.answer.message;
    // The answer starts from a greeting and a closing in the sender's language, whatever support's own.
    const sender = translator(isLocale(message.locale) ? message.locale : 'de-DE');
    const draft = typed?.draft ?? `${sender('desk.reply.greeting', { name: message.name, interpolation: { escapeValue: false } })}\n\n\n\n${sender('desk.reply.closing')}`;
    const reply = message.email.includes('@') ? { action: `${contactMessagePath(message.id)}/replies`, draft, error: typed?.error } : undefined;
    renderDesk(res, typed ? 400 : 200, ContactMessagePage, { frame: frameFor(i18n, res, `${words(res)('desk.message')} #${message.id}`), message, statusAction: `${contactMessagePath(message.id)}/status`, orderLink: orderPath, notice, reply });
  };
  router.get('/inbox/:id', guard(SERVICE), (req, res, next) => {
    const notice = req.query.notice === 'saved' ? words(res)('desk.saved') : req.query.notice === 'sent' ? words(res)('desk.reply.sent') : undefined;
    showMessage(req, res, notice).catch(next);
  });
  router.post('/inbox/:id/replies', guard(SERVICE), form, async (req, res, next) => {
    try {
      const typed = text(req.body?.text).slice(0, 10_000);
      const answer = await marketplace.attempt('POST /desk/contact-messages/:id/replies', { params: { id: String(req.params.id) }, body: { text: typed } }, headers(req, res));
      if (answer.ok) return res.redirect(303, `${contactMessagePath(Number(req.params.id))}?notice=sent`);
      if (answer.status === 400) return await showMessage(req, res, undefined, { draft: typed, error: words(res)('desk.reply.empty') });
      renderDesk(res, 404, ProblemPage, { frame: frameFor(i18n, res, words(res)('desk.inbox')), text: words(res)('desk.notFound') });
    } catch (error) {
      next(error);
    }
  });
  router.post('/inbox/:id/status', guard(SERVICE), form, async (req, res, next) => {
    try {
      const answer = await marketplace.attempt('POST /desk/contact-messages/:id/status', { params: { id: String(req.params.id) }, body: { status: text(req.body?.status) } }, headers(req, res));
      if (answer.ok) return res.redirect(303, `${contactMessagePath(Number(req.params.id))}?notice=saved`);
      renderDesk(res, answer.status === 400 ? 400 : 404, ProblemPage, { frame: frameFor(i18n, res, words(res)('desk.inbox')), text: answer.status === 400 ? `${words(res)('desk.invalid')} ${answer.problem.field ?? ''}` : words(res)('desk.notFound') });
    } catch (error) {
      next(error);
    }
  });

  // The operator's shops.
  type ShopDraft = { values: Record<string, string>; problems: Record<string, string> };
  const showShops = async (req: Request, res: Response, status: number, error?: string, draft?: ShopDraft) => {
    const answer = await marketplace.attempt('GET /desk/shops', {}, headers(req, res));
    renderDesk(res, answer.ok ? status : 503, ShopsPage, { frame: frameFor(i18n, res, words(res)('desk.shops')), shops: answer.ok ? answer.answer.shops : [], createAction: DESK_PATHS.shops, shopLink: shopPath, error, draft });
  };
  router.get('/shops', guard(OPERATOR), (req, res, next) => {
    showShops(req, res, 200).catch(next);
  });
  router.post('/shops', guard(OPERATOR), form, async (req, res, next) => {
    try {
      const values = { name: text(req.body?.name), slug: text(req.body?.slug), country: text(req.body?.country), taxScheme: text(req.body?.taxScheme), vatId: text(req.body?.vatId) };
      const answer = await marketplace.attempt('POST /desk/shops', { body: values }, headers(req, res));
      if (answer.ok) return res.redirect(303, shopPath(answer.answer.id));
      // A tax set-up at fault is said beside its field in the operator's language; the typed values stay.
      const taxField = answer.problem.field === 'taxScheme' || answer.problem.field === 'vatId' ? answer.problem.field : undefined;
      if (answer.status === 400 && taxField) return await showShops(req, res, 400, undefined, { values, problems: { [taxField]: String((answer.problem.problem as string | undefined) ?? 'required') } });
      await showShops(req, res, answer.status === 409 ? 409 : 400, `${words(res)('desk.invalid')} ${answer.problem.field ?? ''}: ${answer.problem.message ?? ''}`, { values, problems: {} });
    } catch (error) {
      next(error);
    }
  });
  type CommissionTyped = { typed: { percent: string; fixed: string }; problem: { field: CommissionField; message: string } };
  const showShop = async (req: Request, res: Response, status: number, extra: { token?: string; invitationLink?: string; notice?: string; error?: string; commission?: CommissionTyped } = {}) => {
    const answer = await marketplace.attempt('GET /desk/shops/:id', { params: { id: String(req.params.id) } }, headers(req, res));
    if (!answer.ok) return renderDesk(res, 404, ProblemPage, { frame: frameFor(i18n, res, words(res)('desk.shops')), text: words(res)('desk.notFound') });
    const id = answer.answer.shop.id;
    const [audit, commission] = await Promise.all([
      marketplace.attempt('GET /staff/audit', { query: { shopId: String(id) } }, headers(req, res)),
      marketplace.attempt('GET /desk/shops/:id/commission', { params: { id: String(id) } }, headers(req, res)),
    ]);
    const { commission: typed, ...rest } = extra;
    renderDesk(res, status, ShopPage, {
      frame: frameFor(i18n, res, answer.answer.shop.name), shop: answer.answer.shop, members: answer.answer.members,
      actions: { token: `${shopPath(id)}/token`, suspension: `${shopPath(id)}/suspension`, invite: `${shopPath(id)}/members` }, ...rest,
      audit: audit.ok ? { entries: audit.answer.entries, orderLink: orderPath } : undefined,
      commission: commission.ok ? { action: `${shopPath(id)}/commission`, current: commission.answer.commission, ...typed } : undefined,
    });
  };
  router.get('/shops/:id', guard(OPERATOR), (req, res, next) => {
    showShop(req, res, 200, { notice: req.query.notice === 'saved' ? words(res)('desk.saved') : undefined }).catch(next);
  });
  router.post('/shops/:id/token', guard(OPERATOR), form, async (req, res, next) => {
    try {
      const answer = await marketplace.attempt('POST /desk/shops/:id/token', { params: { id: String(req.params.id) }, body: { action: text(req.body?.action) } }, headers(req, res));
      if (!answer.ok) return answer.status === 400 ? showShop(req, res, 400, { error: `${words(res)('desk.invalid')} ${answer.problem.field ?? ''}` }) : renderDesk(res, 404, ProblemPage, { frame: frameFor(i18n, res, words(res)('desk.shops')), text: words(res)('desk.notFound') });
      // A new token is shown in this answer only (never in a URL, never stored in clear).
      if (answer.answer.token) return showShop(req, res, 200, { token: answer.answer.token });
      res.redirect(303, `${shopPath(Number(req.params.id))}?notice=saved`);
    } catch (error) {
      next(error);
    }
  });
  router.post('/shops/:id/suspension', guard(OPERATOR), form, async (req, res, next) => {
    try {
      const answer = await marketplace.attempt('POST /desk/shops/:id/suspension', { params: { id: String(req.params.id) }, body: { suspended: text(req.body?.suspended) } }, headers(req, res));
      if (!answer.ok) return answer.status === 400 ? showShop(req, res, 400, { error: `${words(res)('desk.invalid')} ${answer.problem.field ?? ''}` }) : renderDesk(res, 404, ProblemPage, { frame: frameFor(i18n, res, words(res)('desk.shops')), text: words(res)('desk.notFound') });
      options.onShopsChanged?.();
      res.redirect(303, `${shopPath(Number(req.params.id))}?notice=saved`);
    } catch (error) {
      next(error);
    }
  });
  // The commission: a value at fault comes back beside its field in the operator's language, as typed.
  router.post('/shops/:id/commission', guard(OPERATOR), form, async (req, res, next) => {
    try {
      const typed = { percent: text(req.body?.percent).slice(0, 40), fixed: text(req.body?.fixed).slice(0, 40) };
      const answer = await marketplace.attempt('POST /desk/shops/:id/commission', { params: { id: String(req.params.id) }, body: typed }, headers(req, res));
      if (answer.ok) return res.redirect(303, `${shopPath(Number(req.params.id))}?notice=saved`);
      if (answer.status === 400 && (COMMISSION_FIELDS as readonly string[]).includes(answer.problem.field ?? '')) {
        const field = answer.problem.field as CommissionField;
        return await showShop(req, res, 400, { commission: { typed, problem: { field, message: words(res)(`settlements.problem.${field}`) } } });
      }
      renderDesk(res, 404, ProblemPage, { frame: frameFor(i18n, res, words(res)('desk.shops')), text: words(res)('desk.notFound') });
    } catch (error) {
      next(error);
    }
  });
  deskSettlementRoutes(router, { marketplace, i18n, guard: guard(OPERATOR), form, headers, words });
  router.post('/shops/:id/members', guard(OPERATOR), form, async (req, res, next) => {
    try {
      // The link, mailed and shown, names the shop's public origin from configuration, never the request's Host.
      const origin = publicOriginOf(config, staffOf(res).staff.locale).origin;
      const body = { email: text(req.body?.email), name: text(req.body?.name), locale: text(req.body?.locale), role: text(req.body?.role), shopId: String(req.params.id), invitationPage: `${origin}${invitationPath('')}` };
      const answer = await marketplace.attempt('POST /staff/members', { body }, headers(req, res));
      if (answer.ok) return showShop(req, res, 201, { invitationLink: `${origin}${invitationPath(answer.answer.invitationToken)}` });
      await showShop(req, res, answer.status === 409 ? 409 : 400, { error: `${words(res)('desk.invalid')} ${answer.problem.field ?? ''}: ${answer.problem.message ?? ''}` });
    } catch (error) {
      next(error);
    }
  });

  deskPeopleRoutes(router, { marketplace, i18n, operatorOnly: guard(OPERATOR), form, publicOrigin: (locale) => publicOriginOf(config, locale).origin });

  // Personal data: the export is a JSON download; the erasure answers what went and what is kept.
  router.get('/personal-data', guard(SERVICE), async (req, res, next) => {
    try {
      const frame = frameFor(i18n, res, words(res)('desk.personalData'));
      const props = { frame, exportAction: DESK_PATHS.personalData, eraseAction: `${DESK_PATHS.personalData}/erase` };
      if (req.query.email === undefined) return renderDesk(res, 200, PersonalDataPage, props);
      const answer = await marketplace.attempt('GET /desk/personal-data', { query: { email: text(req.query.email) } }, headers(req, res));
      if (!answer.ok) return renderDesk(res, answer.status === 400 ? 400 : 503, PersonalDataPage, { ...props, error: `${words(res)('desk.invalid')} ${answer.problem.field ?? ''}` });
      res.set('content-disposition', `attachment; filename="personal-data-${answer.answer.exportedAt.slice(0, 10)}.json"`);
      res.type('application/json').send(JSON.stringify(answer.answer, null, 2));
    } catch (error) {
      next(error);
    }
  });
  router.post('/personal-data/erase', guard(SERVICE), form, async (req, res, next) => {
    try {
      const frame = frameFor(i18n, res, words(res)('desk.personalData'));
      const props = { frame, exportAction: DESK_PATHS.personalData, eraseAction: `${DESK_PATHS.personalData}/erase` };
      const answer = await marketplace.attempt('POST /desk/personal-data/erase', { body: { email: text(req.body?.email) } }, headers(req, res));
      if (!answer.ok) return renderDesk(res, answer.status === 400 ? 400 : 503, PersonalDataPage, { ...props, error: `${words(res)('desk.invalid')} ${answer.problem.field ?? ''}` });
      renderDesk(res, 200, PersonalDataPage, { ...props, result: answer.answer });
    } catch (error) {
      next(error);
    }
  });

  // The queue, the answers to shoppers, failed mails and held feeds.
  router.use(deskWorkRouter(kit));

  // Anything else under /desk/: not found, and never the shop's pages.
  router.use((req, res) => {
    const locale = localeOf(req);
    renderDesk(res, 404, ProblemPage, { frame: frameFor(i18n, res, translator(locale)('desk.notFound'), locale), text: translator(locale)('desk.notFound') });
  });
  return router;
}
