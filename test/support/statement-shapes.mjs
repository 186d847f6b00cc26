/**
 * The statements a recorded PostgreSQL run made (SPAREO_PG_STATEMENTS, postgres-statements.ts), as
 * shapes: what postgres-cover.mjs and postgres-compare.mjs count. Plain ES module, run by node.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Statements that say nothing the backend decides: transactions, settings, the server's catalogue
 * and the row locks PostgreSQL's own foreign-key checks take.
 */
export const NOT_DATA = /^(begin|commit|rollback|savepoint|release|set |show |reset |discard|listen|unlisten|notify|select pg_|select \$$|select 1$|select version\(\)|select \$ from only )/i;

/** The positions in `text` from `from` that lie outside parentheses and quotes (and are neither). */
function* topLevel(text, from = 0) {
  let depth = 0;
  let quoted = '';
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === quoted) quoted = '';
    } else if (c === '"' || c === "'") quoted = c;
    else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (depth === 0) yield i;
  }
}

/** The parts of `text` between top-level commas. */
function topLevelParts(text) {
  const parts = [];
  let start = 0;
  for (const i of topLevel(text)) {
    if (text[i] !== ',') continue;
    parts.push(text.slice(start, i).trim());
    start = i + 1;
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** A select list's or assignment's item that only names a column (and its alias, or takes a parameter). */
const PLAIN = /^(?:"[^"]+"\.)?(?:"[^"]+"|\*)(?: as "[^"]+")?(?: = \$)?$/i;

/** Where the next top-level `word` (a keyword between spaces) starts in `text` from `from`, or -1. */
function keywordAt(text, word, from) {
  for (const i of topLevel(text, from)) if (text[i - 1] === ' ' && text.startsWith(`${word} `, i)) return i;
  return -1;
}

/**
 * One statement whatever the number of parameters in a list or rows in a VALUES, and whatever plain
 * columns it reads or writes: what the backend decides is in its expressions, conditions, joins,
 * grouping and order, not in which columns a select list or a SET names.
 */
export function normalise(query) {
  let text = query
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\$\d+/g, '$')
    .replace(/\(\$(?:, \$)+\)/g, '($…)')
    .replace(/(\([^()]*\))(?:, \1)+/g, '$1…');
  // Each select list (also in subqueries) keeps only its expressions.
  text = text.replace(/\bselect (distinct )?/gi, (m) => m.toLowerCase());
  let at = text.indexOf('select ');
  while (at >= 0) {
    const listStart = at + 'select '.length + (text.startsWith('distinct ', at + 7) ? 'distinct '.length : 0);
    const end = keywordAt(text, 'from', listStart);
    if (end > listStart) {
      const kept = topLevelParts(text.slice(listStart, end - 1)).filter((item) => !PLAIN.test(item));
      text = `${text.slice(0, listStart)}${kept.length > 0 ? kept.join(', ') : '…'} ${text.slice(end)}`;
    }
    at = text.indexOf('select ', listStart);
  }
  // An insert's columns and a SET's plain assignments, likewise.
  text = text.replace(/^insert into ("[^"]+") \([^()]*\) values \((?:[$…, ]|default)*\)…?/i, 'insert into $1 values …');
  const set = /^update ("[^"]+") set /i.exec(text);
  if (set) {
    const rest = text.slice(set[0].length);
    const where = keywordAt(rest, 'where', 0);
    const assignments = where >= 0 ? rest.slice(0, where - 1) : rest;
    const kept = topLevelParts(assignments).filter((item) => !PLAIN.test(item));
    text = `update ${set[1]} set ${kept.length > 0 ? kept.join(', ') : '…'}${where >= 0 ? ` ${rest.slice(where)}` : ''}`;
  }
  return text.replace(/ returning .*$/i, (returning) => (/[()]/.test(returning) ? returning : ' returning …'));
}

/**
 * The stricter shape: PostgreSQL's text with its constants' placeholders and lists of them folded,
 * nothing else (every column a select list or SET names still counts).
 */
export function placeholdersOnly(query) {
  return query
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\$\d+/g, '$')
    .replace(/\(\$(?:, \$)+\)/g, '($…)')
    .replace(/(\([^()]*\))(?:, \1)+/g, '$1…');
}

/** A test file's path from the repository's root, whichever clone the measured run was in. */
const inRepository = (file) => file.slice(file.lastIndexOf('/test/') + 1);

/** Each record of a SPAREO_PG_STATEMENTS folder with this extension: [file from the root, calls, text]. */
function* recorded(statementsDir, extension) {
  for (const name of fs.readdirSync(statementsDir)) {
    if (!name.endsWith(`.${extension}`)) continue;
    let file;
    for (const line of fs.readFileSync(path.join(statementsDir, name), 'utf8').split('\n')) {
      if (line.startsWith('#file\t')) {
        file = inRepository(line.slice(6));
        yield [file, 0, undefined];
        continue;
      }
      const tab = line.indexOf('\t');
      if (!file || tab < 0) continue;
      const raw = line.slice(tab + 1);
      if (!NOT_DATA.test(normalise(raw))) yield [file, Number(line.slice(0, tab)), raw];
    }
  }
}

/**
 * Each test file's distinct statements in a folder SPAREO_PG_STATEMENTS wrote: Map(file from the
 * repository's root -> Set of statements), shaped by `shape` (`normalise`, or `placeholdersOnly`
 * for the stricter count), statements about no data left out.
 */
export function statementsByFile(statementsDir, shape = normalise) {
  const statementsOf = new Map();
  for (const [file, , raw] of recorded(statementsDir, 'tsv')) {
    if (!statementsOf.has(file)) statementsOf.set(file, new Set());
    if (raw !== undefined) statementsOf.get(file).add(shape(raw));
  }
  return statementsOf;
}

/**
 * The same, the product's statements only: those PostgreSQL ran more often in the file's databases
 * than the file's test code asked for them itself (the .own records, postgres-statements.ts).
 */
export function productStatementsByFile(statementsDir, shape = normalise) {
  const own = new Map();
  for (const [file, calls, raw] of recorded(statementsDir, 'own')) {
    if (raw === undefined) continue;
    const key = `${file}\t${placeholdersOnly(raw)}`;
    own.set(key, (own.get(key) ?? 0) + calls);
  }
  const ran = new Map();
  const texts = new Map();
  for (const [file, calls, raw] of recorded(statementsDir, 'tsv')) {
    if (!texts.has(file)) texts.set(file, new Map());
    if (raw === undefined) continue;
    const key = `${file}\t${placeholdersOnly(raw)}`;
    ran.set(key, (ran.get(key) ?? 0) + calls);
    texts.get(file).set(key, raw);
  }
  const statementsOf = new Map();
  for (const [file, byKey] of texts) {
    const product = [...byKey].filter(([key]) => ran.get(key) > (own.get(key) ?? 0));
    statementsOf.set(file, new Set(product.map(([, raw]) => shape(raw))));
  }
  return statementsOf;
}
