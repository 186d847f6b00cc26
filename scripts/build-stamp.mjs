// What a build was made from: a hash of the sources the build reads. The build writes it into
// dist/; the start commands and the other CLIs compare it with the sources before they run, so a
// missing or stale build is refused with the command that makes it, and no run command builds
// under a live shop (scripts/built.mjs).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SOURCE_FOLDERS = ['server', 'client', 'views', 'contract', 'locales', 'scripts'];
const SOURCE_FILES = ['package.json', 'package-lock.json'];
const TEST_FILE = /\.test\.(t|j)sx?$/;

export const STAMP_FILE = 'build-stamp.json';

function* sourceFiles(root) {
  for (const file of SOURCE_FILES) if (fs.existsSync(path.join(root, file))) yield file;
  for (const folder of SOURCE_FOLDERS) {
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) continue;
    const entries = fs.readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
    yield* entries;
  }
}

/** One hash over the sources' names and contents: the same tree gives the same hash. */
export function sourceHash(root) {
  const hash = crypto.createHash('sha256');
  for (const file of sourceFiles(root)) {
    hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Whether the sources are here to compare with: a checkout has them; the image copies only
 * dist/ and the data folders (no client/), and its build is the one it was made with.
 */
export function hasSources(root) {
  return fs.existsSync(path.join(root, 'client', 'runtime.ts'));
}

export function writeStamp(root, distDir) {
  fs.writeFileSync(path.join(distDir, STAMP_FILE), JSON.stringify({ sources: sourceHash(root), builtAt: new Date().toISOString() }) + '\n');
}

/** Why the build in root/dist cannot be run, or undefined when it can. */
export function buildProblem(root) {
  const stampFile = path.join(root, 'dist', STAMP_FILE);
  if (!fs.existsSync(stampFile)) return 'missing';
  if (!hasSources(root)) return undefined;
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  return stamp.sources === sourceHash(root) ? undefined : 'stale';
}
