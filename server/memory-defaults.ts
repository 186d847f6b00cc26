/**
 * The memory settings every shop process runs with, however it was started (docs/decisions/0028):
 * a 4 MB young generation, the old generation growing to twice its live size, one glibc malloc arena.
 * V8 reads its heap flags and glibc MALLOC_ARENA_MAX only when a process starts, so a process
 * started without them (`node dist/server/main.js`) serves through workers it forks with them.
 */
import type { Config } from './config';

export const MEMORY_NODE_ARGS = ['--max-semi-space-size=4', '--heap-growing-percent=100'];
export const MEMORY_ENV = { MALLOC_ARENA_MAX: '1' };

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
