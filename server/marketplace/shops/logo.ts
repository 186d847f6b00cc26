/**
 * A shop's logo as the shop serves it: the uploaded PNG, JPEG or WebP decoded once, fitted into
 * the frame the shop page gives it and written as one WebP under a name that is a hash of its
 * bytes (so it is cached for a year and a new logo has a new name). Served under /media/logos/.
 */
import { createHash } from 'node:crypto';
import type { LogoUploadProblem } from '../../../contract/portal-paths';
import type { Db } from '../db/connection';
import { imageDecoding, type MediaStore } from '../media';
import { MAX_INPUT_PIXELS } from '../photos';

/** The largest file the portal takes: a logo, not a poster. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Twice the frame the shop page shows it in (160 x 80 CSS px), for sharp screens. */
const FRAME = { width: 320, height: 160 };
const FORMATS = new Set(['png', 'jpeg', 'webp']);
export const LOGOS_PREFIX = '/media/logos/';
const FILE = /^[0-9a-f]{20}\.webp$/;

export class LogoRefused extends Error {
  constructor(readonly problem: Extract<LogoUploadProblem, 'not_image' | 'too_large' | 'too_small'>) {
    super(problem);
  }
}

export const isLogoFile = (name: string): boolean => FILE.test(name);
export const logoUrl = (file: string): string => `${LOGOS_PREFIX}${file}`;
const storeKey = (file: string) => `logos/${file}`;

/** The logo's file: decoded (PNG, JPEG or WebP only), turned upright, fitted into the frame, as WebP. */
export async function makeLogo(source: Uint8Array): Promise<{ file: string; bytes: Buffer }> {
  let bytes: Buffer;
  try {
    // sharp loads with the first logo: most processes never decode one.
    const { default: sharp } = await import('sharp');
    const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format, width = 0, height = 0 } = await image.metadata();
    if (!format || !FORMATS.has(format)) throw new LogoRefused('not_image');
    if (Math.min(width, height) < 16) throw new LogoRefused('too_small');
    // The header alone is read before: the decode waits its turn in the process's decoding queue.
    bytes = await imageDecoding.run(width * height, () => image.rotate().resize({ ...FRAME, fit: 'inside', withoutEnlargement: true }).webp({ quality: 88, alphaQuality: 100 }).toBuffer());
  } catch (error) {
    if (error instanceof LogoRefused) throw error;
    throw new LogoRefused(/pixel limit/i.test(String(error)) ? 'too_large' : 'not_image');
  }
  return { file: `${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.webp`, bytes };
}

/** Keeps the logo's file and names it the shop's logo. Throws LogoRefused for what is no usable logo. */
export async function keepLogo(db: Db, store: MediaStore, shopId: number, source: Uint8Array): Promise<string> {
  const logo = await makeLogo(source);
  await store.write(storeKey(logo.file), logo.bytes);
  await db.updateTable('shops').set({ logo: logo.file }).where('id', '=', shopId).execute();
  return logo.file;
}

/** The file's bytes for /media/logos/{file}, or null for a name that is no logo. */
export async function logoFile(store: MediaStore, name: string): Promise<Buffer | null> {
  return isLogoFile(name) ? store.read(storeKey(name)) : null;
}
