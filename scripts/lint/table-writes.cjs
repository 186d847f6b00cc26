/**
 * Which unit of the marketplace writes which table, read from the sources: Kysely's
 * insertInto/updateTable/deleteFrom/replaceInto, the bulk writers (RowWriter, insertRows) and raw
 * SQL's INSERT INTO, UPDATE … SET and DELETE FROM. Its test (table-writes.test.ts) holds every write
 * to the owner declared in table-owners.cjs; run as a script it prints the tables more than one unit
 * writes, with the files that do:
 *   node scripts/lint/table-writes.cjs
 */
'use strict';
// CommonJS, so that the test (jest) and a plain `node` read it alike.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../server/marketplace');
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

/** The tables of the schema (server/marketplace/db/schema.ts, `interface Schema`). */
function schemaTables(root = ROOT) {
  const schema = fs.readFileSync(path.join(root, 'db', 'schema.ts'), 'utf8');
  const body = schema.slice(schema.indexOf('export interface Schema {'));
  return [...body.slice(0, body.indexOf('\n}')).matchAll(/^\s+(\w+):/gm)].map((m) => m[1]);
}

/** A file's unit: 'composition' for the root's own files, else its first folder (db and http are the ground). */
function unitOf(relative) {
  const parts = relative.split('/');
  return parts.length === 1 ? 'composition' : parts[0];
}

/** The source without its comments, line numbers kept (a comment may well say "update the shops"). */
function withoutComments(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[\s;,{}()])\/\/.*$/gm, '$1');
}

const BUILDER = /\b(insertInto|updateTable|deleteFrom|replaceInto)\(\s*(?:(['"`])(\w+)[^'"`]*\2|([^)'"`\s][^),]*))/g;
const BULK = /\b(new RowWriter|insertRows)\(\s*[\w.]+\s*,\s*(?:(['"`])(\w+)\2|([^)'"`\s][^),]*))/g;
const RAW = /\b(insert\s+(?:or\s+\w+\s+)?into|delete\s+from|update)\s+"?(\w+)"?(?:\s+(?:as\s+)?(?!set\b)\w+)?\s+(set\b)?/gi;

/**
 * Every write in one source: { table, how, line }; a write whose table is not named in the call
 * (a variable) comes back with table null.
 */
function writesIn(source, tables) {
  const text = withoutComments(source);
  const lineAt = (index) => text.slice(0, index).split('\n').length;
  const writes = [];
  for (const m of text.matchAll(BUILDER)) writes.push({ table: m[3] ?? null, how: m[1], line: lineAt(m.index), expression: m[4]?.trim() });
  for (const m of text.matchAll(BULK)) writes.push({ table: m[3] ?? null, how: m[1], line: lineAt(m.index), expression: m[4]?.trim() });
  for (const m of text.matchAll(RAW)) {
    const how = m[1].toLowerCase().replace(/\s+/g, ' ');
    // Prose in a string ("update your cart") is not SQL: the word must name a table, and UPDATE take a SET.
    if (!tables.has(m[2]) || (how === 'update' && !m[3])) continue;
    writes.push({ table: m[2], how: `sql ${how}`, line: lineAt(m.index) });
  }
  return writes;
}

/** Every write in the marketplace's sources outside tests: { file, unit, table, how, line }. */
function marketplaceWrites(root = ROOT) {
  const tables = new Set(schemaTables(root));
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) {
        const relative = path.relative(root, file).split(path.sep).join('/');
        for (const write of writesIn(fs.readFileSync(file, 'utf8'), tables)) found.push({ file: relative, unit: unitOf(relative), ...write });
      }
    }
  };
  walk(root);
  return found;
}

/** table -> unit -> files, for the writes outside the loaders. */
function writersByTable(writes, loaders) {
  const byTable = new Map();
  for (const write of writes) {
    if (write.table === null || loaders.some((prefix) => write.file.startsWith(prefix))) continue;
    if (!byTable.has(write.table)) byTable.set(write.table, new Map());
    const units = byTable.get(write.table);
    if (!units.has(write.unit)) units.set(write.unit, new Set());
    units.get(write.unit).add(write.file);
  }
  return byTable;
}

module.exports = { schemaTables, writesIn, marketplaceWrites, writersByTable, unitOf, ROOT };

if (require.main === module) {
  const { LOADERS } = require('./table-owners.cjs');
  const byTable = writersByTable(marketplaceWrites(), LOADERS);
  const shared = [...byTable].filter(([, units]) => units.size > 1).sort(([a], [b]) => a.localeCompare(b));
  for (const [table, units] of shared) {
    console.log(`${table}: ${[...units].map(([unit, files]) => `${unit} (${[...files].map((f) => path.basename(f)).join(', ')})`).join('; ')}`);
  }
  console.log(`${shared.length} of ${schemaTables().length} tables written by more than one domain`);
}
