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
  /** 1 when the link had more than 50 items and only the first 50 were taken. */
  limited?: number;
};

function countOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** Whether the visitor's cart holds anything (a failed read counts as holding: never destroy what may exist). */
export async function cartHasLines(marketplace: MarketplaceClient, headers: Record<string, string | undefined>): Promise<boolean> {
  if (!headers[CONTEXT_HEADERS.session]) return false;
  const answer = await marketplace.call({ method: 'GET', path: '/Warenkorb', query: {}, headers });
  if (answer.status === 401) return false;
  const shops = (answer.body as { cartShops?: unknown } | null)?.cartShops;
  return answer.status !== 200 || !Array.isArray(shops) || shops.length > 0;
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
  const answer = await marketplace.call({ method: 'POST', path: '/Warenkorb/generieren', query: {}, body: { query: search }, headers });
  if (answer.status < 200 || answer.status >= 300) return { notice: 'notAdded' };
  const report = (answer.body ?? {}) as { skipped?: unknown; truncated?: unknown };
  const skipped = countOf(report.skipped);
  return { notice: 'generated', ...(skipped ? { skipped } : {}), ...(countOf(report.truncated) ? { limited: 1 } : {}) };
}
