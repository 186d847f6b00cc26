/**
 * Writes each test file's wall time and CPU (file-cpu.js), costliest CPU first, to
 * node_modules/.cache/test-file-times.json after a run (or to SPAREO_TEST_FILE_TIMES): where the
 * suite's time goes is read from the last run, not guessed. The run is bound by CPU on two cores,
 * so a file is ranked by its CPU; its wall time depends on what ran beside it.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { FILE_CPU_VARIABLE, readFileCpu } = require('./file-cpu.js');

const tenths = (seconds) => Math.round(seconds * 10) / 10;

class FileTimesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    // Made before jest starts its workers, which inherit the variable and write into the folder.
    this.cpuDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-file-cpu-'));
    process.env[FILE_CPU_VARIABLE] = this.cpuDir;
  }

  onRunComplete(_contexts, results) {
    const cpu = readFileCpu(this.cpuDir);
    fs.rmSync(this.cpuDir, { recursive: true, force: true });
    const files = results.testResults
      .map((file) => {
        const project = file.displayName?.name ?? '';
        const measured = cpu.get(`${project || 'sqlite'} ${file.testFilePath}`);
        return {
          file: path.relative(this.rootDir, file.testFilePath),
          project,
          cpuSeconds: measured ? tenths(measured.cpuSeconds) : null,
          // The run's PostgreSQL cluster meanwhile (shared by both lanes: the other lane's queries too).
          clusterCpuSeconds: measured?.clusterCpuSeconds == null ? null : tenths(measured.clusterCpuSeconds),
          worker: measured?.worker ?? null,
          seconds: tenths((file.perfStats.end - file.perfStats.start) / 1000),
          tests: file.numPassingTests + file.numFailingTests + file.numPendingTests,
          failed: file.numFailingTests + (file.testExecError ? 1 : 0),
        };
      })
      .sort((a, b) => (b.cpuSeconds ?? 0) - (a.cpuSeconds ?? 0) || b.seconds - a.seconds);
    const out = process.env.SPAREO_TEST_FILE_TIMES || path.join(this.rootDir, 'node_modules', '.cache', 'test-file-times.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const summed = Math.round(files.reduce((sum, file) => sum + file.seconds, 0));
    const cpuSummed = Math.round(files.reduce((sum, file) => sum + (file.cpuSeconds ?? 0), 0));
    const wall = Math.round((Date.now() - results.startTime) / 1000);
    // jest's own process: the runner preparing the templates, the scheduling, the reporters.
    const { user, system } = process.cpuUsage();
    const jestCpuSeconds = Math.round((user + system) / 1e6);
    const workers = new Set(files.map((file) => file.worker).filter((worker) => worker !== null)).size;
    fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), wallSeconds: wall, fileSeconds: summed, fileCpuSeconds: cpuSummed, jestCpuSeconds, workers, files }, null, 1));
  }
}

module.exports = FileTimesReporter;
