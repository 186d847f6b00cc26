/** The six-language category taxonomy: `id, parent_id, depth, name_en … name_nl, path_en` (TSV). */
import { readTable, type Problem } from './table';
import type { ParseResult } from './parse-result';
import { TAXONOMY_LANGUAGES, type CategoryNames } from './corrections';

export interface TaxonomyRow {
  line: number;
  id: string;
  parentId: string | null;
  depth: number;
  names: CategoryNames;
}

const HEADER = ['id', 'parent_id', 'depth', ...TAXONOMY_LANGUAGES.map((l) => `name_${l}`), 'path_en'];

export function parseTaxonomy(text: string): ParseResult<TaxonomyRow> {
  const table = readTable(text, { delimiter: '\t', quotes: false });
  if (table.unreadable) return { read: 0, rows: [], problems: [], unreadable: table.unreadable };
  const [header, ...records] = table.records;
  if (!header || header.fields.map((f) => f.trim()).join('\t') !== HEADER.join('\t')) {
    return { read: 0, rows: [], problems: [], unreadable: { line: header?.line ?? 1, reason: `header must be ${HEADER.join(', ')}` } };
  }
  const problems: Problem[] = [];
  const rows: TaxonomyRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of records) {
    if (fields.length !== HEADER.length) {
      problems.push({ line, reason: `expected ${HEADER.length} columns, found ${fields.length}` });
      continue;
    }
    const [id = '', parent = '', depthField = '', ...rest] = fields.map((f) => f.trim());
    const depth = Number(depthField);
    if (!/^[a-z]+(?:-\d+)*$/.test(id)) {
      problems.push({ line, reason: `id is not a taxonomy id: "${id}"` });
      continue;
    }
    if (!Number.isInteger(depth) || depth !== id.split('-').length) {
      problems.push({ line, reason: `depth "${depthField}" does not match id ${id}` });
      continue;
    }
    const expectedParent = id.includes('-') ? id.slice(0, id.lastIndexOf('-')) : '';
    if (parent !== expectedParent) {
      problems.push({ line, reason: `parent "${parent}" does not match id ${id}` });
      continue;
    }
    const names = Object.fromEntries(TAXONOMY_LANGUAGES.map((lang, i) => [lang, rest[i] ?? ''])) as CategoryNames;
    const empty = TAXONOMY_LANGUAGES.filter((lang) => names[lang] === '');
    if (empty.length > 0) {
      problems.push({ line, reason: `name missing in ${empty.join(', ')}` });
      continue;
    }
    const first = seen.get(id);
    if (first !== undefined) {
      problems.push({ line, reason: `id ${id} repeats line ${first}` });
      continue;
    }
    seen.set(id, line);
    rows.push({ line, id, parentId: parent === '' ? null : parent, depth, names });
  }
  return { read: records.length, rows, problems };
}
