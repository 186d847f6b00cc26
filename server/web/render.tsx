/** renderToString of one page inside the layout (server/web/layout-fragment.tsx) and the document. */
import crypto from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import type { ComponentType } from 'react';
import { ShopContext, type ShopContextValue } from '../../views/context';
import { Document, type HeadData } from '../../views/Document';
import { DEFAULT_LAYOUT, type LayoutData } from '../../views/layout/types';
import { IslandCollectorContext } from '../../views/islands/collector';
import type { Assets } from './assets';
import { collectorAfter, layoutFragment } from './layout-fragment';

/** Text React never writes by itself: where the layout and the body, and the inline CSS, go in the document. */
const BODY_SLOT = `spareo-body-${crypto.randomBytes(8).toString('hex')}`;
const CSS_SLOT = `spareo-css-${crypto.randomBytes(8).toString('hex')}`;

export interface RenderInput {
  shop: ShopContextValue;
  head: HeadData;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  props: object;
  /** Declared by loaders for reference; the links follow the islands actually rendered. */
  islands?: readonly string[];
  state?: unknown;
  /** Header and footer data; error pages render with the defaults. */
  layout?: LayoutData;
}

/**
 * A rendered page as the pieces it was put together from: strings made for this response and
 * bytes encoded once (the inline CSS, the layout). Sent as bytes without encoding the constant
 * pieces again; turning 75 KB of HTML into UTF-8 cost as much as a third of the cart page's render.
 */
export type PageParts = ReadonlyArray<string | Buffer>;

const encodedCss = new WeakMap<Assets, Buffer>();
function cssBytes(assets: Assets): Buffer {
  let bytes = encodedCss.get(assets);
  if (!bytes) encodedCss.set(assets, (bytes = Buffer.from(assets.css)));
  return bytes;
}

export function renderPageParts(input: RenderInput, assets: Assets): PageParts {
  const { shop, head, component: Page, props, state, layout = DEFAULT_LAYOUT } = input;
  // Furniture first (usually from its cache), then the body, then the document: by then the
  // collector knows every island, so the document links exactly their scripts.
  const furniture = layoutFragment(shop, layout);
  const collector = collectorAfter(furniture);
  const body = renderToString(
    <IslandCollectorContext.Provider value={collector}>
      <ShopContext.Provider value={shop}>
        <Page {...props} />
      </ShopContext.Provider>
    </IslandCollectorContext.Provider>,
  );
  const documentHtml = renderToString(
    <HelmetProvider>
      <IslandCollectorContext.Provider value={collector}>
      <ShopContext.Provider value={shop}>
        <Document
          lang={shop.locale}
          head={head}
          css={CSS_SLOT}
          nonce={shop.nonce}
          state={state}
          manifest={assets.manifest}
        >
          {BODY_SLOT}
        </Document>
      </ShopContext.Provider>
      </IslandCollectorContext.Provider>
    </HelmetProvider>,
  );
  const css = documentHtml.indexOf(CSS_SLOT);
  const at = documentHtml.indexOf(BODY_SLOT);
  // React separates the slot's text from a following text node with an empty comment: not ours to keep.
  const rest = documentHtml.slice(at + BODY_SLOT.length).replace(/^<!-- -->/, '');
  return [
    `<!DOCTYPE html>${documentHtml.slice(0, css)}`,
    cssBytes(assets),
    documentHtml.slice(css + CSS_SLOT.length, at),
    furniture.beforeBytes,
    body,
    furniture.afterBytes,
    rest,
  ];
}

export const pageToBytes = (parts: PageParts): Buffer => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
export const pageToString = (parts: PageParts): string => parts.map((part) => (typeof part === 'string' ? part : part.toString('utf8'))).join('');

/** The page as one string (cached pages, tests). */
export function renderPage(input: RenderInput, assets: Assets): string {
  return pageToString(renderPageParts(input, assets));
}

/** Spec section 8: when the error page itself fails, a plain page that cannot fail. */
export function renderFallbackErrorPage(homePath: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Error</title></head><body><p>An error occurred while showing the error page</p><p><a href="${homePath}">Home</a></p></body></html>`;
}
