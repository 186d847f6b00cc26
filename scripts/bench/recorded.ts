/**
 * The figures the last recorded run wrote beside docs/performance.md, for `--compare`: the
 * document is for people, this file for the comparison. Each kind of run (the full bench, the
 * first interaction) replaces only its own part.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/shared/paths';
import { compare, comparisonTable, mergeRecorded, noiseOf, noiseTable, type ComparableResult } from './compare';

/** Committed beside docs/performance.md: the figures `--compare` sets a run beside. */
export const RECORDED_FILE = path.join(projectRoot, 'docs', 'performance-figures.json');

type Recorded = ComparableResult & { measuredAt?: string; command?: string };

export function readRecorded(file: string): Recorded | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Recorded) : undefined;
}

export function record(file: string, part: Recorded): void {
  fs.writeFileSync(file, `${JSON.stringify(mergeRecorded(readRecorded(file) ?? {}, part), null, 2)}\n`);
}

/** `--noise RUN RUN …`: each figure's spread over result files of runs of the same code, beside its band. */
export function reportNoise(files: string[], print: (text: string) => void = console.log): boolean {
  const runs = files.map((file) => {
    const run = readRecorded(file);
    if (!run) throw new Error(`--noise: no file ${file}`);
    return run;
  });
  const noise = noiseOf(runs);
  print(noiseTable(noise));
  return noise.every((n) => n.covered);
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
  const when = recorded.measuredAt ? `, measured ${recorded.measuredAt.slice(0, 16).replace('T', ' ')} UTC with \`${recorded.command ?? '?'}\`` : '';
  print(`\nCompared with the recorded figures (${recordedFile}${when}):\n\n${comparisonTable(movements)}\n`);
  print(worse.length ? `${worse.length} figure(s) moved past their noise band for the worse: ${worse.map((m) => m.figure.name).join('; ')}` : 'No figure moved past its noise band for the worse.');
  return worse.length === 0;
}
