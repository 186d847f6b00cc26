/** Search suggestions in the browser, keyboard only. */
import type { HTTPRequest, Page } from 'puppeteer-core';
import { afterRoundTrip, hydrated } from './support/browser';
import { useShopInBrowser } from './support/session';
import { SUGGEST } from '../../client/search/suggestions';

jest.setTimeout(60_000);

const e2e = useShopInBrowser();

const INPUT = 'spareo-island[data-name="SearchBox"] input[role=combobox]';
/**
 * Records each suggestions call the page makes; with `fail`, the call fails instead (the only
 * interception allowed: the shop's own answers come from the real marketplace).
 */
async function watchSuggestions(page: Page, fail?: number): Promise<URL[]> {
  const calls: URL[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/search/suggestions') return void request.continue();
    calls.push(url);
    // Failure injection only: the status alone, no body in place of the marketplace's answer.
    if (fail) void request.respond({ status: fail, body: '' });
    else void request.continue();
  });
  return calls;
}

async function openHome(fail?: number) {
  const { page, errors } = await e2e.chromium.open();
  const calls = await watchSuggestions(page, fail);
  await page.goto(`${e2e.shop.origin}/`);
  // Hydrated on interaction: focusing the server-rendered input starts it.
  await page.focus(INPUT);
  await hydrated(page, 'SearchBox');
  await page.focus(INPUT);
  return { page, errors, calls };
}

const optionCount = (page: Page) => page.$$eval('[role=listbox]:not([hidden]) [role=option]', (o) => o.length);
const activeLabel = (page: Page) =>
  page.$eval(INPUT, (input) => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent ?? null : null;
  });

test('asks only from two trimmed characters, debounced, and shows at most five per group', async () => {
  const { page, calls } = await openHome();
  await page.keyboard.type(' B');
  // eslint-disable-next-line tests/fixed-sleeps -- a shopper pausing past the debounce after one character is the case under test
  await new Promise((resolve) => setTimeout(resolve, SUGGEST.debounceMs + 150));
  expect(calls).toHaveLength(0);
  // Each keystroke as the page received it: a busy machine can hand over keys typed 50 ms apart with
  // a longer pause between them, and the pause is what the debounce answers to.
  await page.evaluate((selector) => {
    const input = document.querySelector<HTMLInputElement>(selector)!;
    const typed: { value: string; at: number }[] = [];
    (window as unknown as { typed: typeof typed }).typed = typed;
    input.addEventListener('input', () => typed.push({ value: input.value.trim(), at: performance.now() }));
  }, INPUT);
  await page.keyboard.type('rems', { delay: 50 });
  await page.waitForSelector('[role=listbox]:not([hidden]) [role=option]');
  // One call per term the typing paused at for the debounce's 300 ms, the final one included:
  // keystrokes inside it are merged (at the machine's pace: 50 ms apart, a single call for "Brems").
  const typed = await page.evaluate(() => (window as unknown as { typed: { value: string; at: number }[] }).typed);
  const pausedAt = (atLeastMs: number) => typed.filter((key, i) => i === typed.length - 1 || typed[i + 1]!.at - key.at >= atLeastMs).map((key) => key.value);
  const asked = calls.map((c) => c.searchParams.get('q'));
  expect(asked.at(-1)).toBe('Brems');
  for (const term of pausedAt(SUGGEST.debounceMs + 50)) expect(asked).toContain(term);
  for (const term of asked) expect(pausedAt(SUGGEST.debounceMs - 50)).toContain(term);
  // The seeded catalogue: more than five vehicle-specific brake categories (five shown), one universal.
  expect(await optionCount(page)).toBe(6);
  expect(await page.$eval(INPUT, (i) => i.getAttribute('aria-expanded'))).toBe('true');

  // Shorter than two characters empties the list without a call.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
  await page.waitForFunction(() => document.querySelectorAll('[role=listbox]:not([hidden]) [role=option]').length === 0);
  expect(calls).toHaveLength(asked.length);
  await page.close();
});

test('arrow keys walk the list and past the last back to none; Enter opens the focused category', async () => {
  const { page } = await openHome();
  await page.keyboard.type('Brems');
  await page.waitForSelector('[role=listbox]:not([hidden]) [role=option]');
  expect(await activeLabel(page)).toBeNull();
  const labels = await page.$$eval('[role=option]', (options) => options.map((o) => o.textContent));
  await page.keyboard.press('ArrowDown');
  expect(await activeLabel(page)).toBe(labels[0]);
  expect(await page.$eval('[role=option][aria-selected=true]', (o) => o.textContent)).toBe(labels[0]);
  for (let i = 1; i < labels.length; i += 1) await page.keyboard.press('ArrowDown');
  expect(await activeLabel(page)).toBe(labels.at(-1));
  await page.keyboard.press('ArrowDown');
  expect(await activeLabel(page)).toBeNull();
  await page.keyboard.press('ArrowUp');
  expect(await activeLabel(page)).toBe(labels.at(-1));
  const [response] = await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(response?.status()).toBe(200);
  expect(await page.$eval('h1', (h1) => h1.textContent)).toContain(labels.at(-1));
  await page.close();
});

test('Enter with no entry focused submits the search form with the trimmed term', async () => {
  const { page } = await openHome();
  await page.keyboard.type('  Bremsscheibe ');
  await page.waitForSelector('[role=listbox]:not([hidden]) [role=option]');
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  const search = requests.map((u) => new URL(u)).find((u) => u.pathname === '/search');
  expect(search?.searchParams.get('q')).toBe('Bremsscheibe');
  await page.close();
});

test('an empty term submits nothing', async () => {
  const { page } = await openHome();
  await page.keyboard.type('   ');
  const before = page.url();
  let documents = 0;
  page.on('request', (request) => void (request.resourceType() === 'document' && documents++));
  await page.keyboard.press('Enter');
  await afterRoundTrip(page);
  expect(documents).toBe(0);
  expect(page.url()).toBe(before);
  await page.close();
});

test('the list hides 400 ms after blur and shows again on focus', async () => {
  const { page } = await openHome();
  await page.keyboard.type('Brems');
  await page.waitForSelector('[role=listbox]:not([hidden]) [role=option]');
  // Blurred, the list is looked at every frame until it hides: when, on the page's own clock.
  const hiddenAfter = await page.$eval(INPUT, (input) => new Promise<number>((resolve) => {
    const blurredAt = performance.now();
    const shown = () => document.querySelectorAll('[role=listbox]:not([hidden]) [role=option]').length > 0;
    const look = () => void (shown() ? requestAnimationFrame(look) : resolve(performance.now() - blurredAt));
    (input as HTMLInputElement).blur();
    requestAnimationFrame(look);
  }));
  expect(hiddenAfter).toBeGreaterThanOrEqual(SUGGEST.hideDelayMs - 20);
  expect(hiddenAfter).toBeLessThan(SUGGEST.hideDelayMs + 1500);
  await page.focus(INPUT);
  await page.waitForSelector('[role=listbox]:not([hidden]) [role=option]');
  await page.close();
});

test('a failed call only stops the spinner', async () => {
  const { page, errors } = await openHome(500);
  await page.keyboard.type('Brems');
  await page.waitForSelector('.search-spinner');
  await page.waitForSelector('.search-spinner', { hidden: true });
  expect(await optionCount(page)).toBe(0);
  expect(errors.filter((e) => !e.includes('/static/') && !e.includes('/api/search/suggestions'))).toEqual([]);
  // Still a working search form.
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(page.url()).not.toBe(`${e2e.shop.origin}/`);
  await page.close();
});
