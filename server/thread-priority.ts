/**
 * The event loop before libuv's thread pool. Pages render on the main thread and are
 * compressed on the pool's threads. On a machine with few cores those threads preempted the event
 * loop: under many connections it sat runnable but waiting (/proc/<tid>/schedstat), and that loop
 * is what limits per-visitor pages. At a lower priority (a higher nice value) the pool's work runs
 * in the loop's gaps instead, so per-visitor pages are served faster and cached pages the same.
 *
 * Linux only: setpriority(PRIO_PROCESS, tid) changes one thread. Elsewhere, or when the threads
 * cannot be found, nothing changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';

/** What `npm start` uses (POOL_NICENESS); the benchmark's static ceiling runs with it too. */
export const DEFAULT_POOL_NICENESS = 10;

const TASKS = '/proc/self/task';

/** Thread ids of libuv's pool (libuv names its threads "libuv-worker"). */
function poolThreadIds(): number[] {
  if (!fs.existsSync(TASKS)) return [];
  return fs.readdirSync(TASKS).filter((tid) => {
    try {
      return fs.readFileSync(`${TASKS}/${tid}/comm`, 'utf8').trim() === 'libuv-worker';
    } catch {
      return false; // the thread ended meanwhile
    }
  }).map(Number);
}

/**
 * Starts the pool (libuv creates all its threads with the first job) and gives its threads the
 * niceness; resolves to the number of threads changed. 0 leaves them as they are.
 */
export async function lowerThreadPoolPriority(niceness: number): Promise<number> {
  if (niceness === 0 || process.platform !== 'linux') return 0;
  await new Promise<void>((resolve) => zlib.deflate(Buffer.alloc(0), () => resolve()));
  let changed = 0;
  for (const tid of poolThreadIds()) {
    try {
      os.setPriority(tid, niceness);
      changed++;
    } catch {
      // the thread ended meanwhile; a priority is a preference, never a reason not to serve
    }
  }
  return changed;
}
