/**
 * The mapping screen's choices as a mapping: a column the member sets to "do not use" is not read,
 * even when its header bears a common name the import would otherwise take it by.
 */
import { choicesOf, mappingOf, missingOf } from './column-choices';
import { parseMapping, resolveColumns } from './mapping';

const HEADERS = ['Artikelnummer', 'Marke', 'OEM', 'Preis', 'Bestand', 'EAN'];

test('a recognised column set to "do not use" is not read, and the screen shows it unused again', () => {
  const read = resolveColumns(HEADERS);
  expect(read.get('ean')).toBe(5);
  const choices = choicesOf(HEADERS, {});
  delete choices['5'];
  const made = mappingOf(HEADERS, choices);
  if (!('mapping' in made)) throw new Error('a field twice');
  const columns = resolveColumns(HEADERS, made.mapping);
  expect(columns.has('ean')).toBe(false);
  expect(columns.get('price')).toBe(3);
  expect(choicesOf(HEADERS, made.mapping)['5']).toBeUndefined();
  // What is stored reads back as the same mapping.
  expect(parseMapping(JSON.stringify(made.mapping))).toEqual(made.mapping);
});

test('a required column set to "do not use" is missing, not read by its name', () => {
  const choices = choicesOf(HEADERS, {});
  delete choices['3'];
  expect(missingOf(HEADERS, choices)).toContain('price');
});
