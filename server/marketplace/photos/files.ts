/**
 * Photos as files: kept in the media store under their id, one file per width and format, and
 * served under /media/photos/{id}-{width}.{format}. A drawn demo rendering whose files are missing
 * (a database copied without its media folder, a test's template) is drawn again from its recipe
 * through the same pipeline when first asked for; a fetched photo without its files is gone.
 */
import type { Db } from '../db/connection';
import { isDiskFull, type MediaStore } from '../media';
import { DRAWN_SIZE, drawRendering } from './drawn/renderings';
import { PHOTO_FORMATS, type PhotoFormat, type Renditions, makeRendition, makeRenditions, photoIdOf, widthsFor } from './renditions';

export const PHOTOS_PREFIX = '/media/photos/';
const FILE = /^([0-9a-f]{20})-(\d{2,4})\.(avif|webp)$/;

const storeKey = (id: string, width: number, format: PhotoFormat) => `photos/${id}/${width}.${format}`;

export function photoUrl(id: string, width: number, format: PhotoFormat): string {
  return `${PHOTOS_PREFIX}${id}-${width}.${format}`;
}

async function writeFiles(store: MediaStore, id: string, renditions: Renditions): Promise<void> {
  for (const file of renditions.files) await store.write(storeKey(id, file.width, file.format), file.bytes);
}

async function remember(db: Db, id: string, renditions: Renditions, recipe: string | null): Promise<void> {
  await db.insertInto('photos')
    .values({ id, width: renditions.width, height: renditions.height, widths: renditions.widths.join(','), recipe, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing()).execute();
}

/** Keeps a fetched photo (decoded, resized, written); its id. Throws PhotoProblem for what is not a usable photo. */
export async function keepPhoto(db: Db, store: MediaStore, source: Uint8Array): Promise<string> {
  const id = photoIdOf(source);
  const known = await db.selectFrom('photos').select('id').where('id', '=', id).executeTakeFirst();
  if (known) return id;
  const renditions = await makeRenditions(source);
  await writeFiles(store, id, renditions);
  await remember(db, id, renditions, null);
  return id;
}

/** The id a drawn rendering has: named by its drawing, so a changed drawing gets new files. */
export function drawnPhotoId(recipe: string): string {
  return photoIdOf(drawRendering(recipe));
}

/**
 * A drawn demo rendering: its row, named by its drawing (a changed drawing gets new files). Its
 * files are drawn through the same pipeline when first asked for, one width and format at a time,
 * so seeding spends no time on them. Every drawing is a square of the largest width.
 */
export async function keepDrawnPhoto(db: Db, recipe: string): Promise<string> {
  const id = photoIdOf(drawRendering(recipe));
  const widths = widthsFor(DRAWN_SIZE);
  await remember(db, id, { width: DRAWN_SIZE, height: DRAWN_SIZE, widths, files: [] }, recipe);
  return id;
}

export interface PhotoFile { bytes: Buffer; format: PhotoFormat }

/** The file under a /media/photos/ name, or null when there is none. */
export async function photoFile(db: Db, store: MediaStore, name: string): Promise<PhotoFile | null> {
  const match = FILE.exec(name);
  if (!match) return null;
  const [, id, widthText, formatText] = match;
  const width = Number(widthText);
  const format = formatText as PhotoFormat;
  if (!PHOTO_FORMATS.includes(format)) return null;
  const row = await db.selectFrom('photos').select(['widths', 'recipe']).where('id', '=', id!).executeTakeFirst();
  if (!row || !row.widths.split(',').map(Number).includes(width)) return null;
  const kept = await store.read(storeKey(id!, width, format));
  if (kept) return { bytes: kept, format };
  if (!row.recipe) return null;
  const drawn = await makeRendition(Buffer.from(drawRendering(row.recipe)), width, format);
  // No room to keep it (a full disk): the drawing is served all the same, and drawn again next time.
  await store.write(storeKey(id!, width, format), drawn).catch((error: unknown) => {
    if (!isDiskFull(error)) throw error;
  });
  return { bytes: drawn, format };
}
