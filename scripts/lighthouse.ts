/**
 * Lighthouse on any pages, run exactly as `npm run bench` runs it (scripts/bench/lighthouse.ts: its
 * mobile defaults, a fresh browser started as its CLI starts it, the median of the runs), for
 * comparing files or builds by hand. The pages take turns run by run, so load from elsewhere on the
 * machine falls on each alike.
 *
 *   npm run lighthouse -- URL [URL...] [--runs 5] [--header name=value]... [--json]
 *
 * Prints a line per page (score, FCP, LCP, TBT medians and every run's TBT), or with --json one
 * JSON object of the figures by URL.
 */
import '../server/lifecycle/node-version';
import { runLighthouse, type LighthouseFigures, type LighthouseTarget } from './bench/lighthouse';
import { median } from './bench/throughput';
import { answerHelp, usageError } from './cli';

const USAGE = 'usage: npm run lighthouse -- URL [URL...] [--runs 5] [--header name=value]... [--json]';
const argv = process.argv.slice(2);
answerHelp(USAGE, argv);
const urls: string[] = [];
const headers: Record<string, string> = {};
let runs = 5;
let json = false;
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i]!;
  if (arg === '--runs') runs = Number(argv[++i]);
  else if (arg === '--json') json = true;
  else if (arg === '--header') {
    const [name, ...value] = (argv[++i] ?? '').split('=');
    if (!name || value.length === 0) throw new Error(`--header wants name=value, not "${argv[i]}"`);
    headers[name.toLowerCase()] = value.join('=');
  } else urls.push(arg);
}
if (urls.length === 0 || !(runs >= 1)) {
  usageError('at least one URL, and --runs 1 or more', USAGE);
}

async function main(): Promise<void> {
  const targets: LighthouseTarget[] = urls.map((url) => ({ label: url, url, headers: Object.keys(headers).length ? headers : undefined }));
  // One run of every page per round; each round's figures are one page's single run.
  const perRun: Record<string, LighthouseFigures[]> = Object.fromEntries(urls.map((url) => [url, []]));
  for (let run = 0; run < runs; run++) {
    const round = await runLighthouse(targets, undefined, 1);
    for (const url of urls) perRun[url]!.push(round[url]!);
  }
  const figures = Object.fromEntries(urls.map((url) => {
    const valid = perRun[url]!.filter((f) => !f.error);
    const of = (pick: (f: LighthouseFigures) => number | null) => {
      const middle = median(valid.map(pick).filter((v): v is number => v !== null));
      return middle === null ? null : Math.round(middle);
    };
    return [url, {
      runs: valid.length,
      score: of((f) => f.score),
      fcpMs: of((f) => f.fcpMs),
      lcpMs: of((f) => f.lcpMs),
      tbtMs: of((f) => f.tbtMs),
      tbtRunsMs: valid.map((f) => f.tbtRunsMs[0]!),
      lcpAfterFcpRuns: valid.filter((f) => f.lcpMs! > f.fcpMs!).length,
      scriptTransferBytes: valid[0]?.scriptTransferBytes ?? null,
      errors: perRun[url]!.filter((f) => f.error).map((f) => f.error),
    }];
  }));
  if (json) {
    process.stdout.write(`${JSON.stringify(figures)}\n`);
    return;
  }
  for (const [url, f] of Object.entries(figures)) {
    process.stdout.write(`${url}: score ${f.score}, FCP ${f.fcpMs} ms, LCP ${f.lcpMs} ms (after FCP in ${f.lcpAfterFcpRuns} of ${f.runs}), TBT ${f.tbtMs} ms (${f.tbtRunsMs.join(', ')})${f.errors.length ? `, ${f.errors.length} failed: ${f.errors[0]}` : ''}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
