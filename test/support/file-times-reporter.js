/**
 * Writes how long each test file took, slowest first, to node_modules/.cache/test-file-times.json
 * after a run (or to SPAREO_TEST_FILE_TIMES): where the suite's wall time goes is read from the
 * last run, not guessed.
 */
const fs = require('node:fs');
const path = require('node:path');

class FileTimesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({
        file: path.relative(this.rootDir, file.testFilePath),
        project: file.displayName?.name ?? '',
        seconds: Math.round((file.perfStats.end - file.perfStats.start) / 100) / 10,
        tests: file.numPassingTests + file.numFailingTests + file.numPendingTests,
        failed: file.numFailingTests + (file.testExecError ? 1 : 0),
      }))
      .sort((a, b) => b.seconds - a.seconds);
    const out = process.env.SPAREO_TEST_FILE_TIMES || path.join(this.rootDir, 'node_modules', '.cache', 'test-file-times.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const summed = Math.round(files.reduce((sum, file) => sum + file.seconds, 0));
    const wall = Math.round((Date.now() - results.startTime) / 1000);
    fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), wallSeconds: wall, fileSeconds: summed, files }, null, 1));
  }
}

module.exports = FileTimesReporter;
