// Refuses to go on when dist/ is missing or older than the sources, naming the command that
// builds. Run before `npm start`, `npm run start:marketplace`, the backup and the other CLIs,
// which never build themselves: a build beside a live shop is `npm run build`, atomic.
import path from 'node:path';
import { buildProblem } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const problem = buildProblem(root);
if (problem === 'missing') {
  console.error('No build in dist/. Run `npm run build` first (once per release), then start again.');
  process.exit(1);
}
if (problem === 'stale') {
  console.error('The build in dist/ is older than the sources. Run `npm run build` (atomic: a running shop keeps serving), then start again.');
  process.exit(1);
}
