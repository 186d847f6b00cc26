/**
 * The facts that name an article beside its brand and part type, the way parts catalogues write
 * them ("Bremsscheiben Ø 288 mm belüftet", "Motoröl 5W-30 5 l"), in the catalogue language: taken
 * from the article's own attributes, so an imported article is named by the same rule.
 */
import { EDITIONS } from '../../../locales/editions';
import { loadResource } from '../../../locales/i18n';

interface Criterion { key: string; value: string; unit?: string }

/**
 * The attributes that go into a name, in the order they are written: the ones shoppers and shops
 * tell two articles of one part type apart by (a disc's size and kind, a wiper's length and blade).
 * Bare counts (teeth, ribs) stay out: a number without its unit names nothing.
 */
const NAME_KEYS = [
  'diameter', 'disc_type', 'lamp_type', 'viscosity', 'volume', 'capacity', 'cold_start_current', 'thread', 'length', 'width', 'blade_type', 'wear_indicator',
  'light_technology', 'fitting_side', 'pressure', 'wattage', 'inner_diameter', 'opening_temperature', 'emission_class', 'lowering', 'specification',
];
/** A name stays a name: at most this many facts. */
const MAX_FACTS = 3;
const NUMBER = /^\d+(\.\d+)?$/;

interface Language { format: Intl.NumberFormat; values: Record<string, string> }
const languages = new Map<number, Language>();

function languageOf(langNo: number): Language {
  let language = languages.get(langNo);
  if (!language) {
    const code = Object.values(EDITIONS).find((edition) => edition.langNo === langNo)?.language ?? 'de';
    const article = loadResource(code).article as { values?: Record<string, string> } | undefined;
    language = { format: new Intl.NumberFormat(code, { maximumFractionDigits: 2 }), values: article?.values ?? {} };
    languages.set(langNo, language);
  }
  return language;
}

/** The article's naming facts as one phrase; '' when it has none. `criteria` is the stored JSON list. */
export function keyFacts(criteria: string | null, langNo: number): string {
  if (!criteria) return '';
  let list: Criterion[];
  try {
    list = JSON.parse(criteria) as Criterion[];
  } catch {
    return '';
  }
  const { format, values } = languageOf(langNo);
  const words: string[] = [];
  for (const key of NAME_KEYS) {
    if (words.length === MAX_FACTS) break;
    const criterion = list.find((c) => c.key === key);
    if (!criterion) continue;
    const written = (c: Criterion) => (NUMBER.test(c.value) ? format.format(Number(c.value)) : (values[c.value] ?? c.value));
    // A wiper set is its two blades: the driver's and the passenger's lengths, as the trade writes them ("600/475 mm").
    const second = key === 'length' ? list.find((c) => c.key === 'length_passenger' && c.unit === criterion.unit) : undefined;
    const value = second ? `${written(criterion)}/${written(second)}` : written(criterion);
    // No line break inside one fact ("Ø 288 mm" on a narrow card): the spaces within it do not break.
    const withUnit = criterion.unit ? `${value}\u00a0${criterion.unit}` : value;
    words.push(key === 'diameter' ? `Ø\u00a0${withUnit}` : withUnit);
  }
  return words.join(' ');
}

/**
 * How a cart line, an order line, its mail and the shop's order document name an article: its part
 * type and key facts ("Bremsscheiben Ø 280 mm belüftet"), the part number when the type is unknown.
 */
export function articleName(partType: string | null, criteria: string | null, langNo: number, articleNumber: string): string {
  if (partType === null) return articleNumber;
  const facts = keyFacts(criteria, langNo);
  return facts ? `${partType} ${facts}` : partType;
}
