/**
 * Writes long-files.json, the files of a whole run that took 15 s or more, for the sequencer
 * (longest-first.js), from the run's times (file-times-reporter.js). Run it after a whole `npm test`
 * when long files were added or made shorter.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const from = process.argv[2] ?? path.join(root, 'node_modules/.cache/test-file-times.json');
const run = JSON.parse(fs.readFileSync(from, 'utf8'));
const files = Object.fromEntries(run.files
  .filter((file) => file.seconds >= 15 && file.failed === 0)
  .sort((a, b) => b.seconds - a.seconds)
  .map((file) => [`${file.project || 'sqlite'} ${file.file}`, Math.round(file.seconds)]));
const out = path.join(import.meta.dirname, 'long-files.json');
fs.writeFileSync(out, `${JSON.stringify({ run: run.at, wallSeconds: run.wallSeconds, files }, null, 1)}\n`);
console.log(`${Object.keys(files).length} files of 15 s or more written to ${path.relative(root, out)}`);
