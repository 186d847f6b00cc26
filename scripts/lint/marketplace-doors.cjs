/**
 * The marketplace has one kind of HTTP door: declared in its table (server/marketplace/doors.ts)
 * and mounted by server/marketplace/http/door.ts, which reads the caller in one place and answers
 * refusals in the contract's problem shape. So outside server/marketplace/http no file of the
 * marketplace makes an express app or router (`express()`, `express.Router()`, `Router()`), and
 * none reads browser cookies (cookie-parser, `req.cookies`, the Cookie header, locales' COOKIES):
 * cookies are the web tier's, which passes the caller on in the contract's identity headers.
 * docs/decisions/0443-one-kind-of-marketplace-door.md says why.
 */
'use strict';
// CommonJS, so that eslint.config.mjs imports it and its unit test (jest) requires it alike.
const path = require('node:path');

const MARKETPLACE = `${path.sep}server${path.sep}marketplace${path.sep}`;
const HTTP = `${MARKETPLACE}http${path.sep}`;

const DOOR = 'an HTTP door of the marketplace is declared in server/marketplace/doors.ts and mounted by http/door.ts, not on an express app or router of its own';
const COOKIE = 'the marketplace reads no browser cookie: the web tier reads it and passes the caller in the identity headers (contract/headers.ts), read by door-identity.ts';

/** The names express's default import and its Router are bound to in this file. */
function expressNames(program) {
  const names = { express: new Set(), router: new Set() };
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== 'express' || node.importKind === 'type') continue;
    for (const spec of node.specifiers) {
      if (spec.type === 'ImportDefaultSpecifier' || spec.type === 'ImportNamespaceSpecifier') names.express.add(spec.local.name);
      else if (spec.type === 'ImportSpecifier' && spec.importKind !== 'type' && spec.imported.name === 'Router') names.router.add(spec.local.name);
    }
  }
  return names;
}

const nameOf = (node) => (node.type === 'Identifier' ? node.name : node.type === 'Literal' ? String(node.value) : undefined);

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'the marketplace\'s HTTP doors are the declared table\'s; its code reads no cookie' },
    schema: [],
    messages: { door: DOOR, cookie: COOKIE },
  },
  create(context) {
    const file = path.resolve(context.filename ?? context.getFilename());
    if (!file.includes(MARKETPLACE)) return {};
    const doorsAllowed = file.includes(HTTP);
    let names = { express: new Set(), router: new Set() };
    return {
      Program(program) {
        names = expressNames(program);
      },
      ImportDeclaration(node) {
        if (node.source.value === 'cookie-parser' || node.source.value === 'cookie') context.report({ node, messageId: 'cookie' });
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportSpecifier' && spec.imported.name === 'COOKIES') context.report({ node: spec, messageId: 'cookie' });
        }
      },
      CallExpression(node) {
        if (doorsAllowed) return;
        const { callee } = node;
        if (callee.type === 'Identifier' && (names.express.has(callee.name) || names.router.has(callee.name))) context.report({ node, messageId: 'door' });
        if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && names.express.has(callee.object.name) && nameOf(callee.property) === 'Router') context.report({ node, messageId: 'door' });
        // req.get('cookie') / req.header('Cookie')
        if (callee.type === 'MemberExpression' && /^(get|header)$/.test(nameOf(callee.property) ?? '') && node.arguments[0]?.type === 'Literal' && String(node.arguments[0].value).toLowerCase() === 'cookie') context.report({ node, messageId: 'cookie' });
      },
      MemberExpression(node) {
        // req.cookies, req.signedCookies, headers.cookie
        const name = nameOf(node.property);
        if (name === 'cookies' || name === 'signedCookies' || name === 'cookie') context.report({ node, messageId: 'cookie' });
      },
    };
  },
};

module.exports = { rules: { 'marketplace-doors': rule } };
