/**
 * A rendered page as the pieces it was put together from: strings made for this response and
 * bytes encoded once (the inline CSS, the layout). Sent as bytes without encoding the constant
 * pieces again: turning a whole page's HTML into UTF-8 was a large part of the cart page's render.
 */
export type PageParts = ReadonlyArray<string | Buffer>;

/** The parts as one buffer: one allocation, each string encoded straight into it. */
export function pageToBytes(parts: PageParts): Buffer {
  let length = 0;
  for (const part of parts) length += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) at += typeof part === 'string' ? bytes.write(part, at) : part.copy(bytes, at);
  return bytes;
}

export const pageToString = (parts: PageParts): string => parts.map((part) => (typeof part === 'string' ? part : part.toString('utf8'))).join('');
