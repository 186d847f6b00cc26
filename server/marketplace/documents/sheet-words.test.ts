/**
 * Every attribute the part-type table gives an article is named in every catalogue language (the
 * article page's table, the data sheets in English too), and every value that is a word has its
 * word: no row falls back to "Property" and no raw key such as "with_contact" reaches a page.
 */
import { PART_TYPES } from '../seed/data/part-types';
import { sheetWords } from './sheet-words';
import { createRng } from '../seed/rng';

const LANGUAGE_NUMBERS = { de: 1, en: 4, fr: 6, it: 7, es: 8, nl: 9 } as const;

test('every attribute and value word of every part type is named in the six languages of the catalogue and its data sheets', () => {
  const keys = new Set<string>();
  const words = new Set<string>();
  const draw = createRng(43);
  for (const type of Object.values(PART_TYPES)) {
    for (let i = 0; i < 60; i++) {
      const input = { draw, own: draw, step: Math.floor(draw() * 12), engine: draw(), position: ([null, 'front', 'rear'] as const)[i % 3]!, car: null };
      for (const criterion of type.criteria(input)) {
        keys.add(criterion.key);
        if (/^[a-z_]+$/.test(criterion.value) && criterion.key !== 'fitting_position') words.add(criterion.value);
      }
    }
  }
  expect(keys.size).toBeGreaterThan(60);
  for (const [language, langNo] of Object.entries(LANGUAGE_NUMBERS)) {
    const sheet = sheetWords(langNo);
    expect([language, [...keys].filter((key) => !sheet.criteria[key])]).toEqual([language, []]);
    expect([language, [...words].filter((word) => !sheet.values[word])]).toEqual([language, []]);
  }
});
