/**
 * How large a form's body may be, from what its fields allow: a character takes at most 3 bytes of
 * UTF-8, each sent URL-encoded as %XX, so 9 bytes; the field names and short fields get `rest`.
 * A screen whose fields hold long texts sets its bound from these rather than the area's.
 */
const BYTES_PER_CHARACTER = 9;

export function formBytesFor(maxCharacters: readonly number[], rest = 8 * 1024): number {
  return maxCharacters.reduce((sum, characters) => sum + characters * BYTES_PER_CHARACTER, rest);
}

/** A body-parser limit ('120kb', '1mb' or bytes) in bytes. */
export function bytesOfLimit(limit: string | number): number {
  if (typeof limit === 'number') return limit;
  const match = /^\s*(\d+)\s*(b|kb|mb)?\s*$/i.exec(limit);
  if (!match) throw new Error(`unreadable form limit: ${limit}`);
  const unit = (match[2] ?? 'b').toLowerCase();
  return Number(match[1]) * (unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1);
}
