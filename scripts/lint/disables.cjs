/**
 * The lint switches in the repository (eslint-disable comments) and those that give no reason, read
 * from the code's comments (not its strings) in every source, the scripts ESLint's own config does
 * not cover (.js, .mjs, .cjs) included. A bare `eslint-disable` switches every rule off from its
 * line, the reason rule with it: its silenced finding still counts here.
 */
'use strict';
// CommonJS, so that the command (count-disables.mjs) imports it and its unit test (jest) requires it alike.
const fs = require('node:fs');
const path = require('node:path');
const { ESLint } = require('eslint');
const tseslint = require('typescript-eslint');
const reasons = require('./disable-reasons.cjs');

const SOURCES = ['**/*.{ts,tsx,js,mjs,cjs}'];
const IGNORED = ['node_modules/**', 'dist/**', 'dist.next-*/**', 'dist.old-*/**', 'artifacts/**', 'client/.generated/**', 'test/fixtures/**'];
const SKIPPED_FOLDERS = /^(node_modules|dist|dist\.next-.*|dist\.old-.*|artifacts|\..*)$/;

/** The sources under `dir` that mention a disable at all: only those are parsed. */
function mentioning(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory() && !SKIPPED_FOLDERS.test(entry.name)) found.push(...mentioning(at));
    else if (entry.isFile() && /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) && fs.readFileSync(at, 'utf8').includes('eslint-disable')) found.push(at);
  }
  return found;
}

/** Reports every disable comment, so the directives are counted from the same parse. */
const counted = {
  rules: {
    directive: {
      meta: { type: 'suggestion', schema: [], messages: { directive: 'a lint switch' } },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              if (reasons.isDirective(comment)) context.report({ loc: comment.loc, messageId: 'directive' });
            }
          },
        };
      },
    },
  },
};

/**
 * Every disable comment under `cwd` ("path:line"), and those without a reason.
 * @param {string} cwd
 * @returns {Promise<{ all: string[]; withoutReason: string[] }>}
 */
async function disables(cwd) {
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    errorOnUnmatchedPattern: false,
    overrideConfig: [
      { ignores: IGNORED },
      {
        files: SOURCES,
        languageOptions: { parser: tseslint.parser },
        plugins: { house: reasons, count: counted },
        rules: { 'house/disable-reasons': 'error', 'count/directive': 'error' },
        // Directives that name other rules are not this count's business.
        linterOptions: { reportUnusedDisableDirectives: 'off' },
      },
    ],
  });
  const all = [];
  const withoutReason = [];
  const files = mentioning(cwd);
  for (const result of files.length ? await eslint.lintFiles(files) : []) {
    const file = result.filePath.slice(cwd.replace(/\/?$/, '/').length);
    for (const message of [...result.messages, ...(result.suppressedMessages ?? [])]) {
      if (message.fatal) throw new Error(`${file}:${message.line}: ${message.message}`);
      if (message.ruleId === 'count/directive') all.push(`${file}:${message.line}`);
      if (message.ruleId === 'house/disable-reasons') withoutReason.push(`${file}:${message.line}`);
    }
  }
  return { all: all.sort(), withoutReason: withoutReason.sort() };
}

module.exports = { disables };
