/**
 * The first interaction on a phone, as a shopper meets it: Chromium at 360 x 640 with CPU x4, 150 ms
 * latency and 1.6 Mbit/s down; each run a fresh browser context (no cookies, storage or cached
 * scripts) and the first input the moment its control appears, while the page is still loading: no
 * warm-up, no waiting for the network to rest (the scripts fetched ahead when the page is idle would
 * already be in the cache then, which is not what a shopper who types at once meets).
 * One run per edition in turns, so the median is over the six editions. Measured in the page
 * (performance.now) from the shopper's first input to what they wait for:
 *  - suggestions: first keystroke of a five-letter word typed into the header search (one key per
 *    80 ms) -> the first suggestion is shown;
 *  - series list: a manufacturer chosen on the home page -> the series dropdown is filled;
 *  - add to cart: a tap on an offer's button -> the shop's answer is confirmed (the status line
 *    says it is added; the button's tapped state alone, drawn before any answer, is not it).
 * Each beside its network floor: the round trips the measure cannot avoid (one request to the shop
 * each) at the profile's latency, plus the answer's bytes at its bandwidth.
 */
import puppeteer, { type Browser, type HTTPResponse, type Page } from 'puppeteer-core';
import { LOCALES, type Locale } from '../../locales/editions';
import { loadConfig } from '../../server/config/config';
import { median } from './throughput';
import { PHONE_DOWN_BYTES_PER_S, PHONE_LATENCY_MS, onSlowPhone } from './phone-profile';

export interface FirstInteractionTarget {
  measure: string;
  targetMs: number;
  /** The page per edition. */
  path(locale: Locale): string;
  /** The shop's answer the measure waits for (its size enters the floor). */
  answer: RegExp;
  run(page: Page): Promise<number>;
}

export interface FirstInteractionFigure {
  measure: string;
  targetMs: number;
  medianMs: number | null;
  /** The round trips it cannot avoid plus the answer's transfer on the profile's network. */
  floorMs: number;
  runsMs: (number | null)[];
  /** The edition of each run. */
  locales: Locale[];
  /** Script files and their bytes on the wire the run's page fetched up to the answer. */
  scripts: { files: number; kb: number }[];
}


/** One request's unavoidable cost on the phone's network: a round trip and the answer's bytes. */
export const floorOf = (answerBytes: number) => Math.round(PHONE_LATENCY_MS + (answerBytes / PHONE_DOWN_BYTES_PER_S) * 1000);

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

/** performance.now() of the first event of this type anywhere in the page (listened for from the document's start). */
async function firstEventAt(page: Page, type: string): Promise<() => Promise<number>> {
  await page.evaluateOnNewDocument((name) => {
    addEventListener(name, () => ((window as unknown as Record<string, number>).__firstInput ??= performance.now()), { capture: true, once: true, passive: true });
  }, type);
  return () => page.evaluate(() => (window as unknown as Record<string, number>).__firstInput!);
}

const prefixOf = (locale: Locale) => (locale === 'de-DE' ? '' : `/${locale}`);
/** Five letters that find suggestions in each catalogue language. */
const WORDS: Record<Locale, string> = { 'de-DE': 'brems', 'de-AT': 'brems', 'fr-FR': 'disqu', 'es-ES': 'disco', 'it-IT': 'disco', 'nl-NL': 'remsc' };

export const firstInteractionTargets = (articlePath: (locale: Locale) => string): FirstInteractionTarget[] => [
  {
    measure: 'suggestions after the first keystroke',
    targetMs: 600,
    path: (locale) => `${prefixOf(locale)}/`,
    answer: /\/api\/.*suggest/i,
    async run(page) {
      const box = 'header input[type=search], header input[name=q]';
      const started = await firstEventAt(page, 'keydown');
      const locale = await goUntil(page, box);
      const shown = stamp(page, "Boolean(document.querySelector('.search-suggestions:not([hidden]) [role=option]'))");
      await page.focus(box);
      await page.keyboard.type(WORDS[locale], { delay: 80 });
      return (await shown) - (await started());
    },
  },
  {
    measure: 'series list after choosing a manufacturer',
    targetMs: 600,
    path: (locale) => `${prefixOf(locale)}/`,
    answer: /\/api\/.*(series|Baureihen|manufacturers\/\d)/i,
    async run(page) {
      const select = 'form.vehicle-selector select[name=manufacturerId]';
      await goUntil(page, select);
      const filled = stamp(page, "(document.querySelector('form.vehicle-selector select[name=seriesId]')?.options.length ?? 0) > 1");
      // A native picker's choice: the tap focuses the select, then a change, the first input of the page.
      await page.focus(select);
      const chosenAt = await page.$eval(select, (el) => {
        const at = performance.now();
        el.value = el.options[2]!.value;
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
        return at;
      });
      return (await filled) - chosenAt;
    },
  },
  {
    measure: 'add-to-cart confirmation after the tap',
    targetMs: 300,
    path: articlePath,
    answer: /\/api\/.*(Warenkorb|cart)/i,
    async run(page) {
      const button = 'form.add-to-cart button[type=submit]:not([disabled])';
      const started = await firstEventAt(page, 'touchstart');
      await goUntil(page, button);
      await page.$eval(button, (el) => el.scrollIntoView({ block: 'center' }));
      const confirmed = stamp(page, "Boolean(document.querySelector('form.add-to-cart ~ .add-to-cart-status, .add-to-cart-status')?.textContent?.trim())");
      const box = (await (await page.$(button))!.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      return (await confirmed) - (await started());
    },
  },
];

/** Navigates without waiting for the load, and returns as soon as `selector` is visible: the shopper's first chance. */
async function goUntil(page: Page, selector: string): Promise<Locale> {
  const url = (page as Page & { spareoUrl?: string }).spareoUrl!;
  void page.goto(url, { waitUntil: 'load', timeout: 60_000 }).catch(() => undefined);
  await page.waitForSelector(selector, { visible: true, timeout: 60_000, polling: 'mutation' } as never);
  return (page as Page & { spareoLocale?: Locale }).spareoLocale!;
}

interface RunOutcome {
  ms: number | null;
  answerBytes: number | null;
  scripts: { files: number; kb: number };
}

async function oneRun(browser: Browser, origin: string, target: FirstInteractionTarget, locale: Locale): Promise<RunOutcome> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await onSlowPhone(page);
    const wire = new Map<string, { url: string; bytes: number }>();
    // Only what came over the network: a module fetched ahead is taken from the cache when it runs.
    cdp.on('Network.responseReceived', (e) => void (!e.response.fromDiskCache && !e.response.fromPrefetchCache && wire.set(e.requestId, { url: e.response.url, bytes: 0 })));
    cdp.on('Network.loadingFinished', (e) => {
      const entry = wire.get(e.requestId);
      if (entry) entry.bytes = e.encodedDataLength;
    });
    let answerBytes: number | null = null;
    page.on('response', (response: HTTPResponse) => {
      if (answerBytes === null && target.answer.test(response.url()) && response.request().resourceType() === 'fetch') void response.buffer().then((b) => (answerBytes = b.length), () => undefined);
    });
    Object.assign(page, { spareoUrl: `${origin}${target.path(locale)}`, spareoLocale: locale });
    const ms = await Promise.race([target.run(page), new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000))]);
    const scripts = [...wire.values()].filter((w) => w.bytes > 0 && /\/assets\/.*\.js$/.test(w.url));
    return { ms: ms === null ? null : Math.round(ms), answerBytes, scripts: { files: scripts.length, kb: Math.round(scripts.reduce((s, w) => s + w.bytes, 0) / 102.4) / 10 } };
  } finally {
    await context.close();
  }
}

/** Each measure `runs` times (one edition after the other, six by default), in turns; the median of each. */
export async function measureFirstInteraction(origin: string, targets: FirstInteractionTarget[], runs: number = LOCALES.length, chromePath = loadConfig().CHROME_PATH): Promise<FirstInteractionFigure[]> {
  const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const outcomes: RunOutcome[][] = targets.map(() => []);
    const locales: Locale[] = [];
    for (let run = 0; run < runs; run++) {
      const locale = LOCALES[run % LOCALES.length]!;
      locales.push(locale);
      for (const [index, target] of targets.entries()) {
        outcomes[index]!.push(await oneRun(browser, origin, target, locale).catch(() => ({ ms: null, answerBytes: null, scripts: { files: 0, kb: 0 } })));
      }
    }
    return targets.map((target, index) => {
      const mine = outcomes[index]!;
      const valid = mine.flatMap((o) => (o.ms === null ? [] : [o.ms]));
      const middle = median(valid);
      const answer = median(mine.flatMap((o) => (o.answerBytes === null ? [] : [o.answerBytes])));
      return {
        measure: target.measure,
        targetMs: target.targetMs,
        medianMs: middle === null ? null : Math.round(middle),
        floorMs: floorOf(answer ?? 0),
        runsMs: mine.map((o) => o.ms),
        locales,
        scripts: mine.map((o) => o.scripts),
      };
    });
  } finally {
    await browser.close();
  }
}

export function firstInteractionTable(figures: FirstInteractionFigure[]): string {
  const rows = figures.map((f) => {
    const ratio = f.medianMs === null ? '–' : `${(f.medianMs / f.floorMs).toFixed(1)}×`;
    const runs = f.runsMs.map((ms, i) => `${f.locales[i]} ${ms === null ? '–' : ms}`).join(', ');
    const scripts = f.scripts.map((s) => s.files).join('/');
    return `| ${f.measure} | ${f.medianMs === null ? 'failed' : `${f.medianMs} ms`} | ≤ ${f.targetMs} ms | ${f.floorMs} ms | ${ratio} | ${runs} | ${scripts} |`;
  });
  return ['| measure | median | target | network floor | ratio to floor | runs (ms) | script files fetched per run |', '| --- | --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
}
