/** A portal page as a whole HTML answer: never stored, never indexed. */
import type { Response } from 'express';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export function sendPortalPage(res: Response, page: ReactElement, status = 200): void {
  res.status(status).set({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'content-type': 'text/html; charset=utf-8' });
  res.send(`<!doctype html>${renderToStaticMarkup(page)}`);
}

/** Dates and times in the member's language. */
export function dateFormatter(locale: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}
