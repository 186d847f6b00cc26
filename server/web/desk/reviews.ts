/**
 * The desk's review queue: GET /desk/reviews lists the buyers' reviews waiting, POST
 * /desk/reviews/:id approves or rejects one (the marketplace checks the role and writes the audit).
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import type { i18n as I18n } from 'i18next';
import type { Translate } from '../../../locales/i18n';
import { ReviewsPage } from '../../../views/desk/ReviewsPage';
import type { MarketplaceClient } from '../marketplace-client';
import { DESK_PREFIX, orderPath } from '../staff/paths';
import { frameFor, renderDesk } from './render';

export const REVIEWS_PATH = `${DESK_PREFIX}/reviews`;

export function mountReviewQueue(router: Router, deps: {
  marketplace: MarketplaceClient; i18n: I18n; guard: RequestHandler; form: RequestHandler;
  headers: (req: Request, res: Response) => Record<string, string | undefined>; words: (res: Response) => Translate;
}): void {
  const { marketplace, i18n, guard, form, headers, words } = deps;
  router.get('/reviews', guard, async (req, res, next) => {
    try {
      const answer = await marketplace.attempt('GET /desk/reviews', {}, headers(req, res));
      const notice = req.query.done === 'approved' || req.query.done === 'rejected' ? words(res)(`desk.reviews.done.${req.query.done}`) : undefined;
      renderDesk(res, answer.ok ? 200 : 503, ReviewsPage, {
        frame: frameFor(i18n, res, words(res)('desk.reviews.title')), reviews: answer.ok ? answer.answer.reviews : [],
        action: (id: number) => `${REVIEWS_PATH}/${id}`, orderLink: orderPath, notice,
      });
    } catch (error) {
      next(error);
    }
  });
  router.post('/reviews/:id', guard, form, async (req: Request<{ id: string }>, res, next) => {
    try {
      const decision = req.body?.decision === 'approved' ? 'approved' : 'rejected';
      const answer = await marketplace.attempt('POST /desk/reviews/:id', { params: { id: Number(req.params.id) }, body: { decision } }, headers(req, res));
      res.redirect(303, answer.ok ? `${REVIEWS_PATH}?done=${decision}` : REVIEWS_PATH);
    } catch (error) {
      next(error);
    }
  });
}
