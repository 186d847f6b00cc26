/** The island mechanism in a real browser: only the rendered islands' chunks, React once, failures contained. */
import type { Page } from 'puppeteer-core';
import { afterRoundTrip, firstSign, hydrated } from './support/browser';
import { useShopInBrowser } from './support/session';

jest.setTimeout(60_000);

const e2e = useShopInBrowser();

async function islandsOn(page: Page): Promise<{ name: string; when: string }[]> {
  return page.$$eval('spareo-island', (markers) => markers.map((m) => ({ name: (m as HTMLElement).dataset.name!, when: (m as HTMLElement).dataset.when! })));
}

test('a page links only the runtime and the chunks of the islands it rendered; React loads once', async () => {
  const { page, scripts, errors } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}/`, { waitUntil: 'networkidle0' });
  const islands = await islandsOn(page);
  expect(islands.map((i) => i.name)).toContain('SearchBox');
  // SearchBox hydrates on interaction.
  await page.focus('spareo-island[data-name="SearchBox"] input');
  await hydrated(page, 'SearchBox');

  // The runtime, its imports and the chunks it loads on first use (the early answers before an island wakes).
  const allowed = new Set([e2e.shop.manifest.runtime!, ...(e2e.shop.manifest.runtimeImports ?? []), ...(e2e.shop.manifest.runtimeLater ?? [])]);
  for (const { name } of islands) {
    const entry = e2e.shop.manifest.islands[name]!;
    allowed.add(entry.file);
    for (const file of entry.imports) allowed.add(file);
  }
  // Shared chunks the runtime's early code imports on first use are not listed one by one; what
  // must never load is another island's own code.
  for (const script of scripts) if (!/^\/assets\/chunk-[A-Z0-9]+\.js$/.test(script)) expect(allowed).toContain(script);
  const rendered = new Set(islands.map((i) => i.name));
  for (const [name, entry] of Object.entries(e2e.shop.manifest.islands)) if (!rendered.has(name)) expect(scripts).not.toContain(entry.file);
  // Every chunk at most once: React (the shared chunk) is not loaded per island.
  expect(new Set(scripts).size).toBe(scripts.length);
  const reactChunk = e2e.shop.manifest.islands.SearchBox!.imports.find((file) => Object.values(e2e.shop.manifest.islands).every((i) => i.imports.includes(file)));
  expect(scripts.filter((s) => s === reactChunk)).toHaveLength(1);

  // modulepreload for islands hydrated on load and for those woken (all their files asked for at
  // once when they wake), none for an island still asleep.
  const preloads = await page.$$eval('link[rel=modulepreload]', (links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  const woken = new Set(await page.$$eval('spareo-island[data-hydrated]', (markers) => markers.map((m) => (m as HTMLElement).dataset.name!)));
  const asleep = islands.filter((i) => i.when !== 'load' && !woken.has(i.name)).map((i) => e2e.shop.manifest.islands[i.name]!.file);
  for (const file of asleep) expect(preloads).not.toContain(file);
  for (const { name } of islands.filter((i) => i.when === 'load')) expect(preloads).toContain(e2e.shop.manifest.islands[name]!.file);
  expect(preloads).toContain(e2e.shop.manifest.islands.SearchBox!.file);
  // Static images belong to the layout; scripts and their errors are what this test is about.
  expect(errors.filter((e) => !e.includes('/static/'))).toEqual([]);
  await page.close();
});

test('an island hydrated on interaction loads its chunk only when touched', async () => {
  const { page, scripts } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}/`, { waitUntil: 'networkidle0' });
  const navigation = e2e.shop.manifest.islands.NavigationOverlay!.file;
  expect(scripts).not.toContain(navigation);
  await page.hover('spareo-island[data-name="NavigationOverlay"] summary');
  await hydrated(page, 'NavigationOverlay');
  expect(scripts).toContain(navigation);
  await page.close();
});

test('a failed hydration is reported and leaves the server markup working', async () => {
  const { page, errors } = await e2e.chromium.open();
  await page.setRequestInterception(true);
  page.on('request', (request) => void (async () => {
    if (request.resourceType() !== 'document') return void request.continue();
    const response = await fetch(request.url());
    // Break the SearchBox props so its view throws while hydrating.
    const html = (await response.text()).replace(/(data-name="SearchBox"[^>]*><script type="application\/json">)[^<]*/, '$1{"labels":null}');
    await request.respond({ status: 200, contentType: 'text/html', body: html });
  })());
  // Loaded, the page's loader listens (it runs once the document is parsed): the focus wakes the island.
  await page.goto(`${e2e.shop.origin}/`, { waitUntil: 'load' });
  await page.focus('spareo-island[data-name="SearchBox"] input');
  await page.waitForSelector('spareo-island[data-name="SearchBox"][data-island-error="hydration"]');
  expect(errors.join('\n')).toMatch(/SearchBox failed to hydrate/);
  // The plain GET form is back and still searches.
  await page.waitForSelector('spareo-island[data-name="SearchBox"] form input[name=q]');
  await page.type('spareo-island[data-name="SearchBox"] input[name=q]', 'Bremsscheibe');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(new URL(page.url()).searchParams.get('q') ?? page.url()).toMatch(/Bremsscheibe/);
  await page.close();
});

test('a chunk that fails to load reloads the page once, not in a loop', async () => {
  const { page } = await e2e.chromium.open();
  let documents = 0;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
    if (new URL(request.url()).pathname === e2e.shop.manifest.islands.SearchBox!.file) return void request.abort();
    void request.continue();
  });
  await page.goto(`${e2e.shop.origin}/`, { waitUntil: 'networkidle0' });
  // SearchBox hydrates on interaction: the first failed chunk reloads the page, the second does not.
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.focus('spareo-island[data-name="SearchBox"] input')]);
  await page.focus('spareo-island[data-name="SearchBox"] input');
  await page.waitForSelector('spareo-island[data-name="SearchBox"][data-island-error="chunk"]');
  await afterRoundTrip(page);
  expect(documents).toBe(2);
  await page.close();
});

test('a marker with an unknown name is left alone and reported', async () => {
  const { page, errors } = await e2e.chromium.open();
  await page.setRequestInterception(true);
  page.on('request', (request) => void (async () => {
    if (request.resourceType() !== 'document') return void request.continue();
    const html = (await (await fetch(request.url())).text()).replace('data-name="SearchBox"', 'data-name="constructor"');
    await request.respond({ status: 200, contentType: 'text/html', body: html });
  })());
  await page.goto(`${e2e.shop.origin}/`, { waitUntil: 'load' });
  await firstSign(page);
  await page.waitForSelector('spareo-island[data-name="constructor"][data-island-error="unknown"]');
  expect(errors.join('\n')).toMatch(/unknown/);
  await page.close();
});
