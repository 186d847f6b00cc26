/**
 * The fault table tool (scripts/fault-table.ts) as an operator runs it, shortened: the topology
 * on loopback, a shopper's load through deploy/nginx.conf, two faults, the Markdown table with a
 * row per fault and the JSON beside it; and whether it ends on its own or by Ctrl-C, nothing it
 * started is left: no process, no cluster, no mount, no file in its temporary folder.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { distDir } from '../../server/shared/paths';
import { postgresInstalled } from '../support/postgres-cluster';
import { tempDir } from '../support/temp-dir';

// The tool starts a cluster, nginx and the web processes and runs its phases: on a two-core machine
// in a whole run's first minutes (the type check, lint and the image's npm install beside it) that
// took more than two minutes.
jest.setTimeout(300_000);

const TOOL = path.join(distDir, 'scripts', 'fault-table.js');
const runnable = postgresInstalled() && fs.existsSync('/usr/sbin/nginx');

/**
 * Processes still running that the tool started: its children inherit TMPDIR, and nginx (which
 * clears its environment) and PostgreSQL name their folder under it on their command line.
 */
function processesOf(dir: string): string[] {
  const marker = `TMPDIR=${dir}`;
  return fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid).flatMap((pid) => {
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!command.includes(dir) && !fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(marker)) return [];
      if (/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))) return [];
      return [command.slice(0, 160)];
    } catch {
      return [];
    }
  });
}

function leftovers(dir: string): { files: string[]; mounts: string[]; processes: string[] } {
  return {
    files: fs.readdirSync(dir).filter((name) => name !== 'out'),
    mounts: fs.readFileSync('/proc/mounts', 'utf8').split('\n').filter((line) => line.includes(dir)),
    processes: processesOf(dir),
  };
}

/** A folder the tool's temporary files go to (TMPDIR), which PostgreSQL's own user may enter. */
function toolTemp(): string {
  const dir = tempDir('spareo-fault-table-');
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, 'out'));
  return dir;
}

function runTool(dir: string, args: string[], onStderr?: (text: string, child: ReturnType<typeof spawn>) => void) {
  const child = spawn(process.execPath, [TOOL, ...args], { env: { ...process.env, TMPDIR: dir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    onStderr?.(stderr, child);
  });
  // 'close', not 'exit': the pipes are read to their end by then.
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

(runnable ? describe : describe.skip)('npm run faults', () => {
  beforeAll(() => {
    if (!fs.existsSync(TOOL)) throw new Error(`${TOOL} is missing: npm run build`);
  });

  test('a short run prints a row per fault and writes the JSON, and leaves nothing behind', async () => {
    const dir = toolTemp();
    const out = path.join(dir, 'out', 'faults.json');
    const { code, stdout, stderr } = await runTool(dir, [
      '--faults', 'postgres-restart,web-replica-kill-9', '--articles', '60', '--warmup-seconds', '2', '--baseline-seconds', '2', '--quiet-seconds', '3', '--out', out,
      // Orders take most of the same ten requests a second: a loaded machine still gets some posted in a short run.
      '--order-every-ms', '400',
    ]);
    expect({ code, stderr: code === 0 ? '' : stderr.slice(-3000) }).toEqual({ code: 0, stderr: '' });
    // The fault table is the first table printed; the logs' table follows under its own heading.
    const table = stdout.slice(0, stdout.indexOf('\nThe logs (')).split('\n').filter((line) => line.startsWith('| '));
    const logTable = stdout.slice(stdout.indexOf('\nThe logs (')).split('\n').filter((line) => line.startsWith('| '));
    // Every log of the run is read to its end as JSON lines (jq's own reading is in the table).
    expect(logTable.slice(1).map((line) => line.split(' | ')[0])).toEqual(expect.arrayContaining(['| marketplace-1.log', '| marketplace-2.log', '| web-1.log', '| nginx-access.log']));
    expect(table[0]).toContain('| fault | fault lasted s | requests | errors (by status) | failed POSTs | errors after cause removed | s to recovery |');
    expect(table.slice(1).map((line) => line.split(' | ')[0])).toEqual(['| baseline (no fault)', '| postgres-restart', '| web-replica-kill-9']);
    const written = JSON.parse(fs.readFileSync(out, 'utf8')) as { rows: { fault: string; requests: number; orders: { posted: number; acknowledged: number; acknowledgedFound: number } }[] };
    expect(written.rows.map((row) => row.fault)).toEqual(['baseline (no fault)', 'postgres-restart', 'web-replica-kill-9']);
    // The phases were measured with requests. A request counts where its answer came, and in a whole
    // run's first minutes (the type check, lint and the image's npm install beside it) a two-second
    // phase has come and gone with no answer in it: the run as a whole is asked for answers.
    expect(written.rows.reduce((total, row) => total + row.requests, 0)).toBeGreaterThan(0);
    // Checkout forms were posted and each confirmed one was looked for (how many succeed depends on the machine's load).
    const sum = (of: (orders: { posted: number; acknowledged: number; acknowledgedFound: number }) => number) => written.rows.reduce((total, row) => total + of(row.orders), 0);
    expect(sum((o) => o.posted)).toBeGreaterThan(0);
    expect(sum((o) => o.acknowledgedFound)).toBe(sum((o) => o.acknowledged));
    expect(leftovers(dir)).toEqual({ files: [], mounts: [], processes: [] });
  });

  test('Ctrl-C while the load runs stops and removes everything it started', async () => {
    const dir = toolTemp();
    let interrupted = false;
    const { code, stderr } = await runTool(dir, ['--articles', '60', '--warmup-seconds', '2'], (text, child) => {
      if (interrupted || !text.includes('load at')) return;
      interrupted = true;
      setTimeout(() => child.kill('SIGINT'), 1000);
    });
    expect({ interrupted, code }).toEqual({ interrupted: true, code: 130 });
    expect(stderr).toContain('SIGINT: stopping what the fault table started');
    expect(leftovers(dir)).toEqual({ files: [], mounts: [], processes: [] });
  });
});
