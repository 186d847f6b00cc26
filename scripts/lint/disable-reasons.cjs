/**
 * A lint rule switched off in one place says why, after ` -- ` in the same comment, as ESLint's own
 * syntax allows: the next reader then knows whether the reason still holds, and unused ones are
 * reported (eslint.config.mjs), so a reason never outlives its line.
 */
'use strict';
// CommonJS, so that eslint.config.mjs imports it and its unit test (jest) requires it alike.

/**
 * Whether a comment is a disable directive as ESLint reads them: `eslint-disable-line` and
 * `eslint-disable-next-line` in either kind of comment, `eslint-disable` in a block comment only.
 */
function isDirective(comment) {
  return (comment.type === 'Block' ? /^\s*eslint-disable(?:-next-line|-line)?(?=\s|$)/ : /^\s*eslint-disable(?:-next-line|-line)(?=\s|$)/).test(comment.value);
}

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
          if (!isDirective(comment)) continue;
          const reason = comment.value.split(/\s--\s/)[1];
          if (!reason || !reason.trim()) context.report({ loc: comment.loc, messageId: 'noReason' });
        }
      },
    };
  },
};

module.exports = { rules: { 'disable-reasons': rule }, isDirective };
