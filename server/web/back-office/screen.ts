/**
 * A back-office screen in one module, as the shop's screens are (pages/screen.ts): its path, who may
 * open it (the area's guard), its loader and the action its form runs. The loader hands its view the
 * props through pageView, so the compiler checks one against the other. The desk and the shops'
 * portal are areas: each says how it finds who asks (staff roles, the shop's member), reads forms
 * and frames a page; mount.ts puts an area's screens on its router.
 */
import type { Request, Response } from 'express';
import type { PageView } from '../../../views/render/page-view';

/** What a back-office screen answers. */
export type ScreenAnswer =
  | { kind: 'page'; status?: number; view: PageView }
  | { kind: 'redirect'; location: string }
  /** A short answer without a page (not found, unavailable, a refused value of a form without one). */
  | { kind: 'text'; status: number; text: string; headers?: Record<string, string> }
  /** A download: a document, an export, a delivery note. */
  | { kind: 'file'; contentType: string; filename: string; body: Buffer | string; inline?: boolean; headers?: Record<string, string> }
  /** The loader streamed the answer itself (a report read page by page). */
  | { kind: 'sent' };

/**
 * What an action did: the 303 to its result (Post/Redirect/Get), an outcome the same screen's loader
 * shows (a refused field with what was typed, a key shown once), or an answer of its own.
 */
export type ScreenActionResult<O> = ScreenAnswer | { kind: 'outcome'; outcome: O };

export interface ScreenRequest<C> {
  request: Request;
  /** For the cookies a screen sets or clears, and headers of its own. */
  response: Response;
  params: Record<string, string>;
  query: Request['query'];
  /** What the area found out about who asks (the staff member, the shop's member). */
  who: C;
}

export interface ScreenLoadContext<C, O> extends ScreenRequest<C> {
  /** What the action answered to a form it showed again. */
  outcome?: O;
}

export interface ScreenActionContext<C> extends ScreenRequest<C> {
  /** The posted form's fields (empty when the action reads no form). */
  body: Record<string, unknown>;
}

/** Express handlers the action runs before who asks is found out (a sign-in budget). */
export type BeforeHandler = (req: Request, res: Response, next: (error?: unknown) => void) => void;

export interface BackOfficeScreen<G, C, O = never> {
  /** The path under the area's prefix, in Express's syntax (`/orders/:number`). */
  path: string;
  /** Who may open it, in the area's terms (roles, a member of the shop, anyone). */
  guard: G;
  /** The page (GET and HEAD). Method syntax: one list holds screens of every outcome. */
  load?(context: ScreenLoadContext<C, O>): Promise<ScreenAnswer>;
  action?: {
    /** Bounds of the form's body (limit as body-parser reads it); absent: the area's; false: the action reads no form. */
    form?: { limit: string | number; parameterLimit: number } | false;
    before?: readonly BeforeHandler[];
    run(context: ScreenActionContext<C>): Promise<ScreenActionResult<O>>;
  };
}

/** How an area finds who asks, reads forms and answers a page. */
export interface BackOfficeArea<G, C> {
  /** Who asks, as the guard wants them; undefined when the area answered already (sign-in, refusal). */
  enter(req: Request, res: Response, guard: G): Promise<C | undefined>;
  /** The form is read before who asks is found out (a refused sign-in shows what was typed). */
  readsFormFirst: boolean;
  form: { limit: string; parameterLimit: number };
  send(res: Response, view: PageView, status: number): void;
  /**
   * A form's body was larger than the screen takes (`sent`: bytes announced, null when it arrived
   * in chunks): the area's own page in the reader's language says so, at 413.
   */
  tooLarge(req: Request, res: Response, sizes: { sent: number | null; allowed: number }): Promise<void>;
}

/** The define function of an area's screens: checks a screen's parts against the area and its outcome. */
export function screensOf<G, C>(): <O = never>(screen: BackOfficeScreen<G, C, O>) => BackOfficeScreen<G, C, O> {
  return (screen) => screen;
}

/** A form field as text: a field sent twice reads as its values joined, as String() read them. */
export const formText = (value: unknown): string => (typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : '');
