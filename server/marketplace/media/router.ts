/**
 * The files the shop serves itself, mounted beside the web tier at /media like the shops' feed
 * API (the load balancer sends /media/ to wherever the marketplace runs):
 *   GET /media/docs/{file}.pdf                   an article document (a shop's PDF, or the drawn data sheet)
 *   GET /media/photos/{id}-{width}.{avif|webp}   a product photo at one width
 *   GET /media/logos/{hash}.webp                 a shop's logo
 * A name no article has answers 404. A photo's name is a hash of what it shows, so it never changes
 * under its name and is cached for a year as immutable; documents keep a day.
 */
import express from 'express';
import { databaseUnavailable } from '../db/unavailable';

/**
 * What the router serves, each read by the domain that owns it (documents, photos, shops) and
 * handed in where the router is mounted: they keep their files in media's store, so media sits below them.
 */
export interface MediaFiles {
  document(name: string): Promise<Uint8Array | null>;
  photo(name: string): Promise<{ format: string; bytes: Buffer } | null>;
  logo(name: string): Promise<Buffer | null>;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * A file that could not be read: while the database is away that is an outage, said as one (503,
 * try again shortly, as the pages say), not an error of ours; anything else is logged once and 500.
 */
function unavailable(res: express.Response, error: unknown, what: string, onError?: (error: unknown) => void): void {
  if (databaseUnavailable(error)) return void res.status(503).set('retry-after', '5').type('text/plain').send(`${what} briefly unavailable`);
  onError?.(error);
  res.status(500).type('text/plain').send(`${what} unavailable`);
}

export function mediaRouter(options: { files: MediaFiles; onError?: (error: unknown) => void }): express.Router {
  const { files } = options;
  const router = express.Router();
  router.get('/docs/:file', async (req, res) => {
    try {
      const bytes = await files.document(String(req.params.file));
      if (!bytes) return void res.status(404).type('text/plain').send('no such document');
      res.set('cache-control', 'public, max-age=86400');
      res.set('x-content-type-options', 'nosniff');
      res.type('application/pdf').send(asBuffer(bytes));
    } catch (error) {
      unavailable(res, error, 'document', options.onError);
    }
  });
  router.get('/photos/:file', async (req, res) => {
    try {
      const file = await files.photo(String(req.params.file));
      if (!file) return void res.status(404).type('text/plain').send('no such photo');
      res.set('cache-control', 'public, max-age=31536000, immutable');
      res.set('x-content-type-options', 'nosniff');
      res.type(`image/${file.format}`).send(file.bytes);
    } catch (error) {
      unavailable(res, error, 'photo', options.onError);
    }
  });
  router.get('/logos/:file', async (req, res) => {
    try {
      const bytes = await files.logo(String(req.params.file));
      if (!bytes) return void res.status(404).type('text/plain').send('no such logo');
      res.set('cache-control', 'public, max-age=31536000, immutable');
      res.set('x-content-type-options', 'nosniff');
      res.type('image/webp').send(bytes);
    } catch (error) {
      unavailable(res, error, 'logo', options.onError);
    }
  });
  router.use((_req, res) => void res.status(404).type('text/plain').send('not found'));
  return router;
}
