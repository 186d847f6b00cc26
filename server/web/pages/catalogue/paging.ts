import type { PagingData } from '../../../../views/catalogue/types';

/** Page links around the current one: first, last and two either side. */
export function buildPaging(page: number, pageCount: number, hrefFor: (page: number) => string): PagingData {
  const count = Math.max(pageCount, 1);
  const current = Math.min(page, count);
  const shown = new Set([1, count]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= count) shown.add(p);
  return {
    page: current,
    pageCount: count,
    previous: current > 1 ? hrefFor(current - 1) : undefined,
    next: current < count ? hrefFor(current + 1) : undefined,
    pages: [...shown].sort((a, b) => a - b).map((p) => ({ page: p, href: hrefFor(p), current: p === current })),
  };
}
