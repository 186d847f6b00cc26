/** The photos a buyer sent with a review, in their order: kept as product photos are (photos/), named here by the review. */
import type { Db } from '../db/connection';
import { keepPhoto, PhotoProblem, photosById } from '../photos';
import type { MediaStore } from '../media';
import { REVIEW_LIMITS, type ReviewPhotoAnswer } from '../../../contract/calls/article-reviews';

/** A review's photos, replaced as a whole (a pending review written again brings its own). */
export async function keepReviewPhotos(db: Db, reviewId: number, photoIds: readonly string[]): Promise<void> {
  await db.deleteFrom('review_photos').where('review_id', '=', reviewId).execute();
  if (photoIds.length === 0) return;
  await db.insertInto('review_photos').values(photoIds.map((photoId, position) => ({ review_id: reviewId, position, photo_id: photoId }))).execute();
}

/** The photos of these reviews, by review id, in order. */
export async function reviewPhotos(db: Db, reviewIds: readonly number[]): Promise<Map<number, ReviewPhotoAnswer[]>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await db.selectFrom('review_photos').select(['review_id', 'photo_id']).where('review_id', 'in', [...reviewIds]).orderBy('review_id').orderBy('position').execute();
  const photos = await photosById(db, rows.map((row) => row.photo_id));
  const byReview = new Map<number, ReviewPhotoAnswer[]>();
  for (const row of rows) {
    const photo = photos.get(row.photo_id);
    if (!photo) continue;
    byReview.set(row.review_id, [...(byReview.get(row.review_id) ?? []), { src: photo.src, width: photo.width, height: photo.height, avif: photo.avif, webp: photo.webp }]);
  }
  return byReview;
}

/** JPEG, PNG and WebP, by their first bytes: what phones and cameras make, and all the form offers. */
const PHOTO_SIGNATURES: readonly ((bytes: Buffer) => boolean)[] = [
  (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
];

export type PhotosReceived = { ok: true; photoIds: string[] } | { ok: false; reason: 'photo_not_image' | 'photo_too_large'; index: number };

/**
 * The photos a buyer sent (base64), each checked by its content and kept as product photos are:
 * decoded, turned upright, written again at a few widths without the camera's metadata (where and
 * when it was taken). One that is no JPEG, PNG or WebP photo, or larger than the bound, refuses them all.
 */
export async function receiveReviewPhotos(db: Db, store: MediaStore, sent: readonly string[]): Promise<PhotosReceived> {
  const photoIds: string[] = [];
  for (const [index, base64] of sent.entries()) {
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > REVIEW_LIMITS.photoBytes) return { ok: false, reason: 'photo_too_large', index };
    if (!PHOTO_SIGNATURES.some((matches) => matches(bytes))) return { ok: false, reason: 'photo_not_image', index };
    try {
      const id = await keepPhoto(db, store, bytes);
      if (!photoIds.includes(id)) photoIds.push(id);
    } catch (error) {
      if (error instanceof PhotoProblem) return { ok: false, reason: 'photo_not_image', index };
      throw error;
    }
  }
  return { ok: true, photoIds };
}
