import type { ImageData } from './types';

export interface PhotoProps {
  image: ImageData;
  /** How wide the photo is drawn at each screen width (the browser picks the file by it). */
  sizes: string;
  className?: string;
  /** Far below the first screen: fetched only as it comes near. */
  lazy?: boolean;
  /**
   * The page's main picture: never lazy, decoded with the page. Its file is preloaded at high
   * priority where it stands in the first screen; the <img> itself asks low, so where it stands
   * below (a phone, under the offers) it never competes with what the first paint needs.
   */
  priority?: boolean;
  /**
   * A listing's thumbnail: the article's words beside it are what the shopper reads and the first
   * screen's largest element. It asks low, so it never comes before the document's own bytes.
   */
  thumbnail?: boolean;
}

/**
 * A product photo as <picture>: AVIF where the browser reads it, else WebP, each at the width the
 * layout needs; the <img> reserves its box by width and height, so nothing moves when it arrives.
 * An image without files of several widths (a category's icon) is a plain <img>.
 */
export function Photo({ image, sizes, className, lazy, priority, thumbnail }: PhotoProps) {
  const img = (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={lazy ? 'lazy' : undefined}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority || thumbnail ? 'low' : undefined}
      sizes={image.sources ? sizes : undefined}
      srcSet={image.sources?.webp}
    />
  );
  if (!image.sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.sources.avif} sizes={sizes} />
      {img}
    </picture>
  );
}
