// Builds the server and scripts (Node, CommonJS) and the client islands (ESM, code-split,
// content-hashed) into dist/, and writes the manifest the server reads. The build goes into a new
// folder that replaces dist/ only once complete, so a shop running beside it never meets a
// half-written dist/; the previous build's client files stay beside the new ones, so pages the
// running processes already sent keep their scripts until those processes restart.
import { build } from 'esbuild';
import { writeStamp } from './build-stamp.mjs';
import { noTestFiles, serverCodeGuard } from './build-guard.mjs';
import { checkIslands, islandEntryPoints, islandModules, islandNameOf } from './islands.mjs';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
// --client-out=DIR builds only the client into DIR (browser tests use a private copy, so a
// concurrent full build cannot pull the chunks from under a running test).
const clientOutArg = process.argv.find((a) => a.startsWith('--client-out='));
const next = path.join(root, `dist.next-${process.pid}`);
const clientOut = clientOutArg ? path.resolve(clientOutArg.slice('--client-out='.length)) : path.join(next, 'client');
if (!clientOutArg) fs.rmSync(next, { recursive: true, force: true });

const serverEntries = ['server/processes/main.ts', 'server/processes/marketplace-main.ts', ...['seed', 'import', 'db-copy', 'db-backup', 'db-restore', 'db-shell', 'bench/load-large', 'bench/portal-upload', 'bench/feed-import', 'bench/database-time', 'shop', 'staff', 'settlements', 'payouts', 'bank-import', 'ledger-reconcile', 'tax-reports', 'feed', 'db-migrate', 'bench-api', 'bench-search', 'search-reindex', 'bench-replicas', 'bench', 'bench-ab', 'bench-layers', 'lighthouse', 'shots', 'fault-table'].map((n) => `scripts/${n}.ts`).filter((f) => fs.existsSync(path.join(root, f)))];
if (!clientOutArg) await build({
  entryPoints: serverEntries.map((f) => path.join(root, f)),
  outdir: next,
  outbase: root,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  jsx: 'automatic',
  loader: { '.json': 'json' },
  logLevel: 'warning',
  plugins: [noTestFiles(root)],
});

// Client: one entry per island file of views/islands/ (generated, with the registry; scripts/islands.mjs)
// plus the runtime; React is a shared chunk loaded once. A broken island file fails the build here.
const islands = await checkIslands(root, path.join(root, 'views', 'islands'));
const runtimeEntry = path.join(root, 'client', 'runtime.ts');
const clientEntries = { runtime: runtimeEntry, ...islandEntryPoints(islands) };
const manifest = { islands: {} };
const result = await build({
  entryPoints: clientEntries,
  outdir: clientOut,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022'],
  minify: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  metafile: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  plugins: [serverCodeGuard(root), noTestFiles(root), islandModules(root, islands)],
});
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (!output.entryPoint || !file.endsWith('.js')) continue;
  const url = `/assets/${path.basename(file)}`;
  const imports = staticClosureOf(file).map((chunk) => `/assets/${path.basename(chunk)}`);
  const name = islandNameOf(output.entryPoint);
  if (name === null) {
    manifest.runtime = url;
    manifest.runtimeImports = imports;
    manifest.runtimeLater = laterChunksOf(output);
    manifest.early = earlyChunksOf(output);
  } else manifest.islands[name] = { file: url, imports };
}

/**
 * The runtime's first file (client/runtime-first.ts): the search box's early answer with all it
 * needs in one file, built on its own so that nothing of it is split into chunks shared with the
 * islands, then the rest of the runtime (above), imported by its URL. The page's loader imports the
 * first file and asks for it before the rest: on a phone it comes in the first round of the
 * browser's connections and asks for the first suggestion while the rest is on its way.
 */
const first = await build({
  entryPoints: { 'runtime-first': path.join(root, 'client', 'runtime-first.ts') },
  outdir: clientOut,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022'],
  minify: true,
  entryNames: '[name]-[hash]',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"', SPAREO_RUNTIME_REST: JSON.stringify(manifest.runtime) },
  external: ['/assets/*'],
  logLevel: 'warning',
  plugins: [serverCodeGuard(root), noTestFiles(root)],
});
const firstFile = Object.keys(first.metafile.outputs).find((file) => file.endsWith('.js'));
manifest.runtimeImports = [manifest.runtime, ...manifest.runtimeImports];
manifest.runtime = `/assets/${path.basename(firstFile)}`;
manifest.runtimeImports.unshift(manifest.runtime);

/**
 * Every chunk an entry imports statically, however deep: the page names them all at once, so the
 * browser fetches them side by side instead of finding each one in the one before (a waterfall of
 * round trips on a phone).
 */
function staticClosureOf(entry) {
  const outputs = result.metafile.outputs;
  const found = new Set();
  const visit = (file) => {
    for (const i of outputs[file]?.imports ?? []) {
      if (i.kind !== 'import-statement' || found.has(i.path)) continue;
      found.add(i.path);
      visit(i.path);
    }
  };
  visit(entry);
  return [...found];
}

/**
 * The early code's chunks (client/early/: plain DOM answering an island's first use before it
 * wakes), however deep: a few KB the loader asks for with the runtime at the first sign of use.
 * An island's entry is never one, even where it imports a helper of the early code (the search
 * box takes the early answer): named here, the island and React would share the slow line with
 * the early answer at the first touch.
 */
function earlyChunksOf(output) {
  const outputs = result.metafile.outputs;
  const isIsland = (file) => Boolean(outputs[file]?.entryPoint) && islandNameOf(outputs[file].entryPoint) !== null;
  const early = output.imports.filter((i) => i.kind === 'dynamic-import' && !isIsland(i.path) && Object.keys(outputs[i.path]?.inputs ?? {}).some((input) => input.includes('client/early/')));
  return [...new Set(early.flatMap((i) => [i.path, ...staticClosureOf(i.path)]))].map((file) => `/assets/${path.basename(file)}`);
}

/**
 * The chunks the runtime imports on use (not the islands' entries), with what they import: the
 * early code's contract, the cart count's. Fetched into the cache with the islands' chunks.
 */
function laterChunksOf(output) {
  const outputs = result.metafile.outputs;
  const found = new Set();
  const visit = (file) => {
    if (found.has(file) || (outputs[file]?.entryPoint && islandNameOf(outputs[file].entryPoint) !== null)) return;
    found.add(file);
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  for (const i of output.imports) if (i.kind === 'dynamic-import') visit(i.path);
  return [...found].map((file) => `/assets/${path.basename(file)}`);
}
fs.mkdirSync(clientOut, { recursive: true });
fs.writeFileSync(path.join(clientOut, 'manifest.json'), JSON.stringify(manifest, null, 2));

// Precompressed copies: brotli q11 and gzip 9 once at build instead of gzip 6 per request;
// server/web/page-output/precompressed.ts serves them. Client chunks get theirs beside them; the static folder
// is in the source tree, so its copies go to dist/precompressed/static/.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;
function precompress(sourceDir, targetDir) {
  if (!fs.existsSync(sourceDir)) return 0;
  let written = 0;
  for (const entry of fs.readdirSync(sourceDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const target = path.join(targetDir, path.relative(sourceDir, file));
    const body = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const gz = zlib.gzipSync(body, { level: 9 });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Only where it saves bytes: the server falls back to the plain file otherwise.
    if (br.length < body.length) fs.writeFileSync(`${target}.br`, br), written++;
    if (gz.length < body.length) fs.writeFileSync(`${target}.gz`, gz), written++;
  }
  return written;
}
const precompressed = precompress(clientOut, clientOut) + (clientOutArg ? 0 : precompress(path.join(root, 'static'), path.join(next, 'precompressed', 'static')));
console.log(`built ${clientOutArg ? 'client only' : `server (${serverEntries.length} entries) and client`} (${Object.keys(clientEntries).length} client entries, ${precompressed} precompressed files)`);
if (!clientOutArg) replaceDist();

/** The previous build's client files a running process may still name, kept for a day. */
function keepPreviousClientFiles() {
  const previous = path.join(dist, 'client');
  if (!fs.existsSync(previous)) return;
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of fs.readdirSync(previous)) {
    if (name === 'manifest.json' || fs.existsSync(path.join(clientOut, name))) continue;
    const file = path.join(previous, name);
    const stat = fs.statSync(file);
    if (!stat.isFile() || stat.mtimeMs <= dayAgo) continue;
    fs.copyFileSync(file, path.join(clientOut, name), fs.constants.COPYFILE_FICLONE);
    // The copy keeps its age, so a file no build names any more leaves after a day.
    fs.utimesSync(path.join(clientOut, name), stat.atime, stat.mtime);
  }
}

function replaceDist() {
  keepPreviousClientFiles();
  writeStamp(root, next);
  const old = path.join(root, `dist.old-${process.pid}`);
  if (fs.existsSync(dist)) fs.renameSync(dist, old);
  fs.renameSync(next, dist);
  fs.rmSync(old, { recursive: true, force: true });
}
