/**
 * The photos of a conversation's messages (sent from the order page, the portal or in a mail back):
 * each decoded, so only a real JPEG, PNG or WebP passes whatever its name says; turned upright;
 * written again as JPEG without any of its metadata (where and when it was taken, the camera), at
 * a bounded size and as a thumbnail. Kept in the media store under messages/, which the public
 * /media path never serves: only the order's parties are handed them (order-messages.ts).
 */
import { createHash } from 'node:crypto';
import { MESSAGE_LIMITS, MESSAGE_PHOTO_PATTERN, type MessagePhoto, type MessagePhotoSize } from '../../../contract/calls/order-messages';
import type { Db } from '../db/connection';
import { imageDecoding, type MediaStore } from '../media';
import { MAX_INPUT_PIXELS } from '../photos';

const FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Enough to read a label or a crack at full screen; a phone's 48 megapixels are not needed. */
const FULL_EDGE = 2400;
const THUMB_EDGE = 320;

export type PhotoRefusal = 'photo_not_image' | 'photo_too_large';
export class MessagePhotoRefused extends Error {
  constructor(readonly reason: PhotoRefusal, readonly index: number) {
    super(reason);
  }
}

export interface MadePhoto extends MessagePhoto { full: Buffer; thumb: Buffer }

const keyOf = (file: string, size: MessagePhotoSize) => `messages/${file}${size === 'thumb' ? '-thumb' : ''}.jpg`;

/** The photo written again without metadata; MessagePhotoRefused when it is no JPEG, PNG or WebP image or larger than the bound. */
export async function makeMessagePhoto(source: Uint8Array, index = 0): Promise<MadePhoto> {
  if (source.length > MESSAGE_LIMITS.photoBytes) throw new MessagePhotoRefused('photo_too_large', index);
  try {
    // sharp loads with the first photo: most processes never decode one.
    const { default: sharp } = await import('sharp');
    const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format, width = 0, height = 0 } = await image.metadata();
    if (!format || !FORMATS.has(format) || width < 1 || height < 1) throw new MessagePhotoRefused('photo_not_image', index);
    return await imageDecoding.run(width * height, async () => {
      // sharp writes no metadata unless asked (withMetadata): EXIF, GPS, XMP and ICC names are gone.
      const upright = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
      const { data: full, info } = await upright.clone().resize({ width: FULL_EDGE, height: FULL_EDGE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
      const thumb = await upright.resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
      return { file: createHash('sha256').update(full).digest('hex').slice(0, 24), width: info.width, height: info.height, full, thumb };
    });
  } catch (error) {
    if (error instanceof MessagePhotoRefused) throw error;
    throw new MessagePhotoRefused(/pixel limit/i.test(String(error)) ? 'photo_too_large' : 'photo_not_image', index);
  }
}

/** Every photo checked and written again before any is kept: one refused refuses the message. */
export async function makeMessagePhotos(sources: readonly Uint8Array[]): Promise<MadePhoto[]> {
  const made: MadePhoto[] = [];
  for (const [index, source] of sources.entries()) made.push(await makeMessagePhoto(source, index));
  return made;
}

/** Writes the photos' files (before the message's transaction: a file nobody names is harmless). */
export async function storeMessagePhotos(store: MediaStore, photos: readonly MadePhoto[]): Promise<void> {
  for (const photo of photos) {
    await store.write(keyOf(photo.file, 'full'), photo.full);
    await store.write(keyOf(photo.file, 'thumb'), photo.thumb);
  }
}

/** Names the stored photos the message's, in their order. */
export async function attachPhotos(db: Db, messageId: number, photos: readonly MessagePhoto[]): Promise<void> {
  if (photos.length === 0) return;
  await db.insertInto('desk_thread_photos').values(photos.map((photo, position) => ({ message_id: messageId, position, file: photo.file, width: photo.width, height: photo.height }))).execute();
}

/** The photos of these messages, by message id, in order. */
export async function photosOfMessages(db: Db, messageIds: readonly number[]): Promise<Map<number, MessagePhoto[]>> {
  const byMessage = new Map<number, MessagePhoto[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db.selectFrom('desk_thread_photos').select(['message_id', 'file', 'width', 'height']).where('message_id', 'in', [...messageIds]).orderBy('message_id').orderBy('position').execute();
  for (const row of rows) byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), { file: row.file, width: row.width, height: row.height }]);
  return byMessage;
}

/** The photo's JPEG bytes, or null for a name that is none. */
export async function messagePhotoBytes(store: MediaStore, file: string, size: MessagePhotoSize): Promise<Buffer | null> {
  return MESSAGE_PHOTO_PATTERN.test(file) ? store.read(keyOf(file, size)) : null;
}
