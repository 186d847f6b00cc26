/**
 * The files the shop serves itself, doors of the marketplace (http/door.ts) at /media like the
 * shops' feed API (the load balancer sends /media/ to wherever the marketplace runs):
 *   GET /media/docs/{file}.pdf                   an article document (a shop's PDF, or the drawn data sheet)
 *   GET /media/photos/{id}-{width}.{avif|webp}   a product photo at one width
 *   GET /media/logos/{hash}.webp                 a shop's logo
 * A name no article has answers 404 (the doors' problem, as every refusal). A photo's name is a hash of what it shows, so it never changes
 * under its name and is cached for a year as immutable; documents keep a day.
 */
import type { Request, Response } from 'express';
import { databaseUnavailable } from '../db/unavailable';
import { problem } from '../http/door';

/**
 * What the doors serve, each read by the domain that owns it (documents, photos, shops) and
 * handed in where the doors are mounted: they keep their files in media's store, so media sits below them.
 */
export interface MediaFiles {
  document(name: string): Promise<Uint8Array | null>;
  photo(name: string): Promise<{ format: string; bytes: Buffer } | null>;
  logo(name: string): Promise<Buffer | null>;
}

type Services = { files: MediaFiles; onError?: (error: unknown) => void };

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * A file that could not be read: while the database is away that is an outage, said as one (503,
 * try again shortly, as the pages say), not an error of ours; anything else is logged once and 500.
 */
function unavailable(res: Response, error: unknown, what: string, onError?: (error: unknown) => void): void {
  if (databaseUnavailable(error)) return void problem(res.set('retry-after', '5'), 503, { error: 'unavailable', message: `${what} briefly unavailable` });
  onError?.(error);
  problem(res, 500, { error: 'internal', message: `${what} unavailable` });
}

/** One kind of file: read by its name, sent with its type and how long it may be kept. */
function fileDoor(what: string, read: (files: MediaFiles, name: string) => Promise<{ type: string; bytes: Buffer } | null>, maxAgeS: number, immutable: boolean) {
  return ({ files, onError }: Services) => async (req: Request, res: Response) => {
    try {
      const file = await read(files, String(req.params.file));
      if (!file) return void problem(res, 404, { error: 'not_found', message: `no such ${what}` });
      res.set('cache-control', `public, max-age=${maxAgeS}${immutable ? ', immutable' : ''}`);
      res.type(file.type).send(file.bytes);
    } catch (error) {
      unavailable(res, error, what, onError);
    }
  };
}

const YEAR_S = 31_536_000;

/** GET /media/docs/{file}.pdf */
export const documentDoor = fileDoor('document', async (files, name) => {
  const bytes = await files.document(name);
  return bytes && { type: 'application/pdf', bytes: asBuffer(bytes) };
}, 86_400, false);

/** GET /media/photos/{id}-{width}.{avif|webp} */
export const photoDoor = fileDoor('photo', async (files, name) => {
  const file = await files.photo(name);
  return file && { type: `image/${file.format}`, bytes: file.bytes };
}, YEAR_S, true);

/** GET /media/logos/{hash}.webp */
export const logoDoor = fileDoor('logo', async (files, name) => {
  const bytes = await files.logo(name);
  return bytes && { type: 'image/webp', bytes };
}, YEAR_S, true);
