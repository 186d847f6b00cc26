/**
 * The CPU a test file costs: its worker's own time and that of the processes the file started and
 * that ended while it ran (servers, CLIs, Chromium, an initdb), read from /proc/self/stat (utime +
 * stime + cutime + cstime) at the file's start and end. Chromium's renderers are reaped by its
 * zygotes, which outlive the browser process and end as init's children, so their time never
 * reaches the worker: the browser helper reads it before closing Chromium and adds it here
 * (zygoteCpuSeconds, addOrphanedCpu). The run is bound
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
  const ticks = fields.slice(11, 15).map(Number);
  return { parent: Number(fields[1]), own: (ticks[0] + ticks[1]) / TICKS, seconds: ticks.reduce((sum, n) => sum + n, 0) / TICKS };
}

/**
 * CPU seconds of a running Chromium's zygotes (the processes its renderers and GPU process are
 * forked from): their own, their reaped children's and their living children's. When Chromium
 * closes, the browser process ends before it waits for its zygotes, so this time reaches init, not
 * the worker. Read just before closing; undefined off Linux.
 */
function zygoteCpuSeconds(browser) {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  const stats = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statOf(name);
    if (stat) stats.set(Number(name), stat);
  }
  const zygotes = new Set([...stats].filter(([pid, stat]) => {
    if (stat.parent !== browser) return false;
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=zygote');
    } catch {
      return false;
    }
  }).map(([pid]) => pid));
  let seconds = 0;
  for (const [pid, stat] of stats) {
    if (zygotes.has(pid)) seconds += stat.seconds;
    else if (zygotes.has(stat.parent)) seconds += stat.own;
  }
  return seconds;
}

/** Adds CPU the worker's own reading misses (zygoteCpuSeconds) to the file running now in this process. */
function addOrphanedCpu(seconds) {
  const dir = process.env[FILE_CPU_VARIABLE];
  if (!dir || !seconds) return;
  fs.appendFileSync(path.join(dir, `${process.pid}.orphaned`), `${seconds}\n`);
}

/** The environment's side, when a file ends: what addOrphanedCpu added during it (and forgets it). */
function takeOrphanedCpu() {
  const dir = process.env[FILE_CPU_VARIABLE];
  if (!dir) return 0;
  const file = path.join(dir, `${process.pid}.orphaned`);
  if (!fs.existsSync(file)) return 0;
  const seconds = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).reduce((sum, line) => sum + Number(line), 0);
  fs.rmSync(file, { force: true });
  return seconds;
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
    if (!name.endsWith('.jsonl')) continue;
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (!line) continue;
      const { file, backend, cpuSeconds, clusterCpuSeconds } = JSON.parse(line);
      // The worker: the first file a fresh worker runs also pays for compiling the modules.
      cpu.set(`${backend} ${file}`, { cpuSeconds, clusterCpuSeconds, worker: Number(name.split('.')[0]) });
    }
  }
  return cpu;
}

module.exports = { FILE_CPU_VARIABLE, processCpuSeconds, clusterCpuSeconds, zygoteCpuSeconds, addOrphanedCpu, takeOrphanedCpu, recordFileCpu, readFileCpu };
