/**
 * Seed step: the articles' photos. Each article's picture is drawn from its own criteria (a disc's
 * diameter and holes, a battery's case and terminals) and served through the same pipeline as a
 * shop's photo. Articles with the same kind and criteria share one picture, so a catalogue of any
 * size holds a few thousand pictures, each a row here; their files are drawn on first request.
 */
import type { Db } from '../db/connection';
import { DRAWN_SIZE, drawnPhotoId, recipeOf, widthsFor } from '../photos';
import { RowWriter } from '../db/batches';
import type { SeededLeaf } from './categories';
import { PART_TYPES } from './data/part-types';

/** The drawing of a leaf's part type (data/part-types.ts); the parcel a part comes in for one not listed. */
export function drawingOf(leaf: Pick<SeededLeaf, 'partType'>): string {
  return PART_TYPES[leaf.partType]?.drawing ?? 'box';
}

/** Collects each article's picture as the articles are made; written once they are. */
export class ArticlePhotos {
  private readonly indexOfRecipe = new Map<string, number>();
  private readonly recipes: string[] = [];
  private articleIds = new Int32Array(1 << 16);
  private photoIndexes = new Int32Array(1 << 16);
  private length = 0;

  /** `criteria`: the article's criteria as stored (JSON), or null. */
  add(articleId: number, leaf: Pick<SeededLeaf, 'partType'>, criteria: string | null): void {
    const recipe = recipeOf(drawingOf(leaf), criteria);
    let index = this.indexOfRecipe.get(recipe);
    if (index === undefined) {
      index = this.recipes.length;
      this.recipes.push(recipe);
      this.indexOfRecipe.set(recipe, index);
    }
    if (this.length === this.articleIds.length) {
      const ids = new Int32Array(this.length * 2);
      ids.set(this.articleIds);
      this.articleIds = ids;
      const indexes = new Int32Array(this.length * 2);
      indexes.set(this.photoIndexes);
      this.photoIndexes = indexes;
    }
    this.articleIds[this.length] = articleId;
    this.photoIndexes[this.length++] = index;
  }

  get pictures(): number {
    return this.recipes.length;
  }

  /** Writes the pictures (their rows only: the files follow on first request) and each article's link to its own. */
  async write(db: Db): Promise<number> {
    const widths = widthsFor(DRAWN_SIZE).join(',');
    const createdAt = new Date().toISOString();
    const ids = this.recipes.map((recipe) => drawnPhotoId(recipe));
    const photos = new RowWriter(db, 'photos', ['id', 'width', 'height', 'widths', 'recipe', 'created_at'], { ignoreDuplicates: true });
    const seen = new Set<string>();
    for (let i = 0; i < ids.length; i++) {
      // Two recipes may draw the same picture (criteria the drawing does not show): one row.
      if (seen.has(ids[i]!)) continue;
      seen.add(ids[i]!);
      photos.add(ids[i]!, DRAWN_SIZE, DRAWN_SIZE, widths, this.recipes[i]!, createdAt);
    }
    await photos.flush();
    const links = new RowWriter(db, 'article_photos', ['article_id', 'shop_id', 'position', 'photo_id']);
    for (let i = 0; i < this.length; i++) {
      links.add(this.articleIds[i]!, 0, 0, ids[this.photoIndexes[i]!]!);
      if (i % 50_000 === 49_999) await links.drain();
    }
    await links.flush();
    return links.written;
  }
}
