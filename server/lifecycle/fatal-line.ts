/**
 * A process that cannot start says why in one JSON line on standard error, as every other line it
 * writes is one (a reader such as jq takes the whole log), with the stack kept in a field.
 */
export function fatalLine(error: unknown, now: Date = new Date()): string {
  const message = error instanceof Error ? error.message : String(error);
  const line: Record<string, unknown> = { level: 60, time: now.toISOString(), service: 'spareo', msg: message };
  if (error instanceof Error && error.stack) line.err = { type: error.name, message, stack: error.stack };
  return `${JSON.stringify(line)}\n`;
}

/** Writes the line and ends the process with status 1. */
export function exitWithFatal(error: unknown): never {
  process.stderr.write(fatalLine(error));
  process.exit(1);
}
