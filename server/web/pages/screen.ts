/**
 * A screen in one module: how its page is loaded (the loader) and what a form sent to it does (the
 * action). Where it lives in each edition is its page's route (views/page-params.ts), which the
 * route table reads; pages/index.ts lists the screens for the page handler.
 */
import type { Request, Response } from 'express';
import type { Locale } from '../../../locales/editions';
import type { Config } from '../../config/config';
import type { MarketplaceClient } from '../marketplace-client';
import type { PageName, PageParams, RouteMatch } from '../routes/table';
import type { PageContext, PageResult } from './types';
import type { FileBounds, SentFiles } from './form-files';

export interface ActionContext<P extends PageName = PageName> {
  route: RouteMatch<P>;
  params: PageParams[P];
  locale: Locale;
  request: Request;
  /** For the cookies an action sets (session, delivery country) and headers of its own. */
  response: Response;
  /** The posted form's fields; null when the form could not be read (too large, too many fields). */
  body: Record<string, unknown> | null;
  /** The files a form that takes them sent (form-files.ts); none for any other form. */
  files: SentFiles;
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
  /**
   * Bounds of the form's body: each form knows how many fields it has. With `files`, a form of the
   * screen may be sent as multipart/form-data with that many files in that field (its fields bounded alike).
   */
  form: { limit: string; parameterLimit: number; files?: FileBounds };
  /** POST when absent; a link that writes (the cart generation link) also acts on GET, never on HEAD. */
  methods?: readonly ('GET' | 'POST')[];
  run(context: ActionContext<P>): Promise<ActionResult<O>>;
}

export interface Screen<P extends PageName = PageName, O = unknown> {
  page: P;
  /** Absent: the screen has no page of its own (a GET answers 404). Method syntax: one list holds screens of every page. */
  load?(context: PageContext<P, O>): Promise<PageResult>;
  action?: ScreenAction<P, O>;
}

/** Checks a screen's parts against its page name and the outcome its action hands its loader. */
export function defineScreen<P extends PageName, O = never>(screen: Screen<P, O>): Screen<P, O> {
  return screen;
}
