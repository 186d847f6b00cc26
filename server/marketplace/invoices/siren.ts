/** A French seller's company number, read from what it gave as its register entry. */
import type { Seller } from './document';

/**
 * The SIREN of a French seller (the nine digits of its RCS entry, or the first nine of its SIRET):
 * its legal registration (BT-30, scheme 0002 SIRENE), and, for a small business without a VAT ID,
 * the number the tax office knows it by (BT-32), so a receiver can tell who sold.
 */
export function sirenOf(seller: Pick<Seller, 'country' | 'registerNumber' | 'tradeRegister'>): string | null {
  if (seller.country !== 'FR') return null;
  for (const text of [seller.registerNumber, seller.tradeRegister]) {
    const digits = (text ?? '').replace(/\D/g, '');
    if (digits.length === 9 || digits.length === 14) return digits.slice(0, 9);
  }
  return null;
}

