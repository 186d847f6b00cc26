/**
 * The paths the marketplace serves beside the web app, each with its router: the shops' software,
 * the portal's upload forms, the payment provider and browsers reach them directly, never through
 * the web tier's pages. One list: the web process mounts them in front of its app, the marketplace
 * service serves them, and the load balancer's configuration is checked against it.
 */
import type { MarketplaceServices } from './marketplace-services';

type RouterName = { [K in keyof MarketplaceServices]: MarketplaceServices[K] extends import('express').Router ? K : never }[keyof MarketplaceServices];

export const PATHS_BESIDE_THE_SHOP = [
  ['/feeds', 'feeds'],
  ['/portal/feed-uploads', 'portalUploads'],
  ['/portal/logo-uploads', 'logoUploads'],
  ['/desk/bank-statement-uploads', 'statementUploads'],
  ['/shop-orders', 'shopOrders'],
  ['/payment-notifications', 'paymentNotifications'],
  ['/media', 'media'],
] as const satisfies readonly (readonly [string, RouterName])[];
