/**
 * The production server (dist, as `npm start` runs it) gives libuv's pool threads, where responses
 * are compressed, a lower priority than the event loop (server/thread-priority.ts), and
 * POOL_NICENESS=0 leaves them alone. Read the way `ps -L -o nice` reads it: /proc/<pid>/task/<tid>/stat.
 * @backends sqlite: the niceness of the server's threads is set the same whatever the backend.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { RunningProcess } from '../../scripts/bench/server';
import { startProductionServer } from '../support/production-server';
import { createSeededDatabase } from '../support/seeded-db';

jest.setTimeout(60_000);

/** Thread name -> the niceness of each such thread. */
function nicenessByThread(pid: number): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // Fields after the name: state is field 3, nice field 19.
    const nice = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    out.set(name, [...(out.get(name) ?? []), nice]);
  }
  return out;
}

/** The niceness the server starts with: this process's own (e.g. 0, or more when CI runs under nice). */
const base = os.getPriority();
const linux = process.platform === 'linux' && base <= 10 ? describe : describe.skip;

linux('thread priority of the production server', () => {
  let server: RunningProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  test('the pool threads run at niceness 10, the event loop as started, and pages are still served', async () => {
    server = await startProductionServer(createSeededDatabase());
    const threads = nicenessByThread(server.pid);
    expect(threads.get('libuv-worker')).toEqual([10, 10, 10, 10]);
    expect(threads.get('MainThread') ?? threads.get('node')).toEqual([base]);
    const page = await fetch(`${server.base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('</html>');
  });

  test('POOL_NICENESS=0 leaves every thread as started', async () => {
    server = await startProductionServer(createSeededDatabase(), { POOL_NICENESS: '0' });
    const threads = nicenessByThread(server.pid);
    expect([...threads.values()].flat().every((nice) => nice === base)).toBe(true);
  });
});
