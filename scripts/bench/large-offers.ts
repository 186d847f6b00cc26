/**
 * The benchmark asks for an exact number of offers; the demo seed makes about 4.5 per article.
 * Tops the offers up (each article gets further shops, round by round, until the count is reached)
 * or trims the newest ones. Deterministic: same catalogue and count -> same offers.
 */
import { type Db } from '../../server/marketplace/db/connection';
import { RowWriter } from '../../server/marketplace/db/batches';
import { createRng, hashSeed } from '../../server/marketplace/seed';

export async function setOfferCount(db: Db, wanted: number, onProgress: (done: number, total: number) => void = () => {}): Promise<number> {
  const count = async () => Number((await db.selectFrom('offers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const current = await count();
  if (current > wanted) {
    const cut = await db.selectFrom('offers').select('id').orderBy('id').offset(wanted).limit(1).executeTakeFirstOrThrow();
    await db.deleteFrom('offers').where('id', '>=', cut.id).execute();
    return count();
  }
  if (current === wanted) return current;

  const shops = (await db.selectFrom('shops').select('id').orderBy('id').execute()).map((s) => s.id);
  if (shops.length > 32) throw new Error('more than 32 shops: the offer top-up keeps one bit per shop');
  const last = Number((await db.selectFrom('articles').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0);
  if (wanted > last * shops.length) throw new Error(`${wanted} offers need more than ${shops.length} shops for ${last} articles`);
  const taken = new Uint32Array(last + 1);
  const cheapest = new Int32Array(last + 1);
  const dearest = new Int32Array(last + 1);
  for await (const offer of db.selectFrom('offers').select(['article_id', 'shop_id', 'price_cents']).stream(5000)) {
    taken[offer.article_id]! |= 1 << shops.indexOf(offer.shop_id);
    if (cheapest[offer.article_id] === 0 || offer.price_cents < cheapest[offer.article_id]!) cheapest[offer.article_id] = offer.price_cents;
    dearest[offer.article_id] = Math.max(dearest[offer.article_id]!, offer.price_cents);
  }
  const need = wanted - current;
  let added = 0;
  await db.transaction().execute(async (tx) => {
    const writer = new RowWriter(tx, 'offers', ['article_id', 'shop_id', 'price_cents', 'refund_cents', 'stock', 'delivery_days', 'sku']);
    let reported = 0;
    for (let round = 0; added < need; round++) {
      const before = added;
      for (let article = 1; article <= last && added < need; article++) {
        if (cheapest[article] === 0) continue;
        const rng = createRng(hashSeed(article, round, 7));
        const start = Math.floor(rng() * shops.length);
        for (let k = 0; k < shops.length; k++) {
          const index = (start + k) % shops.length;
          if (taken[article]! & (1 << index)) continue;
          taken[article]! |= 1 << index;
          // Between the article's cheapest and dearest offer: inside what such a part costs.
          const price = Math.min(dearest[article]!, Math.round((cheapest[article]! * (1.02 + rng() * 0.13)) / 10) * 10 - 1);
          writer.add(article, shops[index]!, price, 0, rng() < 0.1 ? 0 : 1 + Math.floor(rng() * 60), 1 + Math.floor(rng() * 5), `L${shops[index]}-${String(article).padStart(8, '0')}`);
          added++;
          break;
        }
        if (added - reported >= 50_000) {
          reported = added;
          await writer.drain();
          onProgress(added, need);
        }
      }
      if (added === before) throw new Error(`no article has a shop left for the ${need - added} further offers`);
    }
    await writer.flush();
  });
  onProgress(added, need);
  return count();
}
