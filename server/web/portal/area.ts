/**
 * The shops' portal as an area of back-office screens: a screen is for the shop's signed-in member
 * ('member': the portal cookie of a key's holder, or a staff member of the shop) or for anyone
 * ('open': the sign-in). Who asks carries the member, their language and zone, and the calls made
 * as them, so a screen never sees another shop. Without a valid sign-in a page sends the browser
 * to the sign-in and a form shows it (401).
 */
import type { Request, Response } from 'express';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { speaksForShop, type PortalMember } from '../../../contract/calls/portal';
import { PORTAL_PATHS, PORTAL_PREFIX } from '../../../contract/portal-paths';
import { COOKIES, EDITIONS, isLocale, type Locale } from '../../../locales/editions';
import { translatorFor, type Translate } from '../../../locales/i18n';
import { SignInPage } from '../../../views/portal/SignInPage';
import { TooLargePage } from '../../../views/portal/TooLargePage';
import { formPageOf, kilobytes } from '../back-office/too-large';
import { pageView } from '../../../views/render/page-view';
import type { MarketplaceClient } from '../marketplace-client';
import { send } from '../back-office/mount';
import { screensOf, type BackOfficeArea, type ScreenAnswer } from '../back-office/screen';
import { DESK_PATHS } from '../staff/paths';
import { memberHeaders, type PortalCall } from './member-headers';
import { dateFormatter, rememberOwner, sendPortalPage } from './rendering';

export interface PortalVisitor {
  /** The language of the sign-in: the shop's language cookie, else German. */
  locale: Locale;
  t: Translate;
  /** Calls made with whatever sign-in the browser holds. */
  call: PortalCall;
}

export interface PortalWho extends PortalVisitor {
  member: PortalMember;
  /** The member's language (their pages, their calls' refusals). */
  lang: Locale;
  formatDate: (iso: string) => string;
  /** The marketplace could not be asked: said in the sign-in's language, as plain text. */
  unavailable(): ScreenAnswer;
}

export const portalScreen = screensOf<'member', PortalWho>();
export const portalDoor = screensOf<'open', PortalVisitor>();

export const PORTAL_FORM = { limit: '120kb', parameterLimit: 500 };

export const notFound: ScreenAnswer = { kind: 'text', status: 404, text: 'Not found' };

export function memberLocaleOf(member: PortalMember): Locale {
  return isLocale(member.locale) && EDITIONS[member.locale] ? member.locale : 'de-DE';
}

/** A portal page: the view with the props the loader answered, checked against each other. */
export function portalPage<P extends object>(component: ComponentType<P>, props: NoInfer<P>, status = 200): ScreenAnswer {
  return { kind: 'page', status, view: pageView(component, props) };
}

const signInLocaleOf = (req: Request): Locale => {
  const cookie: unknown = req.cookies?.[COOKIES.locale];
  return isLocale(cookie) ? cookie : 'de-DE';
};

export function portalAreas(marketplace: MarketplaceClient, i18n: I18n) {
  const visitorOf = (req: Request): PortalVisitor => {
    const locale = signInLocaleOf(req);
    return { locale, t: translatorFor(i18n, locale), call: (name, input = {}, locale) => marketplace.attempt(name, input, memberHeaders(req, locale)) };
  };
  /** The sign-in form; failed: it says the key or shop was wrong (the shop typed stays). */
  const signInPage = (req: Request, failed = false, status = 200): ScreenAnswer => {
    const { t, locale } = visitorOf(req);
    const body = req.body as Record<string, unknown> | undefined;
    return portalPage(SignInPage, { t, lang: locale, failed, memberSignIn: DESK_PATHS.signIn, shopId: typeof body?.shopId === 'string' ? body.shopId.slice(0, 12) : '' }, status);
  };
  const unavailableOf = (visitor: PortalVisitor): ScreenAnswer => ({ kind: 'text', status: 503, text: visitor.t('portal.unavailable') });

  const open: BackOfficeArea<'open', PortalVisitor> = {
    readsFormFirst: true,
    form: PORTAL_FORM,
    send: (res, view, status) => sendPortalPage(res, view.element, status),
    async enter(req) {
      return visitorOf(req);
    },
    // In the member's language with the portal's navigation when signed in; else the sign-in's.
    async tooLarge(req, res, { sent, allowed }) {
      const visitor = visitorOf(req);
      const answer = await visitor.call('GET /portal/member');
      const member = answer.ok ? answer.answer : undefined;
      if (member) rememberOwner(res, speaksForShop(member));
      const lang = member ? memberLocaleOf(member) : visitor.locale;
      const page = portalPage(TooLargePage, {
        t: translatorFor(i18n, lang), lang, shopName: member?.shopName,
        sentKb: sent === null ? null : kilobytes(sent, lang), allowedKb: kilobytes(allowed, lang),
        back: formPageOf(req, PORTAL_PREFIX, member ? PORTAL_PATHS.home : PORTAL_PATHS.signIn),
      }, 413);
      send(open, res, page);
    },
  };

  const member: BackOfficeArea<'member', PortalWho> = {
    ...open,
    async enter(req: Request, res: Response) {
      const visitor = visitorOf(req);
      const answer = await visitor.call('GET /portal/member');
      if (answer.ok) {
        rememberOwner(res, speaksForShop(answer.answer));
        const lang = memberLocaleOf(answer.answer);
        return {
          ...visitor, member: answer.answer, lang, t: translatorFor(i18n, lang), formatDate: dateFormatter(lang),
          call: (name, input = {}, locale = lang) => marketplace.attempt(name, input, memberHeaders(req, locale)),
          unavailable: () => unavailableOf(visitor),
        };
      }
      if (answer.status !== 401) send(open, res, unavailableOf(visitor));
      else if (req.method === 'GET') res.redirect(303, PORTAL_PATHS.signIn);
      else send(open, res, signInPage(req, false, 401));
      return undefined;
    },
  };
  return { open, member, signInPage, unavailableOf };
}
