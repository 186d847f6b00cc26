/**
 * A lint rule switched off in one place says why, after ` -- ` in the same comment, as ESLint's own
 * syntax allows: the next reader then knows whether the reason still holds, and unused ones are
 * reported (eslint.config.mjs), so a reason never outlives its line.
 */
'use strict';
// CommonJS, so that eslint.config.mjs imports it and its unit test (jest) requires it alike.

const DIRECTIVE = /^\s*eslint-disable(?:-next-line|-line)?\b/;

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'every eslint-disable comment gives its reason after " -- "' },
    schema: [],
    messages: { noReason: 'say why the rule is off here, after " -- " in the same comment' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (!DIRECTIVE.test(comment.value)) continue;
          const reason = comment.value.split(/\s--\s/)[1];
          if (!reason || !reason.trim()) context.report({ loc: comment.loc, messageId: 'noReason' });
        }
      },
    };
  },
};

module.exports = { rules: { 'disable-reasons': rule } };
