/**
 * What a shop states on its public page and changes itself in the portal: shipping costs and
 * delivery times per country, terms and withdrawal policy (per language), payment methods, who
 * the seller is (identity.ts), its logo (logo.ts).
 */
import type * as z from 'zod';
import type { PortalShopPage, shippingRow } from '../../../contract/calls/portal';
import type { Db } from '../db/connection';
import type { PaymentMethod } from '../../../contract/index';
import { paymentMethodsOf } from '../payments';
import { IDENTITY_COLUMNS, identityOf } from './identity';
import { isLogoFile, logoUrl } from './logo';
import { readTaxSetup } from './tax-setup';

export async function shopPageSettings(db: Db, shopId: number, langNo: number): Promise<PortalShopPage> {
  const [shipping, shop, text, tax] = await Promise.all([
    db.selectFrom('shop_shipping').select(['country', 'cost_cents as costCents', 'free_from_cents as freeFromCents', 'delivery_days_min as deliveryDaysMin', 'delivery_days_max as deliveryDaysMax'])
      .where('shop_id', '=', shopId).orderBy('country').execute(),
    db.selectFrom('shops').select(['payment_methods', 'logo', 'dispatch_cutoff', 'return_address', 'return_costs', ...IDENTITY_COLUMNS]).where('id', '=', shopId).executeTakeFirstOrThrow(),
    db.selectFrom('shop_texts').select(['terms', 'cancellation_policy as cancellationPolicy']).where('shop_id', '=', shopId).where('lang_no', '=', langNo).executeTakeFirst(),
    readTaxSetup(db, shopId),
  ]);
  return {
    shipping, paymentMethods: paymentMethodsOf(shop.payment_methods), terms: text?.terms ?? '', cancellationPolicy: text?.cancellationPolicy ?? '',
    identity: identityOf(shop), tax: { scheme: tax?.scheme ?? null, vatId: tax?.vatId ?? '', gap: tax?.gap ?? null }, logo: shop.logo && isLogoFile(shop.logo) ? logoUrl(shop.logo) : null,
    dispatch: { cutoff: shop.dispatch_cutoff, returnAddress: shop.return_address ?? '', returnCosts: shop.return_costs === 'shop' ? 'shop' : 'shopper' },
  };
}

/** Replaces the shipping table in one transaction (a country left out no longer ships); VAT follows from the tax set-up (tax/). */
export async function replaceShipping(db: Db, shopId: number, rows: z.output<typeof shippingRow>[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('shop_shipping').where('shop_id', '=', shopId).execute();
    if (rows.length) {
      await tx.insertInto('shop_shipping').values(rows.map((row) => ({
        shop_id: shopId, country: row.country, cost_cents: row.costCents, free_from_cents: row.freeFromCents,
        delivery_days_min: row.deliveryDaysMin, delivery_days_max: row.deliveryDaysMax,
      }))).execute();
    }
  });
}

export async function saveShopTexts(db: Db, shopId: number, langNo: number, texts: { terms: string; cancellationPolicy: string; paymentMethods: PaymentMethod[] }): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('shops').set({ payment_methods: [...new Set(texts.paymentMethods)].join(',') }).where('id', '=', shopId).execute();
    await tx.insertInto('shop_texts').values({ shop_id: shopId, lang_no: langNo, description: '', terms: texts.terms, cancellation_policy: texts.cancellationPolicy })
      .onConflict((oc) => oc.columns(['shop_id', 'lang_no']).doUpdateSet({ terms: texts.terms, cancellation_policy: texts.cancellationPolicy })).execute();
  });
}
