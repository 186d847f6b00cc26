/**
 * The shop's own offers in the portal, for a member with the offers' scope (as the feeds are):
 * the list, one offer's values changed as typed (read by the feeds' readers), and offers paused or
 * resumed. Each change is written to the audit log and announced, so pages show it at once.
 */
import { CALLS } from '../../../contract/calls/index';
import type { PortalMember } from '../../../contract/calls/portal';
import { EDITIONS, isLocale } from '../../../locales/editions';
import { announceThrough } from '../db/change-feed';
import { endpoint, notFound, ok, type Endpoint } from '../http/endpoint';
import { listShopOffers, shopOfferOf } from '../offers';
import { changeShopOffer, pauseShopOffers, readOfferValues } from '../feeds';
import { recordMemberAction } from './audit';
import { withScope } from './guard';

const langNoOf = (member: PortalMember) => EDITIONS[isLocale(member.locale) ? member.locale : 'de-DE'].langNo;
const asSeller = withScope('offers:write');

export const portalOfferEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /portal/offers'], async ({ db, headers, query }) => asSeller(db.kysely, headers, async (member, kysely) => ok(
    await listShopOffers(kysely, member.shopId, query, langNoOf(member)),
  ))),

  endpoint(CALLS['POST /portal/offers/:offerId'], async ({ db, headers, params, body }) => asSeller(db.kysely, headers, async (member, kysely) => {
    if (!await shopOfferOf(kysely, member.shopId, params.offerId, langNoOf(member))) return notFound('offer');
    const read = readOfferValues(body);
    if ('field' in read) return { status: 400, body: { error: 'bad_request', field: read.field, problem: read.problem, message: `${read.field}: ${read.problem}` } };
    await changeShopOffer(kysely, member.shopId, params.offerId, read);
    await recordMemberAction(kysely, member, 'offer_changed', { detail: { offer: params.offerId } });
    await announceThrough(kysely, 'offers');
    return ok((await shopOfferOf(kysely, member.shopId, params.offerId, langNoOf(member)))!);
  })),

  endpoint(CALLS['POST /portal/offer-pause'], async ({ db, headers, body }) => asSeller(db.kysely, headers, async (member, kysely) => {
    const changed = await pauseShopOffers(kysely, member.shopId, body.offers, body.action);
    if (changed > 0) {
      await recordMemberAction(kysely, member, body.action === 'pause' ? 'offers_paused' : 'offers_resumed', { detail: { offers: changed } });
      await announceThrough(kysely, 'offers');
    }
    return ok({ changed });
  })),
];
