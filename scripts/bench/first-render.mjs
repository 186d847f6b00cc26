// What Chromium's main thread does to show a page, observed (no throttling) on Lighthouse's mobile
// screen: the task with the page's largest layout (its style, layout and paint), every task longer
// than 12.5 ms, which Lighthouse's 4x CPU slowdown turns into blocking time, and the time spent in
// a few kinds of work a page can cause at load (its module scripts, an SVG drawn as a document of
// its own, style and layout forced before a frame). Medians over runs; URLs alternate, so two
// builds or two files can be compared side by side. --fresh-browser starts a browser for every
// load, as Lighthouse does (a first read of localStorage then opens the storage, as on a first visit).
//   node scripts/bench/first-render.mjs RUNS URL [URL...] [--chromium PATH] [--fresh-browser]
// Needs the pages served (the running shop, or files from any static server) and Chromium.
import puppeteer from 'puppeteer-core';

const args = process.argv.slice(2);
const at = args.indexOf('--chromium');
const chromium = at >= 0 ? args.splice(at, 2)[1] : '/usr/bin/chromium';
const fresh = args.indexOf('--fresh-browser');
const freshBrowser = fresh >= 0;
if (freshBrowser) args.splice(fresh, 1);
const [runsArg, ...urls] = args;
if (!Number(runsArg) || urls.length === 0) {
  console.error('usage: node scripts/bench/first-render.mjs RUNS URL [URL...] [--chromium PATH] [--fresh-browser]');
  process.exit(2);
}
const MOTO_G_POWER = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const LONG_US = 12_500;

async function observe(browser, url) {
  const page = await browser.newPage();
  await page.emulate({ viewport: MOTO_G_POWER, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36' });
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink'] });
  await page.goto(url, { waitUntil: 'load' });
  // An icon is drawn after the load event: a second is long enough to see it.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
  await page.close();
  // The renderer's main thread is the one that parsed the document.
  const parse = events.find((event) => event.name === 'ParseHTML');
  const onMain = events.filter((event) => event.ph === 'X' && event.pid === parse.pid && event.tid === parse.tid);
  const tasks = onMain.filter((event) => /RunTask$/.test(event.name));
  const spent = (task, name) => onMain.filter((event) => event.name === name && event.ts >= task.ts && event.ts <= task.ts + task.dur).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  const render = tasks.reduce((best, task) => (spent(task, 'Layout') > spent(best, 'Layout') ? task : best), tasks[0]);
  const total = (name) => onMain.filter((event) => event.name === name).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  return {
    modules: total('v8.evaluateModule'),
    svg: total('SVGImage::DataChanged'),
    forced: total('Blink.ForcedStyleAndLayout.UpdateTime'),
    task: render.dur / 1000,
    style: spent(render, 'UpdateLayoutTree'),
    layout: spent(render, 'Layout'),
    paint: spent(render, 'Paint'),
    long: tasks.filter((task) => task.dur > LONG_US).map((task) => Math.round(task.dur / 1000)),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const launch = () => puppeteer.launch({ executablePath: chromium, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const shared = freshBrowser ? null : await launch();
/** One load, in the shared browser or in a browser of its own. */
async function load(url) {
  if (shared) return observe(shared, url);
  const browser = await launch();
  try {
    return await observe(browser, url);
  } finally {
    await browser.close();
  }
}
const each = (runs, key) => runs.map((run) => run[key].toFixed(1)).join(', ');
try {
  const seen = new Map(urls.map((url) => [url, []]));
  for (let run = 0; run < Number(runsArg); run++) for (const url of urls) seen.get(url).push(await load(url));
  for (const [url, runs] of seen) {
    const figures = ['task', 'style', 'layout', 'paint'].map((key) => `${key} ${median(runs.map((run) => run[key])).toFixed(1)}`).join('  ');
    console.log(`${url}\n  render task (ms, median): ${figures}\n  tasks over 12.5 ms, each run: ${runs.map((run) => run.long.join('+') || '-').join('  ')}`);
    console.log(`  module scripts (ms, each run): ${each(runs, 'modules')}\n  SVG drawn as a document: ${each(runs, 'svg')}\n  forced style and layout: ${each(runs, 'forced')}`);
  }
} finally {
  await shared?.close();
}
