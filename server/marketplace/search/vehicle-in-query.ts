/**
 * A vehicle named in the search term ("Golf 7 Bremsscheibe", "Clio IV plaquettes", "Golf VII 1.4
 * TSI Zündkerzen", "BMW 3er E90"): the make, the model family, its generation (roman or arabic
 * numeral, or chassis code) and engine words narrow the search as the vehicle dropdowns do. The
 * vehicle names are few (makes, families, generations, engines), read once a minute per process.
 */
import type { Db } from '../db/connection';
import { foldWord } from './fold';
import { TYPE_CODES, onlyBesideFamily } from './type-codes';

export interface QueryVehicle {
  label: string;
  manufacturerId: number;
  /** The family's series page ("VW Golf"): where the shopper chooses the exact vehicle. */
  seriesPageId: number | null;
  seriesPageSlug: string | null;
  /** The models it names: one generation's engines, or those the engine words pick; null for a whole make or family. */
  modelIds: number[] | null;
  /** Every model of the family, when no generation was named: read where a family's range would be slow. */
  familyModelIds: number[] | null;
  /** Every model of the generation, when engine words picked some of them. */
  generationModelIds: number[] | null;
  /** Which words of the term named it (their positions). */
  used: number[];
}

interface Family { id: number; manufacturerId: number; makeName: string; words: string[]; name: string; slug: string; series: { id: number; name: string; generation: string | null; models: { id: number; words: string[] }[] }[] }
interface Lexicon { makes: { id: number; name: string; words: string[] }[]; families: Family[] }

const MAKE_ALIASES: Record<string, string[][]> = {
  VW: [['volkswagen']],
  'Mercedes-Benz': [['mercedes'], ['benz']],
  Škoda: [['skoda']],
  Citroën: [['citroen']],
};

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];
const LEXICON_TTL_MS = 60_000;
const cache = new WeakMap<object, { at: number; lexicon: Promise<Lexicon> }>();

/** Words of a vehicle name as typed: lower case, diacritics folded; "1.4" stays one word. */
export function vehicleWords(text: string): string[] {
  return text.split(/[\s,;()'’-]+|\/(?!\d+w\b)/i).map((w) => (/^\d+[.,]\d+$/.test(w) ? w.replace(',', '.') : foldWord(w))).filter(Boolean);
}

async function loadLexicon(db: Db): Promise<Lexicon> {
  const [makes, families, pages, series, models] = await Promise.all([
    db.selectFrom('manufacturers').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('series_families').select(['id', 'manufacturer_id', 'name']).orderBy('id').execute(),
    db.selectFrom('series_pages').select(['id', 'series_family_id', 'slug']).execute(),
    db.selectFrom('series').select(['id', 'series_family_id', 'name']).orderBy('id').execute(),
    db.selectFrom('models').select(['id', 'series_id', 'name']).orderBy('id').execute(),
  ]);
  const pageOf = new Map(pages.map((p) => [p.series_family_id, p]));
  const byFamily = new Map<number, Family>();
  const result: Lexicon = { makes: [], families: [] };
  for (const make of makes) {
    result.makes.push({ id: make.id, name: make.name, words: vehicleWords(make.name) });
    for (const alias of MAKE_ALIASES[make.name] ?? []) result.makes.push({ id: make.id, name: make.name, words: alias });
  }
  const makeName = new Map(makes.map((m) => [m.id, m.name]));
  for (const f of families) {
    const page = pageOf.get(f.id);
    if (!page) continue;
    const family: Family = { id: page.id, manufacturerId: f.manufacturer_id, makeName: makeName.get(f.manufacturer_id) ?? '', words: vehicleWords(f.name), name: `${makeName.get(f.manufacturer_id) ?? ''} ${f.name}`.trim(), slug: page.slug, series: [] };
    byFamily.set(f.id, family);
    result.families.push(family);
  }
  const bySeries = new Map<number, Family['series'][number]>();
  for (const s of series) {
    const family = byFamily.get(s.series_family_id);
    if (!family) continue;
    const rest = vehicleWords(s.name).slice(family.words.length);
    const entry = { id: s.id, name: s.name, generation: rest.length === 1 ? rest[0]! : null, models: [] };
    family.series.push(entry);
    bySeries.set(s.id, entry);
  }
  for (const m of models) bySeries.get(m.series_id)?.models.push({ id: m.id, words: vehicleWords(m.name) });
  return result;
}

function lexiconOf(db: Db): Promise<Lexicon> {
  const now = Date.now();
  const held = cache.get(db);
  if (held && now - held.at < LEXICON_TTL_MS) return held.lexicon;
  const lexicon = loadLexicon(db);
  cache.set(db, { at: now, lexicon });
  lexicon.catch(() => cache.delete(db));
  return lexicon;
}

/** Where `phrase` stands in `words` (as whole words), or -1. */
function findPhrase(words: string[], phrase: string[], taken: Set<number>): number {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((p, k) => words[i + k] === p && !taken.has(i + k))) return i;
  }
  return -1;
}

/** A family name that is also an everyday word or a number needs its make beside it ("Fiat 500", "Ford Ka"). */
function needsMake(family: Family): boolean {
  const name = family.words.join(' ');
  return family.words.length === 0 || /^\d+$/.test(name) || name.length < 3;
}

/** A roman or arabic generation number, or "mk7". */
function isGenerationWord(word: string): boolean {
  return ROMAN.includes(word) || /^(?:mk)?\d{1,2}$/.test(word);
}

/** "7" and "vii" name the same generation; so do "mk7" and "e90" when the series is named by it. */
function generationMatches(generation: string, word: string): boolean {
  const asNumber = /^(?:mk)?(\d{1,2})$/.exec(word);
  if (asNumber) return ROMAN[Number(asNumber[1]) - 1] === generation;
  return word === generation;
}

export async function vehicleInQuery(db: Db, words: string[]): Promise<QueryVehicle | null> {
  if (!words.length) return null;
  const lexicon = await lexiconOf(db);
  const taken = new Set<number>();
  let make: { id: number; name: string } | null = null;
  for (const candidate of lexicon.makes) {
    const at = findPhrase(words, candidate.words, taken);
    if (at < 0) continue;
    make = candidate;
    candidate.words.forEach((_, k) => taken.add(at + k));
    break;
  }
  let best: { family: Family; at: number } | null = null;
  for (const family of lexicon.families) {
    if (make ? family.manufacturerId !== make.id : needsMake(family)) continue;
    const at = findPhrase(words, family.words, taken);
    if (at < 0) continue;
    if (!best || family.words.length > best.family.words.length) best = { family, at };
  }
  // A type code alone names its family ("E90 Bremsbeläge", "BMW E90"): read as if the family were written before it.
  let coded: number | null = null;
  if (!best) {
    for (const [i, word] of words.entries()) {
      const code = TYPE_CODES[word];
      if (!code || taken.has(i) || onlyBesideFamily(word)) continue;
      const family = lexicon.families.find((f) => f.makeName === code.make && f.words.join(' ') === vehicleWords(code.family).join(' '));
      if (!family || (make && family.manufacturerId !== make.id)) continue;
      best = { family, at: i - family.words.length };
      coded = i;
      break;
    }
  }
  if (!best) {
    if (!make) return null;
    return { label: make.name, manufacturerId: make.id, seriesPageId: null, seriesPageSlug: null, modelIds: null, familyModelIds: null, generationModelIds: null, used: [...taken] };
  }
  const { family, at } = best;
  if (coded === null) family.words.forEach((_, k) => taken.add(at + k));
  let next = at + family.words.length;
  // A type code after the family ("Polo 6R", "Golf 5G") stands for the generation it names.
  const code = next < words.length ? TYPE_CODES[words[next]!] : undefined;
  const codeFits = code !== undefined && code.make === family.makeName && vehicleWords(code.family).join(' ') === family.words.join(' ');
  const generationWord = codeFits ? code.generation : words[next];
  const series = family.series.find((s) => s.generation !== null && generationWord !== undefined && generationMatches(s.generation, generationWord))
    ?? (family.series.length === 1 ? family.series[0]! : null);
  if (series && generationWord !== undefined && series.generation !== null && generationMatches(series.generation, generationWord)) taken.add(next++);
  else if (generationWord !== undefined && (codeFits || isGenerationWord(generationWord))) {
    // A generation the catalogue does not hold ("Golf 7", "Clio IV", "Polo 6R" where only the
    // current one is listed) is read as the family, not searched as a part's name.
    taken.add(next++);
  }
  const vehicle: QueryVehicle = {
    label: series ? `${family.makeName} ${series.name}` : family.name,
    manufacturerId: family.manufacturerId, seriesPageId: family.id, seriesPageSlug: family.slug, modelIds: null, familyModelIds: series ? null : family.series.flatMap((s) => s.models.map((m) => m.id)), generationModelIds: null, used: [],
  };
  if (series) {
    // Engine words after the generation ("1.4 TSI") pick its models; words that name no engine are left to the search.
    const engineWords: number[] = [];
    for (let i = next; i < words.length && engineWords.length < 3; i++) {
      if (series.models.some((m) => m.words.includes(words[i]!))) engineWords.push(i);
      else break;
    }
    const fitting = series.models.filter((m) => engineWords.every((i) => m.words.includes(words[i]!)));
    vehicle.modelIds = (fitting.length ? fitting : series.models).map((m) => m.id);
    if (fitting.length) {
      for (const i of engineWords) taken.add(i);
      if (fitting.length < series.models.length) vehicle.generationModelIds = series.models.map((m) => m.id);
    }
  }
  vehicle.used = [...taken].sort((a, b) => a - b);
  return vehicle;
}
