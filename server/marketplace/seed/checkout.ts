/**
 * Seed step: what each shop offers at the checkout. Every shop takes prepayment to its own bank
 * account; some also cash on delivery, invoice or card/PayPal (through the payment provider).
 * Tax: every demo shop is registered for the EU one-stop shop with its VAT ID (shops.ts), so an
 * order carries the delivery country's standard rate (tax/rules).
 */
import type { Db } from '../db/connection';

const EXTRA_METHODS = ['', 'cod', 'invoice', 'cod,invoice', 'card,paypal', 'invoice,card,paypal'];

/** A valid German IBAN (check digits by ISO 7064 mod 97) for a made-up bank code and account. */
export function demoIban(shopId: number): string {
  const bban = `37040044${String(5320130000 + shopId).padStart(10, '0')}`;
  const numeric = `${bban}131400`; // D=13, E=14, then "00"
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `DE${String(98 - remainder).padStart(2, '0')}${bban}`;
}

export async function seedShopCheckout(db: Db): Promise<void> {
  const shops = await db.selectFrom('shops').select(['id', 'name']).orderBy('id').execute();
  for (const shop of shops) {
    const extra = EXTRA_METHODS[shop.id % EXTRA_METHODS.length]!;
    await db.updateTable('shops').set({ payment_methods: ['prepayment', ...extra.split(',').filter(Boolean)].join(',') }).where('id', '=', shop.id).execute();
  }
  await db.insertInto('shop_bank_accounts')
    .values(shops.map((shop) => ({ shop_id: shop.id, holder: shop.name, iban: demoIban(shop.id), bic: 'COBADEFFXXX' })))
    .onConflict((oc) => oc.column('shop_id').doUpdateSet((eb) => ({ holder: eb.ref('excluded.holder'), iban: eb.ref('excluded.iban'), bic: eb.ref('excluded.bic') })))
    .execute();
  await db.updateTable('shops').set({ tax_scheme: 'oss' }).execute();
}
