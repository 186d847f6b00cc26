/**
 * Compression of responses, in one place: compression() for dynamic responses with its own
 * settings (brotli quality 4, shared with the benchmark's express.static ceiling so both compress
 * alike), which encoding a request accepts, and the one-shot encoding of a stored page
 * (page-cache.ts). A higher quality is smaller but costs far more CPU per response, so it is kept
 * for bodies encoded once: a stored page is encoded at quality 6 once per page and TTL (the highest
 * quality is too dear for every page crawlers reach), with a window that holds any page whole.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compression from 'compression';

const LGWIN = { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 };

const STORED_BROTLI_QUALITY = 6;

export const compressResponses = () => compression();

export type Encoding = 'br' | 'gzip';

/** The encodings the request accepts (q > 0), brotli first. */
export function acceptedEncodings(header: string | undefined): readonly Encoding[] {
  if (!header) return NONE;
  let known = acceptedBy.get(header);
  if (!known) {
    known = Object.freeze(parseAcceptEncoding(header));
    // Browsers send a handful of distinct headers; a flood of made-up ones is parsed each time.
    if (acceptedBy.size < KNOWN_HEADERS) acceptedBy.set(header, known);
  }
  return known;
}

const NONE: readonly Encoding[] = Object.freeze([]);
/**
 * Each request's header parsed once per distinct value: on a stored page the parse's strings and
 * set were a tenth of the door's own time and of what it left for the garbage collector.
 */
const acceptedBy = new Map<string, readonly Encoding[]>();
const KNOWN_HEADERS = 64;

function parseAcceptEncoding(header: string): Encoding[] {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  const out: Encoding[] = [];
  if (accepted.has('br')) out.push('br');
  if (accepted.has('gzip') || accepted.has('*')) out.push('gzip');
  return out;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A body encoded once on libuv's pool, to be sent many times (a stored page). */
function encodeBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { ...LGWIN, [zlib.constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body);
}

/** A body's copies per encoding once asked for: the bytes, or the encoding still under way (shared by requests meanwhile). */
export type EncodedCopies = Partial<Record<Encoding, Buffer | Promise<Buffer>>>;

/** The body in this encoding, encoded (encodeBody) the first time it is asked for and kept in `copies`. */
export function encodedCopy(copies: EncodedCopies, body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  const known = copies[encoding];
  if (known) return known;
  const pending = encodeBody(body, encoding).then(
    (bytes) => (copies[encoding] = bytes),
    (error: unknown) => {
      delete copies[encoding];
      throw error;
    },
  );
  copies[encoding] = pending;
  return pending;
}
