/**
 * Document titles on the article page are in the edition's language: a language-neutral document
 * whose title is only its type in English ("Datasheet") is named by its type in French, Italian,
 * Dutch (and every other edition); a specific title ("ECE R90") stays as it is.
 * @backends sqlite: web tier, the documents' titles on the article page in each edition's language.
 */
import request from 'supertest';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

test.each([
  ['fr-FR', 'Fiche technique'],
  ['it-IT', 'Scheda tecnica'],
  ['nl-NL', 'Gegevensblad'],
] as const)('%s: a language-neutral "Datasheet" is shown as "%s"', async (locale, expected) => {
  const article = await db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select(['a.id', 'a.norm_number as normNumber', 'b.seo_name as seoName']).orderBy('a.id').limit(1).executeTakeFirstOrThrow();
  // Only language-neutral documents, as a brand's feed often sends them.
  await db.kysely.deleteFrom('documents').where('article_id', '=', article.id).execute();
  await db.kysely.insertInto('documents').values([
    { article_id: article.id, doc_no: `T-${locale}-1`, doc_type: 'datasheet', lang_no: 255, title: 'Datasheet', filename: 'sheet.pdf' },
    { article_id: article.id, doc_no: `T-${locale}-2`, doc_type: 'certificate', lang_no: 255, title: 'ECE R90', filename: 'r90.pdf' },
  ]).execute();
  const page = await request(app).get(pathFor(`Article___${locale}`, { brandName: article.seoName!, normNumber: article.normNumber })).expect(200);
  const section = /<section class="documents">(.*?)<\/section>/s.exec(page.text)?.[1] ?? '';
  expect(section).toContain(`>${expected}</a>`);
  expect(section).toContain('>ECE R90</a>');
  expect(section).not.toContain('Datasheet');
});

test('the seeded Dutch documents are titled in Dutch', async () => {
  const english = await db.kysely.selectFrom('documents').select('title').where('lang_no', '=', 9).where('title', '=', 'Datasheet').execute();
  expect(english).toEqual([]);
});
