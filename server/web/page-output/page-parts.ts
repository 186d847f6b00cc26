/**
 * A rendered page as the pieces it was put together from: strings made for this response and
 * bytes encoded once (the inline CSS, the layout). Sent as bytes without encoding the constant
 * pieces again: turning a whole page's HTML into UTF-8 was a large part of the cart page's render.
 */
export type PageParts = ReadonlyArray<string | Buffer>;

/** A page's bytes and, for each part, the view of them it became (a stored page is gzipped from these). */
export interface EncodedPage {
  bytes: Buffer;
  pieces: Buffer[];
}

/** The parts as one buffer: one allocation, each string encoded straight into it. */
export function encodePage(parts: PageParts): EncodedPage {
  let length = 0;
  for (const part of parts) length += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  const bytes = Buffer.allocUnsafe(length);
  const pieces: Buffer[] = [];
  let at = 0;
  for (const part of parts) {
    const written = typeof part === 'string' ? bytes.write(part, at) : part.copy(bytes, at);
    pieces.push(bytes.subarray(at, at + written));
    at += written;
  }
  return { bytes, pieces };
}

export const pageToBytes = (parts: PageParts): Buffer => encodePage(parts).bytes;

export const pageToString = (parts: PageParts): string => parts.map((part) => (typeof part === 'string' ? part : part.toString('utf8'))).join('');
