/**
 * Free-text search. The term's words are looked up in the FTS5 name index: words naming categories
 * narrow to those categories (every such word must match), words naming brands narrow to brands.
 * Results are ranked by relevance (the best-matching category first) then popularity. A term that
 * is (or contains) an article, norm or OE number puts those articles first.
 */
import type { Database, Db } from '../db/connection';
import { countArticles, filterValue, findArticleIds, isFilterKey, type ArticleQuery, type VehicleContext, type ListingFilters, productCards } from '../catalogue';
import type { ListingSort } from '../../../contract/index';
import { looksLikePartNumber, normalisePartNumber } from './part-number';
import { attributeValue, joinSplitValues } from './attributes';
import { correctWord, nearPartNumbers } from './corrections';
import { foldWord } from './fold';
import * as search from './repository';
import { QUALIFIER_WORDS, STOP_WORDS } from './synonyms';
import { criteriaInTerm, type CriterionInQuery } from './criteria-in-query';
import { positionOf } from './positions';
import { TRADE_STEP, categoryDemand } from './demand';
import { NAMING_ATTRIBUTES } from './attributes';
import type { CategorySuggestion } from '../../../contract/index';
import { vehicleInQuery, vehicleWords, type QueryVehicle } from './vehicle-in-query';

export interface TermAnalysis {
  /** Categories in relevance order (leaves only). */
  categoryIds: number[];
  brandIds: number[];
  /** Article ids matched by part / OE number, best first. */
  numberMatches: number[];
  /** False when some word matched nothing at all: the search finds nothing by name. */
  wordsMatched: boolean;
  /** The term as searched when words were corrected ("showing results for"); null when none was. */
  corrected: string | null;
  /** A part number one typo away from the term's, offered, never searched in its place. */
  didYouMean: string | null;
  /** A vehicle the term names: it narrows the results as choosing it would. */
  vehicle: QueryVehicle | null;
  /** Attribute values the term names ("5W30", "H7"): only articles carrying them. */
  attributes: { key: string; value: string }[];
  /** For one attribute value: how many articles of each category carry it (counted when the index was built). */
  attributeCounts?: Map<number, number>;
}

export interface AnalyseOptions {
  /** The edition's language: its words win a tie between corrections. */
  langNo?: number;
  /** Search the words as typed: no corrections ("search instead for"). */
  exact?: boolean;
  /** Suggestions: the last word may still be being typed. */
  typing?: boolean;
}

type WordMatches = Map<number, number>;
const MAX_WORDS = 8;
/** Ranks are negated bm25 scores, a few units apart: this puts every whole-word match first. */
const WHOLE_WORD_BONUS = 1000;

/** Suffixes tried when a word matches nothing as typed: plural and singular endings of the six languages. */
const ENDINGS = ['en', 'er', 'es', 'n', 'e', 's', 'x', 'i', 'a', 'o'];

/** Shorter words are too often the beginning of another ("disc" of "disco" and "discos") to have forms. */
const SHORTEST_INFLECTED_WORD = 5;

/**
 * The word with a plural or singular ending added ("disque" -> "disques", "disco" -> "discos"): a
 * name holding one of them holds the word as wholly as one holding the word as typed. None for a
 * word still being typed: it is a beginning, not yet a word.
 */
function inflections(word: string, typing = false): string[] {
  return typing || word.length < SHORTEST_INFLECTED_WORD ? [] : ENDINGS.map((end) => word + end);
}

/** The word without a plural or singular ending, longest stems first ("bremse" -> "brems", "radschrauben" -> "radschraube"). */
function stems(word: string): string[] {
  if (word.length < 5) return [];
  return ENDINGS.filter((end) => word.endsWith(end) && word.length - end.length >= 4).map((end) => word.slice(0, -end.length));
}

/**
 * One word's categories and brands, as typed, then by its stem, then corrected. Each step asks
 * the database its questions together: on PostgreSQL every question is a round trip, and on a busy
 * machine the waits between them, not the queries, were most of a search's time.
 */
async function lookUpWord(db: Db, word: string, options: AnalyseOptions, last: boolean): Promise<{ matches: search.TermMatch[]; corrected: string | null }> {
  const [direct, { whole, first }] = await Promise.all([search.matchWord(db, word), search.wholeWordMatches(db, word, options.langNo ?? 1, inflections(word, options.typing && last))]);
  if (direct.length) {
    // The word itself in the edition's language ranks before words it only begins, and first of
    // all where it starts the name.
    const bonus = (key: string) => (whole.has(key) ? WHOLE_WORD_BONUS : 0) + (first.has(key) ? WHOLE_WORD_BONUS : 0);
    const ranked = direct.map((m) => ({ ...m, rank: m.rank - bonus(`${m.kind}|${m.refId}`) }));
    return { matches: ranked.sort((a, b) => a.rank - b.rank || a.refId - b.refId), corrected: null };
  }
  const folded = foldWord(word);
  // The correction is looked for beside the stems; it is used only when no stem finds anything.
  const [byStem, correction] = await Promise.all([
    Promise.all(stems(folded).map((stem) => search.matchWord(db, stem))),
    options.exact ? null : correctWord(db, folded, { langNo: options.langNo, asPrefix: options.typing && last }),
  ]);
  const found = byStem.find((matches) => matches.length);
  if (found) return { matches: found, corrected: null };
  if (!correction) return { matches: [], corrected: null };
  // The catalogue's spelling, as the name index holds it, ranked as a word typed so would be.
  const [matches, named] = await Promise.all([search.matchWord(db, correction.spelling), search.wholeWordMatches(db, correction.spelling, options.langNo ?? 1, inflections(correction.spelling, options.typing && last))]);
  const bonus = (key: string) => (named.whole.has(key) ? WHOLE_WORD_BONUS : 0) + (named.first.has(key) ? WHOLE_WORD_BONUS : 0);
  const ranked = matches.map((m) => ({ ...m, rank: m.rank - bonus(`${m.kind}|${m.refId}`) }));
  return { matches: ranked.sort((a, b) => a.rank - b.rank || a.refId - b.refId), corrected: correction.spelling };
}

/** How well the words match a category: 2 where they are whole words starting its name, 1 whole words, 0 beginnings (see WHOLE_WORD_BONUS). */
function tierOf(rank: number, words: number): number {
  return Math.floor(-rank / words / WHOLE_WORD_BONUS);
}

/**
 * Categories every required word names, best first; when no category is named by all of them, those
 * named by the most. Best is how well the words match plus how sought the kind of part is (demand):
 * a core part beginning with the word before an accessory holding it ("Kupplung": the clutch kit
 * before the viscous fan clutch). A word saying where a part sits that also begins a category's
 * name narrows only to categories the other words match as well as the best one; front and rear
 * themselves filter on the articles' fitting position (applyCriteria), as "Bremsbeläge hinten" does.
 */
function combineCategories(required: WordMatches[], qualifiers: WordMatches[], demand: Map<number, number>): number[] {
  if (!required.length && !qualifiers.length) return [];
  const score = new Map<number, { words: number; rank: number }>();
  for (const matches of required.length ? required : qualifiers) {
    for (const [id, rank] of matches) {
      const s = score.get(id) ?? { words: 0, rank: 0 };
      score.set(id, { words: s.words + 1, rank: s.rank + rank });
    }
  }
  const most = Math.max(...[...score.values()].map((s) => s.words));
  const candidates = [...score.entries()].filter(([, s]) => s.words === most);
  const value = (id: number, rank: number) => rank - (demand.get(id) ?? 0);
  let ids = candidates.sort((a, b) => value(a[0], a[1].rank) - value(b[0], b[1].rank) || a[0] - b[0]).map(([id]) => id);
  if (required.length) {
    const best = Math.max(...candidates.map(([, s]) => tierOf(s.rank, s.words)));
    // Within a trade step of the best category's demand: the kind meant, not an accessory's.
    const floor = (demand.get(ids[0]!) ?? 0) - TRADE_STEP;
    const top = new Set(candidates.filter(([id, s]) => tierOf(s.rank, s.words) === best && (demand.get(id) ?? 0) > floor).map(([id]) => id));
    for (const matches of qualifiers) {
      const narrowed = ids.filter((id) => matches.has(id) && top.has(id));
      if (narrowed.length) ids = narrowed;
    }
  }
  return ids;
}

/**
 * The criteria the term names, applied where the categories named carry them: the first category
 * carrying the value decides which criterion it is (600 mm: a wiper's length, a disc's diameter),
 * and only categories carrying it stay. A value no category named carries is passed over: it must
 * not empty the answer. With no category named, a value that names its categories ("5W30") has
 * given them already; others are passed over.
 */
async function applyCriteria(db: Db, analysis: TermAnalysis, criteria: CriterionInQuery[]): Promise<void> {
  const rows = await Promise.all(criteria.map((c) => search.attributeCategories(db, c.value, c.keys)));
  for (const [i] of criteria.entries()) {
    const found = rows[i]!;
    if (!found.length || !analysis.categoryIds.length) continue;
    const carries = new Set(found.map((r) => r.categoryId));
    const first = analysis.categoryIds.find((id) => carries.has(id));
    if (first === undefined) continue;
    const row = found.find((r) => r.categoryId === first)!;
    const same = found.filter((r) => r.key === row.key);
    const holding = new Set(same.map((r) => r.categoryId));
    analysis.categoryIds = analysis.categoryIds.filter((id) => holding.has(id));
    analysis.attributes.push({ key: row.key, value: row.written });
    analysis.attributeCounts = analysis.attributes.length === 1 ? new Map(same.map((r) => [r.categoryId, r.articles])) : undefined;
  }
}

/** Categories every word's matches name. */
function commonCategories(list: WordMatches[]): number[] {
  return list.length ? [...list[0]!.keys()].filter((id) => list.every((m) => m.has(id))) : [];
}

/**
 * A word found as typed may still be a typo of the word meant ("disques de frien": "frien" begins
 * some other name): when the words name no category together, each found word in turn is corrected,
 * and the correction is kept if then they do.
 */
async function correctWordsThatNameNothingTogether(db: Db, required: WordMatches[], words: string[], corrections: Map<string, string>, langNo?: number): Promise<void> {
  if (required.length < 2 || commonCategories(required).length) return;
  for (const [i, word] of words.entries()) {
    if (!word || !/\p{L}/u.test(word)) continue;
    const correction = await correctWord(db, foldWord(word), { langNo });
    if (!correction) continue;
    const categories: WordMatches = new Map();
    for (const m of await search.matchWord(db, correction.spelling)) if (m.kind === 'category' && !categories.has(m.refId)) categories.set(m.refId, m.rank);
    const trial = required.map((m, k) => (k === i ? categories : m));
    if (!commonCategories(trial).length) continue;
    required[i] = categories;
    corrections.set(word, correction.spelling);
    return;
  }
}

/**
 * A word of three letters that named nothing may be a word with one letter missing ("filtro olo"):
 * too short to be corrected alone, it is read as the word meant only when the other words then
 * name a part together with it. Returns how many words were read so.
 */
async function completeShortWords(db: Db, required: WordMatches[], words: string[], corrections: Map<string, string>, langNo?: number): Promise<number> {
  if (!required.length) return 0;
  let completed = 0;
  for (const word of words) {
    if (!/^\p{L}+$/u.test(word)) continue;
    const correction = await correctWord(db, foldWord(word), { langNo, missingLetter: true });
    if (!correction) continue;
    const categories: WordMatches = new Map();
    for (const m of await search.matchWord(db, correction.spelling)) if (m.kind === 'category' && !categories.has(m.refId)) categories.set(m.refId, m.rank);
    if (!commonCategories([...required, categories]).length) continue;
    required.push(categories);
    corrections.set(word, correction.spelling);
    completed++;
  }
  return completed;
}

/**
 * A part number written beside its brand ("Bosch 0 986 494 602", "Gates WP7551"): the number
 * without the brand's word, first or last, which the whole term is not.
 */
async function numbersBesideBrand(db: Db, term: string): Promise<number[]> {
  const words = term.trim().split(/\s+/);
  if (words.length < 2) return [];
  for (const [dropped, rest] of [[words[0]!, words.slice(1)], [words.at(-1)!, words.slice(0, -1)]] as const) {
    if (!/^\p{L}[\p{L}&-]*$/u.test(dropped)) continue;
    const text = rest.join(' ');
    // A number has several digits: "Golf 7 Bremsscheiben" is no part number.
    if (!looksLikePartNumber(text) || normalisePartNumber(text).length < 5 || (text.match(/\d/g) ?? []).length < 3) continue;
    const found = await numbersOf(db, normalisePartNumber(text));
    if (found.length) return found;
  }
  return [];
}

/** Articles whose own number is the number, then those replacing it as an OE number. */
async function numbersOf(db: Db, norm: string): Promise<number[]> {
  const [own, oe] = await Promise.all([search.articlesByNormNumber(db, norm, 50), search.articlesByOeNumber(db, norm, 50)]);
  return [...own, ...oe];
}

export async function analyseTerm(db: Db, term: string, options: AnalyseOptions = {}): Promise<TermAnalysis> {
  const numberMatches: number[] = [];
  const addNumber = (ids: number[]) => { for (const id of ids) if (!numberMatches.includes(id)) numberMatches.push(id); };
  const analysis: TermAnalysis = { categoryIds: [], brandIds: [], numberMatches, wordsMatched: false, corrected: null, didYouMean: null, vehicle: null, attributes: [] };

  const whole = normalisePartNumber(term);
  // Criteria written with their units are read first: "74 Ah" is one value, not two words.
  const written = criteriaInTerm(term);
  const criteria = written.criteria;
  // What the term and its words name is asked together, then read in the words' order.
  const typed = vehicleWords(written.rest).slice(0, MAX_WORDS);
  const [termNumbers, vehicle, demand, brandNumbers] = await Promise.all([
    looksLikePartNumber(term) ? numbersOf(db, whole) : [], vehicleInQuery(db, typed), categoryDemand(db), numbersBesideBrand(db, term),
  ]);
  analysis.vehicle = vehicle;
  const rest = joinSplitValues(typed.filter((_, i) => !vehicle?.used.includes(i)));

  const attributeCategories: WordMatches[] = [];
  const words: string[] = [];
  const valueRows = await Promise.all(rest.map((word) => { const value = attributeValue(word); return value ? search.attributeCategories(db, value, NAMING_ATTRIBUTES) : Promise.resolve([]); }));
  for (const [i, word] of rest.entries()) {
    const value = attributeValue(word);
    const rows = valueRows[i]!;
    if (value && rows.length) {
      // As the articles write it ("5W-30"), which the article filter compares.
      analysis.attributes.push({ key: rows[0]!.key, value: rows[0]!.written });
      attributeCategories.push(new Map(rows.map((r, i) => [r.categoryId, i])));
      analysis.attributeCounts = attributeCategories.length === 1 ? new Map(rows.map((r) => [r.categoryId, r.articles])) : undefined;
    } else words.push(word);
  }
  const meaningful = words.filter((w) => w.length >= 2);
  const kept = meaningful.some((w) => !STOP_WORDS.has(w)) ? meaningful.filter((w) => !STOP_WORDS.has(w)) : meaningful;

  const brands = new Set<number>();
  const required: WordMatches[] = [];
  const requiredWords: string[] = [];
  const qualifiers: WordMatches[] = [];
  const corrections = new Map<string, string>();
  let unmatched = 0;
  const unmatchedWords: string[] = [];
  const lookUp = (word: string, index: number) => (/\p{L}/u.test(word) ? lookUpWord(db, word, options, index === kept.length - 1) : Promise.resolve({ matches: [], corrected: null }));
  // A word that is a part number is looked up by name only when it finds no article not found already.
  const looked = await Promise.all(kept.map(async (word, index) => {
    const numbers = looksLikePartNumber(word) ? await numbersOf(db, normalisePartNumber(word)) : [];
    return { numbers, byName: numbers.length ? null : await lookUp(word, index) };
  }));
  addNumber(termNumbers);
  if (!termNumbers.length) addNumber(brandNumbers);
  let namingWords = 0;
  for (const [index, word] of kept.entries()) {
    const { numbers, byName } = looked[index]!;
    const before = numberMatches.length;
    addNumber(numbers);
    if (numberMatches.length > before) continue;
    const { matches, corrected } = byName ?? await lookUp(word, index);
    if (corrected) corrections.set(word, corrected);
    const categories: WordMatches = new Map();
    let brandHit = false;
    // A brand named by its whole name is meant, not one whose name only holds the word ("Bilstein", not "Febi Bilstein").
    const brandTier = Math.max(-1, ...matches.filter((m) => m.kind === 'brand').map((m) => tierOf(m.rank, 1)));
    for (const m of matches) {
      if (m.kind === 'brand') { if (tierOf(m.rank, 1) === brandTier) brands.add(m.refId); brandHit = true; }
      else if (!categories.has(m.refId)) categories.set(m.refId, m.rank);
    }
    const qualifier = QUALIFIER_WORDS.has(foldWord(word));
    const position = positionOf(foldWord(word));
    if (position) criteria.push({ keys: [position.key], value: position.value });
    if (categories.size || brandHit) namingWords++;
    if (categories.size && qualifier) qualifiers.push(categories);
    else if (categories.size) { required.push(categories); requiredWords.push(corrected ? '' : word); }
    else if (!brandHit && !qualifier && !numberMatches.length) { unmatched++; unmatchedWords.push(word); }
  }
  if (!options.exact) {
    await correctWordsThatNameNothingTogether(db, required, requiredWords, corrections, options.langNo);
    unmatched -= await completeShortWords(db, required, unmatchedWords, corrections, options.langNo);
  }
  analysis.brandIds = [...brands];
  analysis.categoryIds = combineCategories(required, qualifiers, demand);
  // An attribute value names its categories more surely than a word does ("H7 Lampe": headlights
  // carry lamp types in the catalogue): the words narrow them when they can.
  for (const matches of attributeCategories) {
    const narrowed = analysis.categoryIds.filter((id) => matches.has(id));
    analysis.categoryIds = narrowed.length ? narrowed : [...matches.keys()];
  }
  await applyCriteria(db, analysis, criteria);
  const named = required.length + qualifiers.length + attributeCategories.length + brands.size;
  // A word naming nothing beside more words naming something narrows nothing rather than emptying the answer.
  analysis.wordsMatched = (unmatched === 0 || unmatched < namingWords) && (named > 0 || (vehicle !== null && kept.length === 0));
  if (corrections.size) analysis.corrected = term.trim().split(/\s+/).map((w) => corrections.get(foldWord(w)) ?? w).join(' ');

  // A term the words read whole as a part's values ("H7 55W": lamp type and wattage) is not the start
  // of some number that happens to spell them (Hengst H755WK).
  const readAsValues = analysis.wordsMatched && unmatched === 0 && (criteria.length > 0 || attributeCategories.length > 0);
  if (numberMatches.length === 0 && looksLikePartNumber(term) && !readAsValues) {
    // No article has the number: one a typo away is offered, beside the numbers that begin with it.
    const [near, prefixed] = await Promise.all([analysis.wordsMatched ? [] : nearPartNumbers(db, whole), search.articlesByNormPrefix(db, whole, 20)]);
    if (!analysis.wordsMatched) analysis.didYouMean = near[0] ?? null;
    addNumber(prefixed);
  }
  return analysis;
}

/** The vehicle results are narrowed to: the one the term names, else the one chosen in the dropdowns. */
export function searchVehicle(analysis: TermAnalysis, chosen: VehicleContext): VehicleContext {
  const named = analysis.vehicle;
  if (!named) return chosen;
  if (named.modelIds) return { kind: 'model', modelIds: named.modelIds };
  if (named.familyModelIds && !analysis.categoryIds.length) return { kind: 'model', modelIds: named.familyModelIds };
  if (named.seriesPageId !== null) return { kind: 'seriesPage', id: named.seriesPageId };
  return { kind: 'manufacturer', id: named.manufacturerId };
}

export interface SearchPage { ids: number[]; total: number }

type SearchOptions = Parameters<typeof searchArticles>[2];

/**
 * A page of results narrowed to the vehicle the term names (else the chosen one). When its engine
 * words leave nothing, the whole generation's parts are shown rather than none.
 */
export async function searchTerm(db: Database, analysis: TermAnalysis, chosen: VehicleContext, options: Omit<SearchOptions, 'vehicle'>): Promise<SearchPage> {
  const page = await searchArticles(db, analysis, { ...options, vehicle: searchVehicle(analysis, chosen) });
  const generation = analysis.vehicle?.generationModelIds;
  if (page.total > 0 || !generation) return page;
  return searchArticles(db, analysis, { ...options, vehicle: { kind: 'model', modelIds: generation } });
}

/**
 * One page of results: number matches first, then per category in relevance order, each by
 * popularity. Counting per category keeps every query on the (category_id, popularity) index.
 * With `countAll: false` (the first few articles, for suggestions) nothing is counted: the
 * categories are read in order from their first article until the page is full, and total is what
 * was found.
 */
export async function searchArticles(db: Database, analysis: TermAnalysis, options: { vehicle: VehicleContext; filters: ListingFilters; sort: ListingSort; offset: number; limit: number; brandOnly: boolean; countAll?: boolean }): Promise<SearchPage> {
  const { numberMatches } = analysis;
  let categoryIds: number[] | 'all' = analysis.categoryIds;
  if (!analysis.wordsMatched && !numberMatches.length) return { ids: [], total: 0 };
  // A brand alone ("bosch") lists that brand's articles by popularity, across all categories.
  const brandOnly = !categoryIds.length && analysis.brandIds.length > 0 && analysis.wordsMatched && options.brandOnly;
  // A vehicle alone ("Golf 7") lists every part that fits it.
  const vehicleOnly = !categoryIds.length && !analysis.brandIds.length && analysis.wordsMatched && options.vehicle?.kind === 'model' && analysis.vehicle !== null;
  if (brandOnly || vehicleOnly) categoryIds = 'all';
  // A criterion listings filter by is read from their index (one value's articles in listing order),
  // each as a filter of its own, so two of them must both hold; others are looked for in the articles'
  // criteria. Two criteria matched in the criteria text left PostgreSQL guessing at their rarity: it
  // scanned every article ("olie 5W40 5 liter" took seconds at a million articles).
  const indexed = analysis.attributes.filter((c) => isFilterKey(c.key)).map((c) => ({ key: c.key, values: [filterValue(c.key, c.value)] }));
  const criteria = analysis.attributes.filter((c) => !isFilterKey(c.key));
  const filters: ListingFilters = indexed.length ? { ...options.filters, criteria: [...indexed, ...(options.filters.criteria ?? [])] } : options.filters;
  const base = (ids: number[] | 'all'): ArticleQuery => ({ categoryIds: ids, brandIds: analysis.brandIds, criteria, vehicle: options.vehicle, filters, sort: 'popularity', offset: 0, limit: 0 });
  const ids: number[] = [];
  let skip = options.offset;
  let want = options.limit;
  const numbered = numberMatches.slice(skip, skip + want);
  ids.push(...numbered);
  want -= numbered.length;
  skip = Math.max(0, skip - numberMatches.length);
  let total = numberMatches.length;
  if (!analysis.wordsMatched || !categoryIds.length) return { ids, total };
  const exclude = new Set(numberMatches);
  if (options.countAll === false) {
    // Counting a vehicle's articles per category reads every one of them; the first ones are cheap.
    const together = categoryIds === 'all' || options.sort === 'price-asc' || options.sort === 'price-desc' || options.sort === 'popularity';
    const groups: (number[] | 'all')[] = categoryIds === 'all' || together ? [categoryIds] : categoryIds.map((id) => [id]);
    for (const group of groups) {
      if (want <= 0) break;
      const found = (await findArticleIds(db.kysely, { ...base(group), sort: options.sort, offset: 0, limit: want })).filter((id) => !exclude.has(id));
      ids.push(...found);
      want -= found.length;
    }
    return { ids, total: ids.length };
  }

  if (categoryIds === 'all' || options.sort === 'price-asc' || options.sort === 'price-desc' || options.sort === 'popularity') {
    // An explicit order ranks all matched categories together.
    const query = { ...base(categoryIds), sort: options.sort };
    total += await countArticles(db.kysely, query);
    if (want > 0) ids.push(...(await findArticleIds(db.kysely, { ...query, offset: skip, limit: want })).filter((id) => !exclude.has(id)));
    return { ids, total };
  }
  // Counting the articles that carry an attribute value would read every one of them: the index counted them.
  const plain = options.vehicle === null && !analysis.brandIds.length && !options.filters.brandIds.length && !options.filters.deliveryCountry && !options.filters.inStock;
  const counted = plain ? analysis.attributeCounts : undefined;
  // Every category is counted for the total: the counts are asked together.
  const counts = await Promise.all(categoryIds.map((categoryId) => Promise.resolve(counted?.get(categoryId) ?? countArticles(db.kysely, base([categoryId])))));
  for (const [i, categoryId] of categoryIds.entries()) {
    const query = base([categoryId]);
    const count = counts[i]!;
    total += count;
    if (want <= 0) continue;
    if (skip >= count) { skip -= count; continue; }
    const found = (await findArticleIds(db.kysely, { ...query, offset: skip, limit: want })).filter((id) => !exclude.has(id));
    ids.push(...found);
    want -= found.length;
    skip = 0;
  }
  return { ids, total };
}

/** The categories named, in relevance order, with their names in the edition's language; split as the answers show them. */
export async function categorySuggestions(db: Db, categoryIds: number[], langNo: number): Promise<{ all: CategorySuggestion[]; vehicleSpecific: CategorySuggestion[]; universal: CategorySuggestion[] }> {
  const named = new Map((await search.namedCategories(db, categoryIds, langNo)).map((c) => [c.id, c]));
  const list: CategorySuggestion[] = categoryIds.flatMap((id) => {
    const category = named.get(id);
    return category ? [{ id: category.id, title: category.title, seoAlias: category.seoAlias, isUniversal: category.isUniversal === 1 }] : [];
  });
  return { all: list, vehicleSpecific: list.filter((c) => !c.isUniversal), universal: list.filter((c) => c.isUniversal) };
}

export { productCards };
