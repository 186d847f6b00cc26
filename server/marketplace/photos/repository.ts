/** Which photos an article shows: the catalogue's own first, then each shop's from its feed, each photo once. */
import type { Db } from '../db/connection';
import { type ProductPhoto, photoAnswer } from './answer';

/** The most photos an article page shows. */
const MAX_PHOTOS = 8;

export async function articlePhotos(db: Db, articleId: number): Promise<ProductPhoto[]> {
  const rows = await db.selectFrom('article_photos as ap').innerJoin('photos as p', 'p.id', 'ap.photo_id')
    .select(['p.id', 'p.width', 'p.height', 'p.widths'])
    .where('ap.article_id', '=', articleId).orderBy('ap.shop_id').orderBy('ap.position').limit(MAX_PHOTOS * 4).execute();
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id)).slice(0, MAX_PHOTOS).map(photoAnswer);
}

/** The photos named, by id (a card's first photo). */
export async function photosById(db: Db, ids: string[]): Promise<Map<string, ProductPhoto>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('photos').select(['id', 'width', 'height', 'widths']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, photoAnswer(row)]));
}
