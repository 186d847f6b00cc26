/**
 * The desk as an area of back-office screens: a screen names the staff roles that may open it (or
 * 'open' for the sign-in and the invitation); who asks is the signed-in staff member, whose
 * language and session every call and page of the screen carries.
 */
import type { Request, Response } from 'express';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { StaffMember, StaffRole } from '../../../contract/calls/staff';
import { isLocale, type Locale } from '../../../locales/editions';
import { translatorFor, type Translate } from '../../../locales/i18n';
import type { DeskFrame } from '../../../views/desk/DeskLayout';
import { ProblemPage } from '../../../views/desk/pages';
import { pageView } from '../../../views/render/page-view';
import type { Config } from '../../config/config';
import type { MarketplaceClient } from '../marketplace-client';
import { screensOf, type BackOfficeArea, type BeforeHandler, type ScreenAnswer } from '../back-office/screen';
import { staffHeadersOf } from '../staff/calls';
import { staffFor } from '../staff/guard';
import { DESK_PATHS, DESK_PREFIX } from '../staff/paths';
import { staffTokenOf } from '../staff/cookie';
import { frameFor, sendDesk } from './render';
import { formPageOf, kilobytes } from '../back-office/too-large';

/** The roles that may open a screen, or 'open' for the screens before sign-in. */
export type DeskGuard = readonly StaffRole[] | 'open';

export const SERVICE = ['support', 'operator'] as const;
export const OPERATOR = ['operator'] as const;

export interface DeskWho {
  /** The staff member's language (before sign-in: the browser's). */
  locale: Locale;
  t: Translate;
  /** Null on the screens before sign-in. */
  staff: StaffMember | null;
  /** The headers of the screen's calls: the staff session, the language, the address. */
  headers: Record<string, string | undefined>;
  frame(title: string, locale?: Locale): DeskFrame;
}

export interface DeskKit {
  marketplace: MarketplaceClient;
  i18n: I18n;
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'PUBLIC_ORIGINS' | 'EDITION_HOSTS' | 'PORT'>;
  /** One budget of sign-in attempts (password, code, invitation). */
  signInBudget: BeforeHandler;
  onShopsChanged?: () => void;
}

export const deskScreen = screensOf<DeskGuard, DeskWho>();

/** The browser's language among the editions' (German when none fits). */
export const acceptedLocaleOf = (req: Request): Locale => {
  const accepted = req.acceptsLanguages('de-DE', 'de-AT', 'de', 'fr-FR', 'fr', 'es-ES', 'es', 'it-IT', 'it', 'nl-NL', 'nl');
  const map: Record<string, Locale> = { de: 'de-DE', fr: 'fr-FR', es: 'es-ES', it: 'it-IT', nl: 'nl-NL' };
  return accepted ? (isLocale(accepted) ? accepted : map[accepted] ?? 'de-DE') : 'de-DE';
};

/** A desk page: the view with the props the loader answered, checked against each other. */
export function deskPage<P extends object>(component: ComponentType<P>, props: NoInfer<P>, status = 200): ScreenAnswer {
  return { kind: 'page', status, view: pageView(component, props) };
}

/** A page that says only what went wrong (not found, not allowed), framed as every desk page. */
export function deskProblem(who: DeskWho, status: number, title: string, text: string): ScreenAnswer {
  return deskPage(ProblemPage, { frame: who.frame(title), text }, status);
}

export function deskArea(kit: DeskKit): BackOfficeArea<DeskGuard, DeskWho> {
  const { i18n, marketplace } = kit;
  const refuse = (req: Request, res: Response, status: 401 | 403) => {
    const locale = acceptedLocaleOf(req);
    const t = translatorFor(i18n, locale);
    const text = status === 401 ? t('desk.signIn') : t('desk.forbidden');
    sendDesk(res, pageView(ProblemPage, { frame: frameFor(i18n, res, text, locale), text }), status);
  };
  return {
    readsFormFirst: false,
    form: { limit: '8kb', parameterLimit: 20 },
    send: sendDesk,
    // In the staff member's language when signed in (the browser's else), framed as every desk page.
    async tooLarge(req, res, { sent, allowed }) {
      const token = staffTokenOf(req);
      const answer = token ? await marketplace.attempt('GET /staff/me', {}, staffHeadersOf(req, acceptedLocaleOf(req), token)) : undefined;
      const staff = answer?.ok ? answer.answer.staff : null;
      if (staff) res.locals.staff = staff;
      const locale = staff?.locale ?? acceptedLocaleOf(req);
      const t = translatorFor(i18n, locale);
      const sizes = sent === null ? t('desk.tooLarge.allowed', { allowed: kilobytes(allowed, locale) }) : t('desk.tooLarge.sizes', { sent: kilobytes(sent, locale), allowed: kilobytes(allowed, locale) });
      const back = formPageOf(req, DESK_PREFIX, staff ? DESK_PATHS.queue : DESK_PATHS.signIn);
      sendDesk(res, pageView(ProblemPage, { frame: frameFor(i18n, res, t('desk.tooLarge.title'), locale), text: `${sizes} ${t('desk.tooLarge.what')}`, back: { href: back, text: t('desk.tooLarge.back') } }), 413);
    },
    async enter(req, res, guard) {
      if (guard === 'open') {
        const locale = acceptedLocaleOf(req);
        return { locale, t: translatorFor(i18n, locale), staff: null, headers: staffHeadersOf(req, locale), frame: (title, chosen) => frameFor(i18n, res, title, chosen ?? locale) };
      }
      const signedIn = await staffFor(marketplace, guard, { signInPath: DESK_PATHS.signIn, refuse }, req, res);
      if (!signedIn) return undefined;
      const { staff, staffToken } = signedIn;
      return { locale: staff.locale, t: translatorFor(i18n, staff.locale), staff, headers: staffHeadersOf(req, staff.locale, staffToken), frame: (title) => frameFor(i18n, res, title) };
    },
  };
}
