/**
 * The CPU a test file costs: its worker's own time and that of the processes the file started and
 * that ended while it ran (servers, CLIs, Chromium and its renderers, an initdb), read from
 * /proc/self/stat (utime + stime + cutime + cstime) at the file's start and end. The run is bound
 * by CPU on two cores, so this, not wall time, says which file to make cheaper. Not in it: a process
 * the file left running (stopped at its end, too late to be counted), and the run's PostgreSQL
 * cluster, whose server processes are not the worker's children: what the cluster spent while the
 * file ran is recorded beside it (it is shared by both lanes, so in a whole run it also holds the
 * other lane's queries; alone, it is the file's). Linux only; elsewhere nothing is recorded. The test environment writes, the file-times reporter reads (SPAREO_TEST_FILE_CPU names
 * the run's folder).
 */
const fs = require('node:fs');
const path = require('node:path');

const FILE_CPU_VARIABLE = 'SPAREO_TEST_FILE_CPU';
// Clock ticks per second: 100 on every Linux build this runs on (getconf CLK_TCK).
const TICKS = 100;

/** A process's parent and its CPU seconds with its waited-for children's, or undefined when it is gone. */
function statOf(pid) {
  let stat;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // ppid is field 4 of the line; utime, stime, cutime, cstime are fields 14-17 (2, and 12-15 after the name).
  return { parent: Number(fields[1]), seconds: fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / TICKS };
}

/** CPU seconds of this process and its waited-for children so far, or undefined off Linux. */
function processCpuSeconds() {
  return statOf('self')?.seconds;
}

/** CPU seconds of the run's PostgreSQL cluster so far (its postmaster, the backends it reaped and those alive), if the run has one. */
function clusterCpuSeconds() {
  const raw = process.env.SPAREO_TEST_TEMPLATES_POSTGRES;
  if (!raw) return undefined;
  let postmaster;
  try {
    postmaster = Number(fs.readFileSync(path.join(JSON.parse(raw).socketDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  const own = statOf(postmaster);
  if (!own) return undefined;
  let seconds = own.seconds;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const child = statOf(name);
    if (child?.parent === postmaster) seconds += child.seconds;
  }
  return seconds;
}

/** Called by the test environment when a file ends. */
function recordFileCpu(testPath, backend, seconds, clusterSeconds) {
  const dir = process.env[FILE_CPU_VARIABLE];
  if (!dir || seconds === undefined) return;
  fs.appendFileSync(path.join(dir, `${process.pid}.jsonl`), `${JSON.stringify({ file: testPath, backend, cpuSeconds: seconds, clusterCpuSeconds: clusterSeconds })}\n`);
}

/** The reporter's side: backend and file path to the file's CPU seconds, its cluster's and its worker, from every worker's records. */
function readFileCpu(dir) {
  const cpu = new Map();
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (!line) continue;
      const { file, backend, cpuSeconds, clusterCpuSeconds } = JSON.parse(line);
      // The worker: the first file a fresh worker runs also pays for compiling the modules.
      cpu.set(`${backend} ${file}`, { cpuSeconds, clusterCpuSeconds, worker: Number(name.split('.')[0]) });
    }
  }
  return cpu;
}

module.exports = { FILE_CPU_VARIABLE, processCpuSeconds, clusterCpuSeconds, recordFileCpu, readFileCpu };
