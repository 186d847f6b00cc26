// CPU of one web replica per article page rendered for the first time, two builds side by side: each
// build's marketplace service on the same PostgreSQL database and one web replica reaching it over
// MARKETPLACE_URL, as bench:replicas runs them. Batches of distinct articles go to both builds in
// turn (the order flips every batch), so load from elsewhere on the machine falls on both alike.
//   node scripts/bench/first-article-ab.mjs OLD_DIR NEW_DIR postgres://… [batches 6] [articles per batch 100]
// OLD_DIR and NEW_DIR are checkouts with `npm run build` done (node_modules beside each).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';

const [oldDir, newDir, databaseUrl, batchesArg = '6', sizeArg = '100'] = process.argv.slice(2);
if (!oldDir || !newDir || !databaseUrl) {
  console.error('usage: node scripts/bench/first-article-ab.mjs OLD_DIR NEW_DIR postgres://… [batches] [articles per batch]');
  process.exit(2);
}
const CONCURRENCY = 4;
const SECRET = 'first-article-ab-check-secret-0123456789abcdef';
const batches = Number(batchesArg);
const size = Number(sizeArg);

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const { rows } = await client.query(
  `select b.seo_name || '/' || a.norm_number as path from articles a join brands b on b.id = a.brand_id
   where exists (select 1 from offers o where o.article_id = a.id) order by random() limit $1`, [150 + batches * size]);
await client.end();
const articles = rows.map((row) => `/Teilenummernsuche/${row.path}`);

const freePort = () => new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
/** Clock ticks (user + system) of a process. */
const ticks = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
const children = [];
async function start(script, env, portVariable) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-semi-space-size=4', '--heap-growing-percent=30', '--memory-saver-mode', script], {
    env: { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '8192', NODE_ENV: 'production', LOG_LEVEL: 'warn', CHECK_SECRET: SECRET, SEED_ON_START: 'false', WEB_WORKERS: '1', ...env, [portVariable]: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, pid: child.pid };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${script} did not become ready`);
}
async function stack(dir) {
  const marketplace = await start(`${dir}/dist/server/processes/marketplace-main.js`, { DATABASE_URL: databaseUrl }, 'MARKETPLACE_PORT');
  return start(`${dir}/dist/server/processes/main.js`, { MARKETPLACE_URL: marketplace.base, MARKETPLACE_TIMEOUT_MS: '10000', DATABASE_PATH: '/nonexistent/never-opened.db' }, 'PORT');
}
async function run(web, paths) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < paths.length) {
      const answer = await fetch(`${web.base}${paths[next++]}`, { headers: { 'accept-encoding': 'gzip, br', accept: 'text/html' }, redirect: 'manual' });
      await answer.arrayBuffer();
      if (answer.status !== 200) failed++;
    }
  };
  const before = ticks(web.pid);
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { ms: ((ticks(web.pid) - before) * 10) / paths.length, failed };
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const webs = { old: await stack(oldDir), new: await stack(newDir) };
  const warm = articles.slice(0, 150);
  for (const name of ['old', 'new']) await run(webs[name], warm);
  const results = { old: [], new: [] };
  for (let b = 0; b < batches; b++) {
    const paths = articles.slice(150 + b * size, 150 + (b + 1) * size);
    for (const name of b % 2 ? ['new', 'old'] : ['old', 'new']) {
      const { ms, failed } = await run(webs[name], paths);
      results[name].push(ms);
      console.error(`batch ${b} ${name}: ${ms.toFixed(2)} ms per page, ${failed} not 200, load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`);
    }
  }
  for (const name of ['old', 'new']) console.log(`${name}: median ${median(results[name]).toFixed(2)} ms per first-time article page [${results[name].map((v) => v.toFixed(2)).join(', ')}]`);
} finally {
  for (const child of children) child.kill('SIGTERM');
}
