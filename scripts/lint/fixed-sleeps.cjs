/**
 * A test waits for the state it needs, never for a time that is usually enough: a fixed sleep makes
 * a busy machine fail the test and a quiet one wait for nothing. A test waits with
 * test/support/wait-for.ts's waitFor, or on the event itself (a promise, a line, an answer); "nothing
 * happens" is shown by a later event that is heard (a second request answered, then the first is
 * seen to have done nothing). Refused: a promise resolved by a timer (`new Promise((r) =>
 * setTimeout(r, ms))`, `setTimeout(() => r(), ms)`), node's timers/promises, and puppeteer's
 * waitForTimeout. A stand-in whose slowness is what the test is about keeps its timer with an
 * eslint-disable comment saying so, which the house's disable rule makes give its reason.
 */
'use strict';
// CommonJS, so that eslint.config.mjs imports it and its unit test (jest) requires it alike.

const message = 'a fixed sleep: wait for the condition (test/support/wait-for.ts) or the event; show "nothing happens" by a later event that is heard';

/** The executor's first parameter, when `node` is the executor of a `new Promise(...)`. */
function resolverOf(node) {
  const executor = node.parent;
  if (!executor || (executor.type !== 'ArrowFunctionExpression' && executor.type !== 'FunctionExpression')) return null;
  const promise = executor.parent;
  if (!promise || promise.type !== 'NewExpression' || promise.callee.type !== 'Identifier' || promise.callee.name !== 'Promise') return null;
  const first = executor.params[0];
  return first && first.type === 'Identifier' ? first.name : null;
}

/** The names of the resolvers of every `new Promise` executor around `node`. */
function resolversAround(node) {
  const names = new Set();
  for (let at = node; at; at = at.parent) {
    const name = resolverOf(at);
    if (name) names.add(name);
  }
  return names;
}

/** Whether a timer's callback only resolves one of those promises: `r`, `() => r()`, `() => r(value)`. */
function onlyResolves(callback, resolvers) {
  if (!callback) return false;
  if (callback.type === 'Identifier') return resolvers.has(callback.name);
  if (callback.type !== 'ArrowFunctionExpression' && callback.type !== 'FunctionExpression') return false;
  let body = callback.body;
  if (body.type === 'BlockStatement') {
    if (body.body.length !== 1 || body.body[0].type !== 'ExpressionStatement') return false;
    body = body.body[0].expression;
  }
  return body.type === 'CallExpression' && body.callee.type === 'Identifier' && resolvers.has(body.callee.name);
}

const isTimer = (callee) => (callee.type === 'Identifier' && callee.name === 'setTimeout')
  || (callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'setTimeout' && callee.object.type === 'Identifier' && /^(globalThis|global|window|timers)$/.test(callee.object.name));

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'tests wait on conditions and events, never on a fixed time' },
    schema: [],
    messages: { sleep: message },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (isTimer(node.callee) && onlyResolves(node.arguments[0], resolversAround(node))) context.report({ node, messageId: 'sleep' });
        else if (node.callee.type === 'MemberExpression' && !node.callee.computed && node.callee.property.name === 'waitForTimeout') context.report({ node, messageId: 'sleep' });
      },
      'ImportDeclaration[source.value=/^(node:)?timers\\/promises$/]'(node) {
        context.report({ node, messageId: 'sleep' });
      },
      "CallExpression[callee.name='require'][arguments.0.value=/^(node:)?timers\\/promises$/], ImportExpression[source.value=/^(node:)?timers\\/promises$/]"(node) {
        context.report({ node, messageId: 'sleep' });
      },
    };
  },
};

module.exports = { rules: { 'fixed-sleeps': rule } };
