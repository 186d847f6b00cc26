/** Product cards for a list of article ids, in the given order. */
import type { Database } from '../db/connection';
import { all, placeholders } from './statements';
import type { Product } from './types';

interface Row {
  id: number; normNumber: string; articleNumber: string; popularity: number; brandId: number; brandName: string; brandSeo: string; logo: string | null;
  categoryId: number; title: string; seoAlias: string; isUniversal: number; image: string | null; photo: string | null; docNo: string | null;
  offerId: number | null; priceCents: number | null; refundCents: number | null; offerCount: number; inStock: number;
}

export function productCards(db: Database, ids: number[], langNo: number, deliveryCountry: string): Product[] {
  if (!ids.length) return [];
  // The cheapest offer from a shop that ships to the delivery country carries price and offerId.
  const rows = all<Row>(db, `
    SELECT a.id, a.norm_number AS normNumber, a.article_number AS articleNumber, a.popularity,
      b.id AS brandId, b.name AS brandName, b.seo_name AS brandSeo, b.logo,
      c.id AS categoryId, t.title, t.seo_alias AS seoAlias, c.is_universal AS isUniversal,
      (SELECT filename FROM article_images WHERE article_id = a.id ORDER BY position LIMIT 1) AS image,
      (SELECT image_url FROM offers WHERE article_id = a.id AND image_url LIKE 'https://%' ORDER BY id LIMIT 1) AS photo,
      (SELECT doc_no FROM documents WHERE article_id = a.id AND lang_no IN (?, 255) ORDER BY lang_no LIMIT 1) AS docNo,
      best.id AS offerId, best.price_cents AS priceCents, best.refund_cents AS refundCents,
      (SELECT count(*) FROM offers WHERE article_id = a.id) AS offerCount,
      EXISTS (SELECT 1 FROM offers WHERE article_id = a.id AND stock > 0) AS inStock
    FROM articles a
    JOIN brands b ON b.id = a.brand_id
    JOIN categories c ON c.id = a.category_id
    JOIN category_texts t ON t.category_id = c.id AND t.lang_no = ?
    LEFT JOIN offers best ON best.id = (
      SELECT o.id FROM offers o JOIN shop_shipping s ON s.shop_id = o.shop_id AND s.country = ?
      WHERE o.article_id = a.id ORDER BY o.price_cents, o.id LIMIT 1)
    WHERE a.id IN (${placeholders(ids.length)})`, langNo, langNo, deliveryCountry, ...ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [{
      id: r.id, offerId: r.offerId, normNumber: r.normNumber, articleNumber: r.articleNumber,
      title: `${r.brandName} ${r.title}`,
      manufacturer: { id: r.brandId, name: r.brandName, seoName: r.brandSeo, logo: r.logo && `/img/brands/${r.logo}` },
      // A shop's photo of the article (from its feed) is better than the category's drawing.
      smallImages: r.photo ? [r.photo] : r.image ? [`/img/categories/${r.image}`] : [],
      type: { id: r.categoryId, title: r.title },
      category: { id: r.categoryId, seoAlias: r.seoAlias, isUniversal: r.isUniversal === 1 },
      langNo, docNo: r.docNo, priceCents: r.priceCents, refundCents: r.refundCents ?? 0, offerCount: r.offerCount, inStock: r.inStock === 1,
    }];
  });
}
