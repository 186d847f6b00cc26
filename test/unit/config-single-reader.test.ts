/**
 * Configuration is read in one place: server/config.ts is the only source that reads the process
 * environment. A quoted name (the build's define of NODE_ENV for React) names it without reading it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/paths';

const FOLDERS = ['server', 'scripts', 'client', 'views', 'contract', 'locales'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const THE_READER = path.join('server', 'config.ts');

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Lines that read the environment: `process.env` or `process['env']`, unless inside quotes as a name. */
export function environmentReads(text: string): string[] {
  return text.split('\n').filter((line) => /(?<!['"`])\bprocess\s*(\.\s*env\b|\[\s*['"`]env['"`]\s*\])/.test(line));
}

test('the check itself finds a read and lets a quoted name pass', () => {
  expect(environmentReads('const port = process.env.PORT;')).toHaveLength(1);
  expect(environmentReads("const { PORT } = process['env'];")).toHaveLength(1);
  expect(environmentReads("define: { 'process.env.NODE_ENV': '\"production\"' },")).toHaveLength(0);
});

test('nothing outside server/config.ts reads the process environment', () => {
  const offenders = FOLDERS.flatMap((folder) => sources(path.join(projectRoot, folder)))
    .filter((file) => path.relative(projectRoot, file) !== THE_READER)
    .flatMap((file) => environmentReads(fs.readFileSync(file, 'utf8')).map((line) => `${path.relative(projectRoot, file)}: ${line.trim()}`));
  expect(offenders).toEqual([]);
});

test('server/config.ts does read it (the check looks at the right files)', () => {
  expect(environmentReads(fs.readFileSync(path.join(projectRoot, THE_READER), 'utf8')).length).toBeGreaterThan(0);
});
