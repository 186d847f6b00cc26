/**
 * The first interaction on a phone, as a shopper feels it: Chromium at 360 x 640 with CPU x4, 150 ms
 * latency and 1.6 Mbit/s down; each run a fresh browser context (no cookies, storage or cached
 * scripts), the page loaded and looked at for 3 s, the network resting, nothing touched before. Measured in the page
 * (performance.now) from the shopper's first input to what they wait for:
 *  - suggestions: first keystroke of a five-letter word typed into the header search (one key per
 *    80 ms) -> the first suggestion is shown;
 *  - series list: a manufacturer chosen on the home page -> the series dropdown is filled;
 *  - add to cart: a tap on an offer's button -> its confirmation is shown.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { loadConfig } from '../../server/config';
import { median } from './throughput';

export interface FirstInteractionTarget {
  measure: string;
  targetMs: number;
  path: string;
  run(page: Page): Promise<number>;
}

export interface FirstInteractionFigure {
  measure: string;
  targetMs: number;
  medianMs: number | null;
  runsMs: (number | null)[];
}

const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** Resolves with performance.now() at the moment `check` first holds (checked after every DOM change). */
function stamp(page: Page, check: string): Promise<number> {
  return page.evaluate(
    (source) =>
      new Promise<number>((resolve) => {
        // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the condition is the bench's own source text, run in the page it measures
        const holds = new Function(`return (${source})`) as () => boolean;
        if (holds()) return resolve(performance.now());
        const observer = new MutationObserver(() => {
          if (!holds()) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    check,
  );
}

/** performance.now() of the first event of this type anywhere in the page. */
async function firstEventAt(page: Page, type: string): Promise<() => Promise<number>> {
  await page.evaluate((name) => {
    addEventListener(name, () => ((window as unknown as Record<string, number>).__firstInput ??= performance.now()), { capture: true, once: true, passive: true });
  }, type);
  return () => page.evaluate(() => (window as unknown as Record<string, number>).__firstInput!);
}

export const firstInteractionTargets = (paths: { home: string; article: string }, word = 'brems'): FirstInteractionTarget[] => [
  {
    measure: 'suggestions after the first keystroke',
    targetMs: 1000,
    path: paths.home,
    async run(page) {
      const started = await firstEventAt(page, 'keydown');
      const shown = stamp(page, "Boolean(document.querySelector('.search-suggestions:not([hidden]) [role=option]'))");
      await page.focus('header input[type=search], header input[name=q]');
      await page.keyboard.type(word, { delay: 80 });
      return (await shown) - (await started());
    },
  },
  {
    measure: 'series list after choosing a manufacturer',
    targetMs: 800,
    path: paths.home,
    async run(page) {
      const select = 'form.vehicle-selector select[name=manufacturerId]';
      const value = await page.$eval(select, (el) => (el).options[2]!.value);
      const filled = stamp(page, "(document.querySelector('form.vehicle-selector select[name=seriesId]')?.options.length ?? 0) > 1");
      // A native picker's choice: a change on the select, the first input of the page.
      const chosenAt = await page.$eval(select, (el, v) => {
        const at = performance.now();
        (el).value = v;
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
        return at;
      }, value);
      return (await filled) - chosenAt;
    },
  },
  {
    measure: 'add-to-cart confirmation after the tap',
    targetMs: 500,
    path: paths.article,
    async run(page) {
      const button = 'form.add-to-cart button[type=submit]:not([disabled])';
      await page.$eval(button, (el) => el.scrollIntoView({ block: 'center' }));
      const started = await firstEventAt(page, 'touchstart');
      const confirmed = stamp(page, "Boolean(document.querySelector('form.add-to-cart button.added'))");
      const box = (await (await page.$(button))!.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      return (await confirmed) - (await started());
    },
  },
];

async function oneRun(browser: Browser, origin: string, target: FirstInteractionTarget): Promise<number | null> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 360, height: 640, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await page.emulateCPUThrottling(4);
    await page.goto(`${origin}${target.path}`, { waitUntil: 'load', timeout: 60_000 });
    // The shopper looks at the loaded page for a few seconds before the first input.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => undefined);
    const ms = await Promise.race([target.run(page), new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000))]);
    return ms === null ? null : Math.round(ms);
  } finally {
    await context.close();
  }
}

/** Each measure `runs` times, in turns; the median of each. */
export async function measureFirstInteraction(origin: string, targets: FirstInteractionTarget[], runs = 5, chromePath = loadConfig().CHROME_PATH): Promise<FirstInteractionFigure[]> {
  const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const runsMs: (number | null)[][] = targets.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [index, target] of targets.entries()) runsMs[index]!.push(await oneRun(browser, origin, target).catch(() => null));
    }
    return targets.map((target, index) => {
      const valid = runsMs[index]!.filter((ms): ms is number => ms !== null);
      const middle = median(valid);
      return { measure: target.measure, targetMs: target.targetMs, medianMs: middle === null ? null : Math.round(middle), runsMs: runsMs[index]! };
    });
  } finally {
    await browser.close();
  }
}

export function firstInteractionTable(figures: FirstInteractionFigure[]): string {
  const rows = figures.map((f) => `| ${f.measure} | ${f.medianMs === null ? 'failed' : `${f.medianMs} ms`} | ≤ ${f.targetMs} ms | ${f.runsMs.map((ms) => (ms === null ? '–' : ms)).join(', ')} |`);
  return ['| measure | median | target | runs (ms) |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
