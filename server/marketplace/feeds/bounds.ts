/**
 * How much a feed may unpack to, and how long one of its lines may be: a small gzip can hold
 * gigabytes (1 MB of it one line of 1 GB), and a parser that keeps a whole line before it splits it
 * would keep all of it. The import stops at the first bound crossed, with a reason that says which.
 */

export interface FeedBounds {
  /** Characters of one line (one record: an offer row, or the header). */
  maxLineChars: number;
  /** Bytes the feed may unpack to (the text a gzip holds; a plain file is its own size). */
  maxUnpackedBytes: number;
  /** Unpacked bytes per compressed byte of a gzip, checked once more than RATIO_GRACE_BYTES are unpacked. */
  maxRatio: number;
}

/** Defaults (config: FEED_MAX_LINE_CHARS, FEED_MAX_UNPACKED_BYTES, FEED_MAX_RATIO). */
export const DEFAULT_FEED_BOUNDS: FeedBounds = { maxLineChars: 1024 * 1024, maxUnpackedBytes: 2 * 1024 ** 3, maxRatio: 100 };

/** A small feed may compress well (a few repeated rows); the ratio counts only past this much. */
export const RATIO_GRACE_BYTES = 4 * 1024 * 1024;

/** A bound crossed: the import fails with this message. */
export class FeedBoundError extends Error {}

/** 2 MiB, 64 KiB, 900 bytes. */
const size = (bytes: number) => (bytes >= 1024 ** 2 ? `${Math.round(bytes / 1024 ** 2)} MiB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KiB` : `${bytes} bytes`);

/** Counts what the decompressor gave against what it took (Infinity: plain text); throws at the first bound crossed. */
export function unpackGuard(bounds: FeedBounds): { unpacked(bytes: number, packed: number): void } {
  let total = 0;
  return {
    unpacked(bytes, packed) {
      total += bytes;
      if (total > bounds.maxUnpackedBytes) throw new FeedBoundError(`the feed unpacks to more than ${size(bounds.maxUnpackedBytes)}; send at most that much (FEED_MAX_UNPACKED_BYTES)`);
      if (total > RATIO_GRACE_BYTES && total > bounds.maxRatio * packed) {
        throw new FeedBoundError(`the gzip unpacks to more than ${bounds.maxRatio} times its size (${size(total)} from ${size(packed)} so far): not a feed`);
      }
    },
  };
}

/** The parser's "record too long" error, said as what it means for the shop. */
export function lineTooLong(bounds: FeedBounds, line: number): FeedBoundError {
  return new FeedBoundError(`line ${line} is longer than ${bounds.maxLineChars.toLocaleString('en')} characters: no offer row is that long (are the line breaks lost, or is a quote never closed?)`);
}
