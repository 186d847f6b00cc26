/**
 * The page furniture around <main> (environment banner, header, footer, trust badge), rendered
 * once per what it shows and reused: it depends on the edition, the delivery country and
 * a few per-visitor bits (cart count, account, vehicle), never on the page body. So a page pays
 * React only for its body.
 *
 * Two values differ on nearly every page: the current path (the sign-in and delivery-country links
 * and the consent form return to it) and the search term in the header's box. The furniture is
 * rendered with a marker in their place, and each response puts its own values in, escaped as the
 * marker was where it stands: as HTML text, inside an island's JSON, or as a URL query value. The
 * first rendering of a furniture is checked against a plain rendering with the real values; one
 * that differs (a layout that changes these values before showing them) is rendered per request.
 *
 * The key holds everything else the layout reads: the translator, the edition and link prefix,
 * environment, delivery country, origin and the rest of LayoutData. The islands and behaviours the
 * layout rendered are replayed into the page's collector, so the page links their scripts and its
 * own islands get ids of their own.
 */
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { renderToString } from 'react-dom/server';
import { ShopContext, type ShopContextValue } from '../../../views/context';
import { createIslandCollector, IslandCollectorContext, type HydrateWhen, type IslandCollector } from '../../../views/render/collector';
import { Layout } from '../../../views/layout/Layout';
import type { LayoutData } from '../../../views/layout/types';
import { serializeForScript } from '../../../views/serialize';
import { pageToString, type PageParts } from './page-parts';

/** A value filled in per response, and how it is escaped where it stands. */
interface Slot {
  name: SlotName;
  escape: (value: string) => string;
}

type SlotName = 'currentPath' | 'query';
type Template = ReadonlyArray<Buffer | Slot>;

export interface LayoutFragment {
  /** Markup up to and including <main id="main">, and from </main> to the end of the layout: bytes encoded once, and slots. */
  before: Template;
  after: Template;
  islands: Array<[string, HydrateWhen]>;
  behaviours: string[];
  /** Island instances per name, so the page's own islands continue the numbering. */
  instances: Array<[string, number]>;
}

/** Text React never writes by itself: where the page body goes. */
const MAIN_SLOT = `spareo-main-${crypto.randomBytes(8).toString('hex')}`;

/**
 * A marker for a slot's value: a control character around its name, so that each way of writing a
 * value leaves a marker of its own (React keeps it, JSON writes \u0001, a URL query %01).
 */
const MARK = '\u0001';
const marker = (name: SlotName) => `${MARK}spareo-${name}${MARK}`;

/** React's escaping of text and attribute values. */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
const inJson = (value: string) => serializeForScript(value).slice(1, -1);
const inQuery = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);

/** Each way a slot's marker can stand in the markup, and the escaping its value gets there. */
const WRITINGS: ReadonlyArray<{ written: string; slot: Slot }> = (['currentPath', 'query'] as const).flatMap((name) =>
  [escapeHtml, inJson, inQuery].map((escape) => ({ written: escape(marker(name)), slot: { name, escape } })),
);

/** A furniture whose filled-in markup differed from its plain rendering: rendered per request. */
const NOT_A_TEMPLATE = 'not a template';
const templateBytes = (parts: Template) => parts.reduce((sum, part) => sum + (isSlot(part) ? 16 : part.length), 0);
/**
 * Bounded by bytes (a layout is 15-20 KB); the TTL lets anything the key cannot see, such as the
 * year in the footer, move on.
 */
const fragments = new LRUCache<string, LayoutFragment | typeof NOT_A_TEMPLATE>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (fragment) => (typeof fragment === 'string' ? 64 : templateBytes(fragment.before) + templateBytes(fragment.after) + 256),
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
 * cached marketplace answer (pages/navigation.ts, pages/shop-rating.ts), so they are named
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
  const { navigation, reviews, currentPath, query, ...rest } = layout;
  const slots = `${currentPath === undefined ? '' : 'p'}${query === undefined ? '' : 'q'}`;
  return [translatorId(shop.t), shop.locale, shop.link('Home', {}), shop.environment, shop.deliveryCountry, shop.origin, listId(navigation), listId(reviews), slots, JSON.stringify(rest)].join('\n');
}

/** The layout with a marker for each slot value it has. */
const withMarkers = (layout: LayoutData): LayoutData => ({
  ...layout,
  ...(layout.currentPath === undefined ? {} : { currentPath: marker('currentPath') }),
  ...(layout.query === undefined ? {} : { query: marker('query') }),
});

/** Markup cut at each slot marker into bytes and slots. */
function template(html: string): Template {
  const parts: Array<Buffer | Slot> = [];
  let from = 0;
  for (;;) {
    let next: { at: number; written: string; slot: Slot } | undefined;
    for (const { written, slot } of WRITINGS) {
      const at = html.indexOf(written, from);
      if (at >= 0 && (!next || at < next.at)) next = { at, written, slot };
    }
    if (!next) break;
    parts.push(Buffer.from(html.slice(from, next.at)), next.slot);
    from = next.at + next.written.length;
  }
  parts.push(Buffer.from(html.slice(from)));
  return parts;
}

const isSlot = (part: Buffer | Slot): part is Slot => !Buffer.isBuffer(part);

function fill(parts: Template, layout: LayoutData): PageParts {
  return parts.map((part) => (isSlot(part) ? part.escape(layout[part.name] ?? '') : part));
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
    before: template(html.slice(0, at)),
    after: template(html.slice(at + MAIN_SLOT.length)),
    islands: [...collector.rendered],
    behaviours: [...collector.behaviours],
    instances: [...instances],
  };
}

const sameMarkup = (a: LayoutFragment, b: LayoutFragment, layout: LayoutData) =>
  pageToString(fill(a.before, layout)) === pageToString(fill(b.before, layout)) && pageToString(fill(a.after, layout)) === pageToString(fill(b.after, layout));

/** The layout around a page, from the cache when the same furniture was rendered before. */
export function layoutFragment(shop: ShopContextValue, layout: LayoutData): FilledFragment {
  const key = fragmentKey(shop, layout);
  let fragment = fragments.get(key);
  if (fragment === undefined) {
    const kept = renderFragment(shop, withMarkers(layout));
    const plain = renderFragment(shop, layout);
    fragment = sameMarkup(kept, plain, layout) ? kept : NOT_A_TEMPLATE;
    fragments.set(key, fragment);
    if (fragment === NOT_A_TEMPLATE) return filled(plain, layout);
  }
  return filled(fragment === NOT_A_TEMPLATE ? renderFragment(shop, layout) : fragment, layout);
}

/** A furniture with this response's values in its slots. */
export interface FilledFragment {
  before: PageParts;
  after: PageParts;
  fragment: LayoutFragment;
}

const filled = (fragment: LayoutFragment, layout: LayoutData): FilledFragment => ({ before: fill(fragment.before, layout), after: fill(fragment.after, layout), fragment });

/** A page collector that already knows the layout's islands and behaviours. */
export function collectorAfter(fragment: LayoutFragment): IslandCollector {
  const collector = createIslandCollector();
  for (const [name, when] of fragment.islands) collector.rendered.set(name, when);
  for (const name of fragment.behaviours) collector.behaviours.add(name);
  for (const [name, count] of fragment.instances) for (let i = 0; i < count; i++) collector.next(name);
  return collector;
}
