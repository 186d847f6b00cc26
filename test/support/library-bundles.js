/**
 * Libraries that ship as many small CommonJS files, loaded by the test files as one file each
 * (jest.config.js maps the name the code imports to it). jest loads every module afresh in each
 * test file's realm, and each file costs a resolution, a read, a stat, a jest object and a compile
 * of its own: kysely's 262 files took about 70 ms of a test file's CPU (profiled) before any of its
 * code ran. A bundle holds the package's own code, unchanged (the same exports, the same lazy
 * requires); the packages it requires stay modules of their own, so no library is loaded twice.
 * Built once per version of the package and of esbuild into node_modules/.cache, shared by every
 * run that finds it.
 */
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

/**
 * The libraries bundled, as the code imports them (a subpath the code imports is bundled on its
 * own): those of a test file's realm with the most files. Each keeps its global state as before:
 * one copy per realm, or the global object's (OpenTelemetry's API).
 */
const BUNDLED = ['kysely', 'zod', 'libphonenumber-js/max', '@opentelemetry/api', 'nodemailer', 'prom-client', 'pg', 'superagent'];

function versionOf(root, specifier) {
  const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  // Read from the folder: some packages' exports do not name their package.json.
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

function bundle(root, name) {
  const esbuild = require('esbuild');
  const entry = require.resolve(name, { paths: [root] });
  const key = crypto.createHash('sha256').update(JSON.stringify([name, versionOf(root, name), esbuild.version])).digest('hex').slice(0, 16);
  const file = path.join(root, 'node_modules', '.cache', 'jest-library-bundles', `${name.replaceAll('/', '+')}-${key}.js`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written beside and renamed: runs in other checkouts share node_modules and may build it at the same time.
  const partial = `${file}.${process.pid}.partial`;
  esbuild.buildSync({ entryPoints: [entry], bundle: true, platform: 'node', format: 'cjs', target: 'node20', packages: 'external', outfile: partial, logLevel: 'error' });
  fs.renameSync(partial, file);
  return file;
}

/** jest's moduleNameMapper entries: each bundled package's exact name to its bundle. */
function libraryBundles(root) {
  return Object.fromEntries(BUNDLED.map((name) => [`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`, bundle(root, name)]));
}

module.exports = { libraryBundles, BUNDLED };
