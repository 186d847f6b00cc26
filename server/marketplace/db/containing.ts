/**
 * "Contains this text, whatever its case" on both backends: lower(column) LIKE '%text%' with the
 * text's own % and _ taken literally. ILIKE is PostgreSQL's alone, and SQLite's LIKE folds only
 * ASCII anyway; lower() on both sides reads the same on both (SQLite's lower() folds ASCII only:
 * "MÜLLER" is found by "mÜller", not by "müller"). A leading wildcard reads every row: fine for
 * the desk's tables at their size, not for the catalogue.
 */
import { sql, type Expression, type SqlBool } from 'kysely';

export const containingPattern = (text: string): string => `%${text.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function contains(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
