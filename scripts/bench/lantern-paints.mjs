// Why Lighthouse's simulated largest paint trails its first: one Lighthouse mobile run of a URL,
// then the tasks in lantern's FCP and LCP graphs (the pessimistic LCP graph also holds every task
// with a layout that started before the largest paint) with what each task did.
//   node scripts/bench/lantern-paints.mjs http://127.0.0.1:3000/ [runs] [chromium]
// Needs a running shop and Chromium (default /usr/bin/chromium).
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import * as chromeLauncher from 'chrome-launcher';

const [url, runsArg, chromium = '/usr/bin/chromium'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/bench/lantern-paints.mjs URL [runs] [chromium]');
  process.exit(2);
}
// Launched as Lighthouse's CLI launches it (scripts/bench/lighthouse.ts says why).
const chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'], handleSIGINT: false, logLevel: 'silent' });
const port = chrome.port;

/** A task as `start +duration ms: the child events that took longest`, times observed (not simulated). */
function describe(node, origin) {
  const spent = new Map();
  for (const event of node.childEvents) spent.set(event.name, (spent.get(event.name) ?? 0) + (event.dur ?? 0));
  const top = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`);
  return `${((node.startTime - origin) / 1000).toFixed(1).padStart(7)} +${(node.event.dur / 1000).toFixed(1)} ms${node.didPerformLayout() ? ' (layout)' : ''}: ${top.join(', ')}`;
}

try {
  for (let run = 0; run < Number(runsArg ?? 1); run++) {
    const { lhr, artifacts } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const settings = lhr.configSettings;
    const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
    const context = { computedCache: new Map(), settings };
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    const tbt = lhr.audits['total-blocking-time'].numericValue;
    console.log(`run ${run + 1}: FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms, TBT ${Math.round(tbt)} ms (simulated)`);
    const nodes = [...lcp.pessimisticEstimate.nodeTimings.keys()];
    const origin = nodes.find((node) => node.type === 'network')?.startTime ?? 0;
    // Each graph is a clone: the same task has the same id in both.
    const inFcp = new Set([...fcp.pessimisticEstimate.nodeTimings.keys()].map((node) => node.id));
    for (const node of nodes) if (node.type === 'cpu') console.log(`  ${inFcp.has(node.id) ? 'FCP+LCP' : 'LCP only'} ${describe(node, origin)}`);
  }
} finally {
  chrome.kill();
}
