// The client build's guard: a browser entry whose imports reach server/ or the server-side
// renderers of views (views/render/) fails the build, naming the importer. Server code in the
// browser is a build error, not a review comment.
//   node scripts/build-guard.mjs <entry>   bundles one entry with the guard (used by the tests)
import { build } from 'esbuild';
import path from 'node:path';

export function serverCodeGuard(root) {
  const serverOnly = [path.join(root, 'server') + path.sep, path.join(root, 'views', 'render') + path.sep];
  return {
    name: 'server-code-guard',
    setup(b) {
      b.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        const target = path.resolve(args.resolveDir, args.path);
        if (!serverOnly.some((dir) => target.startsWith(dir))) return undefined;
        return { errors: [{ text: `browser code must not import server code: ${path.relative(root, args.importer)} imports ${args.path}` }] };
      });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const entry = path.resolve(process.argv[2] ?? '');
  try {
    await build({ entryPoints: [entry], bundle: true, write: false, platform: 'browser', format: 'esm', jsx: 'automatic', logLevel: 'silent', plugins: [serverCodeGuard(root)] });
    console.log(`${path.relative(root, entry)}: reaches no server code`);
  } catch (error) {
    for (const message of error.errors ?? [error]) console.error(message.text ?? String(message));
    process.exit(1);
  }
}

/**
 * Unit tests sit beside the modules they test (values.ts, values.test.ts): a bundle that reaches one
 * fails the build, naming the importer, so neither the server's dist/ nor a browser chunk carries a test.
 */
export function noTestFiles(root) {
  return {
    name: 'no-test-files',
    setup(b) {
      b.onResolve({ filter: /\.test(\.tsx?)?$/ }, (args) => ({ errors: [{ text: `a build never includes a test: ${path.relative(root, args.importer)} imports ${args.path}` }] }));
    },
  };
}
