/**
 * A screen in one module: where it lives in each edition (its route entry), how its page is loaded
 * (the loader) and what a form sent to it does (the action). pages/index.ts lists the screens; the
 * route table and the page handler read them from there, so nothing else names a screen's pattern.
 */
import type { Edition, Locale, RouteWords } from '../../../locales/editions';
import type { PageName } from '../routes/table';
import type { PageContext, PageResult } from './types';

/** A fixed pattern, from the edition's localized words. */
export interface PatternRoute {
  pattern: (words: RouteWords, locale: Locale) => string;
  /** Editions where the screen exists; all when absent. */
  only?: (edition: Edition) => boolean;
}

/** Catalogue screens are read from the path by the catalogue grammar (routes/table.ts), not by a pattern. */
export type ScreenRoute = PatternRoute | 'catalogue';

export interface Screen<P extends PageName = PageName> {
  page: P;
  route: ScreenRoute;
  /** Absent: the screen has no page of its own (a GET answers 404). Method syntax: a list holds screens of every page. */
  load?(context: PageContext<P>): Promise<PageResult>;
}

/** Checks a screen's parts against its page name. */
export function defineScreen<P extends PageName>(screen: Screen<P>): Screen<P> {
  return screen;
}
