/**
 * A type's name names its own model line, never another of its make's: ADEME lists V60 B4 rows as
 * "V40 B4 FWD" under the model V60, and a shop would sell a V40's parts to a V60 driver. The list's
 * model column is right (the V40 left the market in 2019), its commercial name wrong: the importer
 * writes the row's own line into the name, and the plausibility check counts any type still named
 * for another line. reference-data/ stays as ADEME published it.
 */

/** A model line code as makers spell them: letters then a number (V60, XC40, Q2, A3, X1). */
const LINE_CODE = /^[A-Z]{1,3}\d{1,3}$/;
const compact = (text: string): string => text.toUpperCase().replace(/[\s-]/g, '');

/**
 * Whether the code is its line's performance version, which the maker names by the line: an
 * Audi S or RS (SQ2 of the Q2, S3 and RS 3 of the A3).
 */
function performanceOf(code: string, line: string): boolean {
  const base = /^A\d/.test(line) ? line.slice(1) : line;
  return code === `S${base}` || code === `RS${base}`;
}

/**
 * The other model line a type's name begins with ("V40" for a V60's "V40 B4 FWD"), or null when it
 * names its own line, no line code, or its family's name is no line code ("Golf", "Clio").
 */
export function otherLineNamed(family: string, typeName: string): string | null {
  const line = compact(family);
  const first = typeName.trim().split(/\s+/)[0] ?? '';
  const code = compact(first);
  if (!LINE_CODE.test(line) || !LINE_CODE.test(code) || code === line || performanceOf(code, line)) return null;
  return first;
}

/** The type's name with its own line where it begins with another ("V40 B4 FWD" of a V60 is "V60 B4 FWD"). */
export function ownLineName(family: string, typeName: string): string {
  const other = otherLineNamed(family, typeName);
  return other === null ? typeName : `${family.trim()}${typeName.trim().slice(other.length)}`;
}
