/**
 * jest's sequencer, told how long the long files take when jest has not seen them run (a fresh
 * clone, CI): the files that decide when a run ends start first instead of wherever their size puts
 * them, so no core idles at the end while one long file finishes. Seen durations (jest's cache)
 * win; the record (long-files.json, from a whole run by `node test/support/long-files.mjs`) names
 * the files of 15 s or more; the rest keep jest's order by size, after them.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const recorded = require('./long-files.json').files;

class LongestFirst extends Sequencer {
  time(test) {
    const seen = super.time(test);
    if (seen != null) return seen;
    const key = `${test.context.config.displayName?.name ?? 'sqlite'} ${path.relative(test.context.config.rootDir, test.path)}`;
    const seconds = recorded[key];
    // Below every recorded file, in the order of size jest uses when it knows nothing.
    return seconds != null ? seconds * 1000 : (test.context.hasteFS.getSize(test.path) ?? 0) / 1e6;
  }
}

module.exports = LongestFirst;
