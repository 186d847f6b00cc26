/**
 * The memory settings every shop process runs with, however it was started (docs/decisions/0028):
 * a 4 MB young generation, the old generation growing to 1.3x its live size (0232, 0250), V8's memory saver
 * mode (0247: collections that give back the old generation's emptied pages and keep its room near
 * what is live, where a busy process otherwise holds its highest heap for good), one glibc malloc arena
 * whose blocks of 8 KB and more are mapped on their own (decision 0232: a freed page's Buffers go
 * back to the system at once instead of staying in malloc's free lists, where they held 50-70 MB).
 * V8 reads its heap flags and glibc its MALLOC_ settings only when a process starts, so a process
 * started without them (`node dist/server/processes/main.js`) serves through workers it forks with them.
 * The Buffer pool's size is set by each process itself as it starts (shrinkBufferPool).
 */
import type { Config } from '../config/config';

export const MEMORY_NODE_ARGS = ['--max-semi-space-size=4', '--heap-growing-percent=30', '--memory-saver-mode'];
export const MEMORY_ENV = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '8192' };

type MallocSettings = Pick<Config, keyof typeof MEMORY_ENV>;

/** The malloc settings of MEMORY_ENV this process's configuration lacks (one it sets itself wins). */
export function memoryEnvLacking(config: MallocSettings): Record<string, string> {
  return Object.fromEntries(Object.entries(MEMORY_ENV).filter(([name]) => config[name as keyof MallocSettings] === undefined));
}

/**
 * Node carves Buffers under half the pool's size out of shared slabs, and a slab's memory is freed
 * only when every Buffer cut from it is: Node 24 raised the pool from 8 KB to 64 KB, so each kept
 * Buffer (a stored page's gzip copy, an encoded piece) can hold 64 KB, and the many short-lived
 * pieces of every rendered page wait in 64 KB slabs for the next full collection. The 8 KB pool
 * keeps a web process's resident set about 20 MB lower over a crawl of distinct pages (decision 0202).
 */
export const BUFFER_POOL_BYTES = 8 * 1024;

/** Sets the Buffer pool's size for the slabs cut from now on (call first thing in a process's entry). */
export function shrinkBufferPool(): void {
  Buffer.poolSize = BUFFER_POOL_BYTES;
}

const flagName = (arg: string) => arg.split('=')[0]!;

/** This process's node arguments plus each default it lacks (an explicit value wins). */
export function nodeArgsWithDefaults(execArgv: readonly string[]): string[] {
  const given = new Set(execArgv.map(flagName));
  return [...execArgv, ...MEMORY_NODE_ARGS.filter((arg) => !given.has(flagName(arg)))];
}

/** Whether this process was started with the memory defaults (as `npm start` and the image start it). */
export function runsWithMemoryDefaults(execArgv: readonly string[], config: MallocSettings): boolean {
  const given = new Set(execArgv.map(flagName));
  return Object.keys(memoryEnvLacking(config)).length === 0 && MEMORY_NODE_ARGS.every((arg) => given.has(flagName(arg)));
}
