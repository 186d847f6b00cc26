/**
 * Finds the catalogue article of feed offers: brand (through its aliases) plus normalised
 * manufacturer number, else EAN, else the row is unmatched with the reason. A batch of rows is
 * matched with a few queries (numbers and EANs looked up together), and answers are remembered,
 * since a feed names the same articles again and again.
 */
import type { Db } from '../db/connection';
import { foldBrand, loadBrandLookup } from './brands';
import type { FeedOffer, Rejection } from './feed-row';

export type MatchResult = { articleId: number } | { rejection: Rejection };
export type Matcher = (offers: FeedOffer[]) => Promise<MatchResult[]>;

/** Values per IN list: well inside both backends' parameter limits. */
const LOOKUP_CHUNK = 500;
/** Remembered answers (article id or none) per lookup kind; beyond this, later keys are asked each time. */
const MEMORY = 50_000;

export async function createMatcher(db: Db): Promise<Matcher> {
  const brands = await loadBrandLookup(db);
  const folded = new Map<string, number | undefined>();
  const brandOf = (name: string) => {
    if (folded.has(name)) return folded.get(name);
    const id = brands.get(foldBrand(name));
    if (folded.size < 10_000) folded.set(name, id);
    return id;
  };
  // "brandId|number" -> article id, and ean -> article id; null: the catalogue has none.
  const byNumber = new Map<string, number | null>();
  const byEan = new Map<string, number | null>();

  async function lookUpNumbers(keys: Set<string>): Promise<Map<string, number | null>> {
    const found = new Map<string, number | null>();
    const numbers = [...new Set([...keys].map((key) => key.slice(key.indexOf('|') + 1)))];
    for (let i = 0; i < numbers.length; i += LOOKUP_CHUNK) {
      const rows = await db.selectFrom('articles').select(['id', 'brand_id', 'norm_number'])
        .where('norm_number', 'in', numbers.slice(i, i + LOOKUP_CHUNK)).orderBy('id').execute();
      for (const row of rows) {
        const key = `${row.brand_id}|${row.norm_number}`;
        if (keys.has(key) && !found.has(key)) found.set(key, row.id); // the oldest article of that brand and number
      }
    }
    for (const key of keys) if (!found.has(key)) found.set(key, null);
    return found;
  }

  async function lookUpEans(eans: Set<string>): Promise<Map<string, number | null>> {
    const found = new Map<string, number | null>();
    const list = [...eans];
    for (let i = 0; i < list.length; i += LOOKUP_CHUNK) {
      const rows = await db.selectFrom('articles').select(['id', 'ean']).where('ean', 'in', list.slice(i, i + LOOKUP_CHUNK)).orderBy('id').execute();
      for (const row of rows) if (row.ean !== null && !found.has(row.ean)) found.set(row.ean, row.id);
    }
    for (const ean of eans) if (!found.has(ean)) found.set(ean, null);
    return found;
  }

  const remember = (memory: Map<string, number | null>, answers: Map<string, number | null>) => {
    for (const [key, id] of answers) if (memory.size < MEMORY) memory.set(key, id);
  };

  return async (offers) => {
    const brandIds = offers.map((offer) => (offer.brand ? brandOf(offer.brand) : undefined));
    const numberKey = (i: number) => (brandIds[i] !== undefined && offers[i]!.mpn ? `${brandIds[i]}|${offers[i]!.mpn}` : undefined);
    const askNumbers = new Set<string>();
    offers.forEach((_, i) => {
      const key = numberKey(i);
      if (key !== undefined && !byNumber.has(key)) askNumbers.add(key);
    });
    const numbers = askNumbers.size ? await lookUpNumbers(askNumbers) : new Map<string, number | null>();
    remember(byNumber, numbers);
    const numberMatch = (i: number) => {
      const key = numberKey(i);
      return key === undefined ? null : (byNumber.get(key) ?? numbers.get(key) ?? null);
    };
    const askEans = new Set<string>();
    offers.forEach((offer, i) => {
      if (offer.ean && numberMatch(i) === null && !byEan.has(offer.ean)) askEans.add(offer.ean);
    });
    const eans = askEans.size ? await lookUpEans(askEans) : new Map<string, number | null>();
    remember(byEan, eans);

    return offers.map((offer, i): MatchResult => {
      const viaNumber = numberMatch(i);
      if (viaNumber !== null) return { articleId: viaNumber };
      if (offer.ean) {
        const viaEan = byEan.get(offer.ean) ?? eans.get(offer.ean) ?? null;
        if (viaEan !== null) return { articleId: viaEan };
        // Without brand and number the EAN was the row's only name for the article.
        if (!offer.mpn || !offer.brand) return { rejection: { reason: 'unknown-ean', detail: offer.ean, cell: offer.sent.ean } };
      }
      if (offer.brand && brandIds[i] === undefined) return { rejection: { reason: 'unknown-brand', detail: offer.brand.slice(0, 60), cell: offer.sent.brand } };
      return { rejection: { reason: 'unknown-number', detail: `${offer.brand.slice(0, 40)} ${offer.mpn.slice(0, 40)}`.trim(), cell: offer.sent.mpn } };
    });
  };
}
