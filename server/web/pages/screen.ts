/**
 * A screen in one module: where it lives in each edition (its route entry), how its page is loaded
 * (the loader) and what a form sent to it does (the action). pages/index.ts lists the screens; the
 * route table and the page handler read them from there, so nothing else names a screen's pattern.
 */
import type { Request, Response } from 'express';
import type { Edition, Locale, RouteWords } from '../../../locales/editions';
import type { Config } from '../../config';
import type { MarketplaceClient } from '../marketplace-client';
import type { PageName, PageParams, RouteMatch } from '../routes/table';
import type { PageContext, PageResult } from './types';

/** A fixed pattern, from the edition's localized words. */
export interface PatternRoute {
  pattern: (words: RouteWords, locale: Locale) => string;
  /** Editions where the screen exists; all when absent. */
  only?: (edition: Edition) => boolean;
}

/** Catalogue screens are read from the path by the catalogue grammar (routes/table.ts), not by a pattern. */
export type ScreenRoute = PatternRoute | 'catalogue';

export interface ActionContext<P extends PageName = PageName> {
  route: RouteMatch<P>;
  params: PageParams[P];
  locale: Locale;
  request: Request;
  /** For the cookies an action sets (session, delivery country) and headers of its own. */
  response: Response;
  /** The posted form's fields; null when the form could not be read (too large, too many fields). */
  body: Record<string, unknown> | null;
  marketplace: MarketplaceClient;
  /** Headers every marketplace call of this request carries (session, delivery country, locale). */
  upstreamHeaders: Record<string, string | undefined>;
  config: Config;
  /** A link to a page of this request's edition (with or without its prefix, as the request came). */
  link: <Q extends PageName>(page: Q, params: PageParams[Q], query?: Record<string, string | number | undefined>) => string;
}

/**
 * What an action did: the 303 to show its result (Post/Redirect/Get), or an outcome the same
 * screen's loader shows (a refused field with what was typed, at the status the outcome names), or
 * nothing of its own (the page is shown as for a GET).
 */
export type ActionResult<O> = { kind: 'redirect'; location: string } | { kind: 'outcome'; outcome: O } | { kind: 'page' };

export interface ScreenAction<P extends PageName, O> {
  /** Bounds of the form's body: each form knows how many fields it has. */
  form: { limit: string; parameterLimit: number };
  /** POST when absent; a link that writes (the cart generation link) also acts on GET, never on HEAD. */
  methods?: readonly ('GET' | 'POST')[];
  run(context: ActionContext<P>): Promise<ActionResult<O>>;
}

export interface Screen<P extends PageName = PageName, O = unknown> {
  page: P;
  route: ScreenRoute;
  /** Absent: the screen has no page of its own (a GET answers 404). Method syntax: one list holds screens of every page. */
  load?(context: PageContext<P, O>): Promise<PageResult>;
  action?: ScreenAction<P, O>;
}

/** Checks a screen's parts against its page name and the outcome its action hands its loader. */
export function defineScreen<P extends PageName, O = never>(screen: Screen<P, O>): Screen<P, O> {
  return screen;
}
