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

const [statementsDir, timesFile] = process.argv.slice(2);
if (!statementsDir || !timesFile) {
  process.stderr.write('usage: node test/support/postgres-cover.mjs STATEMENTS_DIR FILE_TIMES_JSON\n');
  process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/**
 * Statements that say nothing the backend decides: transactions, settings, the server's catalogue
 * and the row locks PostgreSQL's own foreign-key checks take.
 */
const NOT_DATA = /^(begin|commit|rollback|savepoint|release|set |show |reset |discard|listen|unlisten|notify|select pg_|select \$$|select 1$|select version\(\)|select \$ from only )/i;

/** The positions in `text` from `from` that lie outside parentheses and quotes (and are neither). */
function* topLevel(text, from = 0) {
  let depth = 0;
  let quoted = '';
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === quoted) quoted = '';
    } else if (c === '"' || c === "'") quoted = c;
    else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (depth === 0) yield i;
  }
}

/** The parts of `text` between top-level commas. */
function topLevelParts(text) {
  const parts = [];
  let start = 0;
  for (const i of topLevel(text)) {
    if (text[i] !== ',') continue;
    parts.push(text.slice(start, i).trim());
    start = i + 1;
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** A select list's or assignment's item that only names a column (and its alias, or takes a parameter). */
const PLAIN = /^(?:"[^"]+"\.)?(?:"[^"]+"|\*)(?: as "[^"]+")?(?: = \$)?$/i;

/** Where the next top-level `word` (a keyword between spaces) starts in `text` from `from`, or -1. */
function keywordAt(text, word, from) {
  for (const i of topLevel(text, from)) if (text[i - 1] === ' ' && text.startsWith(`${word} `, i)) return i;
  return -1;
}

/**
 * One statement whatever the number of parameters in a list or rows in a VALUES, and whatever plain
 * columns it reads or writes: what the backend decides is in its expressions, conditions, joins,
 * grouping and order, not in which columns a select list or a SET names.
 */
export function normalise(query) {
  let text = query
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\$\d+/g, '$')
    .replace(/\(\$(?:, \$)+\)/g, '($…)')
    .replace(/(\([^()]*\))(?:, \1)+/g, '$1…');
  // Each select list (also in subqueries) keeps only its expressions.
  text = text.replace(/\bselect (distinct )?/gi, (m) => m.toLowerCase());
  let at = text.indexOf('select ');
  while (at >= 0) {
    const listStart = at + 'select '.length + (text.startsWith('distinct ', at + 7) ? 'distinct '.length : 0);
    const end = keywordAt(text, 'from', listStart);
    if (end > listStart) {
      const kept = topLevelParts(text.slice(listStart, end - 1)).filter((item) => !PLAIN.test(item));
      text = `${text.slice(0, listStart)}${kept.length > 0 ? kept.join(', ') : '…'} ${text.slice(end)}`;
    }
    at = text.indexOf('select ', listStart);
  }
  // An insert's columns and a SET's plain assignments, likewise.
  text = text.replace(/^insert into ("[^"]+") \([^()]*\) values \((?:[$…, ]|default)*\)…?/i, 'insert into $1 values …');
  const set = /^update ("[^"]+") set /i.exec(text);
  if (set) {
    const rest = text.slice(set[0].length);
    const where = keywordAt(rest, 'where', 0);
    const assignments = where >= 0 ? rest.slice(0, where - 1) : rest;
    const kept = topLevelParts(assignments).filter((item) => !PLAIN.test(item));
    text = `update ${set[1]} set ${kept.length > 0 ? kept.join(', ') : '…'}${where >= 0 ? ` ${rest.slice(where)}` : ''}`;
  }
  return text.replace(/ returning .*$/i, (returning) => (/[()]/.test(returning) ? returning : ' returning …'));
}

/** A test file's path from the repository's root, whichever clone the measured run was in. */
const inRepository = (file) => file.slice(file.lastIndexOf('/test/') + 1);

const statementsOf = new Map();
for (const name of fs.readdirSync(statementsDir)) {
  let file;
  for (const line of fs.readFileSync(path.join(statementsDir, name), 'utf8').split('\n')) {
    if (line.startsWith('#file\t')) {
      file = inRepository(line.slice(6));
      if (!statementsOf.has(file)) statementsOf.set(file, new Set());
      continue;
    }
    const tab = line.indexOf('\t');
    if (!file || tab < 0) continue;
    const statement = normalise(line.slice(tab + 1));
    if (!NOT_DATA.test(statement)) statementsOf.get(file).add(statement);
  }
}

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
