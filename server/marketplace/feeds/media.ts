/**
 * The feed's photos and data sheets, fetched after its rows are staged and before it goes live:
 * each new link once (a link fetched before is remembered with what it became), a bounded number
 * of new links per feed, a few at a time. A photo is decoded and resized into the shop's own files,
 * a PDF kept as it is. A link that cannot be used is reported on its row with the reason; the row
 * still becomes an offer, only without that file.
 */
import type { Db } from '../db/connection';
import { DocumentProblem, keepDocument } from '../documents';
import { RemoteProblem, type RemotePolicy, fetchRemote, type MediaStore } from '../media';
import { keepPhoto, PhotoProblem } from '../photos';

export interface FeedMediaOptions {
  store: MediaStore;
  policy: RemotePolicy;
  /** New links one feed may have fetched; the rest wait for the next feed. */
  maxFetches: number;
  maxImageBytes: number;
  maxDocumentBytes: number;
}

type Kind = 'image' | 'document';
interface Link { kind: Kind; column: string; url: string }
type Outcome = { key: string; bytes: number } | { problem: string };

const PAGE_ROWS = 200;
/** Links fetched at once: a shop's host is not hammered, and sharp keeps to the cores it has. */
const AT_ONCE = 4;

function linksOf(row: { image_url: string | null; image_urls: string | null; document_url: string | null }): Link[] {
  const links: Link[] = [];
  if (row.image_url) links.push({ kind: 'image', column: 'image_link', url: row.image_url });
  for (const url of row.image_urls?.split('\n') ?? []) links.push({ kind: 'image', column: 'additional_image_link', url });
  if (row.document_url) links.push({ kind: 'document', column: 'document_link', url: row.document_url });
  return links;
}

const detailOf = (link: Link, problem: string) => `${link.column} "${link.url.slice(0, 120)}": ${problem}`;

async function fetchOne(db: Db, link: Link, options: FeedMediaOptions): Promise<Outcome> {
  try {
    const file = await fetchRemote(link.url, link.kind === 'image' ? options.maxImageBytes : options.maxDocumentBytes, options.policy);
    const key = link.kind === 'image' ? await keepPhoto(db, options.store, file.bytes) : await keepDocument(options.store, file.bytes);
    await db.insertInto('media_sources').values({ url: link.url, kind: link.kind, media_key: key, byte_size: file.bytes.length, fetched_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('url').doUpdateSet({ media_key: key, byte_size: file.bytes.length })).execute();
    return { key, bytes: file.bytes.length };
  } catch (error) {
    if (error instanceof RemoteProblem || error instanceof PhotoProblem || error instanceof DocumentProblem) return { problem: error.message };
    throw error;
  }
}

/** Fetches the staged rows' links; reports the unusable ones. Returns how many new links were fetched. */
export async function fetchFeedMedia(db: Db, importId: number, options: FeedMediaOptions): Promise<number> {
  const outcomes = new Map<string, Promise<Outcome>>();
  let fetched = 0;
  let after = '';
  for (;;) {
    const rows = await db.selectFrom('feed_staging').select(['sku', 'line', 'image_url', 'image_urls', 'document_url'])
      .where('import_id', '=', importId).where('sku', '>', after)
      .where((eb) => eb.or([eb('image_url', 'is not', null), eb('image_urls', 'is not', null), eb('document_url', 'is not', null)]))
      .orderBy('sku').limit(PAGE_ROWS).execute();
    if (!rows.length) return fetched;
    after = rows[rows.length - 1]!.sku;
    const links = rows.flatMap((row) => linksOf(row).map((link) => ({ row, link })));
    const urls = [...new Set(links.filter(({ link }) => !outcomes.has(`${link.kind}|${link.url}`)).map(({ link }) => link.url))];
    if (urls.length) {
      const known = await db.selectFrom('media_sources').select(['url', 'kind', 'media_key', 'byte_size']).where('url', 'in', urls).execute();
      for (const source of known) outcomes.set(`${source.kind}|${source.url}`, Promise.resolve({ key: source.media_key, bytes: source.byte_size }));
    }
    // New links, a few at a time; past the bound they wait for the next feed.
    const queue = links.filter(({ link }) => !outcomes.has(`${link.kind}|${link.url}`));
    const started = new Set<string>();
    const waiting: { id: string; link: Link }[] = [];
    for (const { link } of queue) {
      const id = `${link.kind}|${link.url}`;
      if (started.has(id)) continue;
      started.add(id);
      if (fetched >= options.maxFetches) {
        outcomes.set(id, Promise.resolve({ problem: `not fetched: the feed links more than ${options.maxFetches} new files (the rest are fetched with the next feed)` }));
      } else {
        fetched++;
        waiting.push({ id, link });
      }
    }
    for (let i = 0; i < waiting.length; i += AT_ONCE) {
      const slice = waiting.slice(i, i + AT_ONCE);
      const results = await Promise.all(slice.map(({ link }) => fetchOne(db, link, options)));
      slice.forEach(({ id }, n) => outcomes.set(id, Promise.resolve(results[n]!)));
    }
    const reports: { import_id: number; line: number; sku: string; reason: string; detail: string }[] = [];
    for (const row of rows) {
      const photoIds: string[] = [];
      let documentFile: string | null = null;
      for (const link of linksOf(row)) {
        const outcome = await outcomes.get(`${link.kind}|${link.url}`)!;
        if ('problem' in outcome) reports.push({ import_id: importId, line: row.line, sku: row.sku, reason: link.kind === 'image' ? 'unusable-image' : 'unusable-document', detail: detailOf(link, outcome.problem) });
        else if (link.kind === 'image') { if (!photoIds.includes(outcome.key)) photoIds.push(outcome.key); }
        else documentFile = outcome.key;
      }
      if (photoIds.length || documentFile) {
        await db.updateTable('feed_staging').set({ photo_ids: photoIds.length ? photoIds.join(',') : null, document_file: documentFile })
          .where('import_id', '=', importId).where('sku', '=', row.sku).execute();
      }
    }
    if (reports.length) await db.insertInto('feed_report').values(reports).execute();
    // Fetching takes a while: the heartbeat tells a live import from a killed one meanwhile.
    await db.updateTable('feed_imports').set({ heartbeat_at: new Date().toISOString() }).where('id', '=', importId).execute();
  }
}

/**
 * Inside the swap: the shop's photos and data sheets become those of its new feed (the old ones
 * of this shop go). Returns the articles whose photos or documents this shop now names.
 */
export async function replaceShopMedia(tx: Db, importId: number, shopId: number): Promise<number[]> {
  const before = await tx.selectFrom('article_photos').select('article_id').distinct().where('shop_id', '=', shopId).execute();
  const beforeDocs = await tx.selectFrom('documents').select('article_id').distinct().where('shop_id', '=', shopId).execute();
  await tx.deleteFrom('article_photos').where('shop_id', '=', shopId).execute();
  await tx.deleteFrom('documents').where('shop_id', '=', shopId).execute();
  const articles = new Set([...before, ...beforeDocs].map((row) => row.article_id));
  let after = '';
  for (;;) {
    const rows = await tx.selectFrom('feed_staging').select(['sku', 'article_id', 'photo_ids', 'document_file'])
      .where('import_id', '=', importId).where('sku', '>', after)
      .where((eb) => eb.or([eb('photo_ids', 'is not', null), eb('document_file', 'is not', null)]))
      .orderBy('sku').limit(PAGE_ROWS * 10).execute();
    if (!rows.length) return [...articles];
    after = rows[rows.length - 1]!.sku;
    const photos = rows.flatMap((row) => (row.photo_ids?.split(',') ?? []).map((photoId, position) => ({ article_id: row.article_id, shop_id: shopId, position, photo_id: photoId })));
    if (photos.length) await tx.insertInto('article_photos').values(photos).onConflict((oc) => oc.columns(['article_id', 'shop_id', 'position']).doNothing()).execute();
    const documents = rows.filter((row) => row.document_file).map((row) => ({
      // Named by the file: the same PDF linked twice is one document of the article.
      article_id: row.article_id, doc_no: row.document_file!.replace(/\.pdf$/, ''), doc_type: 'datasheet', lang_no: 255, title: 'Datasheet',
      filename: row.document_file!, byte_size: null as number | null, shop_id: shopId,
    }));
    if (documents.length) {
      const sizes = new Map((await tx.selectFrom('media_sources').select(['media_key', 'byte_size']).where('media_key', 'in', documents.map((doc) => doc.filename)).execute()).map((row) => [row.media_key, row.byte_size]));
      await tx.insertInto('documents').values(documents.map((doc) => ({ ...doc, byte_size: sizes.get(doc.filename) ?? 0 }))).execute();
    }
    for (const row of rows) articles.add(row.article_id);
  }
}
