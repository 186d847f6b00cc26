/**
 * The cart's stand: one digest of everything the marketplace keeps that a shopper's cart page
 * shows, read in a few small queries instead of the cart's and the proposal's own. The lines (what,
 * how many, for which vehicle, since when); every offer of their articles, the lines' own
 * included, with its price, stock, deposit and days, its shop (name, rating, reviews, seller,
 * country, cut-off, suspension, payment methods) and that shop's shipping to the delivery country,
 * which is all the optimiser, the other shops' cards and the footer's payment methods weigh; the
 * articles' own texts in the edition's language (number, brand, part type, criteria); which of them
 * fit the shopper's chosen vehicle; and the moment as the delivery days read it (each offer's shop's
 * day and whether its cut-off has passed). A withdrawn line's article is found through
 * withdrawn_offers, so the offer it would switch to is weighed too.
 *
 * Any change to any of these (a feed's price, a sale taking the last one, a line added anywhere,
 * an import renaming an article, the clock passing a cut-off) gives another stand, whichever way it
 * was made: nothing has to remember to announce it. So the web tier keeps a cart page under its
 * stand for as long as it has room, not for a set time (web/cart/cart-door.ts).
 *
 * A shopper looks at a cart far more often than anything in the database changes: the digest is
 * kept with the database's version it was read under (db/data-version.ts) and the session's end,
 * and while the version is the same it is answered from there, with only the moment worked out
 * anew. Any commit anywhere moves the version, and the next look reads the rows again.
 */
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/connection';
import { dataVersion } from '../db/data-version';
import { numericModelId } from '../../../contract/params';
import { cutoffState } from '../delivery';
import { sessionKnown, storedSessionLivesUntil } from '../session';

const readLines = compiledOnce((db: Db, sid: string) =>
  db.selectFrom('cart_lines as cl')
    .select(['cl.id', 'cl.offer_id', 'cl.model_id', 'cl.quantity', 'cl.added_at'])
    .where('cl.session_id', '=', sid)
    .orderBy('cl.id'));

const readOffers = compiledOnce((db: Db, sid: string, withdrawnSid: string, country: string, langNo: number) =>
  db.selectFrom('offers as o')
    .innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('articles as a', 'a.id', 'o.article_id')
    .leftJoin('brands as b', 'b.id', 'a.brand_id')
    .leftJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', country))
    .leftJoin('category_texts as ct', (join) => join.onRef('ct.category_id', '=', 'a.category_id').on('ct.lang_no', '=', langNo))
    .leftJoin('category_texts as cd', (join) => join.onRef('cd.category_id', '=', 'a.category_id').on('cd.lang_no', '=', 1))
    .select([
      'o.id', 'o.article_id', 'o.shop_id', 'o.price_cents', 'o.stock', 'o.refund_cents', 'o.delivery_days', 'o.country_terms',
      's.name', 's.slug', 's.rating', 's.review_count', 's.legal_name', 's.city', 's.is_trader', 's.payment_methods',
      's.country', 's.dispatch_cutoff', 's.suspended_at',
      'sh.cost_cents', 'sh.free_from_cents', 'sh.delivery_days_min', 'sh.delivery_days_max',
      'a.article_number', 'a.norm_number', 'a.category_id', 'a.criteria', 'b.name as brand_name', 'ct.title as part_type', 'cd.title as part_type_default',
    ])
    .where('o.article_id', 'in', (eb) =>
      eb.selectFrom('cart_lines as cl').innerJoin('offers as lo', 'lo.id', 'cl.offer_id').select('lo.article_id').where('cl.session_id', '=', sid)
        .union(eb.selectFrom('cart_lines as wl').innerJoin('withdrawn_offers as wo', 'wo.offer_id', 'wl.offer_id').select('wo.article_id').where('wl.session_id', '=', withdrawnSid)))
    .orderBy('o.id'));

/**
 * The session's cart write keys, as a count and the last one's moment: a page keeps the keys it
 * was rendered with in its forms, so a key used since (a write applied, or settled as nothing)
 * gives another stand, and the page is rendered again with fresh keys.
 */
const readWriteKeys = compiledOnce((db: Db, sid: string) =>
  db.selectFrom('cart_write_keys').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('at').as('last')]).where('session_id', '=', sid));

/** Which of the cart's articles fit the model: listed for it, or of a universal category (as GET /fitment answers). */
const readFitting = compiledOnce((db: Db, sid: string, model: number) =>
  db.selectFrom('articles as a')
    .innerJoin('categories as c', 'c.id', 'a.category_id')
    .select('a.id')
    .where('a.id', 'in', (eb) => eb.selectFrom('cart_lines as cl').innerJoin('offers as lo', 'lo.id', 'cl.offer_id').select('lo.article_id').where('cl.session_id', '=', sid))
    .where((eb) => eb.or([
      eb('c.is_universal', '=', 1),
      eb.exists(eb.selectFrom('fitment as f').select('f.article_id').where('f.model_id', '=', model).whereRef('f.article_id', '=', 'a.id')),
    ]))
    .orderBy('a.id'));

/** What a stand is made of besides the moment: a digest of the rows, and each offer's shop's country and cut-off. */
interface Rows {
  digest: string;
  shops: Array<{ id: number; country: string; cutoff: string }>;
  /** The stand last worked out and its minute: a moment (a local day, before or after a cut-off) holds for a whole minute. */
  last?: { minute: number; stand: string };
}

/** Whose cart, seen from where: the delivery country, the edition's language and the chosen vehicle. */
export interface StandView {
  country: string;
  langNo: number;
  /** The shopper's chosen model (a word id names no stored model: nothing fits it). */
  modelId?: string;
}

async function readRows(db: Db, sid: string, view: StandView): Promise<Rows> {
  const model = numericModelId(view.modelId);
  const [lines, offers, fitting, keys] = await Promise.all([
    readLines(db, sid),
    readOffers(db, sid, sid, view.country, view.langNo),
    model === null ? [] : readFitting(db, sid, model),
    readWriteKeys(db, sid),
  ]);
  // Every offer's shop: the other shops' cards say by when they deliver too.
  const shops = new Map<number, Rows['shops'][number]>();
  for (const offer of offers) {
    if (!shops.has(offer.shop_id)) shops.set(offer.shop_id, { id: offer.shop_id, country: offer.country, cutoff: offer.dispatch_cutoff });
  }
  const digest = crypto.hash('sha1', JSON.stringify([view.country, view.langNo, view.modelId ?? null, lines, offers, fitting, keys.map((k) => [Number(k.n), k.last])]), 'base64url');
  return { digest, shops: [...shops.values()] };
}

/** The stand: the rows' digest and the moment as each offer's shop's delivery day reads it at `now`. */
function standOf(rows: Rows, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (rows.last?.minute === minute) return rows.last.stand;
  const moments = rows.shops.map((shop) => `${shop.id}:${cutoffState(now, shop.country, shop.cutoff)}`).join(',');
  const stand = crypto.hash('sha1', `${rows.digest}|${moments}`, 'base64url');
  rows.last = { minute, stand };
  return stand;
}

interface Kept {
  version: string;
  rows: Rows;
  /** The session is known until then (ms since the epoch) while its row stays the same. */
  livesUntil: number;
}

/** Carts' rows kept per database handle: as many shoppers as the web tier keeps pages for, and then some. */
const keptRows = new WeakMap<Db, LRUCache<string, Kept>>();

/**
 * The stand of a session's cart as GET /Warenkorb/Stand answers it, or undefined when the session
 * is not one the marketplace knows. From the kept rows while the database's version is the one they
 * were read under and the session lives; otherwise read anew (the version first).
 */
export async function currentCartStand(db: Db, sid: string, view: StandView, now = new Date()): Promise<string | undefined> {
  let kept = keptRows.get(db);
  if (!kept) keptRows.set(db, (kept = new LRUCache({ max: 20_000 })));
  const key = `${sid}|${view.country}|${view.langNo}|${view.modelId ?? ''}`;
  const version = await dataVersion(db);
  const entry = kept.get(key);
  if (entry?.version === version && now.getTime() < entry.livesUntil) return standOf(entry.rows, now);
  if (!(await sessionKnown(db, sid, now))) return undefined;
  const [rows, livesUntil] = await Promise.all([readRows(db, sid, view), storedSessionLivesUntil(db, sid)]);
  // A session handed out and not stored yet has no row to keep its life by: read each time.
  if (livesUntil !== undefined) kept.set(key, { version, rows, livesUntil });
  else kept.delete(key);
  return standOf(rows, now);
}
