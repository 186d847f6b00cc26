/**
 * The one reader of who calls a marketplace door (http/door.ts): a shop's key, the payment
 * provider's signature, the web tier's internal token, or a portal member or staff member the web
 * tier passed on in the identity headers of the contract's calls (PORTAL_HEADER,
 * STAFF_SESSION_HEADER). Browser cookies are the web tier's alone: it reads them, checks the staff
 * cookie's signature and relays the upload forms with these headers and its internal token; a
 * request that did not come through it carries no identity here (401).
 */
import type { Request, Response } from 'express';
import { PORTAL_HEADER, STAFF_SESSION_HEADER } from '../../contract/headers';
import { isInternalToken } from '../request-checks/internal-token';
import type { Database } from './db/connection';
import type { MarketplaceDependencies } from './dependencies';
import { problem } from './http/door';
import { shopSuspended } from './feeds';
import type { SignedNotice } from './orders';
import { type PortalCaller, portalMemberOf } from './portal';
import { bearerToken, type ShopKeyScope, verifyShopToken } from './shops';
import { type StaffSession, staffSession } from './staff';

/** Who may call a door, as the table declares it. */
export type DoorCaller =
  /** A shop's bearer token with the scope, for the shop of the path's shopId; `open`: a suspended shop is refused too. */
  | { kind: 'shop key'; scope: ShopKeyScope; realm: string; refuseSuspended?: boolean }
  | { kind: 'provider signature'; provider: 'stripe' }
  | { kind: 'internal token' }
  | { kind: 'portal member' }
  | { kind: 'staff' }
  | { kind: 'public' };

/** What the reader hands the door's handler for each kind of caller. */
export type CallerOf<K extends DoorCaller['kind']> = {
  'shop key': { shopId: number };
  'provider signature': SignedNotice;
  'internal token': Record<string, never>;
  'portal member': { member: PortalCaller | null };
  staff: { session: StaffSession | null };
  public: Record<string, never>;
}[K];

const header = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The caller of the door, or undefined with the refusal answered. A portal or staff caller without
 * a sign-in is no refusal here: the forms send their browser back to the sign-in (null).
 */
export function doorCallerReader(db: Database, dependencies: Pick<MarketplaceDependencies, 'paymentProvider' | 'checkSecret'>) {
  const kysely = db.kysely;
  return async (caller: DoorCaller, req: Request, res: Response): Promise<CallerOf<DoorCaller['kind']> | undefined> => {
    switch (caller.kind) {
      case 'public':
        return {};
      case 'shop key': {
        const shopIdText = String(req.params.shopId ?? '');
        if (!/^\d{1,9}$/.test(shopIdText)) return void problem(res, 400, { error: 'bad_request', field: 'shopId', message: 'shopId must be digits' });
        const shopId = Number(shopIdText);
        if (!(await verifyShopToken(kysely, shopId, bearerToken(req.get('authorization')), caller.scope))) {
          res.set('WWW-Authenticate', `Bearer realm="${caller.realm}", scope="${caller.scope}"`);
          return void problem(res, 401, { error: 'unauthorized', message: `a valid bearer token of this shop with the scope ${caller.scope} is required (npm run shop -- token <shopId>)` });
        }
        // Refused at the door as well, so a suspended shop's upload is not even stored (the swap refuses it anyway).
        if (caller.refuseSuspended && (await shopSuspended(kysely, shopId))) return void problem(res, 403, { error: 'suspended', message: 'the shop is suspended; its feeds are not taken' });
        return { shopId };
      }
      case 'provider signature': {
        const provider = dependencies.paymentProvider;
        if (provider?.name !== caller.provider || !provider.notification) return void problem(res, 404, { error: 'not_found', message: `no ${caller.provider} notifications are taken here` });
        const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        try {
          return { provider, notice: await provider.notification(payload, req.get('stripe-signature')) };
        } catch {
          return void problem(res, 400, { error: 'bad_signature', message: 'the Stripe-Signature header does not verify for this body' });
        }
      }
      case 'internal token':
      case 'portal member':
      case 'staff': {
        // A portal or staff identity is the web tier's word: only with its token (a browser's own headers never pass it).
        if (!isInternalToken(dependencies.checkSecret, req.get('authorization'))) {
          return void problem(res.set('cache-control', 'no-store'), 401, { error: 'unauthorized', message: 'this door is called by the web tier, with the token derived from CHECK_SECRET' });
        }
        if (caller.kind === 'internal token') return {};
        if (caller.kind === 'staff') return { session: (await staffSession(kysely, header(req, STAFF_SESSION_HEADER))) ?? null };
        return { member: await portalMemberOf(kysely, { [PORTAL_HEADER]: header(req, PORTAL_HEADER), [STAFF_SESSION_HEADER]: header(req, STAFF_SESSION_HEADER) }) };
      }
    }
  };
}
