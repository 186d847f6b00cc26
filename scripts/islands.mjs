// Islands are found, not listed: every top-level *.tsx file of views/islands/ is one island. Its
// default export is the view, its `hydration` says when it wakes and carries its name, which must
// be the file's name (the server writes it into the marker the runtime looks up). The build turns
// the files into one chunk entry each and the registry (virtual modules, nothing written to disk);
// a file that breaks the rule fails the build instead of leaving an island that never wakes.
//   node scripts/islands.mjs [folder]   checks the island files of a folder (used by the tests)
import { build } from 'esbuild';
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';

const ENTRY = 'spareo-island:';
export const REGISTRY_MODULE = 'spareo:island-registry';

// An island's unit test may sit beside it (SearchBox.test.tsx): it is no island.
export function crawlIslands(folder) {
  return fs.readdirSync(folder).filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx')).sort().map((file) => ({ name: file.slice(0, -'.tsx'.length), file: path.join(folder, file) }));
}

/** Loads each island file on Node (bundled, packages external) and checks its exports. */
export async function checkIslands(root, folder) {
  const islands = crawlIslands(folder);
  const problems = [];
  if (!islands.length) problems.push(`${path.relative(root, folder)}: no island files`);
  const result = islands.length
    ? await build({
        entryPoints: islands.map((i) => i.file), outdir: path.join(root, '.island-check'), bundle: true, write: false,
        platform: 'node', format: 'cjs', packages: 'external', jsx: 'automatic', loader: { '.json': 'json' }, logLevel: 'silent',
      })
    : { outputFiles: [] };
  for (const island of islands) {
    const relative = path.relative(root, island.file);
    const output = result.outputFiles.find((o) => path.basename(o.path) === `${island.name}.js`);
    const loaded = new Module(island.file);
    loaded.filename = island.file;
    loaded.paths = Module._nodeModulePaths(path.dirname(island.file));
    try {
      loaded._compile(output.text, island.file);
    } catch (error) {
      problems.push(`${relative}: fails to load (${error.message})`);
      continue;
    }
    const { default: view, hydration, propsFromMarkup } = loaded.exports;
    if (typeof view !== 'function') problems.push(`${relative}: no default export (the island's view component)`);
    if (!hydration || typeof hydration !== 'object') problems.push(`${relative}: no \`hydration\` export (name, when)`);
    else if (hydration.name !== island.name) problems.push(`${relative}: hydration.name is ${JSON.stringify(hydration.name)}, must be the file's name "${island.name}"`);
    island.propsFromMarkup = typeof propsFromMarkup === 'function';
  }
  if (problems.length) throw new Error(`island files break the rule (default export: the view; export const hydration = { name: '<file name>', when }):\n  ${problems.join('\n  ')}`);
  return islands;
}

/** The chunk entries (one per island) and the registry the runtime imports, generated from the files. */
export function islandModules(root, islands) {
  const clientDir = path.join(root, 'client');
  const importPath = (file) => `./${path.relative(clientDir, file).split(path.sep).join('/')}`;
  return {
    name: 'island-modules',
    setup(b) {
      b.onResolve({ filter: /^spareo-island:/ }, (args) => ({ path: args.path.slice(ENTRY.length), namespace: 'spareo-island' }));
      b.onResolve({ filter: /^spareo:island-registry$/ }, () => ({ path: 'registry', namespace: 'spareo-island-registry' }));
      b.onLoad({ filter: /.*/, namespace: 'spareo-island' }, (args) => {
        const island = islands.find((i) => i.name === args.path);
        if (!island) return { errors: [{ text: `no island file views/islands/${args.path}.tsx` }] };
        const contents = island.propsFromMarkup
          ? `import View, { propsFromMarkup } from '${importPath(island.file)}';\nimport { mountWith } from './mount';\nexport const mount = mountWith(View, propsFromMarkup);\n`
          : `import View from '${importPath(island.file)}';\nimport { mountWith } from './mount';\nexport const mount = mountWith(View);\n`;
        return { contents, loader: 'tsx', resolveDir: clientDir };
      });
      b.onLoad({ filter: /.*/, namespace: 'spareo-island-registry' }, () => ({
        contents: `export const REGISTRY = {\n${islands.map((i) => `  ${i.name}: () => import('${ENTRY}${i.name}'),`).join('\n')}\n};\n`,
        loader: 'ts',
        resolveDir: clientDir,
      }));
    },
  };
}

export const islandEntryPoints = (islands) => Object.fromEntries(islands.map((i) => [i.name, `${ENTRY}${i.name}`]));
export const islandNameOf = (entryPoint) => (entryPoint.startsWith(ENTRY) ? entryPoint.slice(ENTRY.length) : null);

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  try {
    const islands = await checkIslands(root, path.resolve(process.argv[2] ?? path.join(root, 'views', 'islands')));
    console.log(`${islands.length} islands: ${islands.map((i) => i.name).join(', ')}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
