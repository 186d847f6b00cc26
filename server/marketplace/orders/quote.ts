/**
 * The checkout quote: the visitor's cart lines that can be ordered now, grouped by shop with that
 * shop's shipping, delivery time, VAT rate, payment methods, terms and withdrawal policy (in the
 * request language). The fingerprint is what the shopper saw; comparing it with a fresh quote
 * gives the changes that must be shown and confirmed before an order is placed.
 */
import { deliveryWindow } from '../../../contract/delivery-time';
import { deliveryCalendar, latestDeliveryDay } from '../delivery';
import type { Db } from '../db/connection';
import { shippingFor } from '../optimiser';
import { vatContained, vatRuleFor } from '../tax/index';
import { schemeOf } from '../../../contract/tax-setup';
import { sessionCartLines, unavailableLines } from '../cart';
import { articleName } from '../catalogue';
import { shopMethodsFor } from '../payments';
import { deliveredPrice } from '../catalogue';
import type { ExcludedLine, Quote, QuoteChange, QuoteShop } from '../../../contract/index';

interface Row {
  line_id: number; offer_id: number; article_id: number; quantity: number; price_cents: number; refund_cents: number; kind: string | null; stock: number; delivery_days: number;
  sku: string | null; ean: string | null; article_number: string; title: string | null; criteria: string | null; brand: string;
  shop_id: number; shop_name: string; shop_slug: string; payment_methods: string; shop_country: string; tax_scheme: string | null; cutoff: string;
  cost_cents: number | null; free_from_cents: number | null; days_min: number | null; days_max: number | null;
  terms: string | null; cancellation_policy: string | null;
}

async function readRows(db: Db, sid: string, country: string, langNo: number): Promise<Row[]> {
  return sessionCartLines(db, sid, country, langNo)
    .leftJoin('shop_texts as tl', (join) => join.onRef('tl.shop_id', '=', 's.id').on('tl.lang_no', '=', langNo))
    .leftJoin('shop_texts as t1', (join) => join.onRef('t1.shop_id', '=', 's.id').on('t1.lang_no', '=', 1))
    .select((eb) => [
      'cl.id as line_id', 'cl.offer_id', 'o.article_id', 'cl.quantity', 'o.price_cents', 'o.refund_cents', 'cd.title as kind', 'o.stock', 'o.delivery_days',
      'o.sku', 'a.ean', 'a.article_number', eb.fn.coalesce('ct.title', 'cd.title').as('title'), 'a.criteria', 'b.name as brand',
      's.id as shop_id', 's.name as shop_name', 's.slug as shop_slug', 's.payment_methods', 's.country as shop_country', 's.tax_scheme', 's.dispatch_cutoff as cutoff',
      'sh.cost_cents', 'sh.free_from_cents', 'sh.delivery_days_min as days_min', 'sh.delivery_days_max as days_max',
      eb.fn.coalesce('tl.terms', 't1.terms').as('terms'), eb.fn.coalesce('tl.cancellation_policy', 't1.cancellation_policy').as('cancellation_policy'),
    ])
    .orderBy('s.name').orderBy('s.id').orderBy('cl.id')
    .execute();
}

/** buyerVatId: a business buyer's VAT ID, confirmed, when the order is placed with one (it decides an intra-Community supply). */
export async function buildQuote(db: Db, sid: string, country: string, langNo: number, now = new Date(), buyerVatId: string | null = null): Promise<Quote> {
  // The cart's withdrawn lines (cart/unavailable) cannot be ordered; they are listed as excluded.
  const excluded: ExcludedLine[] = (await unavailableLines(db, sid, country, langNo)).map((line) => ({
    lineId: line.id, offerId: line.offerId, title: line.title, shopName: line.shopName, quantity: line.quantity, reason: 'withdrawn' as const,
  }));
  const shops = new Map<number, QuoteShop & { freeFrom: number | null; costCents: number }>();
  const rows = await readRows(db, sid, country, langNo);
  const calendar = rows.length > 0 ? await deliveryCalendar(rows.map((row) => row.shop_country), country, now) : null;
  for (const row of rows) {
    // The name the order keeps: the shop and the shopper tell two similar articles apart by its facts.
    const title = articleName(row.title, row.criteria, langNo, row.article_number);
    if (row.cost_cents === null) {
      excluded.push({ lineId: row.line_id, offerId: row.offer_id, title, shopName: row.shop_name, quantity: row.quantity, reason: 'country' });
      continue;
    }
    if (row.stock < row.quantity) {
      excluded.push({ lineId: row.line_id, offerId: row.offer_id, title, shopName: row.shop_name, quantity: row.quantity, reason: 'stock' });
      continue;
    }
    let shop = shops.get(row.shop_id);
    if (!shop) {
      // The rate follows from where the parcel goes and how the shop is taxed (tax/rules).
      const vat = vatRuleFor({ country: row.shop_country, scheme: schemeOf(row.tax_scheme) }, country, buyerVatId);
      shop = {
        shop: { id: row.shop_id, name: row.shop_name, slug: row.shop_slug },
        lines: [], itemsCents: 0, shippingCents: 0, totalCents: 0, vatRateBp: vat.rateBp, vatCents: 0, vatNote: vat.note,
        deliveryDays: { min: Number.POSITIVE_INFINITY, max: 0 }, deliveryBy: null,
        // The shop's own; the provider's are every part's alike (GET /checkout's providerMethods).
        paymentMethods: shopMethodsFor({ listed: row.payment_methods, country: row.shop_country }, country),
        terms: row.terms ?? '', cancellationPolicy: row.cancellation_policy ?? '',
        freeFrom: row.free_from_cents, costCents: row.cost_cents,
      };
      shops.set(row.shop_id, shop);
    }
    // A battery carries the deposit of the delivery address's country's law, not its shop's.
    const delivered = deliveredPrice({ kind: row.kind, priceCents: row.price_cents, refundCents: row.refund_cents }, country);
    const lineTotal = delivered.priceCents * row.quantity;
    shop.lines.push({
      lineId: row.line_id, offerId: row.offer_id, articleId: row.article_id, quantity: row.quantity, price: delivered.priceCents, lineTotal, refund: delivered.refundCents,
      title, brand: row.brand, articleNumber: row.article_number, sku: row.sku, ean: row.ean,
    });
    shop.itemsCents += lineTotal;
    // The slowest line decides when the shop's parcel arrives.
    const days = deliveryWindow(row.delivery_days, { min: row.days_min ?? 0, max: row.days_max ?? 0 });
    shop.deliveryDays = { min: Math.min(shop.deliveryDays.min, days.min), max: Math.max(shop.deliveryDays.max, days.max) };
    const by = calendar && latestDeliveryDay(calendar, now, { shopCountry: row.shop_country, cutoff: row.cutoff, dispatchDays: row.delivery_days, transitDays: row.days_max ?? 0, deliveryCountry: country });
    if (by && (!shop.deliveryBy || by > shop.deliveryBy)) shop.deliveryBy = by;
  }
  const list: QuoteShop[] = [];
  let itemsCents = 0;
  let shippingCents = 0;
  let vatCents = 0;
  for (const { freeFrom, costCents, ...shop } of shops.values()) {
    shop.shippingCents = shippingFor({ shippingCents: costCents, freeFromCents: freeFrom }, shop.itemsCents);
    shop.totalCents = shop.itemsCents + shop.shippingCents;
    shop.vatCents = vatContained(shop.totalCents, shop.vatRateBp);
    itemsCents += shop.itemsCents;
    shippingCents += shop.shippingCents;
    vatCents += shop.vatCents;
    list.push(shop);
  }
  return { shops: list, excluded, deliveryCountry: country, itemsCents, shippingCents, totalCents: itemsCents + shippingCents, vatCents, fingerprint: fingerprintOf(list) };
}

/** "o<offer>x<quantity>@<price>" per line and "s<shop>:<shipping>" per shop, sorted. */
export function fingerprintOf(shops: QuoteShop[]): string {
  const parts: string[] = [];
  for (const shop of shops) {
    parts.push(`s${shop.shop.id}:${shop.shippingCents}`);
    for (const line of shop.lines) parts.push(`o${line.offerId}x${line.quantity}@${line.price}`);
  }
  return parts.sort().join(',');
}

interface Seen { lines: Map<number, { quantity: number; price: number }>; shipping: Map<number, number> }

function readFingerprint(text: string): Seen {
  const seen: Seen = { lines: new Map(), shipping: new Map() };
  for (const part of text.split(',')) {
    const line = /^o(\d+)x(\d+)@(\d+)$/.exec(part);
    if (line) seen.lines.set(Number(line[1]), { quantity: Number(line[2]), price: Number(line[3]) });
    const shop = /^s(\d+):(\d+)$/.exec(part);
    if (shop) seen.shipping.set(Number(shop[1]), Number(shop[2]));
  }
  return seen;
}

/** What differs between what the shopper saw and the quote now, line by line. */
export function changesSince(fingerprint: string, quote: Quote): QuoteChange[] {
  if (fingerprint === quote.fingerprint) return [];
  const seen = readFingerprint(fingerprint);
  const changes: QuoteChange[] = [];
  for (const shop of quote.shops) {
    const shopName = shop.shop.name;
    for (const line of shop.lines) {
      const before = seen.lines.get(line.offerId);
      seen.lines.delete(line.offerId);
      if (!before) changes.push({ kind: 'added', offerId: line.offerId, title: line.title, shopName, after: line.price });
      else if (before.price !== line.price) changes.push({ kind: 'price', offerId: line.offerId, title: line.title, shopName, before: before.price, after: line.price });
      else if (before.quantity !== line.quantity) changes.push({ kind: 'quantity', offerId: line.offerId, title: line.title, shopName, before: before.quantity, after: line.quantity });
    }
    const shipping = seen.shipping.get(shop.shop.id);
    if (shipping !== undefined && shipping !== shop.shippingCents) changes.push({ kind: 'shipping', shopId: shop.shop.id, shopName, before: shipping, after: shop.shippingCents });
  }
  for (const offerId of seen.lines.keys()) {
    const gone = quote.excluded.find((line) => line.offerId === offerId);
    changes.push({ kind: 'unavailable', offerId, title: gone?.title ?? '', shopName: gone?.shopName ?? '' });
  }
  // The same lines in another order still differ as text: nothing to show then, but not equal either.
  return changes;
}
