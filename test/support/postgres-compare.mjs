/**
 * Whether PostgreSQL still runs every statement it ran before files were marked `@backends sqlite`.
 *
 *   SPAREO_PG_STATEMENTS=/tmp/before npx jest --selectProjects postgres   (before marking)
 *   node test/support/postgres-compare.mjs /tmp/before                    (the marks, checked)
 *   SPAREO_PG_STATEMENTS=/tmp/after npx jest --selectProjects postgres    (after)
 *   node test/support/postgres-compare.mjs /tmp/before /tmp/after         (the runs, compared)
 *
 * With one folder: each file the earlier run recorded that the postgres project now leaves out, with
 * the statements of it no file still in the project ran there. With two: the distinct statements of
 * each run and those the later one no longer ran. Both count in two shapes (statement-shapes.mjs):
 * PostgreSQL's text with placeholders folded, and that with plain column lists folded too. Exits 1
 * when a statement is lost. With --product first, only the earlier run's product statements must
 * still run (the test's own look at its fixture or result need not: postgres-statements.ts); they
 * may still run as anyone's statement.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { normalise, placeholdersOnly, productStatementsByFile, statementsByFile } from './statement-shapes.mjs';

const args = process.argv.slice(2);
const productOnly = args[0] === '--product';
const [beforeDir, afterDir] = productOnly ? args.slice(1) : args;
if (!beforeDir) {
  process.stderr.write('usage: node test/support/postgres-compare.mjs [--product] BEFORE_DIR [AFTER_DIR]\n');
  process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const { postgresTestFiles } = createRequire(import.meta.url)('./backend-scan.js');
const SHAPES = { placeholders: placeholdersOnly, columns: normalise };

const union = (byFile, files) => new Set([...files].flatMap((file) => [...(byFile.get(file) ?? [])]));
let lost = 0;
for (const [name, shape] of Object.entries(SHAPES)) {
  const before = statementsByFile(beforeDir, shape);
  const needed = productOnly ? productStatementsByFile(beforeDir, shape) : before;
  const all = union(needed, needed.keys());
  if (afterDir) {
    const after = statementsByFile(afterDir, shape);
    const still = union(after, after.keys());
    const gone = [...all].filter((statement) => !still.has(statement));
    process.stdout.write(`${name}: before ${all.size}${productOnly ? ' product' : ''} statements from ${before.size} files, after ${still.size} from ${after.size}; lost ${gone.length}\n`);
    for (const statement of gone) process.stdout.write(`  lost: ${statement}\n`);
    lost += gone.length;
    continue;
  }
  const inProject = new Set(postgresTestFiles().map((file) => path.relative(root, file)));
  const left = [...before.keys()].filter((file) => !inProject.has(file)).sort();
  const kept = union(before, [...before.keys()].filter((file) => inProject.has(file)));
  const gone = new Set();
  for (const file of left) {
    const alone = [...needed.get(file)].filter((statement) => !kept.has(statement));
    for (const statement of alone) gone.add(statement);
    if (alone.length > 0) process.stdout.write(`${name}: ${file} alone ran ${alone.length}:\n${alone.map((statement) => `  ${statement}\n`).join('')}`);
  }
  process.stdout.write(`${name}: ${all.size}${productOnly ? ' product' : ''} statements; ${left.length} recorded files left out; the kept files run ${kept.size}; lost ${gone.size}\n`);
  lost += gone.size;
}
process.exitCode = lost > 0 ? 1 : 0;
