/**
 * gzip of a page rendered per visitor, where most of the bytes are the same on every response: the
 * inline CSS and the layout's furniture are Buffers made once (render.tsx, layout-fragment.tsx), so
 * their deflate blocks are made once too and kept beside them; only the strings made for this
 * response are compressed, on the main thread: handing each piece to libuv's pool cost more than
 * deflating it (docs/performance.md). Raw deflate streams ended with a sync flush (an empty
 * stored block, byte-aligned, not final) can be put one after the other and read as one stream;
 * an empty final block closes it, and the gzip trailer carries the CRC-32 and length of the whole
 * page. A piece cannot refer back into the one before it, which costs a few per cent of the size.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { EncodedPage, PageParts } from './page-parts';

/** 10-byte gzip header: deflate, no flags, no mtime, unknown OS. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty final block with fixed Huffman codes: what deflate writes on finishing after a flush. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

const SYNC = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
/** Pieces made once get the best compression; it is paid once per piece. */
const ONCE = { ...SYNC, level: 9 };
/**
 * Per-response pieces at level 1: less CPU per page than level 6 for a few more bytes (the constant
 * parts keep level 9). Small pieces (the head, the page's state) need no full deflate window.
 */
const responsePieceOptions = (length: number) => (length < 4096 ? { ...SYNC, level: 1, windowBits: 12, memLevel: 5, chunkSize: outputRoom(length) } : { ...SYNC, level: 1, chunkSize: outputRoom(length) });

/**
 * The output buffer zlib allocates for a piece: room for half the piece (HTML deflates to a fifth
 * or less; a piece that needs more gets a second buffer). Its default, 16 KB for every piece, was
 * several times the page's size in short-lived Buffers per rendered page, each one external memory
 * that waits for a full collection.
 */
const outputRoom = (length: number) => Math.min(zlib.constants.Z_DEFAULT_CHUNK, Math.max(zlib.constants.Z_MIN_CHUNK, (length >> 1) + 64));

/**
 * Pieces shorter than this (a path or a search term filled into the layout, a few tags) go into a
 * stored block: five bytes of header and the bytes as they are, about what deflate would make of
 * them, without a deflate stream set up for each (several per page, most of their cost).
 */
const STORED_BELOW_BYTES = 128;

/** A stored (uncompressed, not final) deflate block, byte-aligned like the sync-flushed blocks around it. */
export function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0x00;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

const deflatedOnce = new WeakMap<Buffer, Buffer>();
/** Each shared block's digest, worked out when first asked for. */
const constantDigests = new WeakMap<Buffer, string | null>();

/** The deflate block of bytes made once and shared by every page that has them (the inline CSS, the layout's pieces). */
export function deflatedConstant(bytes: Buffer): Buffer {
  let deflated = deflatedOnce.get(bytes);
  if (!deflated) {
    deflatedOnce.set(bytes, (deflated = zlib.deflateRawSync(bytes, ONCE)));
    constantDigests.set(deflated, null);
  }
  return deflated;
}

/**
 * A digest of a block deflatedConstant made (another process that has the same block keeps one
 * copy under it), or null for any other block.
 */
export function constantDigest(block: Buffer): string | null {
  const known = constantDigests.get(block);
  if (known === undefined) return null;
  if (known !== null) return known;
  const digest = crypto.hash('sha1', block, 'base64url');
  constantDigests.set(block, digest);
  return digest;
}

/**
 * The deflate block of bytes kept by their owner for many answers (a shopper's kept cart): level 6,
 * most of level 9's saving for a fraction of its time, paid once per kept page.
 */
export const deflatedOwn = (bytes: Buffer): Buffer => zlib.deflateRawSync(bytes, { ...SYNC, level: 6, chunkSize: outputRoom(bytes.length) });

/** A gzip member of deflate blocks (each ended by a sync flush) whose bytes have this CRC-32 and length. */
export function gzipMember(blocks: readonly Buffer[], crc: number, length: number): Buffer {
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...blocks, FINAL_BLOCK, trailer]);
}

/**
 * The page as gzip: Buffers (made once) from their kept deflate blocks, strings compressed now.
 * A page already encoded whole (a stored page) gives its strings' bytes as views of that buffer
 * and its checksum in one pass, instead of encoding them again.
 */
export function gzipParts(parts: PageParts, encoded?: EncodedPage): Buffer {
  const raw = encoded?.pieces ?? parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part));
  const blocks = parts.map((part, index) => {
    const bytes = raw[index]!;
    if (bytes.length === 0) return Buffer.alloc(0);
    if (typeof part !== 'string') return deflatedConstant(part);
    return bytes.length < STORED_BELOW_BYTES ? storedBlock(bytes) : zlib.deflateRawSync(bytes, responsePieceOptions(bytes.length));
  });
  let crc = 0;
  let length = 0;
  for (const bytes of encoded ? [encoded.bytes] : raw) {
    crc = zlib.crc32(bytes, crc);
    length += bytes.length;
  }
  return gzipMember(blocks, crc, length);
}
