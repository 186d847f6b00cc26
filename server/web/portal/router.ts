/**
 * The shops' portal under /portal: server-rendered forms that work without JavaScript, in the
 * member's language, never stored or indexed, with budgets of their own. Every page asks the
 * marketplace as the signed-in member (portal cookie); without a valid sign-in it shows the
 * sign-in form. The feed upload itself is served beside the web tier (PORTAL_PATHS.feedUpload).
 */
import express, { type Request, type Response, type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { stringify } from 'csv-stringify/sync';
import type { i18n as I18n } from 'i18next';
import { createElement } from 'react';
import { INVOICE_FILE_PATTERN } from '../../../contract/calls/invoices';
import { COOKIES, EDITIONS, isLocale, type Locale } from '../../../locales/editions';
import { translatorFor, type Translate } from '../../../locales/i18n';
import type { CallName } from '../../../contract/calls/index';
import { REPORT_PAGE_LINES, speaksForShop, type PortalMember } from '../../../contract/calls/portal';
import { PORTAL_PATHS, PORTAL_PREFIX } from '../../../contract/portal-paths';
import { formatDay } from '../../../locales/moments';
import { ImportPage } from '../../../views/portal/ImportPage';
import type { OrderProblem } from '../../../views/portal/OrdersPage';
import { ShopPageSettings, type ShopPageNotices } from '../../../views/portal/ShopPageSettings';
import { SignInPage } from '../../../views/portal/SignInPage';
import { TokenPage } from '../../../views/portal/TokenPage';
import type { ClientManifest } from '../delivery/assets';
import type { CacheInvalidation } from '../delivery/cache-invalidation';
import type { CallInput, MarketplaceClient } from '../marketplace-client';
import { pathFor } from '../routes/table';
import { DESK_PATHS } from '../staff/paths';
import type { RateLimitCounters } from '../security/rate-limit-store';
import { SharedRateLimitStore } from '../security/rate-limit-store';
import { portalAccountRoutes } from './account-routes';
import { portalBankAccountRoutes } from './bank-account-routes';
import { portalSettlementRoutes } from './settlement-routes';
import { portalFeedRoutes } from './feed-routes';
import { portalRefusalRoutes } from './refusal-routes';
import { deliveryNotePdf } from './delivery-note';
import { clearStaffCookie } from '../staff/cookie';
import { memberHeaders } from './member-headers';
import { ordersCsv, showOrderList } from './order-list-routes';
import { portalHomeRoutes } from './home-routes';
import { portalPeopleRoutes } from './people-routes';
import { orderStepOf } from './order-step-form';
import { dateFormatter, rememberOwner, sendPortalPage } from './rendering';
import { identityRoute } from './identity-form';
import { taxRoute } from './tax-form';
import { dispatchRoute } from './dispatch-form';
import { logoProblemOf } from './logo-form';
import { shippingFormOf, shippingProblemOf } from './shipping-form';
import type { ShippingProblems } from '../../../contract/portal-shipping';

export interface PortalOptions {
  marketplace: MarketplaceClient;
  i18n: I18n;
  invalidation?: CacheInvalidation;
  rateLimitCounters?: RateLimitCounters;
  /** The client build: the upload form's island (its progress bar). */
  manifest?: ClientManifest;
  /** Requests per minute and client address; sign-in attempts per quarter hour. */
  limits?: { requests: number; signIns: number };
  /** The invitation page on the shop's public origin (from configuration, never the request's Host), in the invitee's language, without its token. */
  invitationPage?: (locale: Locale) => string;
}

const COOKIE_DAYS = 1;
const UPLOAD_PROBLEMS: readonly string[] = ['sign_in', 'no_file', 'too_large', 'not_a_feed', 'interrupted', 'busy', 'storage_full', 'cross_site', 'mapping_gone'];

export function portalRouter(options: PortalOptions): Router {
  const { marketplace, i18n } = options;
  const call = <N extends CallName>(req: Request, name: N, input: CallInput = {}, locale?: Locale) => marketplace.attempt(name, input, memberHeaders(req, locale));
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '120kb', parameterLimit: 500 });
  const store = (name: string) => (options.rateLimitCounters ? new SharedRateLimitStore(options.rateLimitCounters, `portal-${name}:`) : undefined);
  const refuse = (status: number) => (req: Request, res: Response) => void res.status(status).set({ 'cache-control': 'no-store', 'retry-after': '60' }).type('text/plain').send('Too many requests');

  router.use((_req, res, next) => {
    res.set({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' });
    next();
  });
  router.use(rateLimit({ windowMs: 60_000, limit: options.limits?.requests ?? 300, store: store('requests'), passOnStoreError: true, standardHeaders: 'draft-8', legacyHeaders: false, handler: refuse(429) }));
  const signInLimit = rateLimit({ windowMs: 15 * 60_000, limit: options.limits?.signIns ?? 20, store: store('sign-in'), passOnStoreError: true, standardHeaders: 'draft-8', legacyHeaders: false, handler: refuse(429) });

  const signInLocale = (req: Request): Locale => {
    const cookie = req.cookies?.[COOKIES.locale];
    return isLocale(cookie) ? cookie : 'de-DE';
  };
  const texts = (locale: string) => {
    const known: Locale = isLocale(locale) ? locale : 'de-DE';
    return { t: translatorFor(i18n, known), lang: known, locale: known, formatDate: dateFormatter(known) };
  };
  const showSignIn = (req: Request, res: Response, failed = false, status = 200) => {
    const { t, lang } = texts(signInLocale(req));
    sendPortalPage(res, createElement(SignInPage, { t, lang, failed, memberSignIn: DESK_PATHS.signIn, shopId: typeof req.body?.shopId === 'string' ? req.body.shopId.slice(0, 12) : '' }), status);
  };

  /** The member of the request, or the sign-in page (and undefined). */
  async function memberOf(req: Request, res: Response): Promise<PortalMember | undefined> {
    const answer = await call(req, 'GET /portal/member');
    if (answer.ok) {
      rememberOwner(res, speaksForShop(answer.answer));
      return answer.answer;
    }
    if (answer.status === 401) {
      if (req.method === 'GET') res.redirect(303, PORTAL_PATHS.signIn);
      else showSignIn(req, res, false, 401);
    } else {
      unavailable(req, res);
    }
    return undefined;
  }
  const unavailable = (req: Request, res: Response) => {
    const { t } = texts(signInLocale(req));
    res.status(503).type('text/plain').send(t('portal.unavailable'));
  };
  const notFound = (res: Response) => void res.status(404).type('text/plain').send('Not found');
  const importIdOf = (text: string) => (/^\d{1,12}$/.test(text) ? Number(text) : null);

  portalHomeRoutes(router, { call, texts, memberOf, unavailable, localeOf });
  router.get('/sign-in', (req, res) => showSignIn(req, res));
  router.post('/sign-in', signInLimit, form, async (req, res) => {
    const shopId = String(req.body?.shopId ?? '').trim();
    const token = String(req.body?.token ?? '').trim();
    if (!/^\d{1,9}$/.test(shopId) || !token || token.length > 200) return showSignIn(req, res, true, 400);
    const value = `${shopId}.${token}`;
    req.cookies = { ...req.cookies, [COOKIES.portal]: value };
    const answer = await call(req, 'POST /portal/sign-in');
    if (!answer.ok) return answer.status === 401 ? showSignIn(req, res, true, 401) : unavailable(req, res);
    res.cookie(COOKIES.portal, value, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: PORTAL_PREFIX, maxAge: COOKIE_DAYS * 86_400_000 });
    res.redirect(303, PORTAL_PATHS.home);
  });
  router.post('/sign-out', async (req, res) => {
    // Written to the log and the staff session ended; the cookies go whatever the marketplace answers.
    await call(req, 'POST /portal/sign-out');
    clearStaffCookie(req, res);
    res.clearCookie(COOKIES.portal, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: PORTAL_PREFIX });
    res.redirect(303, PORTAL_PATHS.signIn);
  });

  portalAccountRoutes(router, { call, texts, memberOf, unavailable, localeOf, form, manifest: options.manifest, uploadProblems: UPLOAD_PROBLEMS });
  portalBankAccountRoutes(router, { call, texts, memberOf, unavailable, localeOf, form });
  portalPeopleRoutes(router, { call, texts, memberOf, unavailable, localeOf, form, invitationPage: options.invitationPage });
  portalSettlementRoutes(router, { call, texts, memberOf, unavailable, localeOf, notFound });
  portalFeedRoutes(router, { call, texts, memberOf, unavailable, localeOf, form });

  router.get('/feeds/:importId', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const importId = importIdOf(req.params.importId);
    if (importId === null) return notFound(res);
    const reason = typeof req.query.reason === 'string' && /^[\w-]{1,40}$/.test(req.query.reason) ? req.query.reason : null;
    const after = typeof req.query.after === 'string' && /^\d{1,9}$/.test(req.query.after) ? Number(req.query.after) : undefined;
    const answer = await call(req, 'GET /portal/imports/:importId', { params: { importId }, query: { ...(reason ? { reason } : {}), ...(after ? { after: String(after) } : {}) } }, localeOf(member));
    if (!answer.ok) return answer.status === 404 ? notFound(res) : unavailable(req, res);
    const { t, lang, formatDate } = texts(member.locale);
    const { import: feedImport, reasons, report, more } = answer.answer;
    sendPortalPage(res, createElement(ImportPage, { t, lang, shopName: member.shopName, feedImport, reasons, reason, report, more, formatDate }));
  });

  // The whole report (or one reason's lines) as CSV, read page by page from the marketplace.
  router.get('/feeds/:importId/report.csv', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const importId = importIdOf(req.params.importId);
    if (importId === null) return notFound(res);
    const reason = typeof req.query.reason === 'string' && /^[\w-]{1,40}$/.test(req.query.reason) ? req.query.reason : undefined;
    let after = 0;
    for (let page = 0; ; page++) {
      const answer = await call(req, 'GET /portal/imports/:importId', { params: { importId }, query: { ...(reason ? { reason } : {}), after: String(after) } });
      if (!answer.ok) {
        if (page === 0) return answer.status === 404 ? notFound(res) : unavailable(req, res);
        return void res.destroy(); // cut off halfway: the browser sees a broken download, not a short report
      }
      if (page === 0) {
        res.type('text/csv; charset=utf-8').attachment(`feed-report-${importId}.csv`);
        res.write(stringify([['line', 'sku', 'reason', 'detail', 'cell']], { delimiter: ';' }));
      }
      const lines = answer.answer.report;
      if (lines.length) {
        const chunk = stringify(lines.map((line) => [line.line, line.sku ?? '', line.reason, line.detail ?? '', line.cell ?? '']), { delimiter: ';', escape_formulas: true });
        if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
      }
      if (!answer.answer.more || lines.length < REPORT_PAGE_LINES) break;
      after = lines[lines.length - 1]!.line;
    }
    res.end();
  });

  router.post('/feeds/:importId/decision', form, async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const importId = importIdOf(req.params.importId);
    if (importId === null) return notFound(res);
    const decision = req.body?.decision;
    const answer = await call(req, 'POST /portal/imports/:importId/decision', { params: { importId }, body: { decision } });
    if (!answer.ok && answer.status === 404) return notFound(res);
    if (!answer.ok && answer.status === 400) return void res.status(400).type('text/plain').send(`decision: ${answer.problem.message ?? 'confirm or reject'}`);
    if (!answer.ok && answer.status !== 409) return unavailable(req, res);
    if (answer.ok && decision === 'confirm') options.invalidation?.invalidate();
    res.redirect(303, PORTAL_PATHS.importPage(importId));
  });

  router.get('/token', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const answer = await call(req, 'GET /portal/token');
    if (!answer.ok) return unavailable(req, res);
    const { t, lang, formatDate } = texts(member.locale);
    const notice = req.query.revoked === '1' ? 'revoked' as const : null;
    sendPortalPage(res, createElement(TokenPage, { t, lang, shopName: member.shopName, createdAt: answer.answer.createdAt, newToken: null, notice, formatDate }));
  });

  router.post('/token', form, async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const action = req.body?.action;
    const answer = await call(req, 'POST /portal/token', { body: { action } });
    const { t, lang, formatDate } = texts(member.locale);
    if (!answer.ok && answer.status === 403) {
      const current = await call(req, 'GET /portal/token');
      return sendPortalPage(res, createElement(TokenPage, { t, lang, shopName: member.shopName, createdAt: current.ok ? current.answer.createdAt : null, newToken: null, notice: 'ownersOnly', formatDate }), 403);
    }
    if (!answer.ok && answer.status === 400) return void res.status(400).type('text/plain').send(`action: ${answer.problem.message ?? 'issue or revoke'}`);
    if (!answer.ok) return unavailable(req, res);
    if (action === 'revoke') {
      // A key sign-in of this browser ends with the key (the owner's own sign-in stays).
      res.clearCookie(COOKIES.portal, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: PORTAL_PREFIX });
      return res.redirect(303, `${PORTAL_PATHS.token}?revoked=1`);
    }
    // The key is shown on this answer only; it is nowhere to be read again.
    sendPortalPage(res, createElement(TokenPage, { t, lang, shopName: member.shopName, createdAt: answer.answer.createdAt, newToken: answer.answer.token, notice: null, formatDate }));
  });

  const showShopPage = async (req: Request, res: Response, member: PortalMember, extra: ShopPageNotices, status = 200) => {
    const answer = await call(req, 'GET /portal/shop-page', {}, localeOf(member));
    if (!answer.ok) return unavailable(req, res);
    const { t, lang } = texts(member.locale);
    const locale = localeOf(member);
    const publicPage = pathFor(`Shop___${locale}`, { shopName: member.shopSlug }, { prefix: true });
    sendPortalPage(res, createElement(ShopPageSettings, { t, lang, shopName: member.shopName, publicPage, settings: answer.answer, ...extra }), status);
  };

  router.get('/shop-page', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const logoProblem = logoProblemOf(req.query.logo);
    await showShopPage(req, res, member, { saved: req.query.saved === '1', problem: null, logoProblem }, logoProblem ? 400 : 200);
  });

  router.post('/shop-page/identity', form, identityRoute({
    memberOf, unavailable, localeOf, changed: () => options.invalidation?.invalidate(),
    save: (req, identity, locale) => call(req, 'POST /portal/shop-page/identity', { body: identity }, locale),
    showForm: (req, res, member, identity, status) => showShopPage(req, res, member, { saved: false, problem: null, identity }, status),
    refused: (req, res, member) => showShopPage(req, res, member, { saved: false, problem: { field: 'form', message: texts(member.locale).t('portal.ownersOnly') } }, 403),
  }));

  router.post('/shop-page/tax', form, taxRoute({
    memberOf, unavailable, changed: () => options.invalidation?.invalidate(),
    settings: async (req, member) => { const answer = await call(req, 'GET /portal/shop-page', {}, localeOf(member)); return answer.ok ? answer.answer : undefined; },
    save: (req, member, values) => call(req, 'POST /portal/shop-page/tax', { body: values }, localeOf(member)),
    showForm: (req, res, member, tax, status) => showShopPage(req, res, member, { saved: false, problem: null, tax }, status),
    refused: (req, res, member) => showShopPage(req, res, member, { saved: false, problem: { field: 'form', message: texts(member.locale).t('portal.ownersOnly') } }, 403),
  }));

  router.post('/shop-page/dispatch', form, dispatchRoute({
    memberOf, unavailable, changed: () => options.invalidation?.invalidate(),
    save: (req, member, values) => call(req, 'POST /portal/shop-page/dispatch', { body: values }, localeOf(member)),
    showForm: (req, res, member, dispatch, status) => showShopPage(req, res, member, { saved: false, problem: null, dispatch }, status),
    refused: (req, res, member) => showShopPage(req, res, member, { saved: false, problem: { field: 'form', message: texts(member.locale).t('portal.ownersOnly') } }, 403),
  }));

  router.post('/shop-page/shipping', form, async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const typed = shippingFormOf(req.body ?? {});
    const again = (problems: ShippingProblems, status: number) => showShopPage(req, res, member, { saved: false, problem: null, shipping: { typed: typed.typed, problems } }, status);
    if (Object.keys(typed.problems).length) return again(typed.problems, 400);
    const answer = await call(req, 'POST /portal/shop-page/shipping', { body: { rows: typed.rows } }, localeOf(member));
    if (!answer.ok && answer.status === 403) return showShopPage(req, res, member, { saved: false, problem: { field: 'form', message: texts(member.locale).t('portal.ownersOnly') } }, 403);
    if (!answer.ok && answer.status === 400) return again(shippingProblemOf(typed, answer.problem.field), 400);
    if (!answer.ok) return unavailable(req, res);
    options.invalidation?.invalidate();
    res.redirect(303, `${PORTAL_PATHS.shopPage}?saved=1`);
  });

  router.post('/shop-page/texts', form, async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const methods = req.body?.paymentMethods;
    const body = { terms: String(req.body?.terms ?? ''), cancellationPolicy: String(req.body?.cancellationPolicy ?? ''), paymentMethods: Array.isArray(methods) ? methods : methods ? [methods] : [] };
    const answer = await call(req, 'POST /portal/shop-page/texts', { body }, localeOf(member));
    if (!answer.ok && answer.status === 403) return showShopPage(req, res, member, { saved: false, problem: { field: 'form', message: texts(member.locale).t('portal.ownersOnly') } }, 403);
    if (!answer.ok && answer.status === 400) return showShopPage(req, res, member, { saved: false, problem: { field: answer.problem.field ?? 'form', message: fieldProblemText(texts(member.locale).t, answer.problem.message) } }, 400);
    if (!answer.ok) return unavailable(req, res);
    options.invalidation?.invalidate();
    res.redirect(303, `${PORTAL_PATHS.shopPage}?saved=1`);
  });

  const partNumberOf = (text: string) => (/^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/.test(text) ? text : null);
  portalRefusalRoutes(router, { call, texts, memberOf, unavailable, localeOf, form, partNumberOf });
  const showOrders = (req: Request, res: Response, member: PortalMember, problem: OrderProblem | null, status = 200) => showOrderList(req, res, member, { call, texts, unavailable, localeOf }, problem, status);

  router.get('/orders', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    await showOrders(req, res, member, null);
  });
  router.get('/orders.csv', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    await ordersCsv(req, res, member, { call, texts, unavailable, localeOf });
  });

  router.post('/orders/:number/status', form, async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const number = partNumberOf(req.params.number);
    if (!number) return notFound(res);
    // A refusal is confirmed on its own page, never in one click from the inbox.
    if (req.body?.status === 'refused') return res.redirect(303, PORTAL_PATHS.orderRefusal(number));
    const step = orderStepOf(req.body ?? {});
    if (!('body' in step)) return showOrders(req, res, member, { number, field: step.field, message: texts(member.locale).t(step.field === 'lines' ? 'portal.orders.noLines' : 'portal.orders.badAmount') }, 400);
    const answer = await call(req, 'POST /portal/orders/:number/status', { params: { number }, body: step.body }, localeOf(member));
    if (!answer.ok && answer.status === 404) return notFound(res);
    if (!answer.ok && (answer.status === 400 || answer.status === 409)) {
      const field = answer.status === 409 ? 'status' : answer.problem.field === 'refundCents' ? 'refund' : (answer.problem.field ?? 'status');
      return showOrders(req, res, member, { number, field, message: stepProblemText(texts(member.locale).t, answer.status, answer.problem.message) }, answer.status);
    }
    if (!answer.ok) return unavailable(req, res);
    res.redirect(303, `${PORTAL_PATHS.orders}#${number}`);
  });

  router.get('/orders/:number/delivery-note.pdf', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const number = partNumberOf(req.params.number);
    if (!number) return notFound(res);
    const answer = await call(req, 'GET /portal/orders/:number', { params: { number } }, localeOf(member));
    if (!answer.ok) return answer.status === 404 ? notFound(res) : unavailable(req, res);
    const order = answer.answer;
    // The note travels with the parcel: in the language the shopper ordered in.
    const locale: Locale = isLocale(order.locale) ? order.locale : localeOf(member);
    const pdf = await deliveryNotePdf(order, member.shopName, translatorFor(i18n, locale), (iso) => formatDay(iso, locale));
    res.type('application/pdf').set('content-disposition', `inline; filename="delivery-note-${number}.pdf"`).send(Buffer.from(pdf));
  });

  router.get('/orders/:number/invoices/:file', async (req, res) => {
    const member = await memberOf(req, res);
    if (!member) return;
    const number = partNumberOf(req.params.number);
    const invoice = INVOICE_FILE_PATTERN.exec(String(req.params.file))?.[1];
    if (!number || !invoice) return notFound(res);
    const answer = await call(req, 'GET /portal/orders/:number/invoices/:invoice', { params: { number, invoice } }, localeOf(member));
    if (!answer.ok) return answer.status === 404 ? notFound(res) : unavailable(req, res);
    res.set('cache-control', 'private, no-store').set('x-content-type-options', 'nosniff');
    res.type('application/pdf').set('content-disposition', `inline; filename="${answer.answer.filename}"`).send(Buffer.from(answer.answer.base64, 'base64'));
  });

  return router;
}

/**
 * A refused step in the member's language: the marketplace answers in English for the shops' API
 * ("required", "at most 60 characters", "the part is shipped").
 */
function stepProblemText(t: Translate, status: number, message: string | undefined): string {
  const current = /^the part is (\w+)$/.exec(message ?? '')?.[1];
  if (status === 409) return t('portal.orders.notNow', { status: current ? t(`portal.orders.status.${current}`, { defaultValue: '…' }) : '…' });
  return fieldProblemText(t, message);
}

/** A refused field in the member's language (the marketplace's message is English). */
function fieldProblemText(t: Translate, message: string | undefined): string {
  if (/required/.test(message ?? '')) return t('portal.orders.fieldProblem.required');
  if (/at most/.test(message ?? '')) return t('portal.orders.fieldProblem.tooLong');
  return t('portal.orders.fieldProblem.invalid');
}

function localeOf(member: PortalMember): Locale {
  return isLocale(member.locale) && EDITIONS[member.locale] ? member.locale : 'de-DE';
}
