/**
 * The memory phase of the benchmark: distinct article pages asked for one after another (each
 * page seen for the first time, as a crawler sees them), then a shopper's mix for a while, with the
 * resident set of every shop process read from /proc every so many pages. What it reports is
 * whether a web process levels off: the peak, the resident set at the crawl's half and at its end,
 * and the growth over the second half. The half and the end are each the high-water mark of the
 * twentieth of the crawl that ends there: a collection's sawtooth swings a single sample by 10 %
 * (one read just after a collection, the next just before), which is no growth; a process that
 * grows raises the window's mark as much as a sample.
 */
import http from 'node:http';
import type { Database } from '../../server/marketplace/db/connection';
import { pathFor } from '../../server/web/routes/table';
import { rssOf } from './server';

/** The resident set of each shop process after `pages` article pages of the crawl. */
export interface MemorySample {
  pages: number;
  /** Resident set in bytes by process id. */
  rss: Record<number, number>;
}

export interface ProcessMemory {
  pid: number;
  peakMb: number;
  halfMb: number;
  endMb: number;
  /** (end - half) / half, in per cent: the crawl's second half (each the high-water mark of the twentieth ending there). */
  secondHalfGrowthPct: number;
}

export interface MemoryFigures {
  pages: number;
  /** The processes that served pages (the cluster's primary serves none and is left out by the caller). */
  processes: ProcessMemory[];
  /** The largest of each figure over the processes. */
  peakMb: number;
  secondHalfGrowthPct: number;
}

const mb = (bytes: number) => Math.round(bytes / 1048576);

/** Peak, half, end and second-half growth per process from the crawl's samples (in order of pages). */
export function memoryFigures(samples: readonly MemorySample[]): MemoryFigures {
  if (!samples.length) throw new Error('memory: no samples');
  const end = samples.at(-1)!;
  const halfPages = end.pages / 2;
  // The sample nearest the crawl's half (the earlier one on a tie), with those of the twentieth before it.
  const half = samples.reduce((best, s) => (Math.abs(s.pages - halfPages) < Math.abs(best.pages - halfPages) ? s : best));
  const window = end.pages / 20;
  const near = (at: MemorySample) => samples.filter((s) => s === at || (s.pages <= at.pages && s.pages > at.pages - window));
  const pids = Object.keys(end.rss).map(Number);
  const processes = pids.map((pid): ProcessMemory => {
    const peak = Math.max(...samples.map((s) => s.rss[pid] ?? 0));
    const halfRss = Math.max(...near(half).map((s) => s.rss[pid] ?? 0));
    const endRss = Math.max(...near(end).map((s) => s.rss[pid] ?? 0));
    return {
      pid,
      peakMb: mb(peak),
      halfMb: mb(halfRss),
      endMb: mb(endRss),
      secondHalfGrowthPct: halfRss ? Math.round(((endRss - halfRss) / halfRss) * 1000) / 10 : 0,
    };
  });
  return {
    pages: end.pages,
    processes,
    peakMb: Math.max(...processes.map((p) => p.peakMb)),
    secondHalfGrowthPct: Math.max(...processes.map((p) => p.secondHalfGrowthPct)),
  };
}

/** Paths of `count` distinct article pages of the de-DE edition, in the order of the articles' ids. */
export function articlePaths(db: Database, count: number): string[] {
  const rows = db.prepare(
    'SELECT b.seo_name AS brand, a.norm_number AS norm FROM articles a JOIN brands b ON b.id = a.brand_id ORDER BY a.id LIMIT ?',
  ).all(count) as Array<{ brand: string; norm: string }>;
  return [...new Set(rows.map((r) => pathFor('Article___de-DE', { brandName: r.brand, normNumber: r.norm })))];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One GET on loopback, its body read and dropped; the status. */
function get(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
  });
}

export interface CrawlOptions {
  base: string;
  paths: readonly string[];
  /** The processes to read (the web processes). */
  pids: () => number[];
  sampleEvery: number;
  /** Requests in flight at once. */
  connections?: number;
  /** The crawl stops here even when pages are left (the figures then cover the pages asked for). */
  deadline?: number;
  onSample?: (sample: MemorySample) => void;
}

const BROWSER = { 'accept-encoding': 'gzip, br', accept: 'text/html' };

function sampleNow(pages: number, pids: number[]): MemorySample {
  const rss: Record<number, number> = {};
  for (const pid of pids) {
    const m = rssOf(pid);
    if (m) rss[pid] = m.rss;
  }
  return { pages, rss };
}

/** Asks for every path once; the resident sets before the first page and every `sampleEvery` pages. */
export async function crawlArticles(options: CrawlOptions): Promise<{ samples: MemorySample[]; statuses: Record<number, number> }> {
  const { base, paths, sampleEvery, connections = 4, deadline = Infinity } = options;
  const samples = [sampleNow(0, options.pids())];
  const statuses: Record<number, number> = {};
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < paths.length && Date.now() < deadline) {
      const status = await get(base + paths[next++]!, BROWSER);
      statuses[status] = (statuses[status] ?? 0) + 1;
      done++;
      if (done % sampleEvery === 0) {
        const sample = sampleNow(done, options.pids());
        samples.push(sample);
        options.onSample?.(sample);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  if (samples.at(-1)!.pages !== done) samples.push(sampleNow(done, options.pids()));
  return { samples, statuses };
}

const SUGGEST = ['br', 'brems', 'bremssch', 'ölf', 'stoßd', 'zündk', 'bosch', 'filter', 'luftf', 'wasserp', 'kupplung'];
const FULLTEXT = ['Bremsscheibe', 'Ölfilter', 'Zündkerze', 'Stoßdämpfer', 'Wasserpumpe', 'Luftfilter', 'Kupplungssatz'];

/**
 * The shopper's mix (as scripts/bench-replicas.ts sends it): 60 % article pages of a few thousand
 * articles, 25 % suggestions, 15 % full-text search pages, for `seconds`; the largest resident set
 * of each process seen meanwhile.
 */
export async function shopperMix(base: string, articles: readonly string[], seconds: number, pids: () => number[], connections = 4): Promise<{ requests: number; peak: MemorySample }> {
  const end = Date.now() + seconds * 1000;
  let seed = 1;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const search = pathFor('FulltextSearch___de-DE', {});
  let requests = 0;
  const peak: MemorySample = { pages: 0, rss: {} };
  const timer = setInterval(() => {
    for (const [pid, rss] of Object.entries(sampleNow(0, pids()).rss)) peak.rss[Number(pid)] = Math.max(peak.rss[Number(pid)] ?? 0, rss);
  }, 1000);
  const worker = async () => {
    while (Date.now() < end) {
      const r = random();
      const path = r < 0.6 ? pick(articles) : r < 0.85 ? `/api/search/suggestions?q=${encodeURIComponent(pick(SUGGEST))}` : `${search}?q=${encodeURIComponent(pick(FULLTEXT))}`;
      await get(base + path, BROWSER);
      requests++;
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    clearInterval(timer);
  }
  return { requests, peak };
}

/** Asks for one path `times` times, 4 at a time; the number answered. */
export async function repeatPage(base: string, path: string, times: number, connections = 4): Promise<number> {
  let left = times;
  const worker = async () => {
    while (left > 0) {
      left--;
      await get(base + path, BROWSER);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return times;
}
