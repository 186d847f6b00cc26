/**
 * The CPU a test file costs: its worker's own time and that of the processes the file started and
 * that ended while it ran (servers, CLIs, Chromium and its renderers, an initdb), read from
 * /proc/self/stat (utime + stime + cutime + cstime) at the file's start and end. The run is bound
 * by CPU on two cores, so this, not wall time, says which file to make cheaper. Not in it: the run's
 * own PostgreSQL cluster (its server processes are not the worker's children) and a process the
 * file left running (stopped at its end, too late to be counted). Linux only; elsewhere nothing is
 * recorded. The test environment writes, the file-times reporter reads (SPAREO_TEST_FILE_CPU names
 * the run's folder).
 */
const fs = require('node:fs');
const path = require('node:path');

const FILE_CPU_VARIABLE = 'SPAREO_TEST_FILE_CPU';
// Clock ticks per second: 100 on every Linux build this runs on (getconf CLK_TCK).
const TICKS = 100;

/** CPU seconds of this process and its waited-for children so far, or undefined off Linux. */
function processCpuSeconds() {
  let stat;
  try {
    stat = fs.readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime, stime, cutime, cstime are fields 14-17 of the line, 12-15 after the name.
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / TICKS;
}

/** Called by the test environment when a file ends. */
function recordFileCpu(testPath, backend, seconds) {
  const dir = process.env[FILE_CPU_VARIABLE];
  if (!dir || seconds === undefined) return;
  fs.appendFileSync(path.join(dir, `${process.pid}.jsonl`), `${JSON.stringify({ file: testPath, backend, cpuSeconds: seconds })}\n`);
}

/** The reporter's side: file path and backend to CPU seconds, from every worker's records. */
function readFileCpu(dir) {
  const cpu = new Map();
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (!line) continue;
      const { file, backend, cpuSeconds } = JSON.parse(line);
      const key = `${backend} ${file}`;
      cpu.set(key, (cpu.get(key) ?? 0) + cpuSeconds);
    }
  }
  return cpu;
}

module.exports = { FILE_CPU_VARIABLE, processCpuSeconds, recordFileCpu, readFileCpu };
