/** A desk page as HTML: React on the server, no scripts, the staff member's language. */
import type { Response } from 'express';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../locales/editions';
import type { StaffMember } from '../../../contract/calls/staff';
import type { DeskFrame } from '../../../views/desk/DeskLayout';
import { DESK_PATHS } from '../staff/paths';

export function frameFor(res: Response, title: string, locale?: string): DeskFrame {
  const staff = (res.locals.staff as StaffMember | undefined) ?? null;
  const chosen: Locale = staff?.locale ?? (isLocale(locale) ? locale : DEFAULT_LOCALE);
  return { locale: chosen, title, staff, paths: { home: DESK_PATHS.orders, inbox: DESK_PATHS.inbox, shops: DESK_PATHS.shops, personalData: DESK_PATHS.personalData, signOut: DESK_PATHS.signOut, css: DESK_PATHS.css } };
}

export function renderDesk<P extends object>(res: Response, status: number, page: FunctionComponent<P>, props: P): void {
  res.status(status).type('html').send(`<!doctype html>${renderToStaticMarkup(createElement(page, props))}`);
}
