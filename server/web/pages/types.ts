/** The contract between the request path and a screen: a loader turns route params into view props. */
import type { Request } from 'express';
import type { Edition, Locale } from '../../../locales/editions';
import type { Translate } from '../../../locales/i18n';
import type { LinkTo } from '../../../views/context';
import type { HeadData } from '../../../views/Document';
import type { Operator } from '../../../views/operator';
import type { PageView } from '../../../views/render/page-view';
import type { MarketplaceClient } from '../marketplace-client';
import type { PageName, PageParams, RouteMatch } from '../routes/table';

export interface PageContext<P extends PageName = PageName, O = unknown> {
  route: RouteMatch<P>;
  params: PageParams[P];
  locale: Locale;
  edition: Edition;
  t: Translate;
  link: LinkTo;
  query: Request['query'];
  marketplace: MarketplaceClient;
  /** Headers every marketplace call of this request carries (session, delivery country, locale). */
  upstreamHeaders: Record<string, string | undefined>;
  deliveryCountry: string;
  sessionId: string | undefined;
  /** Absolute URL builder for canonical and hreflang links. */
  absolute: (path: string) => string;
  request: Request;
  /** Who runs the marketplace (the configuration's OPERATOR_*). */
  operator: Operator;
  /** What the screen's action answered to a form it could not take (shown again with the values typed). */
  outcome?: O;
  /** A page that says what it may be kept under (PageResult.keep) is kept: its reads must not be older than that. */
  keepsPages?: boolean;
}

export type PageResult =
  | {
      kind: 'page';
      status?: number;
      head: HeadData;
      /** The view with the props the loader answered, checked against each other by pageView. */
      view: PageView;
      /** Island names this page renders (their chunks are linked, nothing else). */
      islands?: string[];
      /** Serializable state for the islands. */
      state?: unknown;
      /** The header's cart count when the loader already knows it (the cart page); the layout then does not ask. */
      cartCount?: number | null;
      /** Personal pages (cart, account, checkout, orders): never stored, and answered with Cache-Control: private, no-store. */
      personal?: boolean;
      /** The page carries add-to-cart forms: a visitor without a session is handed a reserved one with it. */
      carriesAddForms?: boolean;
      /** Page styles the page needs beyond the shared CSS (views/styles/pages/NAME.css). */
      styles?: string;
      /**
       * The cart page: the marketplace's stand of the cart it shows, read before any of its data;
       * the page may be kept and answered again while the stand holds (cart/cart-door.ts).
       */
      keep?: { stand: string; standQuery: Record<string, string> };
    }
  | { kind: 'redirect'; location: string; status?: 301 | 302 | 303 }
  | { kind: 'notFound' };

export type PageLoader<P extends PageName = PageName, O = never> = (context: PageContext<P, O>) => Promise<PageResult>;

export type PageLoaders = { [P in PageName]?: PageLoader<P> };
