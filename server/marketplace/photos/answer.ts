/** A photo as the marketplace's answers carry it: the files' addresses, ready for <picture>. */
import { photoUrl } from './files';

export interface ProductPhoto {
  /** The WebP at the middle width: the <img> of a browser that reads no srcset. */
  src: string;
  /** Of the largest file: the page reserves the photo's box by its aspect. */
  width: number;
  height: number;
  /** "url 200w, url 400w, ..." per format. */
  avif: string;
  webp: string;
  /** The largest file (structured data, the merchant feed). */
  large: string;
}

export interface PhotoRow { id: string; width: number; height: number; widths: string }

export function photoAnswer(row: PhotoRow): ProductPhoto {
  const widths = row.widths.split(',').map(Number);
  const srcset = (format: 'avif' | 'webp') => widths.map((width) => `${photoUrl(row.id, width, format)} ${width}w`).join(', ');
  return {
    src: photoUrl(row.id, widths[Math.min(1, widths.length - 1)]!, 'webp'),
    width: row.width,
    height: row.height,
    avif: srcset('avif'),
    webp: srcset('webp'),
    large: photoUrl(row.id, widths[widths.length - 1]!, 'webp'),
  };
}
