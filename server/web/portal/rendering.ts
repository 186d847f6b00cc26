/** A portal page as a whole HTML answer: never stored, never indexed. */
import type { Response } from 'express';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIslandCollector, IslandCollectorContext } from '../../../views/render/collector';

export function sendPortalPage(res: Response, page: ReactElement, status = 200): void {
  res.status(status).set({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'content-type': 'text/html; charset=utf-8' });
  // A collector of its own per page: the shell links exactly the chunks of the islands it rendered.
  res.send(`<!doctype html>${renderToStaticMarkup(createElement(IslandCollectorContext.Provider, { value: createIslandCollector() }, page))}`);
}

/** Dates and times in the member's language. */
export function dateFormatter(locale: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}
