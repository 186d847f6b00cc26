/**
 * The shops' portal under /portal: server-rendered forms that work without JavaScript, in the
 * member's language, never stored or indexed, with budgets of their own. Every page is a screen
 * module (screens/) that asks the marketplace as the signed-in member (portal cookie); without a
 * valid sign-in it shows the sign-in form. The feed upload itself is served beside the web tier
 * (PORTAL_PATHS.feedUpload).
 */
import express, { type Request, type Response, type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { i18n as I18n } from 'i18next';
import type { Locale } from '../../../locales/editions';
import type { ClientManifest } from '../page-output/assets';
import type { CacheInvalidation } from '../page-output/cache-invalidation';
import type { MarketplaceClient } from '../marketplace-client';
import type { RateLimitCounters } from '../security/rate-limit-store';
import { SharedRateLimitStore } from '../security/rate-limit-store';
import { mountScreens } from '../back-office/mount';
import { portalAreas } from './area';
import { portalLogScreen, portalTokenScreen } from './screens/account';
import { portalBalanceScreen } from './screens/balance';
import { portalBankAccountScreen } from './screens/bank-account';
import { portalFeedScreens } from './screens/feeds';
import { portalHomeScreen } from './screens/home';
import { portalOfferScreens } from './screens/offers';
import { portalOrderScreens } from './screens/orders';
import { portalTrackingScreens } from './screens/orders-tracking';
import { portalOrderMessageScreens } from './screens/order-messages';
import { portalPeopleScreens } from './screens/people';
import { portalSettlementFileScreen, portalSettlementsScreen } from './screens/settlements';
import { portalShopPageScreens } from './screens/shop-page';
import { portalSignInScreens } from './screens/sign-in';

export interface PortalOptions {
  marketplace: MarketplaceClient;
  i18n: I18n;
  invalidation?: CacheInvalidation;
  rateLimitCounters?: RateLimitCounters;
  /** The client build: the upload form's island (its progress bar). */
  manifest?: ClientManifest;
  /** Requests per minute and client address; sign-in attempts per quarter hour. */
  limits?: { requests: number; signIns: number };
  /** The invitation page on the shop's public origin (from configuration, never the request's Host), in the invitee's language, without its token. */
  invitationPage?: (locale: Locale) => string;
}

export function portalRouter(options: PortalOptions): Router {
  const router = express.Router();
  const store = (name: string) => (options.rateLimitCounters ? new SharedRateLimitStore(options.rateLimitCounters, `portal-${name}:`) : undefined);
  const refuse = (status: number) => (_req: Request, res: Response) => void res.status(status).set({ 'cache-control': 'no-store', 'retry-after': '60' }).type('text/plain').send('Too many requests');

  router.use((_req, res, next) => {
    res.set({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' });
    next();
  });
  router.use(rateLimit({ windowMs: 60_000, limit: options.limits?.requests ?? 300, store: store('requests'), passOnStoreError: true, standardHeaders: 'draft-8', legacyHeaders: false, handler: refuse(429) }));
  const signInLimit = rateLimit({ windowMs: 15 * 60_000, limit: options.limits?.signIns ?? 20, store: store('sign-in'), passOnStoreError: true, standardHeaders: 'draft-8', legacyHeaders: false, handler: refuse(429) });

  const areas = portalAreas(options.marketplace, options.i18n);
  mountScreens(router, areas.open, portalSignInScreens(areas, signInLimit));
  mountScreens(router, areas.member, [
    portalHomeScreen,
    ...portalOfferScreens(),
    ...portalFeedScreens(options),
    portalLogScreen,
    portalBankAccountScreen,
    ...portalPeopleScreens(options.invitationPage),
    portalSettlementsScreen,
    portalSettlementFileScreen,
    portalBalanceScreen,
    portalTokenScreen,
    ...portalShopPageScreens(options),
    ...portalTrackingScreens(),
    ...portalOrderScreens(options.i18n),
    ...portalOrderMessageScreens(),
  ]);
  return router;
}
