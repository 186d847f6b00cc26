/**
 * The header cart count on its server markup: follows the cart islands at once through the
 * 'spareo:cart-count' window event (client/cart/count.ts: add +quantity, rollback -quantity, the
 * cart editor's new count) and asks the server again when the page comes back from the
 * back/forward cache. The check headers are loaded only then.
 */
import { applyCountChange, onCartCount } from '../cart/count';
import { liteTranslator, type FlatTexts } from '../cart/texts';

async function fetchCount(): Promise<number | null> {
  try {
    const { checkHeaders } = await import('../check-headers');
    const response = await fetch('/api/Warenkorb/count', { credentials: 'same-origin', headers: { accept: 'application/json', ...(await checkHeaders()) } });
    const body = response.ok ? ((await response.json()) as { countArticles?: unknown }) : null;
    return typeof body?.countArticles === 'number' ? body.countArticles : null;
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
  addEventListener('pageshow', (event) => {
    if (event.persisted) void fetchCount().then((fresh) => fresh === null || set(fresh));
  });
}
