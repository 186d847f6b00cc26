/** renderToString of one page inside the layout and the document. */
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import type { ComponentType } from 'react';
import { ShopContext, type ShopContextValue } from '../../views/context';
import { Document, type HeadData } from '../../views/Document';
import { Layout } from '../../views/layout/Layout';
import { DEFAULT_LAYOUT, type LayoutData } from '../../views/layout/types';
import { createIslandCollector, IslandCollectorContext } from '../../views/islands/collector';
import type { Assets } from './assets';

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
  const collector = createIslandCollector();
  const html = renderToString(
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
          <Layout layout={layout}>
            <Page {...props} />
          </Layout>
        </Document>
      </ShopContext.Provider>
      </IslandCollectorContext.Provider>
    </HelmetProvider>,
  );
  return `<!DOCTYPE html>${html}`;
}

/** Spec section 8: when the error page itself fails, a plain page that cannot fail. */
export function renderFallbackErrorPage(homePath: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Error</title></head><body><p>An error occurred while showing the error page</p><p><a href="${homePath}">Home</a></p></body></html>`;
}
