/**
 * Search forgives as shoppers type, on the backend of the jest project (SQLite and PostgreSQL):
 * typos corrected and said so, compounds and plurals, synonyms, a vehicle and attribute values in
 * the term, part numbers exact and first, one wrong digit offered and never searched instead, and
 * nonsense kept empty. Judged by category, so the demo data's names may change.
 */
import { createMarketplace, type Marketplace } from '../../server/marketplace/index';
import type { Database } from '../../server/marketplace/db/connection';
import type { SearchAnswer, SuggestionAnswer } from '../../contract/index';
import { allowedEdits, editDistance } from '../../server/marketplace/search/edit-distance';
import { seededSearchDatabase } from '../support/search-database';

let db: Database;
let close: () => Promise<void>;
let market: Marketplace;

const search = async (term: string, locale = 'de-DE', query: Record<string, string> = {}) => {
  const { status, body } = await market.handle({ method: 'GET', path: `/Volltextsuche/${encodeURIComponent(term)}`, query, headers: { 'x-spareo-locale': locale } });
  expect(status).toBe(200);
  return body as SearchAnswer;
};
const suggest = async (q: string, locale = 'de-DE') => (await market.handle({ method: 'GET', path: '/search/suggestions', query: { q }, headers: { 'x-spareo-locale': locale } })).body as SuggestionAnswer;
/** The German title of the category of each article found, in order. */
const categoriesOf = async (answer: SearchAnswer) => {
  const ids = answer.spareParts.map((p) => p.id);
  if (!ids.length) return [];
  const rows = await db.kysely.selectFrom('articles as a').innerJoin('category_texts as t', (j) => j.onRef('t.category_id', '=', 'a.category_id').on('t.lang_no', '=', 1))
    .select(['a.id', 't.title']).where('a.id', 'in', ids).execute();
  const title = new Map(rows.map((r) => [r.id, r.title]));
  return ids.map((id) => title.get(id));
};
const firstCategory = async (term: string, locale = 'de-DE') => (await categoriesOf(await search(term, locale)))[0];
/** The fitting positions of the answer's first page of articles, as they state them. */
const positionsOf = async (term: string, locale = 'de-DE') => {
  const ids = (await search(term, locale)).spareParts.map((p) => p.id);
  const rows = ids.length ? await db.kysely.selectFrom('articles').select('criteria').where('id', 'in', ids).execute() : [];
  return [...new Set(rows.map((r) => (JSON.parse(r.criteria ?? '[]') as { key: string; value: string }[]).find((c) => c.key === 'fitting_position')?.value))];
};

beforeAll(async () => {
  ({ db, close } = await seededSearchDatabase());
  market = createMarketplace(db);
}, 120_000);
afterAll(() => close());

describe('how many typos a word may have', () => {
  it('none below four letters, one from four, two from nine, in every language; a swap of neighbours is one', () => {
    expect([3, 4, 5, 8, 9, 14].map(allowedEdits)).toEqual([0, 1, 1, 1, 2, 2]);
    expect(editDistance('bremssheibe', 'bremsscheibe', 2)).toBe(1);
    expect(editDistance('wasserpumep', 'wasserpumpe', 2)).toBe(1);
    expect(editDistance('kupplung', 'getriebe', 2)).toBe(3);
  });
});

describe('typos', () => {
  it.each([
    ['bremscheibe', 'Bremsscheiben', 'de-DE'],
    ['zündkrzen', 'Zündkerzen', 'de-DE'],
    ['stossdämpfr', 'Stoßdämpfer', 'de-DE'],
    ['Lichtmaschiene', 'Lichtmaschine', 'de-AT'],
    ['alternatuer', 'Lichtmaschine', 'fr-FR'],
    ['amortiseur', 'Stoßdämpfer', 'fr-FR'],
    ['alternadro', 'Lichtmaschine', 'es-ES'],
    ['alternatroe', 'Lichtmaschine', 'it-IT'],
    ['schokdemers', 'Stoßdämpfer', 'nl-NL'],
  ])('"%s" finds %s and says what it searched instead (%s)', async (term, category, locale) => {
    const answer = await search(term, locale);
    expect(answer.resultCount).toBeGreaterThan(0);
    expect((await categoriesOf(answer))[0]).toBe(category);
    // PostgreSQL's stemmers find some of these as typed; then nothing was corrected.
    if (answer.correctedTerm !== null) expect(answer.correctedTerm).not.toBe(term);
  });

  it('says what it searched instead', async () => {
    expect((await search('bremscheibe')).correctedTerm).toBe('bremsscheiben');
    expect((await search('alternatuer', 'fr-FR')).correctedTerm).toBe('alternateur');
    expect((await search('zündkrzen')).correctedTerm).toBe('zündkerzen');
  });

  it('a word found as typed is never corrected, and "search instead" searches the words as typed', async () => {
    expect((await search('Bremsscheiben')).correctedTerm).toBeNull();
    const asTyped = await search('bremscheibe', 'de-DE', { exact: '1' });
    expect(asTyped.correctedTerm).toBeNull();
    expect(asTyped.resultCount).toBe(0);
  });

  it('trusts the first letter, forgives one typo from four letters and nothing in shorter words', async () => {
    expect((await search('vremsscheiben')).resultCount).toBe(0);
    expect((await search('bosh')).correctedTerm).toBe('bosch');
    expect((await search('ngj')).correctedTerm).toBeNull();
  });

  it('a three-letter word missing a letter is read as the word meant when the other words name a part with it', async () => {
    for (const term of ['filtro olo', 'olo filtro']) {
      const answer = await search(term, 'it-IT');
      expect(answer.resultCount).toBeGreaterThan(0);
      expect((await categoriesOf(answer))[0]).toBe('Ölfilter');
      expect(answer.correctedTerm?.split(' ')).toContain('olio');
    }
    // Alone, or beside words it names nothing with, a short word is never corrected.
    expect((await search('olo', 'it-IT')).correctedTerm).toBeNull();
    expect((await search('candele olo', 'it-IT')).correctedTerm).toBeNull();
  });

  it('suggestions forgive a typo in the word being typed', async () => {
    const typed = await suggest('bremsscheib');
    const typo = await suggest('bremsschieb');
    expect(typo.results.map((c) => c.title)).toContain('Bremsscheiben');
    expect(typo.results[0]).toEqual(typed.results[0]);
    expect((await suggest('plaquete', 'fr-FR')).results.map((c) => c.title)).toContain('Plaquettes de frein');
  });
});

describe('compounds, word order, plural and singular', () => {
  it.each([
    ['Scheibe Bremse', 'Bremsscheiben'],
    ['Bremsscheiben vorne', 'Bremsscheiben'],
    ['Bremsbeläge hinten', 'Bremsbeläge'],
    ['Bremsbeläge vorne', 'Bremsbeläge'],
    ['Radschrauben', 'Radschraube'],
    ['Kerzen Zünd', 'Zündkerzen'],
  ])('"%s" finds %s', async (term, category) => {
    expect(await firstCategory(term)).toBe(category);
  });

  it.each([
    ['disque', 'fr-FR', 'Bremsscheiben'],
    ['disco', 'es-ES', 'Bremsscheiben'],
    ['pastiglia', 'it-IT', 'Bremsbeläge'],
  ])('a word in the singular names the kind of part its plural names as surely ("%s", %s): the core part first', async (term, locale, category) => {
    expect(await firstCategory(term, locale)).toBe(category);
  });

  it('Dutch compounds split too, and position words filter on the fitting position the articles state', async () => {
    expect(await firstCategory('schijven rem', 'nl-NL')).toBe('Bremsscheiben');
    expect(await firstCategory('remblokken achter', 'nl-NL')).toBe('Bremsbeläge');
    expect(await positionsOf('remblokken achter', 'nl-NL')).toEqual(['rear']);
    expect(await firstCategory('pastiglie anteriori', 'it-IT')).toBe('Bremsbeläge');
    expect(await positionsOf('pastiglie anteriori', 'it-IT')).toEqual(['front']);
    expect(await positionsOf('Bremsbeläge hinten')).toEqual(['rear']);
    expect(await positionsOf('plaquettes avant', 'fr-FR')).toEqual(['front']);
    expect(await positionsOf('pastillas traseras', 'es-ES')).toEqual(['rear']);
  });
});

describe('synonyms kept as data', () => {
  it.each([
    ['Auspuff', 'de-DE', /schalldämpfer|Abgas/],
    ['Dämpfer', 'de-DE', /^Stoßdämpfer$/],
    ['Kerze', 'de-DE', /^Zündkerzen$/],
    ['Bremsklötze', 'de-DE', /^Bremsbeläge/],
    ['plaquettes', 'fr-FR', /^Bremsbeläge/],
    ['pastiglie freni', 'it-IT', /^Bremsbeläge/],
    ['marmitta', 'it-IT', /schalldämpfer|Abgasrohr|Flexrohr/],
    ['knalpot', 'nl-NL', /schalldämpfer|Abgasrohr/],
  ])('"%s" (%s) finds what the catalogue names otherwise', async (term, locale, category) => {
    expect(await firstCategory(term, locale)).toMatch(category);
  });
});

describe('a vehicle in the term', () => {
  // "Golf" names the family: every generation on its one page, as choosing the page would.
  it('narrows to the vehicle as choosing it would, and names it', async () => {
    const page = await db.kysely.selectFrom('series_pages').select('id').where('slug', '=', 'VW-Golf').executeTakeFirstOrThrow();
    const models = (await db.kysely.selectFrom('models').select('id').where('series_page_id', '=', page.id).execute()).map((m) => String(m.id));
    const named = await search('Golf Bremsscheibe');
    expect(named.termVehicle).toMatchObject({ label: 'VW Golf', seriesPageSlug: 'VW-Golf' });
    expect(await categoriesOf(named)).toEqual(named.spareParts.map(() => 'Bremsscheiben'));
    const fitting = await db.kysely.selectFrom('fitment as f').innerJoin('articles as a', 'a.id', 'f.article_id').innerJoin('category_texts as t', (j) => j.onRef('t.category_id', '=', 'a.category_id').on('t.lang_no', '=', 1))
      .select('f.article_id').distinct().where('f.model_id', 'in', models.map(Number)).where('t.title', '=', 'Bremsscheiben').execute();
    const fits = new Set(fitting.map((f) => f.article_id));
    // Exactly the discs that fit one of its models, as choosing the vehicle lists them.
    expect(named.resultCount).toBe(fits.size);
    expect(named.spareParts.every((p) => fits.has(p.id))).toBe(true);
    expect((await search('VW Golf Bremsscheibe')).spareParts.map((p) => p.id)).toEqual(named.spareParts.map((p) => p.id));
  });

  it('engine words pick the models; the whole generation when they leave nothing', async () => {
    const answer = await search('Golf 1.5 eTSI Zündkerzen');
    expect(answer.termVehicle?.label).toBe('VW Golf');
    expect(new Set(await categoriesOf(answer))).toEqual(answer.resultCount ? new Set(['Zündkerzen']) : new Set());
    const clio = await search('Clio plaquettes', 'fr-FR');
    expect(clio.termVehicle?.label).toBe('Renault Clio');
    expect((await categoriesOf(clio)).every((title) => title?.includes('Bremsbeläge'))).toBe(true);
  });

  it('suggestions offer universal parts only from universal categories the term names', async () => {
    for (const term of ['Golf', 'Renault Clio Bremsbeläge']) {
      const answer = await suggest(term);
      expect([term, answer.products.length > 0]).toEqual([term, true]);
      expect(answer.universal).toEqual([]);
      // Not the vehicle's parts again, nor every part that fits a whole model family.
      expect(answer.universalProducts).toEqual([]);
    }
    const oil = await suggest('Motoröl');
    expect(oil.universal.length).toBeGreaterThan(0);
    expect(oil.universalProducts.length).toBeGreaterThan(0);
    expect(oil.universalProducts.every((p) => p.category.isUniversal)).toBe(true);
  });
});

describe('attribute values', () => {
  const carries = async (answer: SearchAnswer, key: string, value: string) => {
    const rows = await db.kysely.selectFrom('articles').select('criteria').where('id', 'in', answer.spareParts.map((p) => p.id)).execute();
    const fold = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
    return rows.every((r) => (JSON.parse(r.criteria ?? '[]') as { key: string; value: string }[]).some((c) => c.key === key && fold(c.value) === fold(value)));
  };
  it.each([['5W30', 'viscosity', '5W30'], ['5W-30 Öl', 'viscosity', '5W30'], ['5w 30', 'viscosity', '5W30'], ['H7', 'lamp_type', 'H7']])(
    '"%s" finds articles whose %s is %s', async (term, key, value) => {
      const answer = await search(term);
      expect(answer.resultCount).toBeGreaterThan(0);
      expect(await carries(answer, key, value)).toBe(true);
    });

  it('a brand and a value: that brand\'s articles carrying it only', async () => {
    const h7 = await search('H7', 'de-DE', { pageSize: '60' });
    const brand = h7.spareParts[0]!.manufacturer.name;
    const answer = await search(`${brand} H7`);
    expect(answer.resultCount).toBeGreaterThan(0);
    expect(answer.spareParts.every((p) => p.manufacturer.name === brand)).toBe(true);
    expect(await carries(answer, 'lamp_type', 'H7')).toBe(true);
  });
});

describe('part numbers', () => {
  it('with or without spaces, dots and dashes the article comes first', async () => {
    const top = await db.kysely.selectFrom('articles').select(['id', 'norm_number']).where(({ fn }) => fn('length', ['norm_number']), '>=', 8).orderBy('popularity', 'desc').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const norm = top.norm_number;
    for (const written of [norm, norm.replace(/(.{3})(?=.)/g, '$1 '), norm.replace(/(.{3})(?=.)/g, '$1.'), norm.replace(/(.{3})(?=.)/g, '$1-')]) {
      const answer = await search(written);
      expect(answer.spareParts[0]?.id).toBe(top.id);
      expect(answer.correctedTerm).toBeNull();
    }
  });

  it('one wrong digit is offered as "did you mean", never searched in its place', async () => {
    const top = await db.kysely.selectFrom('articles').select(['id', 'article_number', 'norm_number']).where(({ fn }) => fn('length', ['norm_number']), '>=', 8)
      .where('norm_number', 'not like', '%-%').orderBy('popularity', 'desc').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const norm = top.norm_number;
    const at = norm.search(/\d(?=\D*$)/);
    let wrong = norm;
    for (let step = 1; step < 10; step++) {
      const variant = norm.slice(0, at) + String((Number(norm[at]) + step) % 10) + norm.slice(at + 1);
      const taken = await db.kysely.selectFrom('articles').select('id').where('norm_number', '=', variant).executeTakeFirst();
      const oe = await db.kysely.selectFrom('oe_numbers').select('id').where('norm_number', '=', variant).executeTakeFirst();
      if (!taken && !oe) { wrong = variant; break; }
    }
    const answer = await search(wrong);
    expect(answer.didYouMean?.toUpperCase().replace(/[\s.\-/]+/g, '')).toBe(norm);
    expect(answer.spareParts.some((p) => p.id === top.id)).toBe(false);
  });
});

describe('what should stay empty', () => {
  it.each(['Kühlschrank', 'xyzzy', 'qwertzuiop', 'Fahrradklingel'])('"%s" finds nothing and corrects to nothing', async (term) => {
    const answer = await search(term);
    expect(answer.resultCount).toBe(0);
    expect(answer.correctedTerm).toBeNull();
  });
});
