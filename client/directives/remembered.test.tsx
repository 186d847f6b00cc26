/**
 * The 'remembered' hydration condition: on view only when localStorage holds one of the island's
 * keys, else on the first interaction; never preloaded. The browser behaviour is in
 * test/e2e/vehicle-selector.test.ts; here the decision, the directive with stand-in browser
 * objects, and the server's marker.
 */
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { remembered, rememberedAny } from './remembered';
import type { ClientManifest } from '../../server/web/page-output/assets';
import { Document } from '../../views/Document';
import * as HsnTsnIsland from '../../views/islands/HsnTsn';
import * as LicensePlateIsland from '../../views/islands/LicensePlate';
import * as VehicleSelectorIsland from '../../views/islands/VehicleSelector';
import { createIslandCollector, IslandCollectorContext } from '../../views/render/collector';
import { island } from '../../views/render/island';

const HsnTsn = island(HsnTsnIsland);
const LicensePlate = island(LicensePlateIsland);
const VehicleSelector = island(VehicleSelectorIsland);

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('rememberedAny', () => {
  test('true when any of the keys holds a value', () => {
    expect(rememberedAny(['spareo:hsn', 'spareo:vehicle'], () => storage({ 'spareo:vehicle': '{"manufacturer":{"id":"1"}}' }))).toBe(true);
  });

  test('false when none does, when a value is empty, or without keys', () => {
    expect(rememberedAny(['spareo:vehicle'], () => storage({ 'spareo:hsn': '0603' }))).toBe(false);
    expect(rememberedAny(['spareo:vehicle'], () => storage({ 'spareo:vehicle': '' }))).toBe(false);
    expect(rememberedAny([], () => storage({ 'spareo:vehicle': 'x' }))).toBe(false);
  });

  test('blocked storage remembers nothing: reaching it or reading it throws', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(rememberedAny(['spareo:vehicle'], blocked)).toBe(false);
    expect(rememberedAny(['spareo:vehicle'], () => ({ getItem: blocked }))).toBe(false);
  });
});

describe('the remembered directive', () => {
  let observers: ((entries: { isIntersecting: boolean }[]) => void)[];
  let values: Record<string, string>;

  beforeEach(() => {
    observers = [];
    values = {};
    class FakeObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    // Nothing focused yet: the interaction directive asks whether the shopper is already inside.
    Object.assign(globalThis, { IntersectionObserver: FakeObserver, window: { IntersectionObserver: FakeObserver, localStorage: storage(values) }, document: { activeElement: null } });
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete (globalThis as { window?: unknown }).window;
    delete (globalThis as { document?: unknown }).document;
  });

  /** A marker with one element child, recording its listeners. */
  function marker(keys: string) {
    const listeners = new Map<string, () => void>();
    const element = {
      dataset: { remembered: keys },
      children: [{ tagName: 'FORM' }],
      // No field typed in and no focus inside before the runtime ran.
      contains: () => false,
      querySelectorAll: () => [],
      addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
      removeEventListener: (name: string) => listeners.delete(name),
    } as unknown as HTMLElement;
    return { element, listeners };
  }
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  test('something remembered: hydrates when the island scrolls into view, without waiting for interaction', async () => {
    values['spareo:vehicle'] = '{"manufacturer":{"id":"7"}}';
    const { element, listeners } = marker('spareo:hsn spareo:vehicle');
    const woke = jest.fn();
    void remembered(element).then(woke);
    expect(listeners.size).toBe(0);
    expect(observers).toHaveLength(1);
    observers[0]!([{ isIntersecting: false }]);
    await tick();
    expect(woke).not.toHaveBeenCalled();
    observers[0]!([{ isIntersecting: true }]);
    await tick();
    expect(woke).toHaveBeenCalled();
  });

  test('nothing remembered: waits for the first interaction like interaction, not for the view', async () => {
    values['spareo:hsn'] = '0603';
    const { element, listeners } = marker('spareo:vehicle');
    const woke = jest.fn();
    void remembered(element).then(woke);
    expect(observers).toHaveLength(0);
    expect([...listeners.keys()]).toEqual(['focusin', 'pointerover', 'pointerdown', 'keydown', 'touchstart', 'input', 'change', 'spareo-held-click']);
    await tick();
    expect(woke).not.toHaveBeenCalled();
    listeners.get('pointerover')!();
    await tick();
    expect(woke).toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});

describe('the server side', () => {
  const manifest: ClientManifest = {
    runtime: '/assets/runtime-R.js',
    runtimeImports: [],
    islands: { Vehicle: { file: '/assets/Vehicle-V.js', imports: ['/assets/chunk-react.js'] } },
  };
  const render = (body: React.ReactNode) =>
    renderToString(
      <HelmetProvider>
        <IslandCollectorContext.Provider value={createIslandCollector()}>
          <Document lang="de-DE" head={{ title: 'T' }} css="" manifest={manifest}>
            {body}
          </Document>
        </IslandCollectorContext.Provider>
      </HelmetProvider>,
    );
  // The loader script carries what it preloads once the page has painted (views/render/runtime-loader.ts).
  const preloads = (html: string) => (/data-preload="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
  const Text = ({ text }: { text: string }) => <p>{text}</p>;
  const OnView = island({ default: Text, hydration: { name: 'Vehicle', when: 'remembered', remembered: ['spareo:a', 'spareo:b'] } });
  const OnLoad = island({ default: Text, hydration: { name: 'Vehicle', when: 'load' } });

  test('the marker names its keys; a remembered island preloads nothing, a load one still wins', () => {
    const html = render(<OnView text="x" />);
    expect(html).toContain('<spareo-island data-name="Vehicle" data-when="remembered" data-remembered="spareo:a spareo:b" data-id="vehicle-1">');
    expect(preloads(html)).toEqual([]);
    expect(new Set(preloads(render(<><OnView text="x" /><OnLoad text="y" /></>)))).toEqual(new Set(['/assets/Vehicle-V.js', '/assets/chunk-react.js']));
  });

  test('the vehicle islands: dropdowns on the remembered vehicle, HSN/TSN on the stored HSN, the plate on interaction', () => {
    const html = renderToString(
      <>
        <VehicleSelector action="/" manufacturers={{ popular: [], all: [] }} methods={{ hsnTsn: true, licensePlate: false }} labels={{}} />
        <HsnTsn action="/" entered={{}} lookup={{ kind: 'none' }} labels={{}} />
        <LicensePlate action="/" entered={{}} lookup={{ kind: 'none' }} labels={{}} />
      </>,
    );
    const markers = [...html.matchAll(/<spareo-island ([^>]*)>/g)].map((m) => m[1]);
    expect(markers).toEqual([
      'data-name="VehicleSelector" data-when="remembered" data-remembered="spareo:vehicle" data-early="" data-id="vehicleselector"',
      'data-name="HsnTsn" data-when="remembered" data-remembered="spareo:hsn" data-id="hsntsn"',
      'data-name="LicensePlate" data-when="interaction" data-id="licenseplate"',
    ]);
  });
});
