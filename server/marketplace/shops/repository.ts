/** Shops with texts per language and shipping per country. */
import type { Db } from '../db/connection';
import type { Shop, ShopListEntry, ShopShipping } from '../../../contract/index';
import { partMethodsFor, type MethodsWhere } from '../payments';
import { isLogoFile, logoUrl } from './logo';

export async function listShops(db: Db): Promise<ShopListEntry[]> {
  return db.selectFrom('shops').select(['id', 'name', 'slug', 'rating', 'review_count as reviewCount']).orderBy('rating', 'desc').orderBy('name').orderBy('id').execute();
}

/** By slug (as in /Shop/{shopName}) or, for digits, by id. Texts fall back to German. */
export async function findShop(db: Db, nameOrId: string, langNo: number, payment: MethodsWhere): Promise<Shop | undefined> {
  // Ids are 32-bit integers: a longer run of digits can only be a slug.
  const byId = /^\d{1,9}$/.test(nameOrId) ? Number(nameOrId) : null;
  const shop = await db.selectFrom('shops').select(['id', 'name', 'slug', 'rating', 'review_count as reviewCount', 'country', 'founded_year as foundedYear',
    'legal_name as legalName', 'street', 'postcode', 'city', 'phone', 'email', 'trade_register as tradeRegister', 'register_number as registerNumber', 'vat_id as vatId', 'is_trader as isTrader', 'logo', 'payment_methods as paymentMethods'])
    .where((eb) => (byId === null ? eb('slug', '=', nameOrId.toLowerCase()) : eb.or([eb('slug', '=', nameOrId.toLowerCase()), eb('id', '=', byId)])))
    .orderBy('id').executeTakeFirst();
  if (!shop) return undefined;
  const { legalName, street, postcode, city, phone, email, tradeRegister, registerNumber, vatId, isTrader, logo, paymentMethods, ...facts } = shop;
  const seller = legalName && street && postcode && city && email && phone
    ? { legalName, street, postcode, city, country: shop.country, phone, email, tradeRegister, registerNumber, vatId, isTrader: isTrader === 1 }
    : null;
  const [textRows, shipping, count] = await Promise.all([
    db.selectFrom('shop_texts').select(['lang_no', 'description', 'terms', 'cancellation_policy as cancellationPolicy'])
      .where('shop_id', '=', shop.id).where('lang_no', 'in', [langNo, 1]).execute(),
    db.selectFrom('shop_shipping').select(['country', 'cost_cents as costCents', 'free_from_cents as freeFromCents', 'delivery_days_min as deliveryDaysMin',
      'delivery_days_max as deliveryDaysMax']).where('shop_id', '=', shop.id).orderBy('country').execute() as Promise<ShopShipping[]>,
    db.selectFrom('offers').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('delivery_days').as('dispatchMin'), eb.fn.max('delivery_days').as('dispatchMax')])
      .where('shop_id', '=', shop.id).executeTakeFirstOrThrow(),
  ]);
  // The edition's language first, German when it has none.
  const text = textRows.find((row) => row.lang_no === langNo) ?? textRows.find((row) => row.lang_no === 1);
  const texts = text ? { description: text.description, terms: text.terms, cancellationPolicy: text.cancellationPolicy } : { description: '', terms: '', cancellationPolicy: '' };
  // The days until dispatch over the shop's offers: the shop page states whole delivery times, as its offers do.
  const dispatchDays = count.dispatchMin === null || count.dispatchMax === null ? null : { min: Number(count.dispatchMin), max: Number(count.dispatchMax) };
  return {
    ...facts, ...texts, seller, shipping, offerCount: Number(count.n), dispatchDays, logo: logo && isLogoFile(logo) ? logoUrl(logo) : null,
    // As its part of a checkout here would offer them.
    paymentMethods: partMethodsFor({ listed: paymentMethods, country: shop.country }, payment),
  };
}
