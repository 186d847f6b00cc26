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

/** Text React never writes by itself: where the layout and the body go in the document. */
const BODY_SLOT = `spareo-body-${crypto.randomBytes(8).toString('hex')}`;

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

export function renderPage(input: RenderInput, assets: Assets): string {
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
          css={assets.css}
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
  const at = documentHtml.indexOf(BODY_SLOT);
  // React separates the slot's text from a following text node with an empty comment: not ours to keep.
  const rest = documentHtml.slice(at + BODY_SLOT.length).replace(/^<!-- -->/, '');
  return `<!DOCTYPE html>${documentHtml.slice(0, at)}${furniture.before}${body}${furniture.after}${rest}`;
}

/** Spec section 8: when the error page itself fails, a plain page that cannot fail. */
export function renderFallbackErrorPage(homePath: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Error</title></head><body><p>An error occurred while showing the error page</p><p><a href="${homePath}">Home</a></p></body></html>`;
}
