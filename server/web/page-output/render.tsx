/** renderToString of one page inside the layout (server/web/page-output/layout-fragment.tsx) and the document. */
import { renderToString } from 'react-dom/server';
import type { PageView } from '../../../views/render/page-view';
import { ShopContext, type ShopContextValue } from '../../../views/context';
import type { HeadData } from '../../../views/Document';
import { DEFAULT_LAYOUT, type LayoutData } from '../../../views/layout/types';
import { IslandCollectorContext } from '../../../views/render/collector';
import { inlineCssOf, type Assets } from './assets';
import { fillDocument } from './document-shell';
import { collectorAfter, layoutFragment } from './layout-fragment';
import { serializeForScript } from '../../../views/serialize';
import { pageToString, type PageParts } from './page-parts';

export interface RenderInput {
  shop: ShopContextValue;
  head: HeadData;
  /** The page's view with its props (pageView checked them against each other). */
  view: PageView;
  /** Declared by loaders for reference; the links follow the islands actually rendered. */
  islands?: readonly string[];
  state?: unknown;
  /** Header and footer data; stored anonymous 404s and 5xx pages render with the defaults. */
  layout?: LayoutData;
  /** Page styles after the shared CSS (assets.ts, views/styles/pages/). */
  styles?: string;
}

const encodedCss = new WeakMap<Assets, Map<string, Buffer>>();
function cssBytes(assets: Assets, styles = ''): Buffer {
  let byStyles = encodedCss.get(assets);
  if (!byStyles) encodedCss.set(assets, (byStyles = new Map()));
  let bytes = byStyles.get(styles);
  if (!bytes) byStyles.set(styles, (bytes = Buffer.from(inlineCssOf(assets, styles || undefined))));
  return bytes;
}

export function renderPageParts(input: RenderInput, assets: Assets): PageParts {
  const { shop, head, view, state, layout = DEFAULT_LAYOUT, styles } = input;
  // Furniture first (usually from its cache), then the body, then the document (from its cache):
  // by then the collector knows every island, so the document links exactly their scripts.
  const furniture = layoutFragment(shop, layout);
  const collector = collectorAfter(furniture.fragment);
  const body = renderToString(
    <IslandCollectorContext.Provider value={collector}>
      <ShopContext.Provider value={shop}>
        {view.element}
      </ShopContext.Provider>
    </IslandCollectorContext.Provider>,
  );
  const document = fillDocument(
    { shop, head, collector, withState: state !== undefined, manifest: assets.manifest },
    state === undefined ? '' : serializeForScript(state),
  );
  return [document.beforeCss, cssBytes(assets, styles), document.beforeBody, ...furniture.before, body, ...furniture.after, document.afterBody];
}

/** The page as one string (cached pages, tests). */
export function renderPage(input: RenderInput, assets: Assets): string {
  return pageToString(renderPageParts(input, assets));
}

/** When the error page itself fails, a plain page that cannot fail. */
export function renderFallbackErrorPage(homePath: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Error</title></head><body><p>An error occurred while showing the error page</p><p><a href="${homePath}">Home</a></p></body></html>`;
}
