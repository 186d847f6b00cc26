/**
 * A drawn data sheet carries its article's criteria with their units and the vehicles it fits, in
 * the document's language: grouped by model, each with how many vehicle types it covers, bounded
 * for an article that fits hundreds (the rest counted, not cut silently). On the seeded test
 * database, on both backends.
 */
import { sql } from 'kysely';
import type { Database } from '../../server/marketplace/db/connection';
import { documentFile } from '../../server/marketplace/documents/files';
import { SHEET_MODELS, fitmentLines, fitmentLists } from '../../server/marketplace/documents/fitment-list';
import { sheetWords } from '../../server/marketplace/documents/sheet-words';
import { folderStore } from '../../server/marketplace/media/store';
import { pdfText } from '../support/invoice-files';
import { createSeededDatabase } from '../support/seeded-db';
import { tempDir } from '../support/temp-dir';

let db: Database;
const store = folderStore(tempDir('sheet-media-'));

beforeAll(() => {
  db = createSeededDatabase();
});

/** The drawn sheet in a language whose first article fits the most vehicle types, with that article. */
async function widestSheet(langNo: number) {
  const { rows } = await sql<{ filename: string; articleId: number; types: number; models: number }>`
    select d.filename, a.id as "articleId", count(*) as types, count(distinct m.series_id) as models
    from documents d join articles a on a.id = d.article_id join fitment f on f.article_id = a.id join models m on m.id = f.model_id
    where d.lang_no = ${langNo} and d.byte_size is null
      and a.id = (select min(d2.article_id) from documents d2 where d2.filename = d.filename)
    group by d.filename, a.id order by count(*) desc, d.filename limit 1`.execute(db.kysely);
  const row = rows[0]!;
  const article = await db.kysely.selectFrom('articles').select(['article_number as number', 'criteria']).where('id', '=', row.articleId).executeTakeFirstOrThrow();
  const text = pdfText((await documentFile(db.kysely, store, row.filename))!).replace(/\s+/g, ' ');
  return { ...row, types: Number(row.types), models: Number(row.models), article, text };
}

test('a German sheet names the criteria with units and the vehicles the article fits, grouped by model and counted', async () => {
  const sheet = await widestSheet(1);
  expect(sheet.types).toBeGreaterThan(20);
  expect(sheet.text).toContain(`Artikelnummer ${sheet.article.number}`);
  const words = sheetWords(1);
  for (const criterion of JSON.parse(sheet.article.criteria!) as { key: string; value: string; unit?: string }[]) {
    expect(sheet.text).toContain(`${words.criteria[criterion.key]}: `);
    if (criterion.unit) expect(sheet.text).toContain(`${criterion.value} ${criterion.unit}`);
  }
  expect(sheet.text).toContain(`Passend für ${sheet.types} Fahrzeugtypen`);
  // One line per model with its count of types; at most a dozen models named, the rest counted.
  const firstArticle = sheet.text.slice(sheet.text.indexOf(`Passend für ${sheet.types}`), sheet.text.indexOf('Artikelnummer', sheet.text.indexOf(`Passend für ${sheet.types}`)) >>> 0);
  const modelLines = [...firstArticle.matchAll(/\((\d{4})–(\d{4})?\): (\d+) Fahrzeugtyp(?:en)?/g)];
  expect(modelLines.length).toBe(Math.min(SHEET_MODELS, sheet.models));
  const listed = modelLines.reduce((sum, line) => sum + Number(line[3]), 0);
  if (sheet.models > SHEET_MODELS) expect(firstArticle).toContain(`und ${sheet.models - SHEET_MODELS} weitere Modelle mit ${sheet.types - listed} Fahrzeugtypen`);
  else expect(listed).toBe(sheet.types);
  expect(firstArticle).toMatch(/\d+ kW/);
});

test('a French sheet says it in French, with the no-break space before the colon', async () => {
  const sheet = await widestSheet(6);
  expect(sheet.text).toContain(`Convient pour ${sheet.types} types de véhicule`);
  expect(sheet.text).toMatch(/\(\d{4}–(\d{4})?\) : \d+ types? de véhicule/);
});

test('an electric type whose power is the motor\'s 30-minute power is labelled so, in the sheet\'s language', async () => {
  // The article fitting an electric type that fits the fewest types: its electric type is among those named.
  const { rows } = await sql<{ articleId: number; modelId: number; name: string; kw: number }>`
    select f.article_id as "articleId", m.id as "modelId", m.name, m.kw from fitment f join models m on m.id = f.model_id
    where m.fuel = 'electric'
    order by (select count(*) from fitment g where g.article_id = f.article_id), f.article_id limit 1`.execute(db.kysely);
  const electric = rows[0]!;
  // The import takes the peak power wherever a name or the makers' table gives it; a type the lists
  // give only the 30-minute power of keeps that figure, flagged (here one is made so).
  await db.kysely.updateTable('models').set({ kw_thirty_minutes: 1 }).where('id', '=', electric.modelId).execute();
  const list = (await fitmentLists(db.kysely, [electric.articleId])).get(electric.articleId);
  const text = (langNo: number) => fitmentLines(list, langNo)!.lines.map((line) => line.text).join('\n');
  expect(text(1)).toContain(`${electric.name} ${electric.kw} kW (30-Minuten-Leistung)`);
  expect(text(6)).toContain(`${electric.name} ${electric.kw} kW (puissance sur 30 minutes)`);
});
