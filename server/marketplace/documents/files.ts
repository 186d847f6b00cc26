/**
 * Article documents as files: a shop's own PDF kept in the media store when its feed linked one,
 * else the data sheet drawn from the catalogue's data when asked for. Drawn sheets are kept in
 * memory only: they follow the database they were drawn from, never a stale file of another one.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connection';
import type { MediaStore } from '../media';
import { drawDataSheet, type SheetArticle } from './data-sheet';
import { sheetWords } from './sheet-words';

/** Where the shop serves its documents (beside the web tier, as the shops' feed API). */
export const DOCUMENTS_PREFIX = '/media/docs/';
/** Articles one drawn sheet lists: the first ones that share its number. */
const SHEET_ARTICLES = 8;
const FILENAME = /^[\w-][\w.-]{0,120}\.pdf$/;

export function documentUrl(filename: string): string {
  return `${DOCUMENTS_PREFIX}${encodeURIComponent(filename)}`;
}

const storeKey = (filename: string) => `docs/${filename}`;

export class DocumentProblem extends Error {}

/**
 * Keeps a shop's PDF in the media store under a name made from its bytes (the same file from two
 * shops is kept once); its file name. Anything that does not start as a PDF does is refused.
 */
export async function keepDocument(store: MediaStore, bytes: Uint8Array): Promise<string> {
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new DocumentProblem('not a PDF (it does not start with %PDF-)');
  const filename = `${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.pdf`;
  if ((await store.size(storeKey(filename))) === null) await store.write(storeKey(filename), bytes);
  return filename;
}

interface DocumentRow { docNo: string; docType: string; langNo: number; title: string; byteSize: number | null }

async function documentRow(db: Db, filename: string): Promise<DocumentRow | undefined> {
  return db.selectFrom('documents')
    .select(['doc_no as docNo', 'doc_type as docType', 'lang_no as langNo', 'title', 'byte_size as byteSize'])
    .where('filename', '=', filename).orderBy('id').limit(1).executeTakeFirst();
}

async function drawFor(db: Db, filename: string, doc: DocumentRow): Promise<Uint8Array> {
  const rows = await db.selectFrom('documents as d')
    .innerJoin('articles as a', 'a.id', 'd.article_id')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select(['a.article_number as articleNumber', 'a.criteria', 'a.category_id as categoryId', 'b.name as brand'])
    .where('d.filename', '=', filename).orderBy('a.id').limit(SHEET_ARTICLES).execute();
  const first = rows[0];
  const category = first
    ? await db.selectFrom('category_texts').select('title').where('category_id', '=', first.categoryId)
      .orderBy((eb) => eb.case().when('lang_no', '=', doc.langNo).then(0).else(1).end()).orderBy('lang_no').limit(1).executeTakeFirst()
    : undefined;
  const articles: SheetArticle[] = rows.map((row) => ({ articleNumber: row.articleNumber, criteria: row.criteria ? (JSON.parse(row.criteria) as SheetArticle['criteria']) : [] }));
  return drawDataSheet({ title: doc.title, docNo: doc.docNo, brand: first?.brand ?? '', category: category?.title ?? '', articles, words: sheetWords(doc.langNo) });
}

/** Drawing one sheet takes a few milliseconds; sizes are asked for by every article page. */
interface Drawn { sheets: LRUCache<string, Uint8Array>; sizes: LRUCache<string, number> }
const drawnPerDatabase = new WeakMap<Db, Drawn>();

/** Per database handle: a process (or a test) may have several databases open, each its own sheets. */
function drawnFor(db: Db): Drawn {
  let drawn = drawnPerDatabase.get(db);
  if (!drawn) {
    drawn = { sheets: new LRUCache({ maxSize: 16 * 1024 * 1024, sizeCalculation: (bytes) => bytes.byteLength }), sizes: new LRUCache({ max: 20_000 }) };
    drawnPerDatabase.set(db, drawn);
  }
  return drawn;
}

/** The document's bytes, or null when no article has a document of that name. */
export async function documentFile(db: Db, store: MediaStore, filename: string): Promise<Uint8Array | null> {
  if (!FILENAME.test(filename)) return null;
  const doc = await documentRow(db, filename);
  if (!doc) return null;
  if (doc.byteSize !== null) return store.read(storeKey(filename));
  const { sheets, sizes } = drawnFor(db);
  const cached = sheets.get(filename);
  if (cached) return cached;
  const drawn = await drawFor(db, filename, doc);
  sheets.set(filename, drawn);
  sizes.set(filename, drawn.byteLength);
  return drawn;
}

/** The size of each document in bytes (drawing the sheets not yet known), in the order given. */
export async function documentSizes(db: Db, docs: { filename: string; byteSize: number | null }[]): Promise<number[]> {
  const { sheets, sizes } = drawnFor(db);
  return Promise.all(docs.map(async ({ filename, byteSize }) => {
    if (byteSize !== null) return byteSize;
    const known = sizes.get(filename);
    if (known !== undefined) return known;
    const doc = await documentRow(db, filename);
    if (!doc) return 0;
    const drawn = await drawFor(db, filename, doc);
    sheets.set(filename, drawn);
    sizes.set(filename, drawn.byteLength);
    return drawn.byteLength;
  }));
}
