/**
 * Every HTTP door of the marketplace besides the contract's calls, declared once as the calls are:
 * method, prefix and path, who may call it (door-identity.ts reads it), how its body is read, who
 * reaches it, and its handler (kept in its domain, or in flows/ when its step spans domains).
 * http/door.ts mounts them; nothing else in the marketplace makes an express router (a lint rule,
 * scripts/lint/marketplace-doors.cjs).
 * Refusals and failures answer the contract's problem ({ error, message, field? }); the upload
 * forms answer a browser with a redirect (303) to the form, naming the problem there in the
 * member's language: that is the form's answer to a person, not an API client's error.
 */
import { BANK_STATEMENT_PATHS } from '../../contract/calls/bank-statements';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { receiveStatement, STATEMENT_MAX_BYTES, type StatementUploadServices } from './bank-statements';
import type { Database } from './db/connection';
import type { MarketplaceDependencies } from './dependencies';
import type { CallerOf, DoorCaller } from './door-identity';
import { confirmFeed, type FeedRouterOptions, feedImport, feedReport, receiveFeed, type RunningImports } from './feeds';
import { type Door, type DoorBody, type DoorHandler, mountDoors, problem } from './http/door';
import { doorCallerReader } from './door-identity';
import { changeStream, counterDecrement, counterHit, counterReset, type InternalServices } from './http/internal-doors';
import { documentDoor, logoDoor, type MediaFiles, type MediaStore, photoDoor } from './media';
import { setShopOrderStep, setShopOrderSteps } from './flows';
import { acknowledgeShopOrders, listShopOrders, oneShopOrder, receivePaymentNotice, STATUS_CSV_TYPES } from './orders';
import { receiveFeedMapping, receiveLogo, receivePortalFeed } from './portal';
import { LOGO_MAX_BYTES } from './shops';

/** What the doors' handlers are handed where the doors are mounted. */
export interface DoorServices extends StatementUploadServices, Partial<InternalServices> {
  db: Database;
  dependencies: MarketplaceDependencies;
  feeds: FeedRouterOptions;
  imports: RunningImports;
  files: MediaFiles;
  store: MediaStore;
  offersChanged: () => void;
  onError?: (error: unknown) => void;
}

export type MarketplaceDoor = Door<DoorServices, DoorCaller>;

/** One door: its handler takes the caller its declared kind reads. */
function door<K extends DoorCaller['kind']>(spec: Omit<MarketplaceDoor, 'caller' | 'handler' | 'headers'> & { caller: Extract<DoorCaller, { kind: K }>; headers?: 'api' | 'files'; handler: (services: DoorServices) => DoorHandler<CallerOf<K>> }): MarketplaceDoor {
  return { headers: 'api', ...spec, handler: spec.handler as MarketplaceDoor['handler'] };
}

const NONE: DoorBody = { kind: 'none' };
const ORDERS_READ = { kind: 'shop key', scope: 'orders:read', realm: 'spareo-orders' } as const;
const ORDERS_WRITE = { kind: 'shop key', scope: 'orders:write', realm: 'spareo-orders' } as const;
const OFFERS_WRITE = { kind: 'shop key', scope: 'offers:write', realm: 'spareo-feeds', refuseSuspended: true } as const;
const FEED_FAILED = { status: 500, error: 'internal', message: 'the feed could not be taken' } as const;
const INTERNAL = { kind: 'internal token' } as const;
const PORTAL = { kind: 'portal member' } as const;
/** A multipart form: its file part at most this, plus room for the form's own lines. */
const FORM_LINES = 64 * 1024;

export const MARKETPLACE_DOORS: readonly MarketplaceDoor[] = [
  // The shops' order software (answers JSON, CSV and openTRANS XML).
  door({ method: 'GET', prefix: '/shop-orders', path: '/:shopId/orders', caller: ORDERS_READ, body: NONE, reach: 'balancer', handler: listShopOrders }),
  door({ method: 'POST', prefix: '/shop-orders', path: '/:shopId/orders/ack', caller: ORDERS_WRITE, body: { kind: 'json', limit: 64 * 1024 }, reach: 'balancer', handler: acknowledgeShopOrders }),
  door({ method: 'GET', prefix: '/shop-orders', path: '/:shopId/orders/:number', caller: ORDERS_READ, body: NONE, reach: 'balancer', handler: oneShopOrder }),
  door({ method: 'POST', prefix: '/shop-orders', path: '/:shopId/orders/:number/status', caller: ORDERS_WRITE, body: { kind: 'json', limit: 64 * 1024 }, reach: 'balancer', handler: setShopOrderStep }),
  door({ method: 'POST', prefix: '/shop-orders', path: '/:shopId/status', caller: ORDERS_WRITE, body: { kind: 'text', limit: 1024 * 1024, types: STATUS_CSV_TYPES }, reach: 'balancer', handler: setShopOrderSteps }),
  // The shops' feed API: a feed streamed in, its import followed.
  door({ method: 'PUT', prefix: '/feeds', path: '/:shopId', caller: OFFERS_WRITE, body: { kind: 'stream', limit: 'FEED_MAX_BYTES' }, reach: 'balancer', failure: FEED_FAILED, handler: receiveFeed }),
  door({ method: 'GET', prefix: '/feeds', path: '/:shopId/imports/:id', caller: OFFERS_WRITE, body: NONE, reach: 'balancer', failure: FEED_FAILED, handler: feedImport }),
  door({ method: 'GET', prefix: '/feeds', path: '/:shopId/imports/:id/report.csv', caller: OFFERS_WRITE, body: NONE, reach: 'balancer', failure: FEED_FAILED, handler: feedReport }),
  door({ method: 'POST', prefix: '/feeds', path: '/:shopId/imports/:id/confirm', caller: OFFERS_WRITE, body: NONE, reach: 'balancer', failure: FEED_FAILED, handler: confirmFeed }),
  // The payment provider's signed notifications: a failure of ours answers 503, and Stripe sends again later.
  door({ method: 'POST', prefix: '/payment-notifications', path: '/stripe', caller: { kind: 'provider signature', provider: 'stripe' }, body: { kind: 'raw', limit: 256 * 1024 }, reach: 'balancer',
    failure: { status: 503, error: 'unavailable', message: 'the notification could not be processed now' }, handler: receivePaymentNotice }),
  // The shop's own files, for anyone.
  door({ method: 'GET', prefix: '/media', path: '/docs/:file', caller: { kind: 'public' }, body: NONE, reach: 'balancer', headers: 'files', handler: documentDoor }),
  door({ method: 'GET', prefix: '/media', path: '/photos/:file', caller: { kind: 'public' }, body: NONE, reach: 'balancer', headers: 'files', handler: photoDoor }),
  door({ method: 'GET', prefix: '/media', path: '/logos/:file', caller: { kind: 'public' }, body: NONE, reach: 'balancer', headers: 'files', handler: logoDoor }),
  // The portal's and the desk's upload forms, relayed by the web tier with the caller it read from its cookies.
  door({ method: 'POST', prefix: PORTAL_PATHS.feedUpload, path: '', caller: PORTAL, body: { kind: 'stream', limit: 'FEED_MAX_BYTES' }, reach: 'web tier', failure: FEED_FAILED, handler: receivePortalFeed }),
  door({ method: 'POST', prefix: PORTAL_PATHS.feedUpload, path: '/mapping/:token', caller: PORTAL, body: { kind: 'form', limit: 32 * 1024 }, reach: 'web tier', failure: FEED_FAILED, handler: receiveFeedMapping }),
  door({ method: 'POST', prefix: PORTAL_PATHS.logoUpload, path: '', caller: PORTAL, body: { kind: 'stream', limit: LOGO_MAX_BYTES + FORM_LINES }, reach: 'web tier',
    failure: { status: 500, error: 'internal', message: 'the logo could not be taken' }, handler: receiveLogo }),
  door({ method: 'POST', prefix: BANK_STATEMENT_PATHS.upload, path: '', caller: { kind: 'staff' }, body: { kind: 'stream', limit: STATEMENT_MAX_BYTES + FORM_LINES }, reach: 'web tier',
    failure: { status: 500, error: 'internal', message: 'the statement could not be taken' }, handler: receiveStatement }),
  // The web replicas' shared counters and change stream (the marketplace service's only).
  door({ method: 'POST', prefix: '/internal', path: '/counters/hit', caller: INTERNAL, body: { kind: 'json', limit: 2048 }, reach: 'web tier', handler: internal(counterHit) }),
  door({ method: 'POST', prefix: '/internal', path: '/counters/decrement', caller: INTERNAL, body: { kind: 'json', limit: 2048 }, reach: 'web tier', handler: internal(counterDecrement) }),
  door({ method: 'POST', prefix: '/internal', path: '/counters/reset', caller: INTERNAL, body: { kind: 'json', limit: 2048 }, reach: 'web tier', handler: internal(counterReset) }),
  door({ method: 'GET', prefix: '/internal', path: '/changes', caller: INTERNAL, body: NONE, reach: 'web tier', handler: internal(changeStream) }),
];

/** An internal door's handler, where the counters and the change feed were handed in (the marketplace service). */
function internal(handler: (services: InternalServices) => DoorHandler<unknown>) {
  return (services: DoorServices): DoorHandler<unknown> => {
    const { internal: given } = services;
    if (!given) return (_req, res) => problem(res, 404, { error: 'not_found', message: 'no such endpoint' });
    return handler({ internal: given, onError: services.onError });
  };
}

/** The prefixes the load balancer sends to wherever the marketplace runs (the rest only the web tier calls). */
export const BALANCER_DOOR_PREFIXES = [...new Set(MARKETPLACE_DOORS.filter((d) => d.reach === 'balancer').map((d) => d.prefix))];

/** The doors under the prefixes given (all by default), mounted with the one caller reader. */
export function doorsRouter(services: DoorServices, options: { prefixes?: readonly string[]; hsts?: boolean } = {}) {
  const doors = options.prefixes ? MARKETPLACE_DOORS.filter((d) => options.prefixes!.includes(d.prefix)) : MARKETPLACE_DOORS;
  return mountDoors(doors, services, doorCallerReader(services.db, services.dependencies), { hsts: options.hsts, onError: services.onError });
}
