/**
 * Article documents are files the shop serves: the article page lists each in the edition's
 * language (or language-neutral) with its size, and each link answers the PDF of that size.
 * @backends sqlite: web tier, the article page's document list and the files its links answer.
 */
import request from 'supertest';
import { PDFDocument } from 'pdf-lib';
import type { Locale } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

const LANG_OF: Record<string, number> = { 'de-DE': 1, 'fr-FR': 6, 'it-IT': 7, 'es-ES': 8, 'nl-NL': 9 };

/** An article with a document in the language of the edition. */
async function articleWithDocument(langNo: number) {
  return db.kysely.selectFrom('documents as d')
    .innerJoin('articles as a', 'a.id', 'd.article_id')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select(['a.id', 'a.norm_number as normNumber', 'b.seo_name as seoName', 'd.title', 'd.filename', 'd.doc_no as docNo'])
    .where('d.lang_no', '=', langNo).orderBy('a.id').limit(1).executeTakeFirstOrThrow();
}

const text = (html: string) => html.replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');
const listed = (html: string) => {
  const section = html.match(/<section class="documents">([\s\S]*?)<\/section>/)?.[1] ?? '';
  return [...section.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a> <small>([^<]+)<\/small>/g)].map((m) => ({ href: text(m[1]!), title: text(m[2]!), note: text(m[3]!) }));
};

describe('article documents', () => {
  for (const locale of ['de-DE', 'fr-FR', 'nl-NL'] as Locale[]) {
    test(`${locale}: listed in the edition's language with their size; each link is that PDF`, async () => {
      const row = await articleWithDocument(LANG_OF[locale]!);
      const page = await request(app).get(pathFor(`Article___${locale}`, { brandName: row.seoName, normNumber: row.normNumber }));
      expect(page.status).toBe(200);
      const docs = listed(page.text);
      const own = docs.find((doc) => doc.href.endsWith(`/${row.filename}`));
      expect(own).toBeDefined();
      expect(own!.title).toBe(row.title);
      // "Datenblatt, PDF, 2 kB": the type, the format and the size in the edition's units.
      expect(own!.note).toMatch(/, PDF, \d+(?:[.,]\d)?\s?(?:kB|ko|B|o|byte|Byte)$/);
      for (const doc of docs) {
        const file = await request(app).get(doc.href).buffer(true).parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
        expect(file.status).toBe(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        const bytes = file.body as Buffer;
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        const shownKb = Number(doc.note.match(/(\d+)\s?(?:kB|ko)$/)?.[1] ?? NaN);
        if (!Number.isNaN(shownKb)) expect(Math.round(bytes.length / 1000)).toBe(shownKb);
        const pdf = await PDFDocument.load(bytes);
        expect(pdf.getTitle()).toContain(doc.title);
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      }
    });
  }

  test('a document name no article has answers 404, and a name leaving the folder never reads a file', async () => {
    expect((await request(app).get('/media/docs/0-0-0-1.pdf')).status).toBe(404);
    expect((await request(app).get('/media/docs/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await request(app).get('/media/nothing')).status).toBe(404);
  });
});
