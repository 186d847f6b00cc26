/**
 * The desk's doors: its start (the queue), the sign-in in two steps (password, then the code of the
 * second factor), the sign-out and the invitation (enrol the second factor, choose the password).
 * A shop's member signed in here goes on to the portal. Wrong codes that lock the account show the
 * sign-in form again, saying for how long, in the member's own language.
 */
import type { Response } from 'express';
import type { Problem } from '../../../../contract/wire';
import { SHOP_ROLES } from '../../../../contract/calls/staff';
import { isLocale, type Locale } from '../../../../locales/editions';
import { translatorFor } from '../../../../locales/i18n';
import { CodePage, InvitationPage, SignInPage } from '../../../../views/desk/pages';
import type { ScreenAnswer } from '../../back-office/screen';
import { staffHeadersOf } from '../../staff/calls';
import { clearStaffCookie, setStaffCookie, staffTokenOf } from '../../staff/cookie';
import { DESK_PATHS, DESK_PREFIX, invitationPath } from '../../staff/paths';
import { deskPage, deskScreen, type DeskKit, type DeskWho } from '../area';

const PORTAL_HOME = '/portal/';

/** Only a path of the desk itself is a place to go after sign-in. */
const nextOf = (value: unknown): string => (typeof value === 'string' && value.startsWith(`${DESK_PREFIX}/`) && !value.startsWith('//') && !value.includes('\\') ? value : DESK_PATHS.queue);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What a refused sign-in shows again: the message, and the e-mail typed (never the password). */
interface SignInRefusal { status: number; error: string; email: string; next: string }
interface CodeRefusal { error: string; next: string }

export function deskSignInScreens(kit: DeskKit) {
  const { marketplace, i18n } = kit;
  const translator = (locale: Locale) => translatorFor(i18n, locale);

  /** Wrong codes locked the account: the sign-in form again, in the member's own language. */
  const locked = (who: DeskWho, response: Response, problem: Problem, body: Record<string, unknown>): ScreenAnswer => {
    const locale = isLocale(problem.locale) ? problem.locale : who.locale;
    const t = translator(locale);
    const minutes = Math.max(1, Math.ceil(Number(problem.retryAfterSeconds ?? 60) / 60));
    response.set('retry-after', String(minutes * 60));
    return deskPage(SignInPage, { frame: who.frame(t('desk.signIn'), locale), action: DESK_PATHS.signIn, next: nextOf(body.next), error: t('desk.locked', { count: minutes }), email: text(body.email).slice(0, 254) }, 429);
  };

  const start = deskScreen({
    path: '/',
    guard: 'open',
    // The desk opens on what waits for it.
    async load() {
      return { kind: 'redirect', location: DESK_PATHS.queue };
    },
  });

  const signIn = deskScreen<SignInRefusal>({
    path: '/sign-in',
    guard: 'open',
    async load({ who, query, outcome }) {
      const frame = who.frame(who.t('desk.signIn'));
      if (!outcome) return deskPage(SignInPage, { frame, action: DESK_PATHS.signIn, next: nextOf(query.next) });
      return deskPage(SignInPage, { frame, action: DESK_PATHS.signIn, next: outcome.next, error: outcome.error, email: outcome.email }, outcome.status);
    },
    action: {
      before: [kit.signInBudget],
      async run({ who, request, response, body }) {
        const t = who.t;
        const answer = await marketplace.attempt('POST /staff/sign-in', { body: { email: text(body.email), password: text(body.password) } }, staffHeadersOf(request, who.locale, undefined));
        if (answer.ok) {
          setStaffCookie(request, response, answer.answer.token);
          return { kind: 'redirect', location: `${DESK_PATHS.code}?next=${encodeURIComponent(nextOf(body.next))}` };
        }
        if (answer.status === 429 && answer.problem.error === 'locked') return locked(who, response, answer.problem, body);
        const status = answer.status === 429 ? 429 : answer.status === 400 ? 400 : answer.status >= 500 ? 503 : 401;
        const error = status === 429 ? t('desk.throttled') : status === 400 ? `${t('desk.invalid')} ${answer.problem.field ?? ''}` : t('desk.wrong');
        return { kind: 'outcome', outcome: { status, error, email: text(body.email).slice(0, 254), next: nextOf(body.next) } };
      },
    },
  });

  const code = deskScreen<CodeRefusal>({
    path: '/sign-in/code',
    guard: 'open',
    async load({ who, request, query, outcome }) {
      const frame = who.frame(who.t('desk.signIn'));
      if (outcome) return deskPage(CodePage, { frame, action: DESK_PATHS.code, next: outcome.next, error: outcome.error }, 400);
      if (!staffTokenOf(request)) return { kind: 'redirect', location: DESK_PATHS.signIn };
      return deskPage(CodePage, { frame, action: DESK_PATHS.code, next: nextOf(query.next) });
    },
    action: {
      before: [kit.signInBudget],
      async run({ who, request, response, body }) {
        const answer = await marketplace.attempt('POST /staff/sign-in/code', { body: { code: text(body.code) } }, staffHeadersOf(request, who.locale));
        if (answer.ok) {
          setStaffCookie(request, response, answer.answer.token);
          const me = await marketplace.attempt('GET /staff/me', {}, staffHeadersOf(request, who.locale, answer.answer.token));
          return { kind: 'redirect', location: me.ok && SHOP_ROLES.includes(me.answer.staff.role) ? PORTAL_HOME : nextOf(body.next) };
        }
        if (answer.status === 401) {
          clearStaffCookie(request, response);
          return { kind: 'redirect', location: DESK_PATHS.signIn };
        }
        if (answer.status === 429 && answer.problem.error === 'locked') {
          clearStaffCookie(request, response);
          return locked(who, response, answer.problem, body);
        }
        return { kind: 'outcome', outcome: { error: who.t('desk.wrongCode'), next: nextOf(body.next) } };
      },
    },
  });

  const signOut = deskScreen({
    path: '/sign-out',
    guard: 'open',
    action: {
      async run({ request, response }) {
        await marketplace.attempt('POST /staff/sign-out', {}, staffHeadersOf(request, 'de-DE'));
        clearStaffCookie(request, response);
        return { kind: 'redirect', location: DESK_PATHS.signIn };
      },
    },
  });

  /** An invitation refused: the status and what the form says beside it. */
  interface InvitationRefusal { status: number; error?: string }
  const invitation = deskScreen<InvitationRefusal>({
    path: '/invitation/:token',
    guard: 'open',
    async load({ who, request, params, outcome }) {
      const answer = await marketplace.attempt('GET /staff/invitations/:token', { params: { token: params.token! } }, staffHeadersOf(request, 'de-DE', undefined));
      const locale = answer.ok ? answer.answer.locale : who.locale;
      const t = translator(locale);
      // A shop's owner or staff is invited to the shop's portal, not to the marketplace's service desk.
      const shopName = answer.ok ? answer.answer.shopName : null;
      const frame = { ...who.frame(t('desk.invitation'), locale), ...(shopName ? { site: `${t('portal.title')} · ${shopName}` } : {}) };
      if (!answer.ok) return deskPage(InvitationPage, { frame, action: '', invitation: null, qrSvg: '' }, 404);
      // qrcode loads with the first invitation shown: a rare page, not worth every process's start.
      const { default: QRCode } = await import('qrcode');
      const qrSvg = await QRCode.toString(answer.answer.otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return deskPage(InvitationPage, { frame, action: invitationPath(params.token!), invitation: answer.answer, qrSvg, error: outcome?.error }, outcome?.status ?? 200);
    },
    action: {
      before: [kit.signInBudget],
      async run({ who, request, response, params, body }) {
        const answer = await marketplace.attempt('POST /staff/invitations/:token', { params: { token: params.token! }, body: { password: text(body.password), code: text(body.code) } }, staffHeadersOf(request, 'de-DE', undefined));
        if (answer.ok) {
          setStaffCookie(request, response, answer.answer.token);
          const me = await marketplace.attempt('GET /staff/me', {}, staffHeadersOf(request, 'de-DE', answer.answer.token));
          return { kind: 'redirect', location: me.ok && SHOP_ROLES.includes(me.answer.staff.role) ? PORTAL_HOME : DESK_PATHS.queue };
        }
        if (answer.status === 404) return { kind: 'outcome', outcome: { status: 404 } };
        const t = who.t;
        return { kind: 'outcome', outcome: { status: 400, error: answer.problem.field === 'code' ? t('desk.wrongCode') : `${t('desk.invalid')} ${answer.problem.field ?? ''}: ${answer.problem.message ?? ''}` } };
      },
    },
  });

  return [start, signIn, code, signOut, invitation];
}
