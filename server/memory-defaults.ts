/**
 * The memory settings every shop process runs with, however it was started (docs/decisions/0028):
 * a 4 MB young generation, the old generation growing to twice its live size, one glibc malloc arena.
 * V8 reads its heap flags and glibc MALLOC_ARENA_MAX only when a process starts, so a process
 * started without them (`node dist/server/main.js`) serves through workers it forks with them.
 * The Buffer pool's size is set by each process itself as it starts (shrinkBufferPool).
 */
import type { Config } from './config';

export const MEMORY_NODE_ARGS = ['--max-semi-space-size=4', '--heap-growing-percent=100'];
export const MEMORY_ENV = { MALLOC_ARENA_MAX: '1' };

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
export function runsWithMemoryDefaults(execArgv: readonly string[], config: Pick<Config, 'MALLOC_ARENA_MAX'>): boolean {
  const given = new Set(execArgv.map(flagName));
  return config.MALLOC_ARENA_MAX !== undefined && MEMORY_NODE_ARGS.every((arg) => given.has(flagName(arg)));
}
