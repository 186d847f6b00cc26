/** A portal page as a whole HTML answer: never stored, never indexed. */
import type { Response } from 'express';
import type { Locale } from '../../../locales/editions';
import { formatWhen } from '../../../locales/moments';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIslandCollector, IslandCollectorContext } from '../../../views/render/collector';

export function sendPortalPage(res: Response, page: ReactElement, status = 200): void {
  res.status(status).set({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'content-type': 'text/html; charset=utf-8' });
  // A collector of its own per page: the shell links exactly the chunks of the islands it rendered.
  res.send(`<!doctype html>${renderToStaticMarkup(createElement(IslandCollectorContext.Provider, { value: createIslandCollector() }, page))}`);
}

/** Dates and times in the member's language and zone, as the desk shows them. */
export function dateFormatter(locale: Locale): (iso: string) => string {
  return (iso) => formatWhen(iso, locale);
}
