/**
 * Puts an area's screens on its router: a GET runs the area's guard and the loader; a POST runs the
 * action's own handlers, the guard and the form reader (in the order the area asks), then the action,
 * whose outcome the same loader shows. Every answer kind is sent here, and only here.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import { bytesOfLimit } from './form-bounds';
import type { BackOfficeArea, BackOfficeScreen, ScreenActionResult, ScreenAnswer } from './screen';

export function send<G, C>(area: BackOfficeArea<G, C>, res: Response, answer: ScreenAnswer): void {
  switch (answer.kind) {
    case 'page':
      return area.send(res, answer.view, answer.status ?? 200);
    case 'redirect':
      return res.redirect(303, answer.location);
    case 'text':
      if (answer.headers) res.set(answer.headers);
      return void res.status(answer.status).type('text/plain').send(answer.text);
    case 'file':
      if (answer.headers) res.set(answer.headers);
      res.type(answer.contentType).set('content-disposition', `${answer.inline ? 'inline' : 'attachment'}; filename="${answer.filename}"`);
      return void res.send(answer.body);
    case 'sent':
      return;
  }
}

/** Runs express handlers in turn; true when the last called next without an error (and nothing answered). */
function runHandlers(handlers: readonly RequestHandler[], req: Request, res: Response): Promise<true | { error: unknown } | false> {
  return new Promise((resolve) => {
    const step = (index: number) => {
      if (index === handlers.length) return resolve(true);
      let moved = false;
      const next: NextFunction = (error?: unknown) => {
        moved = true;
        if (error) resolve({ error });
        else step(index + 1);
      };
      void handlers[index]!(req, res, next);
      // A handler that answered does not call next: the response says so once it is finished.
      if (!moved) res.once('finish', () => resolve(false));
    };
    step(0);
  });
}

export function mountScreens<G, C>(router: Router, area: BackOfficeArea<G, C>, screens: readonly BackOfficeScreen<G, C, unknown>[]): void {
  const readers = new Map<BackOfficeScreen<G, C, unknown>, RequestHandler>();
  /** The bytes a screen's form may take; undefined when it reads none. */
  const boundOf = (screen: BackOfficeScreen<G, C, unknown>): number | undefined => {
    const bounds = screen.action?.form;
    return bounds === false ? undefined : bytesOfLimit((bounds ?? area.form).limit);
  };
  const readerOf = (screen: BackOfficeScreen<G, C, unknown>): RequestHandler[] => {
    const bounds = screen.action?.form;
    if (bounds === false) return [];
    let reader = readers.get(screen);
    if (!reader) readers.set(screen, (reader = express.urlencoded({ extended: false, ...(bounds ?? area.form) })));
    return [reader];
  };

  for (const screen of screens) {
    const load = screen.load?.bind(screen);
    if (load) {
      router.get(screen.path, (req, res, next) => {
        void (async () => {
          const who = await area.enter(req, res, screen.guard);
          if (who === undefined) return;
          send(area, res, await load({ request: req, response: res, params: req.params as Record<string, string>, query: req.query, who }));
        })().catch(next);
      });
    }
    const action = screen.action;
    if (!action) continue;
    const bound = boundOf(screen);
    router.post(screen.path, (req, res, next) => {
      void (async () => {
        // Larger than the form takes, as announced: said on the area's page, the body left unread.
        const declared = Number(req.get('content-length') ?? NaN);
        if (bound !== undefined && declared > bound) {
          res.set('connection', 'close');
          return area.tooLarge(req, res, { sent: declared, allowed: bound });
        }
        const before = await runHandlers(action.before ?? [], req, res);
        if (before !== true) return before && next(before.error);
        const read = async () => {
          const outcome = await runHandlers(readerOf(screen), req, res);
          if (outcome !== true) {
            const error = outcome ? outcome.error as { type?: unknown } | undefined : undefined;
            if (error?.type === 'entity.too.large' && bound !== undefined) await area.tooLarge(req, res, { sent: Number.isFinite(declared) ? declared : null, allowed: bound });
            else if (outcome) next(outcome.error);
            return false;
          }
          return true;
        };
        if (area.readsFormFirst && !(await read())) return;
        const who = await area.enter(req, res, screen.guard);
        if (who === undefined) return;
        if (!area.readsFormFirst && !(await read())) return;
        const base = { request: req, response: res, params: req.params as Record<string, string>, query: req.query, who };
        const result: ScreenActionResult<unknown> = await action.run({ ...base, body: (req.body ?? {}) as Record<string, unknown> });
        if (result.kind !== 'outcome') return send(area, res, result);
        if (!load) throw new Error(`the screen ${screen.path} has an outcome and no loader`);
        send(area, res, await load({ ...base, outcome: result.outcome }));
      })().catch(next);
    });
  }
}
