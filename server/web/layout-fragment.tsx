/**
 * The page furniture around <main> (environment banner, header, footer, trust badge), rendered
 * once per what it shows and reused: it depends on the edition, the delivery country and
 * a few per-visitor bits (cart count, account, vehicle, current path), never on the page body. So a
 * visitor with a session, whose pages are rendered every time, pays React only for the body.
 *
 * The key holds everything the layout reads: the translator, the edition and link prefix,
 * environment, delivery country, origin and the whole LayoutData. The islands and behaviours the layout rendered are
 * replayed into the page's collector, so the page links their scripts and its own islands get ids
 * of their own.
 */
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { renderToString } from 'react-dom/server';
import { ShopContext, type ShopContextValue } from '../../views/context';
import { createIslandCollector, IslandCollectorContext, type HydrateWhen, type IslandCollector } from '../../views/render/collector';
import { Layout } from '../../views/layout/Layout';
import type { LayoutData } from '../../views/layout/types';

export interface LayoutFragment {
  /** Markup up to and including <main id="main">, and from </main> to the end of the layout, encoded once. */
  beforeBytes: Buffer;
  afterBytes: Buffer;
  islands: Array<[string, HydrateWhen]>;
  behaviours: string[];
  /** Island instances per name, so the page's own islands continue the numbering. */
  instances: Array<[string, number]>;
}

/** Text React never writes by itself: where the page body goes. */
const MAIN_SLOT = `spareo-main-${crypto.randomBytes(8).toString('hex')}`;

/**
 * Bounded by bytes (a layout is 15-20 KB); the TTL lets anything the key cannot see, such as the
 * year in the footer, move on.
 */
const fragments = new LRUCache<string, LayoutFragment>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (fragment) => fragment.beforeBytes.length + fragment.afterBytes.length + 256,
  ttl: 5 * 60_000,
});

/** One number per translator (i18n instance and locale): two apps in one process never share texts. */
const translatorIds = new WeakMap<ShopContextValue['t'], number>();
let nextTranslatorId = 1;
function translatorId(t: ShopContextValue['t']): number {
  let id = translatorIds.get(t);
  if (id === undefined) translatorIds.set(t, (id = nextTranslatorId++));
  return id;
}

/**
 * The navigation (the largest part of the layout data) and the reviews are shared arrays, one per
 * cached marketplace answer (pages/navigation.ts, pages/marketplace-shapes.ts), so they are named
 * by identity instead of written out as JSON on every request; a new answer is a new array and so
 * a new key. Empty lists (the fallbacks, new on every call) are all the same.
 */
const listIds = new WeakMap<readonly unknown[], number>();
let nextListId = 1;
function listId(list: readonly unknown[]): number {
  if (list.length === 0) return 0;
  let id = listIds.get(list);
  if (id === undefined) listIds.set(list, (id = nextListId++));
  return id;
}

function fragmentKey(shop: ShopContextValue, layout: LayoutData): string {
  const { navigation, reviews, ...rest } = layout;
  return [translatorId(shop.t), shop.locale, shop.link('Home', {}), shop.environment, shop.deliveryCountry, shop.origin, listId(navigation), listId(reviews), JSON.stringify(rest)].join('\n');
}

function renderFragment(shop: ShopContextValue, layout: LayoutData): LayoutFragment {
  const collector = createIslandCollector();
  const instances = new Map<string, number>();
  const counting: IslandCollector = {
    ...collector,
    next(name) {
      instances.set(name, (instances.get(name) ?? 0) + 1);
      return collector.next(name);
    },
  };
  const html = renderToString(
    <IslandCollectorContext.Provider value={counting}>
      <ShopContext.Provider value={shop}>
        <Layout layout={layout}>{MAIN_SLOT}</Layout>
      </ShopContext.Provider>
    </IslandCollectorContext.Provider>,
  );
  const at = html.indexOf(MAIN_SLOT);
  if (at < 0) throw new Error('layout rendered without its <main> slot');
  return {
    beforeBytes: Buffer.from(html.slice(0, at)),
    afterBytes: Buffer.from(html.slice(at + MAIN_SLOT.length)),
    islands: [...collector.rendered],
    behaviours: [...collector.behaviours],
    instances: [...instances],
  };
}

/** The layout around a page, from the cache when the same furniture was rendered before. */
export function layoutFragment(shop: ShopContextValue, layout: LayoutData): LayoutFragment {
  const key = fragmentKey(shop, layout);
  let fragment = fragments.get(key);
  if (!fragment) fragments.set(key, (fragment = renderFragment(shop, layout)));
  return fragment;
}

/** A page collector that already knows the layout's islands and behaviours. */
export function collectorAfter(fragment: LayoutFragment): IslandCollector {
  const collector = createIslandCollector();
  for (const [name, when] of fragment.islands) collector.rendered.set(name, when);
  for (const name of fragment.behaviours) collector.behaviours.add(name);
  for (const [name, count] of fragment.instances) for (let i = 0; i < count; i++) collector.next(name);
  return collector;
}
