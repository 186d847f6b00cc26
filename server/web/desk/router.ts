/**
 * The desk under /desk/: sign-in in two steps, invitations, the queue, orders and their timeline, the
 * contact inbox, the operator's shops, settlements and people, personal data. Every page is a
 * screen module (screens/), each naming the roles it allows, and every call checked again by the
 * marketplace. Server-rendered forms, no scripts; never stored, never indexed, with budgets of
 * its own. Mounted before the shop's edition handling.
 */
import express, { type Router } from 'express';
import type { i18n as I18n } from 'i18next';
import { rateLimit } from 'express-rate-limit';
import { translatorFor } from '../../../locales/i18n';
import { DESK_CSS } from '../../../views/desk/styles';
import { DESK_WORK_CSS } from '../../../views/desk/work-styles';
import { ProblemPage } from '../../../views/desk/pages';
import { pageView } from '../../../views/render/page-view';
import type { Config } from '../../config/config';
import type { MarketplaceClient } from '../marketplace-client';
import { SharedRateLimitStore, type RateLimitCounters } from '../security/rate-limit-store';
import { reject } from '../security/reject';
import { mountScreens } from '../back-office/mount';
import { staffPageHeaders } from '../staff/guard';
import { acceptedLocaleOf, deskArea, type DeskKit } from './area';
import { frameFor, sendDesk } from './render';
import { deskSignInScreens } from './screens/sign-in';
import { deskQueueScreens } from './screens/queue';
import { deskClaimScreens } from './screens/claims';
import { deskOrderScreens } from './screens/orders';
import { deskInboxScreens } from './screens/inbox';
import { deskSavedReplyScreens } from './screens/saved-replies';
import { deskShopScreens } from './screens/shops';
import { deskSettlementScreens } from './screens/settlements';
import { deskBankStatementScreens } from './screens/bank-statements';
import { deskRefundScreens } from './screens/refunds';
import { deskPeopleScreens } from './screens/people';
import { deskPersonalDataScreens } from './screens/personal-data';
import { deskReviewScreens } from './screens/review';
import { deskTaxReportScreens } from './screens/tax-reports';
import { deskSearchScreens } from './screens/search';

export function deskRouter(marketplace: MarketplaceClient, i18n: I18n, config: Pick<Config, 'RATE_LIMIT_WINDOW_MS' | 'DESK_RATE_LIMIT' | 'DESK_SIGN_IN_LIMIT' | 'PUBLIC_ORIGIN' | 'PUBLIC_ORIGINS' | 'EDITION_HOSTS' | 'PORT'>, options: { onShopsChanged?: () => void; rateLimitCounters?: RateLimitCounters } = {}): Router {
  const router = express.Router();
  const budget = (limit: number) => rateLimit({ windowMs: config.RATE_LIMIT_WINDOW_MS, limit, standardHeaders: 'draft-8', legacyHeaders: false, handler: (req, res, next) => reject(req, res, next, 429, 'too_many_requests') });
  // One budget for every process of the shop when they share counters: a second process is no second budget.
  const signInBudget = rateLimit({
    windowMs: config.RATE_LIMIT_WINDOW_MS, limit: config.DESK_SIGN_IN_LIMIT, standardHeaders: 'draft-8', legacyHeaders: false, passOnStoreError: true,
    store: options.rateLimitCounters ? new SharedRateLimitStore(options.rateLimitCounters, 'desk-sign-in:') : undefined,
    handler: (req, res, next) => reject(req, res, next, 429, 'too_many_requests'),
  });
  const kit: DeskKit = { marketplace, i18n, config, signInBudget, onShopsChanged: options.onShopsChanged };

  router.use(staffPageHeaders);
  router.use(budget(config.DESK_RATE_LIMIT));
  router.get('/desk.css', (_req, res) => {
    res.type('css').send(DESK_CSS + DESK_WORK_CSS);
  });
  mountScreens(router, deskArea(kit), [
    ...deskSignInScreens(kit),
    ...deskQueueScreens(kit),
    ...deskClaimScreens(kit),
    ...deskOrderScreens(kit),
    ...deskSearchScreens(kit),
    ...deskReviewScreens(kit),
    ...deskInboxScreens(kit),
    ...deskSavedReplyScreens(kit),
    ...deskShopScreens(kit),
    ...deskSettlementScreens(kit),
    ...deskBankStatementScreens(kit),
    ...deskTaxReportScreens(kit),
    ...deskRefundScreens(kit),
    ...deskPeopleScreens(kit),
    ...deskPersonalDataScreens(kit),
  ]);

  // Anything else under /desk/: not found, and never the shop's pages.
  router.use((req, res) => {
    const locale = acceptedLocaleOf(req);
    const text = translatorFor(i18n, locale)('desk.notFound');
    sendDesk(res, pageView(ProblemPage, { frame: frameFor(i18n, res, text, locale), text }), 404);
  });
  return router;
}
