/**
 * A cart generation link -> one marketplace call -> the cart page's query flags.
 * The raw query string is passed on, not Express's parsed object: qs turns small numeric keys
 * (cartParam[5]) into compacted array indexes and would lose offer ids. The marketplace's
 * parseCartGenerationQuery takes the first 50 entries and reports what it skipped.
 */
import { CONTEXT_HEADERS } from '../../../contract/headers';
import type { MarketplaceClient } from '../marketplace-client';
import type { CartNotice } from './notices';

export type GenerationFlags = {
  notice: CartNotice;
  /** Entries not taken: unknown offers or models and unreadable entries. */
  skipped?: number;
  /** Entries not taken because the shop has none of the offer in stock. */
  soldOut?: number;
  /** 1 when the link had more than 50 items and only the first 50 were taken. */
  limited?: number;
};

/** Whether the visitor's cart holds anything (a failed read counts as holding: never destroy what may exist). */
export async function cartHasLines(marketplace: MarketplaceClient, headers: Record<string, string | undefined>): Promise<boolean> {
  if (!headers[CONTEXT_HEADERS.session]) return false;
  const outcome = await marketplace.attempt('GET /Warenkorb', {}, headers);
  if (outcome.status === 401) return false;
  return !outcome.ok || outcome.answer.cartShops.length > 0;
}

/** The link's query with replace set as the shopper chose on the confirmation form. */
export function withReplace(search: string, replace: boolean): string {
  // Entries are kept as written (cartParam[5] must not be re-encoded); only replace is dropped.
  const keyOf = (entry: string) => {
    try {
      return decodeURIComponent(entry.split('=')[0]!.replace(/\+/g, ' '));
    } catch {
      return entry;
    }
  };
  const entries = (search.startsWith('?') ? search.slice(1) : search).split('&').filter((entry) => entry && keyOf(entry) !== 'replace');
  if (replace) entries.push('replace=true');
  return entries.length ? `?${entries.join('&')}` : '';
}

export async function generateCart(marketplace: MarketplaceClient, headers: Record<string, string | undefined>, search: string): Promise<GenerationFlags> {
  const outcome = await marketplace.attempt('POST /Warenkorb/generieren', { body: { query: search } }, headers);
  if (!outcome.ok) return { notice: 'notAdded' };
  // An offer out of stock exists: the shopper is told it has none in stock, not that it is unknown.
  const soldOut = outcome.answer.skipped.filter((entry) => entry.reason === 'out_of_stock').length;
  const skipped = outcome.answer.skipped.length - soldOut;
  return { notice: 'generated', ...(skipped ? { skipped } : {}), ...(soldOut ? { soldOut } : {}), ...(outcome.answer.truncated > 0 ? { limited: 1 } : {}) };
}
