/** A desk page as HTML: React on the server, no scripts, the staff member's language. */
import type { Response } from 'express';
import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../locales/editions';
import { translatorFor } from '../../../locales/i18n';
import type { StaffMember } from '../../../contract/calls/staff';
import type { DeskFrame } from '../../../views/desk/DeskLayout';
import type { PageView } from '../../../views/render/page-view';
import { DESK_PATHS } from '../staff/paths';

export function frameFor(i18n: I18n, res: Response, title: string, locale?: string): DeskFrame {
  const staff = (res.locals.staff as StaffMember | undefined) ?? null;
  const chosen: Locale = staff?.locale ?? (isLocale(locale) ? locale : DEFAULT_LOCALE);
  return { locale: chosen, t: translatorFor(i18n, chosen), title, staff, paths: { queue: DESK_PATHS.queue, home: DESK_PATHS.orders, inbox: DESK_PATHS.inbox, shops: DESK_PATHS.shops, personalData: DESK_PATHS.personalData, audit: DESK_PATHS.audit, settlements: DESK_PATHS.settlements, bankStatements: DESK_PATHS.bankStatements, taxReports: DESK_PATHS.taxReports, people: DESK_PATHS.staff, signOut: DESK_PATHS.signOut, css: DESK_PATHS.css, refunds: DESK_PATHS.refunds, savedReplies: DESK_PATHS.savedReplies } };
}

export function sendDesk(res: Response, view: PageView, status: number): void {
  res.status(status).type('html').send(`<!doctype html>${renderToStaticMarkup(view.element)}`);
}
