/**
 * The document rendered once per head and islands (server/web/page-output/document-shell.tsx) must give each
 * response the same markup an uncached render gives: its own state, and
 * exactly its islands' scripts; no mark of the cache may reach the page.
 */
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import type { ClientManifest } from './assets';
import { fillDocument, type DocumentInput } from './document-shell';
import { serializeForScript } from '../../../views/serialize';
import type { ShopContextValue } from '../../../views/context';
import { Document, type HeadData } from '../../../views/Document';
import { createIslandCollector, IslandCollectorContext, type HydrateWhen } from '../../../views/render/collector';

const manifest: ClientManifest = {
  runtime: '/assets/runtime-R.js',
  runtimeImports: [],
  islands: { Eager: { file: '/assets/Eager-E.js', imports: ['/assets/chunk-react.js'] } },
};
const shop = { locale: 'de-DE' } as ShopContextValue;

// React's own renderToString, counted: a page whose document comes from the cache renders none.
jest.mock('react-dom/server', () => {
  const actual = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
  return { ...actual, renderToString: jest.fn(actual.renderToString) };
});
const renders = renderToString as jest.MockedFunction<typeof renderToString>;

function collectorWith(islands: Array<[string, HydrateWhen]>) {
  const collector = createIslandCollector();
  for (const [name, when] of islands) collector.rendered.set(name, when);
  return collector;
}

function input(head: HeadData, islands: Array<[string, HydrateWhen]>, withState: boolean): DocumentInput {
  return { shop, head, collector: collectorWith(islands), withState, manifest };
}

/** The whole page as the cache gives it, with "CSS" and "BODY" where those parts go. */
function cached(head: HeadData, islands: Array<[string, HydrateWhen]>, state?: unknown): string {
  const doc = fillDocument(input(head, islands, state !== undefined), state === undefined ? '' : serializeForScript(state));
  return `${doc.beforeCss}CSS${doc.beforeBody}BODY${doc.afterBody}`;
}

/** The same page rendered directly. */
function direct(head: HeadData, islands: Array<[string, HydrateWhen]>, state?: unknown): string {
  const html = renderToString(
    <HelmetProvider>
      <IslandCollectorContext.Provider value={collectorWith(islands)}>
        <Document lang="de-DE" head={head} css="CSS" state={state} manifest={manifest}>
          {'BODY'}
        </Document>
      </IslandCollectorContext.Provider>
    </HelmetProvider>,
  );
  return `<!DOCTYPE html>${html.replace('BODY<!-- -->', 'BODY')}`;
}

const head: HeadData = { title: 'Warenkorb', noindex: true, jsonLd: [{ '@type': 'Thing', name: 'x' }] };

test('each response gets the markup of a direct render, with its own state', () => {
  const first = cached(head, [['Eager', 'interaction']], { challenge: { csr: 'a.b', ts: '1' } });
  const second = cached(head, [['Eager', 'interaction']], { challenge: { csr: 'c.d', ts: '2' } });
  expect(first).toBe(direct(head, [['Eager', 'interaction']], { challenge: { csr: 'a.b', ts: '1' } }));
  expect(second).toBe(direct(head, [['Eager', 'interaction']], { challenge: { csr: 'c.d', ts: '2' } }));
  expect(second).not.toContain('a.b');
  expect(second).toContain('<script id="spareo-runtime" data-runtime="/assets/runtime-R.js"');
  expect(second).not.toMatch(/spareo-(state|css|body)-/);
});

test('state that could close the script is escaped as in a direct render', () => {
  const state = { text: '</script><script>alert(1)</script><!-- \u2028' };
  const page = cached(head, [['Eager', 'load']], state);
  expect(page).toBe(direct(head, [['Eager', 'load']], state));
  expect(page).not.toContain('</script><script>alert(1)');
});

test('pages with other heads or islands do not share a document', () => {
  const other = cached({ title: 'Anmelden' }, []);
  expect(other).toBe(direct({ title: 'Anmelden' }, []));
  expect(other).toContain('<title>Anmelden</title>');
  expect(other).not.toContain('<script');
  // The loader preloads what islands that wake at load need, after the first paint; nothing for one that waits.
  expect(cached(head, [['Eager', 'load']], {})).toMatch(/data-preload="[^"]*\/assets\/Eager-E\.js[^"]*" data-wake="paint"/);
  expect(cached(head, [['Eager', 'interaction']], {})).toContain('data-preload="" data-wake="interaction"');
});

/** An article's head: every field the document shows, with texts that need escaping. */
function articleHead(name: string): HeadData {
  const url = `https://www.spareo.de/Teilenummernsuche/${name}?a=1&b="2"`;
  return {
    title: `${name} <Bremsscheibe> & "Zubehör" l'été`,
    description: `${name}: 3 Angebote ab 12,90 € & mehr <b>`,
    canonical: url,
    alternates: { 'de-DE': url, 'fr-FR': `${url}&fr`, 'x-default': url },
    preloadImage: { type: 'image/avif', srcSet: `/media/${name}-200.avif 200w, /media/${name}-400.avif 400w`, sizes: '(min-width: 780px) 400px, calc(100vw - 24px)', media: '(min-width: 780px)' },
    jsonLd: [{ '@type': 'Product', name: `${name} </script><script>alert(1)</script>`, sep: '\u2028' }, { '@type': 'BreadcrumbList', items: [name] }],
  };
}

test('pages of one shape share a document, each with its own title, addresses, image and JSON-LD, as a direct render gives them', () => {
  for (const name of ['BOSCH/0986479S90', 'ATE/24012201231', 'TRW/DF4265']) {
    const state = { challenge: { csr: name, ts: '1' } };
    const page = cached(articleHead(name), [['Eager', 'interaction']], state);
    expect(page).toBe(direct(articleHead(name), [['Eager', 'interaction']], state));
    expect(page).not.toMatch(/spareo-(state|css|body)-[0-9a-f]{16}|spareo-(head-|ld)/);
    expect(page).not.toContain('\u0001');
  }
  const without = { ...articleHead('FEBI/12345'), description: undefined, preloadImage: undefined, jsonLd: [] };
  expect(cached(without, [])).toBe(direct(without, []));
});

test('a second page of the same shape renders no document', () => {
  cached(articleHead('SACHS/311519'), [], {});
  renders.mockClear();
  const page = cached(articleHead('LEMFOERDER/3532801'), [], {});
  expect(renders).not.toHaveBeenCalled();
  expect(page).toContain('<title>LEMFOERDER/3532801 &lt;Bremsscheibe&gt; &amp; &quot;Zubehör&quot; l&#x27;été</title>');
});
