/**
 * What each kind of part is described by, in one place: its criteria with their units, and which of
 * them a listing of that kind filters by. Kinds are named by the catalogue's German part type (the
 * leaf's title without the axle word), as the seed and the import name them. The criteria's labels
 * and word values are texts of the editions (locales/resources/<language>/article.json: article.criteria,
 * article.values, article.position); criteria.test.ts checks each one is there in every edition.
 */

/** How a criterion's values read and sort: measures by number, words translated, codes as written (H7, M20x1.5). */
export type ValueKind = 'number' | 'word' | 'code';

export interface CriterionSpec {
  key: string;
  unit?: string;
  values: ValueKind;
}

export interface KindSpec {
  /** The German part type (data/part-types.ts). */
  kind: string;
  criteria: readonly CriterionSpec[];
  /** The criteria a listing of this kind offers as filters, in the order shown. */
  filters: readonly string[];
}

const measure = (key: string, unit: string): CriterionSpec => ({ key, unit, values: 'number' });
const count = (key: string): CriterionSpec => ({ key, values: 'number' });
const word = (key: string): CriterionSpec => ({ key, values: 'word' });
const code = (key: string, unit?: string): CriterionSpec => (unit ? { key, unit, values: 'code' } : { key, values: 'code' });
const position = word('fitting_position');

const disc: KindSpec = {
  kind: 'Bremsscheiben',
  criteria: [measure('diameter', 'mm'), measure('thickness', 'mm'), measure('min_thickness', 'mm'), word('disc_type'), count('bolt_holes'), position],
  filters: ['fitting_position', 'diameter', 'disc_type', 'bolt_holes', 'thickness'],
};
const pads: KindSpec = {
  kind: 'Bremsbeläge',
  criteria: [position, measure('width', 'mm'), word('wear_indicator')],
  filters: ['fitting_position', 'wear_indicator', 'width'],
};
const battery: KindSpec = {
  kind: 'Starterbatterie',
  criteria: [measure('capacity', 'Ah'), measure('cold_start_current', 'A'), measure('voltage', 'V'), word('polarity')],
  filters: ['capacity', 'cold_start_current', 'polarity', 'voltage'],
};
/** Bulbs: the lamp type (H7, D2S) first; watts are codes, a twin-filament bulb reads 60/55. */
const bulb = (kind: string): KindSpec => ({
  kind,
  criteria: [code('lamp_type'), code('wattage', 'W'), measure('voltage', 'V')],
  filters: ['lamp_type', 'wattage', 'voltage'],
});
const oil: KindSpec = {
  kind: 'Motoröl',
  criteria: [code('viscosity'), code('specification'), measure('volume', 'l')],
  filters: ['viscosity', 'specification', 'volume'],
};
const wiper: KindSpec = {
  kind: 'Scheibenwischer',
  criteria: [measure('length', 'mm'), position],
  filters: ['fitting_position', 'length'],
};
const shock: KindSpec = {
  kind: 'Stoßdämpfer',
  criteria: [position, word('shock_type')],
  filters: ['fitting_position', 'shock_type'],
};
/** Screw-on filters have a thread; panel and insert filters a height alone. */
const filter = (kind: string, threaded: boolean): KindSpec => ({
  kind,
  criteria: threaded ? [measure('height', 'mm'), code('thread')] : [measure('height', 'mm')],
  filters: threaded ? ['height', 'thread'] : ['height'],
});

export const KINDS: readonly KindSpec[] = [
  disc, pads, battery,
  bulb('Glühlampe Hauptscheinwerfer'), bulb('Glühlampe Blinkleuchte'), bulb('Xenon-Brenner'), bulb('LED-Lampe'),
  oil, wiper, shock,
  filter('Ölfilter', true), filter('Luftfilter', false), filter('Kraftstofffilter', false), filter('Pollenfilter', false), filter('Biofunktionaler Innenraumfilter', false), filter('Aktivkohlefilter', false),
];

const kindsByName = new Map(KINDS.map((kind) => [kind.kind, kind]));

export function kindSpec(kind: string): KindSpec | undefined {
  return kindsByName.get(kind);
}

/**
 * Filter values the trade looks for first, in this order, ahead of the others: the viscosities and
 * lamp types a shop's filter lists open with. A viscosity is compared without its hyphen (0W30 is 0W-30).
 */
export const PROMOTED_VALUES: Readonly<Record<string, readonly string[]>> = {
  viscosity: ['0W30', '0W40', '10W40', '15W40', '5W30'],
  lamp_type: ['H4', 'H7', 'H1', 'D2S', 'D1R'],
};

/**
 * Every criterion listings filter by, in the order their filters are shown: viscosities and lamp
 * types first, then the others as the kinds list them. The index of article criteria (migration 044)
 * holds these keys.
 */
export const FILTER_KEYS: readonly string[] = [...new Set(['viscosity', 'lamp_type', ...KINDS.flatMap((kind) => kind.filters)])];

const specByKey = new Map<string, CriterionSpec>();
for (const kind of KINDS) for (const criterion of kind.criteria) if (!specByKey.has(criterion.key)) specByKey.set(criterion.key, criterion);

/** The first kind's description of a key (its unit and how its values read). */
export function criterionSpec(key: string): CriterionSpec | undefined {
  return specByKey.get(key);
}

export function isFilterKey(key: string): boolean {
  return FILTER_KEYS.includes(key);
}

/**
 * The value a filter compares: as stored, but a viscosity without hyphen or spaces and in capitals
 * ("5W-30", "5w30" and "5W 30" are one grade). The index of migration 044 applies the same rule in SQL.
 */
export function filterValue(key: string, value: string): string {
  const trimmed = value.trim();
  return key === 'viscosity' ? trimmed.replace(/[-\s]/g, '').toUpperCase() : trimmed;
}

/** How a filter value is written in the trade: viscosities with their hyphen (0W-30). */
export function writtenValue(key: string, value: string): string {
  if (key === 'viscosity') return value.replace(/^(\d+W)(\d+)$/, '$1-$2');
  return value;
}

/**
 * A key's filter values in the order shown: the promoted ones in their order, then measures going
 * up, then the rest by how many articles carry them (the name breaking ties).
 */
export function orderFilterValues<T extends { value: string; count: number }>(key: string, values: readonly T[]): T[] {
  const promoted = PROMOTED_VALUES[key] ?? [];
  const spec = criterionSpec(key);
  const rank = (value: string) => {
    const i = promoted.indexOf(value);
    return i < 0 ? promoted.length : i;
  };
  const number = (value: string) => (/^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.POSITIVE_INFINITY);
  return [...values].sort((a, b) => {
    const byRank = rank(a.value) - rank(b.value);
    if (byRank !== 0) return byRank;
    if (spec?.values === 'number') {
      const byNumber = number(a.value) - number(b.value);
      if (byNumber !== 0 && !Number.isNaN(byNumber)) return byNumber;
    }
    return b.count - a.count || a.value.localeCompare(b.value);
  });
}
