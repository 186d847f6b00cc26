/** Every marketplace endpoint, gathered from the domains. One line per domain. */
import type { Endpoint } from './http/endpoint';
import { sessionEndpoints } from './session';
import { cartEndpoints, mergeSessionEndpoints } from './cart';
import { checkHeaderEndpoints } from './check-headers';
import { reviewEndpoints, articleReviewEndpoints } from './reviews';
import { orderReviewEndpoints, orderEndpoints, orderListEndpoints, paymentMethodEndpoints } from './orders';
import { flagEndpoints } from './flags';
import { crossSellingEndpoints } from './cross-selling';
import { vehicleEndpoints } from './vehicles';
import { catalogueEndpoints } from './catalogue';
import { searchEndpoints } from './search';
import { userEndpoints } from './users';
import { articleEndpoints } from './articles';
import { offerEndpoints } from './offers';
import { shopEndpoints } from './shops';
import { sitemapEndpoints } from './sitemap';
import { sourceEndpoints } from './sources';
import { fitmentEndpoints } from './fitment';
import { contactEndpoints } from './contact';
import { merchantEndpoints } from './merchant';
import { staffEndpoints, deskPeopleEndpoints } from './staff';
import { portalAccountEndpoints, portalFeedEndpoints, portalBankAccountEndpoints, portalEndpoints, portalHomeEndpoints, portalOfferEndpoints, portalPeopleEndpoints } from './portal';
import { deskClaimEndpoints, deskEndpoints, deskItemEndpoints, deskWorkEndpoints, orderMessageEndpoints, problemReportEndpoints } from './desk';
import { settlementEndpoints } from './settlements/index';
import { bankStatementEndpoints } from './bank-statements';
import { taxReportEndpoints } from './tax-reports';
import { refundEndpoints } from './refunds';
import { readyEndpoints } from './http/ready-endpoint';
import { flowEndpoints } from './flows';

export const ENDPOINTS: Endpoint[] = [
  ...sessionEndpoints,
  ...cartEndpoints,
  ...mergeSessionEndpoints,
  ...checkHeaderEndpoints,
  ...reviewEndpoints,
  ...articleReviewEndpoints,
  ...orderReviewEndpoints,
  ...flagEndpoints,
  ...crossSellingEndpoints,
  ...vehicleEndpoints,
  ...catalogueEndpoints,
  ...searchEndpoints,
  ...userEndpoints,
  ...articleEndpoints,
  ...offerEndpoints,
  ...shopEndpoints,
  ...sitemapEndpoints,
  ...sourceEndpoints,
  ...fitmentEndpoints,
  ...orderEndpoints,
  ...orderListEndpoints,
  ...paymentMethodEndpoints,
  ...contactEndpoints,
  ...merchantEndpoints,
  ...staffEndpoints,
  ...portalEndpoints,
  ...portalAccountEndpoints,
  ...portalFeedEndpoints,
  ...portalBankAccountEndpoints,
  ...deskEndpoints,
  ...deskWorkEndpoints,
  ...deskClaimEndpoints,
  ...deskItemEndpoints,
  ...problemReportEndpoints,
  ...orderMessageEndpoints,
  ...settlementEndpoints,
  ...bankStatementEndpoints,
  ...taxReportEndpoints,
  ...refundEndpoints,
  ...portalHomeEndpoints,
  ...portalOfferEndpoints,
  ...portalPeopleEndpoints,
  ...deskPeopleEndpoints,
  ...flowEndpoints,
  ...readyEndpoints,
];
