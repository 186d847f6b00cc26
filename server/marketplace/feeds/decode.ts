/**
 * Raw feed bytes -> text, as shops' exports come: gzip (told by its magic bytes, not the name),
 * UTF-8 with or without BOM, or Windows-1252 (told by the first chunk not being valid UTF-8).
 * The delimiter (; , or tab) is told from the header line.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { DEFAULT_FEED_BOUNDS, type FeedBounds, unpackGuard } from './bounds';

export type Encoding = 'utf-8' | 'windows-1252';

export const isGzip = (head: Uint8Array): boolean => head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;

/** UTF-8 when the bytes decode strictly (a character cut at the end of the sample is allowed). */
export function detectEncoding(sample: Uint8Array): Encoding {
  if (sample.length >= 3 && sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  try {
    // Streaming mode: a character cut at the end of the sample is not an error, a bad byte inside is.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The separator used most in the first line outside quotes; comma when there is no other sign. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([[';', 0], [',', 0], ['\t', 0], ['|', 0]]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  let most = 0;
  for (const [char, count] of counts) if (count > most) [best, most] = [char, count];
  return best;
}

/**
 * Yields the text of the feed in chunks; onBytes sees every raw (possibly compressed) byte count.
 * Throws FeedBoundError when the feed unpacks to more than the bounds allow.
 */
export async function* decodeFeed(input: AsyncIterable<Buffer>, onBytes: (n: number) => void = () => {}, bounds: FeedBounds = DEFAULT_FEED_BOUNDS): AsyncGenerator<string> {
  const counted = (async function* () {
    for await (const chunk of input) {
      onBytes(chunk.length);
      yield chunk;
    }
  })();
  const first = await counted.next();
  if (first.done) return;
  const rest = (async function* () {
    yield first.value;
    yield* counted;
  })();
  const gunzip = isGzip(first.value) ? zlib.createGunzip() : undefined;
  const bytes: AsyncIterable<Buffer> = gunzip ? Readable.from(rest).pipe(gunzip) : rest;
  let decoder: TextDecoder | undefined;
  let carried = '';
  // CRLF becomes LF: inside a quoted field csv-parse counts both characters as line breaks, which
  // would shift every later report line. A CR at a chunk's end waits for the next chunk.
  const fold = (text: string, last: boolean) => {
    let joined = carried + text;
    carried = !last && joined.endsWith('\r') ? '\r' : '';
    if (carried) joined = joined.slice(0, -1);
    return joined.replace(/\r\n/g, '\n');
  };
  const guard = unpackGuard(bounds);
  for await (const chunk of bytes) {
    // The ratio counts the compressed bytes the decompressor has taken, not those read ahead for it.
    guard.unpacked(chunk.length, gunzip ? gunzip.bytesWritten : Infinity);
    decoder ??= new TextDecoder(detectEncoding(chunk), { ignoreBOM: false });
    const text = fold(decoder.decode(chunk, { stream: true }), false);
    if (text) yield text;
  }
  const tail = fold(decoder?.decode() ?? '', true);
  if (tail) yield tail;
}

