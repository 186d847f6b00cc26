/**
 * A photo as the shop serves it: decoded once, turned upright, cut to at most a square frame's
 * longest side, and written as AVIF and WebP at a few widths, so a phone's card fetches a small
 * file and a desktop's article page a sharp one. Anything sharp cannot decode is not a photo.
 */
import { createHash } from 'node:crypto';
import type { Sharp, SharpOptions } from 'sharp';
import { imageDecoding, pixelsOf } from '../media';

/** sharp loads with the first photo: most processes (and every page) never decode one. */
async function image(input: Uint8Array, options?: SharpOptions): Promise<Sharp> {
  const { default: sharp } = await import('sharp');
  return sharp(input, options);
}

/** Widths the files come in: a card (200 CSS px), the article's main photo (400) and its 2x. */
export const PHOTO_WIDTHS = [200, 400, 800] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** Bumped when the files of the same source would come out differently: new names, so no cache keeps old files. */
const PIPELINE = 'p1';
/** A picture smaller than this is an icon or a tracking pixel, not a product photo. */
const MIN_SIDE = 100;
/** Decoding stops beyond this many pixels (a 10,000 x 10,000 "photo" would hold a core and memory for seconds). */
export const MAX_INPUT_PIXELS = 40_000_000;

export class PhotoProblem extends Error {}

export interface Rendition { width: number; format: PhotoFormat; bytes: Buffer }
export interface Renditions { width: number; height: number; widths: number[]; files: Rendition[] }

/** The photo's name: a hash of its source and of how its files are made. */
export function photoIdOf(source: Uint8Array | string): string {
  return createHash('sha256').update(PIPELINE).update(source).digest('hex').slice(0, 20);
}

/** The widths a source of this width is written at: those it can fill, and at least the smallest. */
export function widthsFor(sourceWidth: number): number[] {
  const fits = PHOTO_WIDTHS.filter((width) => width <= sourceWidth);
  return fits.length ? fits : [PHOTO_WIDTHS[0]];
}

export interface Decoded { upright: Buffer; width: number; height: number }

/** One decode: turned by its EXIF orientation, in sRGB on white, held as a lossless intermediate. Only inside the decoding queue. */
async function decodePhoto(source: Uint8Array): Promise<Decoded> {
  try {
    const decoded = await (await image(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })).rotate().toColourspace('srgb')
      .flatten({ background: '#ffffff' }).png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true });
    const { width, height } = decoded.info;
    if (Math.min(width, height) < MIN_SIDE) throw new PhotoProblem(`${width} x ${height} px: smaller than ${MIN_SIDE} px on a side`);
    return { upright: decoded.data, width, height };
  } catch (error) {
    if (error instanceof PhotoProblem) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new PhotoProblem(`larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
    throw new PhotoProblem('not an image (JPEG, PNG, WebP, AVIF, GIF, TIFF or SVG)');
  }
}

/** One file: the photo fitted into a square of the width, in the format. Only inside the decoding queue. */
async function encodeRendition(decoded: Decoded, width: number, format: PhotoFormat): Promise<Buffer> {
  const resized = (await image(decoded.upright)).resize({ width, height: width, fit: 'inside' });
  return format === 'avif' ? resized.avif({ quality: 55, effort: 2 }).toBuffer() : resized.webp({ quality: 78, effort: 4 }).toBuffer();
}

/** The size the largest rendition has (the page reserves the photo's box by it). */
export function renditionSize(decoded: Decoded, widths: number[]): { width: number; height: number } {
  const scale = widths[widths.length - 1]! / Math.max(decoded.width, decoded.height);
  return { width: Math.round(decoded.width * scale), height: Math.round(decoded.height * scale) };
}

/** Runs in the process's decoding queue, as much of it as the image's pixels take. */
async function inDecodingQueue<T>(source: Uint8Array, work: () => Promise<T>): Promise<T> {
  return imageDecoding.run(await pixelsOf(await image(source)), work);
}

/** Every file of a photo: one decode, then each width and format, all in one turn of the decoding queue. */
export async function makeRenditions(source: Uint8Array): Promise<Renditions> {
  return inDecodingQueue(source, () => renditionsOf(source));
}

/** One width and format of a photo (a drawn rendering asked for the first time). */
export async function makeRendition(source: Uint8Array, width: number, format: PhotoFormat): Promise<Buffer> {
  return inDecodingQueue(source, async () => encodeRendition(await decodePhoto(source), width, format));
}

async function renditionsOf(source: Uint8Array): Promise<Renditions> {
  const decoded = await decodePhoto(source);
  // The longest side decides which widths the photo fills.
  const widths = widthsFor(Math.max(decoded.width, decoded.height));
  const files: Rendition[] = [];
  for (const width of widths) {
    for (const format of PHOTO_FORMATS) files.push({ width, format, bytes: await encodeRendition(decoded, width, format) });
  }
  return { ...renditionSize(decoded, widths), widths, files };
}
