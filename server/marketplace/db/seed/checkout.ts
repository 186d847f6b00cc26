/**
 * Seed step: what each shop offers at the checkout. Every shop takes prepayment to its own bank
 * account; some also cash on delivery, invoice or card/PayPal (through the payment provider).
 * VAT: each shop states the standard rate of the delivery country (one-stop-shop rules).
 */
import type { Database } from '../connection';

const EXTRA_METHODS = ['', 'cod', 'invoice', 'cod,invoice', 'card,paypal', 'invoice,card,paypal'];

/** A valid German IBAN (check digits by ISO 7064 mod 97) for a made-up bank code and account. */
export function demoIban(shopId: number): string {
  const bban = `37040044${String(5320130000 + shopId).padStart(10, '0')}`;
  const numeric = `${bban}131400`; // D=13, E=14, then "00"
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `DE${String(98 - remainder).padStart(2, '0')}${bban}`;
}

export function seedShopCheckout(db: Database): void {
  const shops = db.prepare('SELECT id, name FROM shops ORDER BY id').all() as { id: number; name: string }[];
  const methods = db.prepare('UPDATE shops SET payment_methods = ? WHERE id = ?');
  const account = db.prepare('INSERT OR REPLACE INTO shop_bank_accounts (shop_id, holder, iban, bic) VALUES (?, ?, ?, ?)');
  for (const shop of shops) {
    const extra = EXTRA_METHODS[shop.id % EXTRA_METHODS.length]!;
    methods.run(['prepayment', ...extra.split(',').filter(Boolean)].join(','), shop.id);
    account.run(shop.id, shop.name, demoIban(shop.id), 'COBADEFFXXX');
  }
  db.exec(`UPDATE shop_shipping SET vat_rate_bp = CASE country
    WHEN 'DE' THEN 1900 WHEN 'AT' THEN 2000 WHEN 'ES' THEN 2100 WHEN 'FR' THEN 2000 WHEN 'IT' THEN 2200
    WHEN 'NL' THEN 2100 WHEN 'BE' THEN 2100 WHEN 'LU' THEN 1700 WHEN 'PL' THEN 2300 WHEN 'CZ' THEN 2100
    WHEN 'DK' THEN 2500 WHEN 'PT' THEN 2300 WHEN 'CH' THEN 810 ELSE 2000 END WHERE vat_rate_bp IS NULL`);
}
