/**
 * deploy/systemd: the setup job, the marketplace service and the web tier as systemd units beside
 * compose, so a process alone on a machine (WEB_WORKERS=1) is started again when it dies. Checked
 * by systemd's own parser where it is installed, and read here: each long-running unit restarts
 * always, reads the shared environment file, and runs the same entry and Node flags as its npm script.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/shared/paths';
import { tempDir } from '../support/temp-dir';

const unitsDir = path.join(projectRoot, 'deploy', 'systemd');
const scripts = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** [Section] key=value lines; a key may repeat. */
function parseUnit(file: string): Record<string, [string, string][]> {
  const sections: Record<string, [string, string][]> = {};
  let current = '';
  for (const line of fs.readFileSync(path.join(unitsDir, file), 'utf8').split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const section = /^\[(\w+)\]$/.exec(trimmed);
    if (section) {
      current = section[1]!;
      sections[current] = [];
      continue;
    }
    const eq = trimmed.indexOf('=');
    if (eq < 1 || !current) throw new Error(`${file}: cannot read "${trimmed}"`);
    sections[current]!.push([trimmed.slice(0, eq), trimmed.slice(eq + 1)]);
  }
  return sections;
}
const values = (unit: Record<string, [string, string][]>, section: string, key: string) => (unit[section] ?? []).filter(([k]) => k === key).map(([, v]) => v);

/** `node <flags> dist/...js` of an npm script, as the unit must run it. */
const commandOf = (script: string) => /node ((?:--[\w-]+(?:=\S+)? )*dist\/server\/(?:[\w-]+\/)?[\w-]+\.js)/.exec(scripts[script]!)![1]!;

const units = [
  { file: 'spareo-setup.service', script: 'start:marketplace', args: ' setup', restarts: false },
  { file: 'spareo-marketplace@.service', script: 'start:marketplace', args: '', restarts: true },
  { file: 'spareo-web@.service', script: 'start', args: '', restarts: true },
];

test.each(units)('$file runs its npm script\'s entry with the same flags and the shared environment file', ({ file, script, args, restarts }) => {
  const unit = parseUnit(file);
  expect(values(unit, 'Service', 'ExecStart')).toEqual([`/opt/spareo/node_modules/.bin/node ${commandOf(script)}${args}`]);
  expect(values(unit, 'Service', 'EnvironmentFile')[0]).toBe('/etc/spareo/spareo.env');
  expect(values(unit, 'Service', 'Environment').join(' ')).toContain('MALLOC_ARENA_MAX=1 MALLOC_MMAP_THRESHOLD_=8192');
  expect(values(unit, 'Service', 'User')).toEqual(['spareo']);
  expect(values(unit, 'Service', 'StateDirectory')).toEqual(['spareo']);
  if (restarts) {
    expect(values(unit, 'Service', 'Restart')).toEqual(['always']);
    // Longer than the drain and the shutdown bound, so a stop is graceful.
    expect(Number(values(unit, 'Service', 'TimeoutStopSec')[0])).toBeGreaterThan(3 + 10);
  } else {
    expect(values(unit, 'Service', 'Type')).toEqual(['oneshot']);
  }
});

test('the marketplace starts only after the setup job succeeded', () => {
  const unit = parseUnit('spareo-marketplace@.service');
  expect(values(unit, 'Unit', 'Requires')).toEqual(['spareo-setup.service']);
  expect(values(unit, 'Unit', 'After')[0]).toContain('spareo-setup.service');
});

const systemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;
(systemdAnalyze ? test : test.skip)('systemd-analyze verify accepts every unit', () => {
  // Verified where the code is (the ExecStart must exist), under instance names for the templates.
  const dir = tempDir('spareo-units-');
  const names: string[] = [];
  for (const file of fs.readdirSync(unitsDir).filter((f) => f.endsWith('.service'))) {
    const name = file.replace('@.service', file.includes('web') ? '@3000.service' : '@4000.service');
    fs.writeFileSync(path.join(dir, name), fs.readFileSync(path.join(unitsDir, file), 'utf8').replaceAll('/opt/spareo', projectRoot));
    names.push(path.join(dir, name));
  }
  const result = spawnSync('systemd-analyze', ['verify', '--man=no', ...names], { encoding: 'utf8' });
  expect({ status: result.status, complaints: result.stderr.trim() }).toEqual({ status: 0, complaints: '' });
});

/** The variables an example environment file sets (commented lines set nothing). */
const exampleKeys = (envFile: string): string[] => {
  const example = path.join(unitsDir, `${path.basename(envFile)}.example`);
  if (!fs.existsSync(example)) return [];
  return fs.readFileSync(example, 'utf8').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#')).map((line) => line.slice(0, line.indexOf('=')));
};
/** What a unit is given by the example files of its EnvironmentFile= lines. */
const givenTo = (file: string) => values(parseUnit(file), 'Service', 'EnvironmentFile').flatMap((envFile) => exampleKeys(envFile.replace(/^-/, '')));

test('the database reaches the setup job and the marketplace only; the web units are given none', () => {
  for (const file of ['spareo-setup.service', 'spareo-marketplace@.service']) {
    expect(givenTo(file)).toEqual(expect.arrayContaining(['CHECK_SECRET', 'DATABASE_URL', 'DATABASE_PATH']));
  }
  const web = givenTo('spareo-web@.service');
  expect(web).toEqual(expect.arrayContaining(['CHECK_SECRET', 'MARKETPLACE_URL']));
  expect(web.filter((key) => key.startsWith('DATABASE_'))).toEqual([]);
});

test('the marketplace units listen on loopback unless an address is chosen: neither HOST nor MARKETPLACE_HOST is given them', () => {
  const given = [...givenTo('spareo-marketplace@.service'), ...values(parseUnit('spareo-marketplace@.service'), 'Service', 'Environment').join(' ').split(' ').map((pair) => pair.split('=')[0]!)];
  expect(given).not.toContain('HOST');
  expect(given).not.toContain('MARKETPLACE_HOST');
});

test.each(units)('$file checks the release\'s build before it starts and never builds', ({ file }) => {
  const unit = parseUnit(file);
  expect(values(unit, 'Service', 'ExecStartPre')).toEqual(['/opt/spareo/node_modules/.bin/node scripts/built.mjs']);
  expect(JSON.stringify(unit)).not.toContain('npm run build');
});

/** The env file's settings, KEY=value lines (comments left out). */
const envOf = (file: string) => Object.fromEntries(fs.readFileSync(path.join(unitsDir, file), 'utf8').split('\n').filter((line) => /^[A-Z_]+=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));

test('the shipped env examples name every unit the operations guide enables, and what several processes need', () => {
  const guide = fs.readFileSync(path.join(projectRoot, 'docs', 'operations.md'), 'utf8');
  const enabled = /systemctl enable --now ([^\n]+)/.exec(guide)![1]!.split(/\s+/);
  const marketplacePorts = enabled.flatMap((unit) => /^spareo-marketplace@(\d+)$/.exec(unit)?.[1] ?? []);
  expect(marketplacePorts.length).toBeGreaterThanOrEqual(2);
  expect(envOf('web.env.example').MARKETPLACE_URL!.split(',')).toEqual(marketplacePorts.map((port) => `http://127.0.0.1:${port}`));
  expect(envOf('spareo.env.example').PUBLIC_ORIGIN).toMatch(/^https:\/\//);
  // The guide assumes no sudo (Debian installs none): its shell lines are run as root.
  expect(guide).not.toMatch(/^sudo /m);
});
