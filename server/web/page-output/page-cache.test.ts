/**
 * The page store's budget (page-cache.ts): its Buffers are live memory a web process carries about
 * one and a half times over, so it holds 8 MB as it counts them, a few hundred article pages.
 */
import { createPageCache, PAGE_STORE_BYTES, storePage } from './page-cache';

/** An article page's plain bytes, about what the crawl of the memory benchmark stores. */
const ARTICLE_PAGE_BYTES = 25_000;

test('the page store keeps 8 MB as it counts them: about 200 article pages, the oldest let go first', () => {
  const store = createPageCache(true, 60_000, PAGE_STORE_BYTES)!;
  for (let i = 0; i < 1000; i++) storePage(store, `page-${i}`, 200, Buffer.alloc(ARTICLE_PAGE_BYTES, i % 256));
  expect(PAGE_STORE_BYTES).toBe(8 * 1024 * 1024);
  expect(store.calculatedSize).toBeLessThanOrEqual(PAGE_STORE_BYTES);
  expect(store.size).toBeGreaterThanOrEqual(200);
  expect(store.size).toBeLessThan(220);
  expect(store.has('page-999')).toBe(true);
  expect(store.has('page-0')).toBe(false);
});
