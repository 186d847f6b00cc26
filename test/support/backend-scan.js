/**
 * Which test files can run on PostgreSQL, and which drive a browser. Plain CommonJS, because
 * jest.config.js reads it too.
 *
 * A test file "uses the database" when it, or a test module it imports, imports the support
 * helpers that hand out databases (seeded-db, app). It is "SQLite-bound" when it, or a test module
 * it imports, still reaches past the data layer into SQLite: the raw statement API (`.prepare(`),
 * `.exec(` with SQL, `.location()` (the SQLite file), a database of its own via `openDatabase(`
 * (a file or ':memory:'), or node:sqlite and the raw `statement`/`transaction` helpers. Regular
 * expressions' `.exec(text)` is not SQL and does not count. The backend-aware support helpers
 * (BACKEND_AWARE) are the place where both backends are handled and are not scanned.
 */
const fs = require('node:fs');
const path = require('node:path');

const TEST_ROOT = path.resolve(__dirname, '..');
/** The folders whose database-using files also run on PostgreSQL. */
const POSTGRES_FOLDERS = ['integration', 'checkout', 'feeds', 'security'];
const DATABASE_HELPERS = ['support/seeded-db.ts', 'support/app.ts'].map((file) => path.join(TEST_ROOT, file));
const BACKEND_AWARE = new Set([...DATABASE_HELPERS, ...['support/postgres-cluster.ts', 'support/test-databases.ts', 'support/backend-runner.ts', 'support/backend-environment.ts', 'support/raw-access.ts', 'support/database-location.ts'].map((file) => path.join(TEST_ROOT, file))]);

const SQL_START = '(?:SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|PRAGMA|VACUUM|BEGIN|COMMIT|ROLLBACK|WITH|REPLACE|ATTACH|ANALYZE|REINDEX)\\b';
/**
 * A file "drives a browser" when it, or a test module it imports, imports puppeteer-core or runs the
 * built Lighthouse script: it runs one at a time, after the files that need no browser.
 */
const BROWSER = [/['"]puppeteer-core['"]/, /scripts\/lighthouse\.js['"]/];

const RAW_ACCESS = [
  { what: 'raw statement (.prepare)', pattern: /\.prepare\s*\(/ },
  { what: 'raw SQL (.exec)', pattern: new RegExp(`\\.exec\\s*\\(\\s*['"\`]\\s*${SQL_START}`, 'i') },
  { what: 'the SQLite file (.location)', pattern: /\.location\s*\(/ },
  { what: 'a SQLite database of its own (openDatabase)', pattern: /\bopenDatabase\s*\(/ },
  { what: 'node:sqlite', pattern: /['"]node:sqlite['"]/ },
  { what: 'raw statement/transaction helpers', pattern: /import\s*\{[^}]*\b(statement|transaction)\b[^}]*\}\s*from\s*['"][^'"]*db\/connection['"]/ },
];

/** Source without comments, so a comment naming db.prepare is no access (line numbers kept). */
function withoutComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, path.join(base, 'index.ts')]) {
    if (candidate.startsWith(TEST_ROOT + path.sep) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function importsOf(file, text) {
  const found = [];
  for (const match of text.matchAll(/(?:from\s*|import\s*\(\s*|require\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
    const resolved = resolveImport(file, match[1]);
    if (resolved) found.push(resolved);
  }
  return found;
}

/**
 * { usesDatabase, usesSeeded, usesBrowser, namesPostgres, rawAccess: ['file:line what'] } over the
 * file and the test modules it imports; usesSeeded: it asks for a seeded database
 * (createSeededDatabase), not only an empty one; namesPostgres: it names the 'postgres' backend
 * itself, so even on SQLite it may ask for the run's cluster (a file that runs its scenarios on both).
 */
function scanTestFile(file) {
  const seen = new Set();
  const rawAccess = [];
  let usesDatabase = false;
  let usesSeeded = false;
  let usesBrowser = false;
  let namesPostgres = false;
  const visit = (current) => {
    if (seen.has(current)) return;
    seen.add(current);
    if (DATABASE_HELPERS.includes(current)) usesDatabase = true;
    if (BACKEND_AWARE.has(current)) return;
    const text = withoutComments(fs.readFileSync(current, 'utf8'));
    if (/\bcreateSeededDatabase\s*\(/.test(text)) usesSeeded = true;
    if (BROWSER.some((pattern) => pattern.test(text))) usesBrowser = true;
    if (/['"`]postgres['"`]/.test(text)) namesPostgres = true;
    text.split('\n').forEach((line, index) => {
      for (const { what, pattern } of RAW_ACCESS) {
        if (pattern.test(line)) rawAccess.push(`${path.relative(path.dirname(TEST_ROOT), current)}:${index + 1} ${what}`);
      }
    });
    for (const imported of importsOf(current, text)) visit(imported);
  };
  visit(path.resolve(file));
  return { usesDatabase, usesSeeded, usesBrowser, namesPostgres, rawAccess };
}

function testFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A file whose opening comment says `@backends sqlite: why` checks nothing the backend changes: the
 * web tier's pages, forms, headers, cookies and words (`@backends sqlite: web tier, ...`), how the
 * server's threads are set up, a lint rule. It uses a database only to have pages to look at, and
 * runs on SQLite alone. The reason is for a reviewer, and required: a mark without one is no mark,
 * and the file runs on both backends as any other. The reason, or undefined.
 */
function sqliteOnlyReason(file) {
  const opening = /^\s*\/\*\*[\s\S]*?\*\//.exec(fs.readFileSync(file, 'utf8'));
  const mark = opening && /^\s*\*\s*@backends\s+sqlite\s*:\s*(\S.*)$/m.exec(opening[0]);
  return mark ? mark[1].trim() : undefined;
}

/** Whether the file runs on SQLite alone: its opening comment says `@backends sqlite: why`. */
function sqliteOnly(file) {
  return sqliteOnlyReason(file) !== undefined;
}

/**
 * The files whose every SQL statement PostgreSQL also runs for another file that stays on both
 * backends, as the last measurement found (postgres-cover.mjs writes postgres-cover.json): a
 * second run would prove nothing more about the backend.
 */
function coveredOnPostgres() {
  const list = path.join(__dirname, 'postgres-cover.json');
  if (!fs.existsSync(list)) return new Set();
  return new Set(Object.keys(JSON.parse(fs.readFileSync(list, 'utf8')).once).map((file) => path.resolve(TEST_ROOT, '..', file)));
}

/** The test files of the PostgreSQL folders that use the database: the postgres project's files. */
function postgresTestFiles() {
  const covered = coveredOnPostgres();
  return POSTGRES_FOLDERS.flatMap((folder) => testFiles(path.join(TEST_ROOT, folder)))
    .filter((file) => scanTestFile(file).usesDatabase && !sqliteOnly(file) && !covered.has(file))
    .sort();
}

module.exports = { POSTGRES_FOLDERS, RAW_ACCESS, postgresTestFiles, scanTestFile, sqliteOnly, sqliteOnlyReason, testFiles, withoutComments };
