/**
 * The document around a page (<head>, the inline CSS's place, the island scripts) depends on the
 * edition, the head, the islands the page rendered and whether it embeds state, never on the
 * visitor. It is rendered once per such key with a mark where the response's state goes,
 * then joined per response: a per-visitor page (the cart) no longer renders the document and
 * react-helmet-async for every request.
 */
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { ShopContext, type ShopContextValue } from '../../views/context';
import { Document, type HeadData } from '../../views/Document';
import { IslandCollectorContext, type IslandCollector } from '../../views/render/collector';
import type { ClientManifest } from './assets';

/** Text React never writes by itself: where the inline CSS, the body and the state go. */
const CSS_SLOT = `spareo-css-${crypto.randomBytes(8).toString('hex')}`;
const BODY_SLOT = `spareo-body-${crypto.randomBytes(8).toString('hex')}`;
const STATE_MARK = `spareo-state-${crypto.randomBytes(8).toString('hex')}`;

/** The part after the body is cut where the state goes. */
export interface DocumentShell {
  beforeCss: string;
  beforeBody: string;
  afterBody: string[];
}

/** A page's document for one response: the text before the CSS, before the body and after it. */
export interface FilledDocument {
  beforeCss: string;
  beforeBody: string;
  afterBody: string;
}

/** Per manifest (a rebuilt client in development is a new one); entries are 1-10 KB (JSON-LD). */
const shells = new WeakMap<ClientManifest, LRUCache<string, DocumentShell>>();

function shellsFor(manifest: ClientManifest): LRUCache<string, DocumentShell> {
  let cache = shells.get(manifest);
  if (!cache) shells.set(manifest, (cache = new LRUCache<string, DocumentShell>({ max: 500 })));
  return cache;
}

export interface DocumentInput {
  shop: ShopContextValue;
  head: HeadData;
  /** The page's collector once the body has rendered: the document links exactly its islands' chunks. */
  collector: IslandCollector;
  withState: boolean;
  manifest: ClientManifest;
}

function keyOf({ shop, head, collector, withState }: DocumentInput): string {
  return [shop.locale, JSON.stringify(head), JSON.stringify([...collector.rendered]), [...collector.behaviours].join(','), withState].join('\n');
}

function renderShell({ shop, head, collector, withState, manifest }: DocumentInput): DocumentShell {
  const html = renderToString(
    <HelmetProvider>
      <IslandCollectorContext.Provider value={collector}>
        <ShopContext.Provider value={shop}>
          <Document lang={shop.locale} head={head} css={CSS_SLOT} state={withState ? STATE_MARK : undefined} manifest={manifest}>
            {BODY_SLOT}
          </Document>
        </ShopContext.Provider>
      </IslandCollectorContext.Provider>
    </HelmetProvider>,
  );
  const css = html.indexOf(CSS_SLOT);
  const body = html.indexOf(BODY_SLOT);
  if (css < 0 || body < 0) throw new Error('document rendered without its CSS or body slot');
  // React separates the slot's text from a following text node with an empty comment: not ours to keep.
  const afterBody = html.slice(body + BODY_SLOT.length).replace(/^<!-- -->/, '');
  return {
    beforeCss: `<!DOCTYPE html>${html.slice(0, css)}`,
    beforeBody: html.slice(css + CSS_SLOT.length, body),
    // The state was serialised as a JSON string: its quotes go with the mark.
    afterBody: afterBody.split(JSON.stringify(STATE_MARK)),
  };
}

/** The document for this response, from the cache when a page with the same head and islands rendered before. */
export function fillDocument(input: DocumentInput, stateJson: string): FilledDocument {
  const cache = shellsFor(input.manifest);
  const key = keyOf(input);
  let shell = cache.get(key);
  if (!shell) cache.set(key, (shell = renderShell(input)));
  return {
    beforeCss: shell.beforeCss,
    beforeBody: shell.beforeBody,
    afterBody: shell.afterBody.join(stateJson),
  };
}
