/** The whole HTML document, rendered by React so React 19 and react-helmet-async agree on <head>. */
import type { ReactNode } from 'react';
import { Helmet } from 'react-helmet-async';
import type { ClientManifest } from './page-scripts';
import { serializeForScript } from './serialize';
import { FAVICON_URL } from './favicon';
import { IslandScripts } from './render/IslandScripts';

export interface HeadData {
  title: string;
  description?: string;
  canonical?: string;
  /** hreflang -> absolute URL; includes x-default where the page exists in every edition. */
  alternates?: Record<string, string>;
  noindex?: boolean;
  jsonLd?: object[];
  /** The page's largest picture where it is in the first screen: fetched first, beside the styles. */
  preloadImage?: { type: string; srcSet: string; sizes: string; media: string };
}

export interface DocumentProps {
  lang: string;
  head: HeadData;
  css: string;
  /** Embedded only when the page rendered islands. */
  state?: unknown;
  /** Client chunks; the page links those of the islands it rendered (views/render/IslandScripts). */
  manifest: ClientManifest;
  children: ReactNode;
}

export function Document({ lang, head, css, state, manifest, children }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Helmet>
          <title>{head.title}</title>
          {head.description ? <meta name="description" content={head.description} /> : null}
          {head.noindex ? <meta name="robots" content="noindex" /> : null}
          {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
          {Object.entries(head.alternates ?? {}).map(([hreflang, href]) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
        </Helmet>
        <link rel="icon" href={FAVICON_URL} type="image/png" />
        {/* The first paint waits until the header and the page's content are parsed: painted in part, the header's
            actions arrived after the search box they are placed above, and the largest text came a frame later. */}
        <link rel="expect" href="#main" blocking="render" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
        {head.preloadImage ? (
          <link rel="preload" as="image" type={head.preloadImage.type} imageSrcSet={head.preloadImage.srcSet} imageSizes={head.preloadImage.sizes} media={head.preloadImage.media} fetchPriority="high" />
        ) : null}
      </head>
      <body>
        {children}
        {/* Structured data after the content: search engines read it anywhere, and the first bytes stay the page's own. */}
        {(head.jsonLd ?? []).map((data, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />
        ))}
        <IslandScripts manifest={manifest} state={state} />
      </body>
    </html>
  );
}
