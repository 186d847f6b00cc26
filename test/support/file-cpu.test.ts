/** What the file-times report says a file cost: its CPU read from /proc, recorded by worker (test/support/file-cpu.js). */
import fs from 'node:fs';
import { tempDir } from './temp-dir';

const { FILE_CPU_VARIABLE, processCpuSeconds, addOrphanedCpu, takeOrphanedCpu, recordFileCpu, readFileCpu } = require('./file-cpu.js') as {
  FILE_CPU_VARIABLE: string;
  processCpuSeconds(): number | undefined;
  addOrphanedCpu(seconds: number | undefined): void;
  takeOrphanedCpu(): number;
  recordFileCpu(testPath: string, backend: string, seconds: number | undefined, clusterSeconds: number | undefined): void;
  readFileCpu(dir: string): Map<string, { cpuSeconds: number; clusterCpuSeconds?: number; worker: number }>;
};

const onLinux = fs.existsSync('/proc/self/stat') ? test : test.skip;

onLinux('the process\'s CPU, in seconds, is what Node counts for it', () => {
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  };
  const [before, nodeBefore] = [processCpuSeconds()!, cpu()];
  // Busy until Node has counted 0.3 s of CPU, however loaded the machine is.
  while (cpu() - nodeBefore < 0.3);
  const [after, nodeAfter] = [processCpuSeconds()!, cpu()];
  // /proc counts in hundredths of a second.
  expect(Math.abs((after - before) - (nodeAfter - nodeBefore))).toBeLessThan(0.05);
});

test('each file\'s record is read back by backend and path, with its cluster\'s figure and its worker', () => {
  const dir = tempDir('spareo-file-cpu-test-');
  const run = process.env[FILE_CPU_VARIABLE];
  process.env[FILE_CPU_VARIABLE] = dir;
  try {
    recordFileCpu('/x/a.test.ts', 'sqlite', 1.25, undefined);
    recordFileCpu('/x/a.test.ts', 'postgres', 2.5, 0.75);
    recordFileCpu('/x/b.test.ts', 'sqlite', undefined, undefined);
  } finally {
    if (run === undefined) delete process.env[FILE_CPU_VARIABLE];
    else process.env[FILE_CPU_VARIABLE] = run;
  }
  const read = readFileCpu(dir);
  expect(Object.fromEntries(read)).toEqual({
    'sqlite /x/a.test.ts': { cpuSeconds: 1.25, worker: process.pid },
    'postgres /x/a.test.ts': { cpuSeconds: 2.5, clusterCpuSeconds: 0.75, worker: process.pid },
  });
});

test('CPU added for the running file is taken once by its end, and is no file\'s record of its own', () => {
  const dir = tempDir('spareo-file-cpu-test-');
  const run = process.env[FILE_CPU_VARIABLE];
  process.env[FILE_CPU_VARIABLE] = dir;
  try {
    addOrphanedCpu(1.5);
    addOrphanedCpu(undefined);
    addOrphanedCpu(0.25);
    expect(readFileCpu(dir).size).toBe(0);
    expect(takeOrphanedCpu()).toBe(1.75);
    expect(takeOrphanedCpu()).toBe(0);
  } finally {
    if (run === undefined) delete process.env[FILE_CPU_VARIABLE];
    else process.env[FILE_CPU_VARIABLE] = run;
  }
});
