/** The benchmark's memory phase: the crawl and the mix of scripts/bench/memory.ts on a running shop, and its lines in the report. */
import { openDatabase } from '../../server/marketplace/db/connection';
import { articlePaths, crawlArticles, memoryFigures, repeatPage, shopperMix, type MemoryFigures, type MemorySample } from './memory';
import { cpuMsOf } from './server';

export interface MemoryPhase {
  /** The largest resident set of any web process over the crawl and the mix, MB. */
  peakMb: number;
  crawl: MemoryFigures;
  statuses: Record<number, number>;
  samples: MemorySample[];
  mix: { seconds: number; requests: number; peakMb: Record<number, number> };
  /**
   * The web processes' CPU per answer, ms: a first-seen article page over the crawl, a request of
   * the mix, and one stored article page asked for again and again (what a garbage collector's
   * setting costs shows here first).
   */
  cpuMs: { crawlPage: number; mixRequest: number; storedPage: number };
  seconds: number;
}

export interface MemoryPhaseOptions {
  base: string;
  dbFile: string;
  pages: number;
  mixSeconds: number;
  pids: () => number[];
  log: (line: string) => void;
}

/** A stored page's CPU: one article page this many times (after as many to warm it), 4 at a time. */
const STORED_REPEATS = 2000;

/** Samples every 1/40th of the crawl (at least every 50 pages): enough points to see a slope. */
const sampleEvery = (pages: number) => Math.max(50, Math.round(pages / 40));

export async function measureMemory({ base, dbFile, pages, mixSeconds, pids, log }: MemoryPhaseOptions): Promise<MemoryPhase> {
  const db = openDatabase(dbFile);
  let paths: string[];
  try {
    paths = articlePaths(db, pages);
  } finally {
    db.close();
  }
  if (paths.length < pages) log(`memory: the database has ${paths.length} distinct article pages, not ${pages}`);
  const started = Date.now();
  log(`memory: ${paths.length} distinct article pages ...`);
  const every = sampleEvery(paths.length);
  const cpuPerAnswer = (before: number, answers: number) => (answers ? Math.round(((cpuMsOf(pids()) - before) / answers) * 100) / 100 : 0);
  let cpu = cpuMsOf(pids());
  const { samples, statuses } = await crawlArticles({
    base, paths, pids, sampleEvery: every,
    onSample: (s) => {
      if (s.pages % (every * 10) === 0) log(`  ${s.pages} pages: ${Object.values(s.rss).map((b) => Math.round(b / 1048576)).join(' / ')} MB`);
    },
  });
  const crawlPage = cpuPerAnswer(cpu, samples.at(-1)!.pages);
  log(`memory: ${mixSeconds} s of the shopper's mix ...`);
  cpu = cpuMsOf(pids());
  const mix = await shopperMix(base, paths.slice(0, 2000), mixSeconds, pids);
  const mixRequest = cpuPerAnswer(cpu, mix.requests);
  let storedPage = 0;
  if (paths[0]) {
    await repeatPage(base, paths[0], STORED_REPEATS);
    cpu = cpuMsOf(pids());
    storedPage = cpuPerAnswer(cpu, await repeatPage(base, paths[0], STORED_REPEATS));
  }
  const crawl = memoryFigures(samples);
  const mixPeakMb = Object.fromEntries(Object.entries(mix.peak.rss).map(([pid, b]) => [pid, Math.round(b / 1048576)]));
  return {
    peakMb: Math.max(crawl.peakMb, ...Object.values(mixPeakMb)),
    crawl,
    statuses,
    samples,
    mix: { seconds: mixSeconds, requests: mix.requests, peakMb: mixPeakMb },
    cpuMs: { crawlPage, mixRequest, storedPage },
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

/** The phase's figures as report lines (with the command when the phase ran alone). */
export function memoryLines(m: MemoryPhase, command: string | undefined, workers: number): string[] {
  const processes = m.crawl.processes.map((p) =>
    `process ${p.pid}: ${p.halfMb} MB at the crawl's half, ${p.endMb} MB at its end (${p.secondHalfGrowthPct >= 0 ? '+' : ''}${p.secondHalfGrowthPct} %), peak ${p.peakMb} MB in the crawl and ${m.mix.peakMb[p.pid] ?? '-'} MB in the mix`);
  const answered = Object.entries(m.statuses).map(([status, n]) => `${n} × ${status}`).join(', ');
  return [
    `Memory${command ? `, measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${command}\`` : ''}: ${m.crawl.pages} distinct de-DE article pages (${answered}), 4 at a time, then ${m.mix.seconds} s of a shopper's mix (${m.mix.requests} requests: 60 % article pages of the first 2,000, 25 % suggestions, 15 % search pages); ${workers} web process${workers === 1 ? '' : 'es'}, resident set from /proc every ${m.samples[1]?.pages ?? m.crawl.pages} pages.`,
    '',
    `Peak resident set of a web process ${m.peakMb} MB (target 250 MB), growth over the crawl's second half at most ${m.crawl.secondHalfGrowthPct} % (target 10 %); ${processes.join('; ')}.`,
    '',
    `CPU of the web processes per answer: ${m.cpuMs.crawlPage} ms a first-seen article page in the crawl, ${m.cpuMs.mixRequest} ms a request of the mix, ${m.cpuMs.storedPage} ms a stored article page (${STORED_REPEATS} times one page).`,
  ];
}
