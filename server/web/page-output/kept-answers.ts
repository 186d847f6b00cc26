/**
 * Answers the /api proxy hands on from the marketplace client's cache (search suggestions, vehicle
 * lists) are the same object for every request until their entry is refreshed. Their JSON, its
 * ETag and their brotli and gzip copies are made once per object, kept beside it, and sent as bytes:
 * res.json and compression() serialised, hashed and compressed the same answer again for every
 * request, with a compression stream set up each time. The answer is the one res.json gives.
 */
import type { Request, Response } from 'express';
import { acceptedEncodings, encodedCopy, type EncodedCopies } from './compression';

interface KeptAnswer {
  json: Buffer;
  etag: string | undefined;
  encoded: EncodedCopies;
}

/** Dies with the cached answer it was made from. */
const kept = new WeakMap<object, KeptAnswer>();

/** Below this many bytes an answer goes plain, as compression() sends it (its default threshold). */
const COMPRESS_FROM_BYTES = 1024;

type ETagOf = (body: Buffer, encoding: BufferEncoding) => string | undefined;

function keptFor(req: Request, body: object): KeptAnswer {
  let answer = kept.get(body);
  if (!answer) {
    const json = Buffer.from(JSON.stringify(body));
    // The ETag express would give the same body (its 'etag fn' setting).
    const etagOf = req.app.get('etag fn') as ETagOf | undefined;
    answer = { json, etag: etagOf?.(json, 'utf8'), encoded: {} };
    kept.set(body, answer);
  }
  return answer;
}

/** A 200 JSON answer of a cached body (not to be changed by anyone): as res.json sends it, from the kept bytes. */
export async function sendKeptJson(req: Request, res: Response, body: object): Promise<void> {
  const answer = keptFor(req, body);
  res.status(200);
  res.setHeader('content-type', 'application/json; charset=utf-8');
  if (answer.etag) res.setHeader('etag', answer.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  let bytes = answer.json;
  const encoding = bytes.length >= COMPRESS_FROM_BYTES ? acceptedEncodings(req.get('accept-encoding'))[0] : undefined;
  if (encoding) {
    res.vary('Accept-Encoding');
    try {
      const copy = encodedCopy(answer.encoded, answer.json, encoding);
      bytes = copy instanceof Buffer ? copy : await copy;
      // Set, compression() leaves the body alone.
      res.setHeader('content-encoding', encoding);
    } catch (error) {
      req.log?.warn({ err: error }, 'encoding a kept answer failed; sent plain');
    }
  }
  res.setHeader('content-length', bytes.length);
  res.end(bytes);
}
