/**
 * Six-language taxonomy -> the category tree with a title and SEO alias per language. Only the car
 * parts subtrees are taken; names go through the reviewed correction table first.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/connection';
import { parseTaxonomy, type TaxonomyRow } from './parse-taxonomy';
import type { Problem } from './table';
import { runImport, type ImportOptions, type ImportSummary } from './summary';
import {
  FIRST_IMPORTED_CATEGORY_ID, LANG_NO, NAME_CORRECTIONS, PINNED_CATEGORY_IDS, TAXONOMY_EXCLUDED, TAXONOMY_LANGUAGES,
  TAXONOMY_ROOTS, type CategoryNames,
} from './corrections';
import type { CategoryText } from './repository';
import { seoName } from './text';

/** Maintenance and care (fluids, cleaning, tools) fits every vehicle: a universal category. */
const UNIVERSAL_ROOTS = ['vp-1-5'];

/** Corrected names of one taxonomy row. */
export function categoryNames(row: Pick<TaxonomyRow, 'id' | 'names'>): CategoryNames {
  return { ...row.names, ...NAME_CORRECTIONS[row.id] };
}

export function importTaxonomyFile(db: Database, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  return importTaxonomy(db, fs.readFileSync(file, 'utf8'), path.basename(file), options);
}

export function importTaxonomy(db: Database, text: string, fileName: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const parsed = parseTaxonomy(text);
  return runImport(db, {
    source: 'taxonomy',
    file: fileName,
    parsed,
    async write(repo, changes, details) {
      const left: Problem[] = [];
      const inFile = new Set(parsed.rows.map((r) => r.id));
      const taken: TaxonomyRow[] = [];
      for (const row of parsed.rows) {
        const root = TAXONOMY_ROOTS.find((r) => row.id.startsWith(`${r}-`));
        if (!root) left.push({ line: row.line, reason: `outside the car parts subtrees (${TAXONOMY_ROOTS.join(', ')})` });
        else if (TAXONOMY_EXCLUDED.some((x) => row.id === x || row.id.startsWith(`${x}-`))) left.push({ line: row.line, reason: 'excluded in the correction table: not sold by a car parts shop' });
        else if (row.parentId !== null && row.parentId !== root && !inFile.has(row.parentId)) left.push({ line: row.line, reason: `parent ${row.parentId} is not in the file` });
        else taken.push(row);
      }
      // Parents before children, whatever the file's order; a child of a skipped row is skipped too.
      taken.sort((a, b) => a.depth - b.depth);
      const ids = new Map<string, { id: number; topId: number; level: number }>();
      const hasChildren = new Set(taken.map((r) => r.parentId));
      let nextId = Math.max((await repo.maxCategoryId()) + 1, FIRST_IMPORTED_CATEGORY_ID);
      for (const [i, row] of taken.entries()) {
        const root = TAXONOMY_ROOTS.find((r) => row.id.startsWith(`${r}-`)) ?? '';
        const parent = row.parentId === root ? null : ids.get(row.parentId ?? '');
        if (row.parentId !== root && !parent) {
          left.push({ line: row.line, reason: `parent ${row.parentId} was skipped` });
          continue;
        }
        const known = PINNED_CATEGORY_IDS[row.id] ?? await repo.findKey('taxonomy', 'category', row.id);
        const id = known ?? nextId++;
        const values = {
          id, parentId: parent?.id ?? null, topParentId: parent?.topId ?? id, level: (parent?.level ?? 0) + 1,
          isUniversal: UNIVERSAL_ROOTS.includes(root), isLeaf: !hasChildren.has(row.id), sortOrder: row.line,
        };
        ids.set(row.id, { id, topId: values.topParentId, level: values.level });
        let changed = 0;
        const existed = await repo.categoryExists(id);
        if (existed) changed += await repo.updateCategory(values);
        else {
          await repo.insertCategory(values);
          changes.created++;
        }
        await repo.saveKey('taxonomy', 'category', row.id, id);
        const names = categoryNames(row);
        const texts: CategoryText[] = TAXONOMY_LANGUAGES.map((lang) => ({ langNo: LANG_NO[lang], title: names[lang], seoAlias: seoName(names[lang]) }));
        for (const t of texts) changed += await repo.upsertCategoryText(id, t);
        if (changed > 0) {
          await repo.replaceCategorySearchTerms(id, texts);
          if (existed) changes.updated++;
        }
        if ((i + 1) % 100 === 0) options.onProgress?.(i + 1, taken.length);
      }
      options.onProgress?.(taken.length, taken.length);
      if (changes.created + changes.updated > 0) await repo.refreshSearchVocabulary();
      details.categories = ids.size;
      details.corrected = taken.filter((r) => NAME_CORRECTIONS[r.id]).length;
      return left;
    },
  });
}
