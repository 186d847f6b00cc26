/**
 * The command line of every npm script: node:util's parseArgs, strict, with `--help` (prints the
 * usage, exit 0) and a wrong option (the reason and the usage, exit 2) answered the same way
 * everywhere, before any database is opened. Settings come from server/config/config.ts, never from here.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

export interface CommandSpec<O extends ParseArgsOptionsConfig> {
  /** The usage text: how to call it, then one line per option. */
  usage: string;
  options: O;
  /** Words without -- that the command takes (a file, a sub-command). */
  positionals?: boolean;
}

type Parsed<O extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>>;

export function commandLine<O extends ParseArgsOptionsConfig>(spec: CommandSpec<O>, argv: string[] = process.argv.slice(2)): Parsed<O> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(spec.usage);
    process.exit(0);
  }
  try {
    // parseArgs types its answer by the literal options; the spec's generic options are widened here on purpose.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the assertion widens on purpose (above)
    return parseArgs({ args: argv, options: spec.options, allowPositionals: spec.positionals ?? false, strict: true }) as Parsed<O>;
  } catch (error) {
    return usageError((error as Error).message, spec.usage);
  }
}

/** A wrong call: the reason and the usage on stderr, exit code 2. */
export function usageError(reason: string, usage: string): never {
  console.error(`${reason}\n${usage}`);
  process.exit(2);
}

/** For the benchmarks that read their own options: `--help` prints the usage and exits 0. */
export function answerHelp(usage: string, argv: string[] = process.argv.slice(2)): void {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
}
