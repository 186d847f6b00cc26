import { LOCALES } from '../../../locales/editions';
import { createI18n } from '../../../locales/i18n';
import { INDEXED_CRITERIA } from '../db/migrations/044_article_criteria';
import { PART_TYPES } from '../seed/data/part-types';
import { createRng } from '../seed/rng';
import { FILTER_KEYS, KINDS, filterValue, orderFilterValues, writtenValue } from './criteria';

describe('the kinds of part and their criteria', () => {
  it('are what the seed gives each kind, with the same units, for every size and axle', () => {
    for (const spec of KINDS) {
      const type = PART_TYPES[spec.kind];
      expect(type).toBeDefined();
      for (const step of [0, 5, 11]) for (const position of ['front', 'rear', null] as const) {
        const rng = createRng(step + 7);
        const made = type!.criteria({ draw: rng, own: rng, step, engine: rng(), position, car: null });
        for (const criterion of spec.criteria) {
          const found = made.find((c) => c.key === criterion.key);
          expect({ kind: spec.kind, key: criterion.key, found: Boolean(found) }).toEqual({ kind: spec.kind, key: criterion.key, found: true });
          expect(found!.unit).toBe(criterion.unit);
        }
      }
    }
  });

  it('are indexed by migration 044 wherever listings filter by them', () => {
    for (const key of FILTER_KEYS) expect(INDEXED_CRITERIA).toContain(key);
    for (const spec of KINDS) for (const key of spec.filters) expect(spec.criteria.map((c) => c.key).concat(FILTER_KEYS)).toContain(key);
  });

  it('are named, with their word values, in all six editions', () => {
    const i18n = createI18n();
    const words = new Set<string>(['front', 'rear']);
    for (const spec of KINDS) {
      const type = PART_TYPES[spec.kind]!;
      for (let i = 0; i < 40; i++) {
        const rng = createRng(i);
        for (const c of type.criteria({ draw: rng, own: rng, step: i % 12, engine: rng(), position: null, car: null })) {
          if (spec.criteria.some((s) => s.key === c.key && s.values === 'word') && c.key !== 'fitting_position') words.add(c.value);
        }
      }
    }
    for (const locale of LOCALES) {
      const t = i18n.getFixedT(locale);
      for (const spec of KINDS) for (const { key } of spec.criteria) expect([locale, key, i18n.exists(`article.criteria.${key}`, { lng: locale })]).toEqual([locale, key, true]);
      for (const word of words) {
        const path = word === 'front' || word === 'rear' ? `article.position.${word}` : `article.values.${word}`;
        expect([locale, word, i18n.exists(path, { lng: locale })]).toEqual([locale, word, true]);
      }
      expect(t('article.criteria.viscosity')).not.toBe('article.criteria.viscosity');
    }
  });
});

describe('filter values', () => {
  it('compare a viscosity without hyphen or spaces and write it with its hyphen', () => {
    expect(filterValue('viscosity', '5W-30')).toBe('5W30');
    expect(filterValue('viscosity', ' 5w 30 ')).toBe('5W30');
    expect(filterValue('lamp_type', ' H7 ')).toBe('H7');
    expect(writtenValue('viscosity', '10W40')).toBe('10W-40');
    expect(writtenValue('diameter', '288')).toBe('288');
  });

  it('put the promoted values first in their order, measures going up, the rest by count', () => {
    const v = (value: string, count: number) => ({ value, count });
    expect(orderFilterValues('viscosity', [v('5W40', 90), v('5W30', 10), v('0W20', 50), v('0W30', 1), v('10W40', 3)]).map((x) => x.value)).toEqual(['0W30', '10W40', '5W30', '5W40', '0W20']);
    expect(orderFilterValues('lamp_type', [v('H11', 99), v('D1R', 1), v('H1', 2), v('H4', 3)]).map((x) => x.value)).toEqual(['H4', 'H1', 'D1R', 'H11']);
    expect(orderFilterValues('diameter', [v('312', 9), v('256', 1), v('280', 5)]).map((x) => x.value)).toEqual(['256', '280', '312']);
    expect(orderFilterValues('shock_type', [v('oil_pressure', 2), v('gas_pressure', 8)]).map((x) => x.value)).toEqual(['gas_pressure', 'oil_pressure']);
  });
});
