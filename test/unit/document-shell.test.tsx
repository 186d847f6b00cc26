/**
 * The document rendered once per head and islands (server/web/document-shell.tsx) must give each
 * response the same markup an uncached render gives: its own state, and
 * exactly its islands' scripts; no mark of the cache may reach the page.
 */
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import type { ClientManifest } from '../../server/web/assets';
import { fillDocument, type DocumentInput } from '../../server/web/document-shell';
import { serializeForScript } from '../../views/serialize';
import type { ShopContextValue } from '../../views/context';
import { Document, type HeadData } from '../../views/Document';
import { createIslandCollector, IslandCollectorContext, type HydrateWhen } from '../../views/render/collector';

const manifest: ClientManifest = {
  runtime: '/assets/runtime-R.js',
  runtimeImports: [],
  islands: { Eager: { file: '/assets/Eager-E.js', imports: ['/assets/chunk-react.js'] } },
};
const shop = { locale: 'de-DE' } as ShopContextValue;

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
