/**
 * The header cart link with the number of units in the cart. The server renders the right count;
 * hydrated, the count follows the cart islands at once (client/cart/count.ts) and is asked again
 * when the page comes back from the back/forward cache.
 */
import { useEffect, useMemo, useState } from 'react';
import { checkHeaders } from '../../client/check-headers';
import { applyCountChange, onCartCount } from '../../client/cart/count';
import { liteTranslator, type FlatTexts } from '../../client/cart/texts';

export interface CartCountProps {
  href: string;
  label: string;
  count: number;
  locale?: string;
  /** layout.header.cartCount_* */
  texts?: FlatTexts;
}

async function fetchCount(): Promise<number | null> {
  try {
    const response = await fetch('/api/Warenkorb/count', { credentials: 'same-origin', headers: { accept: 'application/json', ...(await checkHeaders()) } });
    const body = response.ok ? ((await response.json()) as { countArticles?: unknown }) : null;
    return typeof body?.countArticles === 'number' ? body.countArticles : null;
  } catch {
    return null;
  }
}

export function CartCountView({ href, label, count: initial, locale = 'de-DE', texts = {} }: CartCountProps) {
  const [count, setCount] = useState(initial);
  const t = useMemo(() => liteTranslator(locale, texts), [locale, texts]);
  useEffect(() => onCartCount((change) => setCount((current) => applyCountChange(current, change))), []);
  useEffect(() => {
    const refresh = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      void fetchCount().then((fresh) => {
        if (fresh !== null) setCount(fresh);
      });
    };
    window.addEventListener('pageshow', refresh);
    return () => window.removeEventListener('pageshow', refresh);
  }, []);
  return (
    <a className="cart-link" href={href}>
      <span className="cart-link-label">{label}</span>
      <span className="cart-count" aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('layout.header.cartCount', { count })}</span>
    </a>
  );
}
