/**
 * The mapping screen's choices (column index -> field) and the shop's mapping (field -> header)
 * as one another: what the screen shows first is what an import would read, and what the member
 * chose becomes the mapping every later import of the shop reads.
 */
import { MAPPABLE_FIELDS } from '../../../contract/calls/portal-feeds';
import { missingColumns } from './formats';
import { columnFromHeader } from './fields';
import { type FeedMapping, IGNORED, resolveColumns } from './mapping';

const MAPPABLE = new Set<string>(MAPPABLE_FIELDS);
export type Choices = Record<string, string>;

/** What an import with the mapping would read from each column. */
export function choicesOf(headers: string[], mapping: FeedMapping): Choices {
  const choices: Choices = {};
  for (const [key, index] of resolveColumns(headers, mapping)) {
    const field = key === 'mpns' ? 'mpn' : key;
    if (MAPPABLE.has(field)) choices[String(index)] = field;
  }
  return choices;
}

/** The choices as sent by the form (`column_<i>` = field or empty), unknown fields and columns dropped. */
export function choicesFromForm(headers: string[], body: Record<string, unknown>): Choices {
  const choices: Choices = {};
  headers.forEach((_header, index) => {
    const value = body[`column_${index}`];
    if (typeof value === 'string' && MAPPABLE.has(value)) choices[String(index)] = value;
  });
  return choices;
}

/**
 * The mapping the choices make, or the field chosen for two columns. A column left at "do not
 * use" whose header bears a common name is recorded as not used: the member's choice wins over
 * the name.
 */
export function mappingOf(headers: string[], choices: Choices): { mapping: FeedMapping } | { twice: string } {
  const mapping: FeedMapping = {};
  for (const [index, field] of Object.entries(choices)) {
    const header = headers[Number(index)]?.trim();
    if (!header) continue;
    if (mapping[field]) return { twice: field };
    mapping[field] = header.slice(0, 200);
  }
  headers.forEach((raw, index) => {
    const header = raw.trim();
    if (header && choices[String(index)] === undefined && columnFromHeader(header)) mapping[`${IGNORED}${index}`] = header.slice(0, 200);
  });
  return { mapping };
}

/** The required columns the choices leave without a column, as an import would find them. */
export function missingOf(headers: string[], choices: Choices): string[] {
  const made = mappingOf(headers, choices);
  if ('twice' in made) return [];
  return missingColumns(resolveColumns(headers, made.mapping));
}
