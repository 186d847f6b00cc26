/** A portal page as a whole HTML answer: never stored, never indexed. */
import type { Response } from 'express';
import type { Locale } from '../../../locales/editions';
import { formatWhen } from '../../../locales/moments';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIslandCollector, IslandCollectorContext } from '../../../views/render/collector';
import { PortalOwnerContext } from '../../../views/portal/owner-context';

export function sendPortalPage(res: Response, page: ReactElement, status = 200): void {
  res.status(status).set({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'content-type': 'text/html; charset=utf-8' });
  // A collector of its own per page: the shell links exactly the chunks of the islands it rendered.
  const owner = createElement(PortalOwnerContext.Provider, { value: res.locals.portalOwner === true }, page);
  res.send(`<!doctype html>${renderToStaticMarkup(createElement(IslandCollectorContext.Provider, { value: createIslandCollector() }, owner))}`);
}

/** Remembers for the page's rendering whether the member is the shop's owner (see PortalOwnerContext). */
export function rememberOwner(res: Response, owner: boolean): void {
  res.locals.portalOwner = owner;
}

/** Dates and times in the member's language and zone, as the desk shows them. */
export function dateFormatter(locale: Locale): (iso: string) => string {
  return (iso) => formatWhen(iso, locale);
}
