/** The document links exactly the chunks of the islands rendered in its body, and nothing without islands. */
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import type { ClientManifest } from '../../server/web/page-output/assets';
import { Document } from '../Document';
import { createIslandCollector, IslandCollectorContext } from './collector';
import { island } from './island';
import { runtimeLoader } from '../../scripts/bench/html';

const manifest: ClientManifest = {
  runtime: '/assets/runtime-R.js',
  runtimeImports: [],
  islands: {
    Eager: { file: '/assets/Eager-E.js', imports: ['/assets/chunk-react.js'] },
    Lazy: { file: '/assets/Lazy-L.js', imports: ['/assets/chunk-react.js'] },
    Unused: { file: '/assets/Unused-U.js', imports: ['/assets/chunk-react.js'] },
  },
};

const Text = ({ text }: { text: string }) => <p>{text}</p>;
const Eager = island({ default: Text, hydration: { name: 'Eager', when: 'load' } });
const Lazy = island({ default: Text, hydration: { name: 'Lazy', when: 'visible' } });

function render(body: React.ReactNode): string {
  return renderToString(
    <HelmetProvider>
      <IslandCollectorContext.Provider value={createIslandCollector()}>
        <Document lang="de-DE" head={{ title: 'T' }} css="" manifest={manifest} state={{ a: 1 }}>
          {body}
        </Document>
      </IslandCollectorContext.Provider>
    </HelmetProvider>,
  );
}

const srcs = (html: string) => [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);

test('a page without islands links no script at all', () => {
  const html = render(<p>plain</p>);
  expect(html).not.toContain('<script');
  expect(html).not.toContain('modulepreload');
});

test('the HTML links no script: the loader names the runtime and preloads what load islands need, after the first paint', () => {
  const html = render(<><Eager text="a" /><Lazy text="b" /></>);
  expect(srcs(html)).toEqual([]);
  expect(preloads(html)).toEqual([]);
  const loader = runtimeLoader(html)!;
  expect(loader.runtime).toBe('/assets/runtime-R.js');
  expect(new Set(loader.preload)).toEqual(new Set(['/assets/Eager-E.js', '/assets/chunk-react.js']));
  expect(loader.wake).toBe('paint');
  expect(html).not.toContain('Unused-U.js');
});

test('a lazy island alone preloads nothing, and the runtime waits for the shopper or the island in view', () => {
  const html = render(<Lazy text="b" />);
  expect(srcs(html)).toEqual([]);
  const loader = runtimeLoader(html)!;
  expect(loader.runtime).toBe('/assets/runtime-R.js');
  expect(loader.preload).toEqual([]);
  expect(loader.wake).toBe('interaction');
});

test('the marker carries name, condition, a per-render id and inert props', () => {
  const html = render(<><Eager text="</script><script>x()</script>" /><Eager text="second" /></>);
  expect(html).toContain('<spareo-island data-name="Eager" data-when="load" data-id="eager-1">');
  expect(html).toContain('data-id="eager-2"');
  const json = html.match(/data-id="eager-1"><script type="application\/json">([^<]*)<\/script>/)?.[1];
  expect(JSON.parse(json!)).toEqual({ text: '</script><script>x()</script>' });
});

test('a behaviour alone links the runtime that runs it, and no chunk', async () => {
  const { behaviour } = await import('./behaviour');
  const Furniture = behaviour<{ text: string }>(({ text }) => <p>{text}</p>, { name: 'Furniture' });
  const html = render(<Furniture text="</script>" />);
  expect(srcs(html)).toEqual([]);
  expect(runtimeLoader(html)).toEqual({ runtime: '/assets/runtime-R.js', preload: [], wake: 'interaction' });
  expect(html).toContain('<spareo-behaviour data-name="Furniture"><script type="application/json">');
});
