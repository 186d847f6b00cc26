/**
 * The header cart count on its server markup: follows the cart islands at once through the
 * 'spareo:cart-count' window event (client/cart/count.ts: add +quantity, rollback -quantity, the
 * cart editor's new count) and asks the server again when the page comes back from the
 * back/forward cache. The check headers are loaded only then.
 */
import { applyCountChange, onCartCount } from '../cart/count';
import { liteTranslator, type FlatTexts } from '../cart/texts';
import { wake } from '../wake';

async function fetchCount(): Promise<number | null> {
  try {
    // Loaded only here, so the runtime every page runs stays small.
    const [{ checkHeaders }, { commerceCalls }] = await Promise.all([import('../check-headers'), import('../../contract/calls/commerce')]);
    const response = await fetch('/api/Warenkorb/count', { credentials: 'same-origin', headers: { accept: 'application/json', ...(await checkHeaders()) } });
    if (!response.ok) return null;
    const parsed = commerceCalls['GET /Warenkorb/count'].answer.safeParse(await response.json());
    if (!parsed.success) console.error('GET /Warenkorb/count: answer does not match the contract', parsed.error.issues[0]);
    return parsed.success ? parsed.data.countArticles : null;
  } catch {
    return null;
  }
}

export function cartCount(marker: HTMLElement, { locale = 'de-DE', texts = {} }: { locale?: string; texts?: FlatTexts }): void {
  const number = marker.querySelector<HTMLElement>('.cart-count');
  const sentence = marker.querySelector<HTMLElement>('.cart-link .visually-hidden');
  if (!number) return;
  const t = liteTranslator(locale, texts);
  let count = Number(number.textContent) || 0;
  const set = (next: number) => {
    count = next;
    number.textContent = String(next);
    if (sentence) sentence.textContent = t('layout.header.cartCount', { count: next });
  };
  onCartCount((change) => set(applyCountChange(count, change)));
  const refresh = () => void fetchCount().then((fresh) => fresh === null || set(fresh));
  addEventListener('pageshow', (event) => {
    if (event.persisted) refresh();
  });
  // The return from the back/forward cache is what loaded the runtime: its pageshow has passed.
  if (wake()?.type === 'pageshow') refresh();
}
