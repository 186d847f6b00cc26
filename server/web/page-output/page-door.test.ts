/**
 * The door for stored pages (server/web/page-output/page-door.ts) is bounded by a count of request keys and the
 * page store by bytes: the door must not keep a page alive that the store has let go, or every web
 * process holds as many whole pages (bytes and encoded copies) as the door has keys, far past the
 * store's bound, as a crawl of distinct article pages showed.
 */
import type { Request, Response } from 'express';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createPageCache, storePage, type CachedPage } from './page-cache';
import { createPageDoor } from './page-door';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const PAGE_BYTES = 20_000;

/** What remember reads of a request and of the response the chain made for it. */
const requestFor = (url: string) => ({ method: 'GET', url, headers: { host: 'shop.test' }, secure: false }) as unknown as Request;
const answered = () => ({ getHeader: () => undefined, getHeaderNames: () => [], locals: { routeName: 'Article', locale: 'de-DE' } }) as unknown as Response;

test('after 300 distinct pages through a store with room for a few, only the pages the store holds stay alive', async () => {
  const cache = createPageCache(true, 60_000, 5 * PAGE_BYTES * 2)!;
  const door = createPageDoor({ maxEntries: 2000 });
  const pages: Array<WeakRef<CachedPage>> = [];
  for (let i = 0; i < 300; i++) {
    const key = `page-${i}`;
    const entry = storePage(cache, key, 200, Buffer.alloc(PAGE_BYTES, i % 256));
    entry.encoded.gzip = Buffer.alloc(PAGE_BYTES / 4);
    door.remember(requestFor(`/Teilenummernsuche/Brand/${i}`), answered(), cache, key, entry);
    pages.push(new WeakRef(entry));
  }
  // A WeakRef keeps its target until the current job ends.
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  const alive = pages.filter((page) => page.deref() !== undefined).length;
  expect(cache.size).toBeLessThanOrEqual(10);
  expect(alive).toBeLessThanOrEqual(cache.size);
});
