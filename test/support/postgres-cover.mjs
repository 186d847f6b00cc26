/**
 * Which test files still need their second run on PostgreSQL, from what they make it run.
 *
 *   SPAREO_PG_STATEMENTS=/tmp/st SPAREO_TEST_FILE_TIMES=/tmp/times.json npx jest --selectProjects postgres
 *   node test/support/postgres-cover.mjs /tmp/st /tmp/times.json
 *
 * The backend decides what a statement answers, so a statement PostgreSQL runs for one kept file is
 * proven there for all of them. Every distinct statement (PostgreSQL's normalised text, lists of
 * parameters folded) seen in the run stays covered: files are kept, cheapest new statements first
 * (each file's measured CPU over the statements only it would add), until every statement is. The
 * rest run once, on SQLite, listed in postgres-cover.json with the files that run their statements.
 * A file with no record (its own cluster, or none of its statements reached a copy) stays on both;
 * so does a file added since (backend-scan.js reads only the list).
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { statementsByFile } from './statement-shapes.mjs';

const [statementsDir, timesFile] = process.argv.slice(2);
if (!statementsDir || !timesFile) {
  process.stderr.write('usage: node test/support/postgres-cover.mjs STATEMENTS_DIR FILE_TIMES_JSON\n');
  process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

const statementsOf = statementsByFile(statementsDir);

const timesRun = JSON.parse(fs.readFileSync(timesFile, 'utf8'));
const times = timesRun.files.filter((entry) => entry.project === 'postgres');
const costOf = new Map(times.map((entry) => [entry.file, (entry.cpuSeconds ?? 0) + (entry.clusterCpuSeconds ?? 0) || entry.seconds]));

// A file that failed in the measured run may not have run all it runs: it stays on both backends.
const failed = times.filter((entry) => entry.failed > 0).map((entry) => entry.file).filter((file) => statementsOf.has(file));
const uncovered = new Set([...statementsOf.values()].flatMap((set) => [...set]));
const total = uncovered.size;
const kept = [...failed];
for (const file of failed) for (const statement of statementsOf.get(file)) uncovered.delete(statement);
const candidates = new Set([...statementsOf.keys()].filter((file) => !failed.includes(file)));
while (uncovered.size > 0) {
  let best;
  let bestScore = 0;
  for (const file of candidates) {
    let adds = 0;
    for (const statement of statementsOf.get(file)) if (uncovered.has(statement)) adds += 1;
    const score = adds / Math.max(0.5, costOf.get(file) ?? 60);
    if (adds > 0 && score > bestScore) {
      best = file;
      bestScore = score;
    }
  }
  if (!best) break;
  candidates.delete(best);
  kept.push(best);
  for (const statement of statementsOf.get(best)) uncovered.delete(statement);
}

const keptStatements = new Set(kept.flatMap((file) => [...statementsOf.get(file)]));
const once = {};
for (const file of [...candidates].sort()) {
  const own = [...statementsOf.get(file)];
  if (own.some((statement) => !keptStatements.has(statement))) throw new Error(`${file}: a statement of it is not covered`);
  // The three kept files that share most of its statements, for a reader who wants to look.
  const shared = (other) => own.filter((statement) => statementsOf.get(other).has(statement)).length;
  const by = kept.map((other) => [other, shared(other)]).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([other]) => other);
  once[file] = { statements: own.length, cpuSeconds: Math.round((costOf.get(file) ?? 0) * 10) / 10, sharesMostWith: by };
}
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const cost = (files) => Math.round(files.reduce((sum, file) => sum + (costOf.get(file) ?? 0), 0));
const out = {
  about: 'Files whose every statement PostgreSQL also runs for a kept file: they run once, on SQLite (test/support/postgres-cover.mjs says how this list is made).',
  measuredOn: timesRun.at,
  listedAt: commit,
  statements: total,
  keptFiles: kept.length,
  keptCpuSeconds: cost(kept),
  onceFiles: Object.keys(once).length,
  onceCpuSeconds: cost(Object.keys(once)),
  once,
};
fs.writeFileSync(path.join(root, 'test', 'support', 'postgres-cover.json'), `${JSON.stringify(out, null, 1)}\n`);
process.stdout.write(`${total} statements; kept ${kept.length} files (${out.keptCpuSeconds} CPU-s), once ${out.onceFiles} (${out.onceCpuSeconds} CPU-s)\n`);
