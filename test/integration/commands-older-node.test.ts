/**
 * Every process and command built into dist/, started by hand with the distribution's Node 20
 * (/usr/bin/node on Debian), is refused in one line naming the npm script that runs it with the
 * project's Node, never with a stack trace from a module it cannot load (node:sqlite).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { distDir } from '../../server/shared/paths';

const SYSTEM_NODE = '/usr/bin/node';
const systemMajor = fs.existsSync(SYSTEM_NODE) ? Number(spawnSync(SYSTEM_NODE, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).stdout.trim()) : NaN;
const built = fs.existsSync(path.join(distDir, 'scripts'));
const scripts = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const entries = [...new Set(Object.values(scripts).flatMap((line) => [...line.matchAll(/\bdist\/((?:server|scripts)\/[\w/-]+\.js)\b/g)].map((m) => m[1]!)))];

(built && systemMajor < 24 ? describe : describe.skip)(`the built commands on the system's Node ${systemMajor}`, () => {
  test.each(entries)('%s is refused in one line naming its npm script', (entry) => {
    const run = spawnSync(SYSTEM_NODE, [path.join(distDir, entry), '--help'], { encoding: 'utf8', timeout: 30_000 });
    const lines = run.stderr.trim().split('\n');
    expect({ entry, status: run.status, lines: lines.length, stdout: run.stdout }).toEqual({ entry, status: 1, lines: 1, stdout: '' });
    expect(lines[0]).toMatch(/Node 24 or later, not v\d+/);
    const named = Object.entries(scripts).find(([, line]) => line.split(/\s+/).includes(`dist/${entry}`))![0];
    expect(lines[0]).toContain(named === 'start' ? '`npm start`' : `\`npm run ${named}`);
  });
});
