/**
 * Lighthouse (default mobile settings: simulated slow 4G, 4x CPU slowdown) against Debian's
 * Chromium, a fresh browser for every run, launched the way Lighthouse's own CLI launches it: by
 * chrome-launcher, with its default flags. lighthouse is ESM-only: loaded with a real dynamic import
 * (the bundled scripts are CommonJS, where esbuild would turn import() into require()).
 *
 * Why not puppeteer's launch: with its flags, its own connection to the browser and RenderDocument
 * left on (the CLI's launcher turns it off), it added main-thread work that Lighthouse counted as
 * the page's. A page with one heading measured 72 ms of blocking time that way against 35 ms from
 * the CLI's launcher, and the home page 168 ms against 65 ms (95 ms with puppeteer and RenderDocument
 * off; docs/performance.md).
 */
import fs from 'node:fs';
import { loadConfig } from '../../server/config/config';

// eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-explicit-any -- Lighthouse ships ESM only; a real import() kept from the CommonJS build, its module untyped here
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<any>;

/** Added to chrome-launcher's defaults, as `lighthouse --chrome-flags` would add them. */
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

export interface LighthouseFigures {
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /** TBT of every valid run, in the order run: the median run is picked by FCP and TTI, not by TBT. */
  tbtRunsMs: number[];
  cls: number | null;
  speedIndexMs: number | null;
  /** Script bytes (transfer) the page loaded without any interaction. */
  scriptTransferBytes: number;
  /** Main-thread time spent in script evaluation (observed, unthrottled). */
  renderBlocking: string[];
  error?: string;
}

const blank = (error: string): LighthouseFigures => ({ score: null, fcpMs: null, lcpMs: null, tbtMs: null, tbtRunsMs: [], cls: null, speedIndexMs: null, scriptTransferBytes: 0, renderBlocking: [], error });

export interface LighthouseTarget {
  label: string;
  url: string;
  headers?: Record<string, string>;
}

/**
 * Lighthouse's own advice for variable machines: several runs and the median one (its
 * computeMedianRun: the run closest to the median FCP and TTI). The figures are that run's, and
 * every run's TBT is kept beside them (TBT varies most from run to run on a shared machine).
 */
export const LIGHTHOUSE_RUNS = 5;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Lighthouse's result, read field by field below; its types come with the ESM-only package
type Lhr = any;

/** The median (the lower middle one for an even count) of a figure over every run that has it. */
function medianOf(runs: Lhr[], value: (run: Lhr) => unknown): number | null {
  const values = runs.map(value).filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  return values.length ? values[Math.floor((values.length - 1) / 2)]! : null;
}

/**
 * Score, FCP, LCP and TBT are each the median of every valid run (so a figure is never one noisy
 * run's); CLS, Speed Index and the bytes are those of Lighthouse's median run (computeMedianRun).
 */
function figuresOf(lhr: Lhr, runs: Lhr[]): LighthouseFigures {
  const num = (id: string) => (typeof lhr.audits[id]?.numericValue === 'number' ? Math.round(lhr.audits[id].numericValue * 1000) / 1000 : null);
  const medianAudit = (id: string) => medianOf(runs, (run) => run.audits[id]?.numericValue);
  const requests: Array<{ resourceType?: string; transferSize?: number }> = lhr.audits['network-requests']?.details?.items ?? [];
  const blocking: Array<{ url: string }> = lhr.audits['render-blocking-resources']?.details?.items ?? lhr.audits['render-blocking-insight']?.details?.items ?? [];
  return {
    score: medianOf(runs, (run) => (typeof run.categories.performance.score === 'number' ? Math.round(run.categories.performance.score * 100) : null)),
    fcpMs: medianAudit('first-contentful-paint'),
    lcpMs: medianAudit('largest-contentful-paint'),
    tbtMs: medianAudit('total-blocking-time'),
    tbtRunsMs: runs.map((run) => Math.round(run.audits['total-blocking-time']?.numericValue ?? 0)),
    cls: num('cumulative-layout-shift'),
    speedIndexMs: num('speed-index'),
    scriptTransferBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    renderBlocking: blocking.map((b) => b.url).filter(Boolean),
    ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
  };
}

export async function runLighthouse(
  targets: LighthouseTarget[],
  onResult?: (label: string, figures: LighthouseFigures) => void,
  runs = LIGHTHOUSE_RUNS,
): Promise<Record<string, LighthouseFigures>> {
  const chromePath = loadConfig().CHROME_PATH;
  if (!fs.existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  const { default: lighthouse } = await importEsm('lighthouse');
  const { computeMedianRun, filterToValidRuns } = await importEsm('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await importEsm('chrome-launcher');
  const results: Record<string, LighthouseFigures> = {};
  for (const target of targets) {
    const lhrs: Lhr[] = [];
    let lastError = 'not run';
    // Up to one extra attempt: a loaded machine now and then loses the trace (NO_NAVSTART, NO_FCP).
    for (let attempt = 0; attempt < runs + 1 && filterToValidRuns(lhrs).length < runs; attempt++) {
      // A browser of its own for every run, as Lighthouse's CLI does: in a shared one, the renderer
      // process of the run before (same site) tore its page down during the next load, on the main
      // thread the next run traces.
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
      try {
        const runnerResult = await lighthouse(target.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: target.headers,
          maxWaitForLoad: 30_000,
        });
        lhrs.push(runnerResult.lhr);
        if (runnerResult.lhr.runtimeError) lastError = runnerResult.lhr.runtimeError.message;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
      } finally {
        chrome.kill();
      }
    }
    const valid = filterToValidRuns(lhrs);
    const figures = valid.length ? figuresOf(computeMedianRun(valid), valid) : blank(lastError);
    results[target.label] = figures;
    onResult?.(target.label, figures);
  }
  return results;
}
