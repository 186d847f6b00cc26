/**
 * Which article an article page's address names: an offer id wins when the offer exists; else the
 * article whose own number is the path's number (normalised) and whose brand is the path's brand,
 * compared without regard to case, so a differently spelled path still finds it (the web tier then
 * redirects to the canonical spelling).
 */
import type { Db } from '../db/connection';
import { offerArticleId } from '../offers';
import { NORMALISED_PART_NUMBER, normalisePartNumber } from '../search';

/** Among this many articles of one number (most popular first) the brand is looked for. */
const CANDIDATES = 60;

const sameBrand = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export async function articleNamed(db: Db, address: { brand: string; normNumber: string; offerId?: number }): Promise<number | undefined> {
  if (address.offerId !== undefined) {
    const id = await offerArticleId(db, address.offerId);
    if (id !== undefined) return id;
  }
  const norm = normalisePartNumber(address.normNumber.trim());
  if (!NORMALISED_PART_NUMBER.test(norm)) return undefined;
  const rows = await db.selectFrom('articles').innerJoin('brands', 'brands.id', 'articles.brand_id')
    .select(['articles.id', 'brands.seo_name as brandSeo']).where('articles.norm_number', '=', norm)
    .orderBy('articles.popularity', 'desc').orderBy('articles.id').limit(CANDIDATES).execute();
  return rows.find((row) => sameBrand(row.brandSeo, address.brand))?.id;
}
