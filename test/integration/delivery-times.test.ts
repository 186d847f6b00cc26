/**
 * A shop's delivery time is one figure wherever it is stated: the shop page's table names the same
 * window as the shop's offers on the article page (days until dispatch plus the carrier's days),
 * which name the day it ends on.
 */
import request from 'supertest';
import { formatDeliveryDay } from '../../locales/delivery-day';
import { deliveryCalendar, latestDeliveryDay } from '../../server/marketplace/delivery/delivery-date';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

test('the shop page and the shop\'s offer name the same delivery time to Germany', async () => {
  const offer = await db.kysely.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id').innerJoin('articles as a', 'a.id', 'o.article_id')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', 'DE'))
    .select(['o.id as offerId', 's.id as shopId', 's.slug', 's.country', 's.dispatch_cutoff as cutoff', 'a.norm_number as normNumber', 'b.seo_name as seoName'])
    .where('o.stock', '>', 0).orderBy('o.id').limit(1).executeTakeFirstOrThrow();
  // The shop dispatches every offer the next working day; the carrier takes 3 to 6 days.
  await db.kysely.updateTable('offers').set({ delivery_days: 1 }).where('shop_id', '=', offer.shopId).execute();
  await db.kysely.updateTable('shop_shipping').set({ delivery_days_min: 3, delivery_days_max: 6 }).where('shop_id', '=', offer.shopId).where('country', '=', 'DE').execute();

  const article = await request(app).get(pathFor('Article___de-DE', { brandName: offer.seoName!, normNumber: offer.normNumber })).expect(200);
  // The offer names the day that window ends on: dispatch, then the carrier's longest time, on working days.
  const now = new Date();
  const terms = { shopCountry: offer.country, cutoff: offer.cutoff, dispatchDays: 1, transitDays: 6, deliveryCountry: 'DE' };
  const day = latestDeliveryDay(await deliveryCalendar([offer.country], 'DE', now), now, terms);
  expect(article.text).toContain(formatDeliveryDay(day, 'de-DE'));
  const shopPage = await request(app).get(pathFor('Shop___de-DE', { shopName: offer.slug })).expect(200);
  const germany = /<tr class="current"><th scope="row">Deutschland<\/th>(.*?)<\/tr>/.exec(shopPage.text)?.[1] ?? '';
  expect(germany).toContain('4–7 Werktage');
  // Not the carrier's days alone (another country's row may name that window by its own days).
  expect(germany).not.toContain('3–6 Werktage');
});
