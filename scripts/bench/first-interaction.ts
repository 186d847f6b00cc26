/**
 * The first interaction on a phone, as a shopper meets it: Chromium at 360 x 640 with CPU x4, 150 ms
 * latency and 1.6 Mbit/s down; each run a fresh browser context (no cookies, storage or cached
 * scripts) and the first input the moment its control appears, while the page is still loading: no
 * warm-up of the browser, no waiting for the network to rest (the scripts fetched ahead when the page is idle would
 * already be in the cache then, which is not what a shopper who types at once meets). The server is
 * warmed first, as a long-running one is (each page and a suggestion asked for once).
 * One run per edition in turns, so the median is over the six editions. Measured in the page
 * (performance.now) from the shopper's first input to what they wait for:
 *  - suggestions: first keystroke of a five-letter word typed into the header search (one key per
 *    80 ms) -> the first suggestion is shown;
 *  - series list: a manufacturer chosen on the home page -> the series dropdown is filled;
 *  - add to cart: a tap on an offer's button -> the shop's answer is confirmed (the status line
 *    says it is added; the button's tapped state alone, drawn before any answer, is not it).
 * Each beside its network floor, per run (each edition's answer has its own size): the round trips
 * the measure cannot avoid (one request to the shop each) at the profile's latency, plus the
 * answer's bytes at its bandwidth. Where the time goes is printed beside it: when the answer's
 * request left and when its last byte came, from the shopper's input on the same clock.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { SUGGESTIONS_PATH } from '../../client/search/suggestions';
import { CONTEXT_HEADERS } from '../../contract/headers';
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
  /** The shopper's input and what they waited for, on the page's clock (performance.now). */
  run(page: Page): Promise<{ from: number; to: number }>;
}

/** One run: one edition in a fresh context. */
export interface FirstInteractionRun {
  locale: Locale;
  ms: number | null;
  floorMs: number | null;
  /** When the first answer's request left, and when its last byte came, from the input (ms). */
  askedMs: number | null;
  answeredMs: number | null;
  /** Script files and their bytes on the wire the run's page fetched. */
  scripts: { files: number; kb: number };
}

export interface FirstInteractionFigure {
  measure: string;
  targetMs: number;
  medianMs: number | null;
  /** The round trips it cannot avoid plus the answer's transfer on the profile's network (median of the runs'). */
  floorMs: number;
  runs: FirstInteractionRun[];
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
      return { from: await started(), to: await shown };
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
      return { from: chosenAt, to: await filled };
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
      return { from: await started(), to: await confirmed };
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

/** The first request for the answer, from the page's resource timing: when it left and when its last byte came. */
function answerTiming(page: Page, answer: RegExp): Promise<{ asked: number; answered: number } | null> {
  return page.evaluate((source, flags) => {
    const pattern = new RegExp(source, flags);
    const entry = performance.getEntriesByType('resource').find((e) => pattern.test(e.name)) as PerformanceResourceTiming | undefined;
    return entry ? { asked: entry.startTime, answered: entry.responseEnd } : null;
  }, answer.source, answer.flags);
}

async function oneRun(browser: Browser, origin: string, target: FirstInteractionTarget, locale: Locale): Promise<FirstInteractionRun> {
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
    // The first answer's body bytes as they come (decoded, as the page reads them), complete at its last byte.
    let answerId: string | null = null;
    let answerBytes = 0;
    const answered = new Promise<number>((resolve) => {
      cdp.on('Network.requestWillBeSent', (e) => void (answerId === null && e.type === 'Fetch' && target.answer.test(e.request.url) && (answerId = e.requestId)));
      cdp.on('Network.dataReceived', (e) => void (e.requestId === answerId && (answerBytes += e.dataLength)));
      cdp.on('Network.loadingFinished', (e) => void (e.requestId === answerId && resolve(answerBytes)));
    });
    Object.assign(page, { spareoUrl: `${origin}${target.path(locale)}`, spareoLocale: locale });
    const span = await Promise.race([target.run(page), new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000))]);
    // A run may end before the answer's last byte (the cart's status line is written at its headers).
    const bytes = await Promise.race([answered, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000))]);
    const timing = span ? await answerTiming(page, target.answer) : null;
    const scripts = [...wire.values()].filter((w) => w.bytes > 0 && /\/assets\/.*\.js$/.test(w.url));
    const since = (at: number | undefined) => (span && at !== undefined ? Math.round(at - span.from) : null);
    return {
      locale,
      ms: span ? Math.round(span.to - span.from) : null,
      floorMs: bytes === null ? null : floorOf(bytes),
      askedMs: since(timing?.asked),
      answeredMs: since(timing?.answered),
      scripts: { files: scripts.length, kb: Math.round(scripts.reduce((sum, w) => sum + w.bytes, 0) / 102.4) / 10 },
    };
  } finally {
    await context.close();
  }
}

/**
 * The server as a shopper meets it, long running: each page asked for once, and a suggestion for a
 * term no run types (the first search after a start reads the index from disk). The browser's side
 * stays cold: each run is a fresh context.
 */
async function warmUp(origin: string, targets: FirstInteractionTarget[]): Promise<void> {
  for (const locale of LOCALES) {
    for (const target of targets) await fetch(`${origin}${target.path(locale)}`).then((answer) => answer.arrayBuffer());
    await fetch(`${origin}${SUGGESTIONS_PATH}?q=filter`, { headers: { accept: 'application/json', [CONTEXT_HEADERS.locale]: locale } }).then((answer) => answer.arrayBuffer());
  }
}

/** Each measure `runs` times (one edition after the other, six by default), in turns; the median of each. */
export async function measureFirstInteraction(origin: string, targets: FirstInteractionTarget[], runs: number = LOCALES.length, chromePath = loadConfig().CHROME_PATH): Promise<FirstInteractionFigure[]> {
  await warmUp(origin, targets);
  const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const outcomes: FirstInteractionRun[][] = targets.map(() => []);
    for (let run = 0; run < runs; run++) {
      const locale = LOCALES[run % LOCALES.length]!;
      for (const [index, target] of targets.entries()) {
        const failed: FirstInteractionRun = { locale, ms: null, floorMs: null, askedMs: null, answeredMs: null, scripts: { files: 0, kb: 0 } };
        outcomes[index]!.push(await oneRun(browser, origin, target, locale).catch(() => failed));
      }
    }
    return targets.map((target, index) => {
      const mine = outcomes[index]!;
      const middle = median(mine.flatMap((o) => (o.ms === null ? [] : [o.ms])));
      const floor = median(mine.flatMap((o) => (o.floorMs === null ? [] : [o.floorMs])));
      return {
        measure: target.measure,
        targetMs: target.targetMs,
        medianMs: middle === null ? null : Math.round(middle),
        floorMs: Math.round(floor ?? floorOf(0)),
        runs: mine,
      };
    });
  } finally {
    await browser.close();
  }
}

const ms = (value: number | null) => (value === null ? '–' : `${value} ms`);
/** A run's time as a multiple of its own floor. */
export const timesFloor = (run: Pick<FirstInteractionRun, 'ms' | 'floorMs'>) => (run.ms === null || !run.floorMs ? null : run.ms / run.floorMs);

/** The medians, then each measure per edition: its floor, its time, the ratio, and where the time went. */
export function firstInteractionTable(figures: FirstInteractionFigure[]): string {
  const summary = figures.map((f) => {
    const ratios = f.runs.flatMap((run) => timesFloor(run) ?? []);
    const worst = ratios.length ? `${Math.max(...ratios).toFixed(2)}×` : '–';
    return `| ${f.measure} | ${f.medianMs === null ? 'failed' : `${f.medianMs} ms`} | ≤ ${f.targetMs} ms | ${f.floorMs} ms | ${worst} |`;
  });
  const perEdition = figures.map((f) => {
    const rows = f.runs.map((run) => {
      const ratio = timesFloor(run);
      return `| ${run.locale} | ${ms(run.floorMs)} | ${ms(run.ms)} | ${ratio === null ? '–' : `${ratio.toFixed(2)}×`} | ${ms(run.askedMs)} | ${ms(run.answeredMs)} | ${run.scripts.files} (${run.scripts.kb} KB) |`;
    });
    return [`${f.measure}:`, '', '| edition | floor | time | × floor | answer asked | answer came | script files (wire) |', '| --- | --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
  });
  return ['| measure | median | target | median floor | worst × own floor |', '| --- | --- | --- | --- | --- |', ...summary, '', ...perEdition.flatMap((table) => [table, ''])].join('\n');
}
