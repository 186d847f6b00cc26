/**
 * The cart's stand: one digest of everything the marketplace keeps that a shopper's cart page
 * shows, read in two small queries instead of the cart's and the proposal's own. The lines (what,
 * how many, for which vehicle, since when); every offer of their articles, the lines' own
 * included, with its price, stock, deposit and days, its shop (name, rating, country, cut-off,
 * suspension) and that shop's shipping to the delivery country, which is all the optimiser and the
 * other shops' switch weigh; and the moment as the lines' delivery days read it (each shop's day
 * and whether its cut-off has passed). A withdrawn line's article is found through
 * withdrawn_offers, so the offer it would switch to is weighed too.
 *
 * Any change to any of these (a feed's price, a sale taking the last one, a line added anywhere,
 * the clock passing a cut-off) gives another stand, whichever way it was made: nothing has to
 * remember to announce it. The catalogue's texts (article titles, brand names) are not in it: they
 * change with an import, and a page kept under a stand is kept for a minute at most, as long as a
 * stored catalogue page.
 */
import crypto from 'node:crypto';
import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/connection';
import { cutoffState } from '../delivery';

const readLines = compiledOnce((db: Db, sid: string) =>
  db.selectFrom('cart_lines as cl')
    .select(['cl.id', 'cl.offer_id', 'cl.model_id', 'cl.quantity', 'cl.added_at'])
    .where('cl.session_id', '=', sid)
    .orderBy('cl.id'));

const readOffers = compiledOnce((db: Db, sid: string, withdrawnSid: string, country: string) =>
  db.selectFrom('offers as o')
    .innerJoin('shops as s', 's.id', 'o.shop_id')
    .leftJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', country))
    .select([
      'o.id', 'o.article_id', 'o.shop_id', 'o.price_cents', 'o.stock', 'o.refund_cents', 'o.delivery_days', 'o.country_terms',
      's.name', 's.rating', 's.country', 's.dispatch_cutoff', 's.suspended_at',
      'sh.cost_cents', 'sh.free_from_cents', 'sh.delivery_days_min', 'sh.delivery_days_max',
    ])
    .where('o.article_id', 'in', (eb) =>
      eb.selectFrom('cart_lines as cl').innerJoin('offers as lo', 'lo.id', 'cl.offer_id').select('lo.article_id').where('cl.session_id', '=', sid)
        .union(eb.selectFrom('cart_lines as wl').innerJoin('withdrawn_offers as wo', 'wo.offer_id', 'wl.offer_id').select('wo.article_id').where('wl.session_id', '=', withdrawnSid)))
    .orderBy('o.id'));

/** The stand of the session's cart for a delivery country at `now` (a short digest). */
export async function cartStand(db: Db, sid: string, country: string, now = new Date()): Promise<string> {
  const [lines, offers] = await Promise.all([readLines(db, sid), readOffers(db, sid, sid, country)]);
  const lineOffers = new Set(lines.map((line) => line.offer_id));
  const moments = new Set<string>();
  for (const offer of offers) {
    if (lineOffers.has(offer.id)) moments.add(`${offer.shop_id}:${cutoffState(now, offer.country, offer.dispatch_cutoff)}`);
  }
  return crypto.hash('sha1', JSON.stringify([country, lines, offers, [...moments]]), 'base64url');
}
