/**
 * The figures the last recorded run wrote beside docs/performance.md, for `--compare`: the
 * document is for people, this file for the comparison. Each kind of run (the full bench, the
 * first interaction) replaces only its own part.
 */
import fs from 'node:fs';
import { compare, comparisonTable, type ComparableResult } from './compare';

export function readRecorded(file: string): ComparableResult | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ComparableResult) : undefined;
}

export function record(file: string, part: ComparableResult & { measuredAt?: string; command?: string }): void {
  const before = readRecorded(file) ?? {};
  fs.writeFileSync(file, `${JSON.stringify({ ...before, ...part }, null, 2)}\n`);
}

/** Prints the comparison with the recorded figures; true when no figure moved past its band for the worse. */
export function reportComparison(recordedFile: string, current: ComparableResult, print: (text: string) => void = console.log): boolean {
  const recorded = readRecorded(recordedFile);
  if (!recorded) {
    print(`--compare: no recorded figures in ${recordedFile} yet; record a run with --docs first.`);
    return true;
  }
  const movements = compare(recorded, current);
  const worse = movements.filter((m) => m.verdict === 'worse');
  print(`\nCompared with the recorded figures (${recordedFile}):\n\n${comparisonTable(movements)}\n`);
  print(worse.length ? `${worse.length} figure(s) moved past their noise band for the worse: ${worse.map((m) => m.figure.name).join('; ')}` : 'No figure moved past its noise band for the worse.');
  return worse.length === 0;
}
