/**
 * The marketplace's domains keep to themselves (server/marketplace/<domain>/): another domain uses
 * a domain only through its face (its index.ts, which names what others may use), and ties between
 * two domains run one way. The ground under them (db/, http/, dependencies.ts) is imported file by
 * file and imports no domain; the seed (seed/) is a domain like any other, on top of those it writes
 * through; the flows (flows/: steps that span domains) stand above the domains, and the
 * composition (index.ts, endpoints.ts at the root) above all.
 * Outside the marketplace (the wiring, the process entries, config, the scripts) a domain and the
 * flows are used through their faces as well; the ground and the composition are imported as they are.
 * docs/decisions/0228-domain-faces.md says why and in which order the domains stand;
 * 0439-the-face-rule-covers-every-importer.md why it reaches every importer but the tests.
 */
'use strict';
// CommonJS, so that eslint.config.mjs imports it and its unit test (jest) requires it alike.
const fs = require('node:fs');
const path = require('node:path');

const MARKETPLACE = `${path.sep}server${path.sep}marketplace${path.sep}`;
const GROUND = new Set(['db', 'http']);
/** Above the domains: imported by the composition and the process entries, never by a domain. */
const FLOWS = 'flows';
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

/** The marketplace folder a path lies in, or undefined outside it. */
function marketplaceRoot(file) {
  const at = file.lastIndexOf(MARKETPLACE);
  return at < 0 ? undefined : file.slice(0, at + MARKETPLACE.length - 1);
}

/**
 * Which unit a path of the marketplace belongs to: 'composition' for the root's own files, 'ground'
 * for db/, http/ and dependencies.ts, else its domain folder's name.
 */
function unitOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  // What the marketplace is handed at start: shapes only, under every domain.
  if (parts.length === 1) return parts[0].startsWith('dependencies.') ? 'ground' : 'composition';
  return GROUND.has(parts[0]) ? 'ground' : parts[0];
}

/** An import's target: a folder (a face) stands for its index. */
const asFile = (target) => (fs.existsSync(target) && fs.statSync(target).isDirectory() ? path.join(target, 'index') : target);

/** The folder of a unit: where its face (index.ts) stands. */
const folderOf = (root, unit) => path.join(root, unit);

/** Whether an import's target (resolved, without extension) is the unit's face: its folder or its index. */
function isFace(root, unit, target) {
  const folder = folderOf(root, unit);
  return target === folder || target === path.join(folder, 'index');
}

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g;

/** unit -> the units its sources import, read once per marketplace folder (tests left out). */
const tiesCache = new Map();
function tiesOf(root) {
  let ties = tiesCache.get(root);
  if (ties) return ties;
  ties = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) {
        const from = unitOf(root, file);
        const source = fs.readFileSync(file, 'utf8');
        for (const match of source.matchAll(IMPORT_SPECIFIER)) {
          const target = path.resolve(path.dirname(file), match[1]);
          if (!target.startsWith(root + path.sep)) continue;
          const to = unitOf(root, asFile(target));
          if (to === from) continue;
          if (!ties.has(from)) ties.set(from, new Set());
          ties.get(from).add(to);
        }
      }
    }
  };
  walk(root);
  tiesCache.set(root, ties);
  return ties;
}

const isDomain = (unit) => unit !== 'composition' && unit !== 'ground' && unit !== FLOWS;

/** The marketplace folder an import's target lies in (the folder itself stands for its index), or undefined. */
const targetRoot = (target) => marketplaceRoot(target + path.sep);

/** The relative specifier, from file, of a unit's face. */
function faceSpecifier(file, root, unit) {
  const face = path.relative(path.dirname(file), folderOf(root, unit)).split(path.sep).join('/');
  return face.startsWith('.') ? face : `./${face}`;
}

/** @type {import('eslint').Rule.RuleModule} */
const domainFaces = {
  meta: {
    type: 'problem',
    docs: { description: "a marketplace domain is used through its face (index.ts), and two domains never import each other" },
    messages: {
      internals: "{{to}} is used through its face: import from '{{face}}', not from its files (add what you need to {{to}}/index.ts)",
      twoWay: '{{to}} already imports {{from}}: ties between domains run one way (move the shared piece to the domain that owns it, or hand a function in from the composition)',
      groundUp: 'the ground (db/, http/) stands under every domain and imports none: hand it what it needs instead',
      flowsAbove: 'flows stand above the domains: a domain never imports them (the composition hands a flow in, or the call moves to flows/endpoints.ts)',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    if (TEST.test(file)) return {};
    const root = marketplaceRoot(file);
    const check = root ? inside(root) : outside;
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };

    /** From outside the marketplace: a domain, and the flows, only through the face. */
    function outside(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec.replace(/\.(ts|tsx|js|mjs)$/, ''));
      const at = targetRoot(target);
      if (!at) return;
      const to = unitOf(at, asFile(target));
      if (!isDomain(to) && to !== FLOWS) return;
      if (!isFace(at, to, target)) context.report({ node, messageId: 'internals', data: { to, face: faceSpecifier(file, at, to) } });
    }

    /** From a file of the marketplace: faces, one-way ties, the ground under and the flows above the domains. */
    function inside(root) {
      const from = unitOf(root, file);
      return (node, spec) => {
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), spec.replace(/\.(ts|tsx|js|mjs)$/, ''));
        if (!target.startsWith(root + path.sep)) return;
        const to = unitOf(root, asFile(target));
        if (to === FLOWS && from !== FLOWS && from !== 'composition') return context.report({ node, messageId: 'flowsAbove' });
        if (to === from || !isDomain(to)) return;
        if (from === 'ground') return context.report({ node, messageId: 'groundUp' });
        if (!isFace(root, to, target)) return context.report({ node, messageId: 'internals', data: { to, face: faceSpecifier(file, root, to) } });
        if (isDomain(from) && tiesOf(root).get(to)?.has(from)) context.report({ node, messageId: 'twoWay', data: { from, to } });
      };
    }
  },
};

module.exports = { rules: { 'domain-faces': domainFaces }, unitOf };
