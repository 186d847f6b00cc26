/** The photos a buyer sent with a review, in their order: kept as product photos are (photos/), named here by the review. */
import type { Db } from '../db/connection';
import { photosById } from '../photos';
import type { ReviewPhotoAnswer } from '../../../contract/calls/article-reviews';

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
