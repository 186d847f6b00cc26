/**
 * A rendered page kept for many answers whose only per-answer text is the check-header challenge
 * in its state (csr and ts): rendered once with marks in their place, cut at the marks, and each
 * piece's deflate block made once. An answer is the kept blocks with the challenge's few bytes as
 * stored blocks between them, and the gzip trailer's CRC-32 carried on from the one kept for
 * everything before the first mark: no rendering and no compression per answer.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Challenge } from '../../check-challenge';
import type { PageParts } from '../delivery/page-parts';
import { deflatedConstant, deflatedOwn, gzipMember, storedBlock } from '../delivery/segment-gzip';

/** Where the challenge goes: text no page writes by itself, in the state as a JSON string. */
export const CHALLENGE_MARKS: Challenge = {
  csr: `spareo-csr-${crypto.randomBytes(8).toString('hex')}`,
  ts: `spareo-ts-${crypto.randomBytes(8).toString('hex')}`,
};

type Slot = keyof Challenge;
const SLOTS: readonly Slot[] = ['csr', 'ts'];

/** Bytes after a slot: as they are (the CRC-32 runs over them) and as a deflate block. */
interface Piece {
  raw: Buffer;
  block: Buffer;
}

export interface KeptPage {
  /** The deflate blocks of everything before the first slot (the constant parts' blocks shared). */
  before: Buffer[];
  crc: number;
  length: number;
  /** Each slot in page order with the pieces that follow it up to the next. */
  slots: Array<{ slot: Slot; after: Piece[] }>;
  /** Bytes this page holds of its own (shared blocks not counted). */
  bytes: number;
}

const quoted = (slot: Slot) => JSON.stringify(CHALLENGE_MARKS[slot]);

/** Cuts a string part at the marks: text, slot, text, ... */
function cutAtMarks(text: string): Array<string | { slot: Slot }> {
  const found = SLOTS.flatMap((slot) => {
    const at = text.indexOf(quoted(slot));
    return at < 0 ? [] : [{ slot, at }];
  }).sort((a, b) => a.at - b.at);
  const out: Array<string | { slot: Slot }> = [];
  let from = 0;
  for (const { slot, at } of found) {
    out.push(text.slice(from, at), { slot });
    from = at + quoted(slot).length;
  }
  out.push(text.slice(from));
  return out;
}

/** The page cut at the challenge's marks with its blocks, or undefined unless each mark is there exactly once. */
export function keepPage(parts: PageParts): KeptPage | undefined {
  const before: Buffer[] = [];
  const slots: KeptPage['slots'] = [];
  let crc = 0;
  let length = 0;
  let bytes = 0;
  const add = (raw: Buffer, block: Buffer, shared: boolean) => {
    if (raw.length === 0) return;
    const current = slots.at(-1);
    if (current) {
      current.after.push({ raw, block });
      bytes += raw.length + block.length;
      return;
    }
    before.push(block);
    crc = zlib.crc32(raw, crc);
    length += raw.length;
    if (!shared) bytes += block.length;
  };
  for (const part of parts) {
    if (typeof part !== 'string') {
      add(part, deflatedConstant(part), true);
      continue;
    }
    for (const piece of cutAtMarks(part)) {
      if (typeof piece !== 'string') slots.push({ slot: piece.slot, after: [] });
      else if (piece) {
        const raw = Buffer.from(piece);
        add(raw, deflatedOwn(raw), false);
      }
    }
  }
  const seen = slots.map((s) => s.slot).sort();
  if (seen.join() !== [...SLOTS].sort().join()) return undefined;
  return { before, crc, length, slots, bytes: bytes + 256 };
}

/** The kept page as gzip with this answer's challenge. */
export function gzipWithChallenge(page: KeptPage, challenge: Challenge): Buffer {
  const blocks = [...page.before];
  let { crc, length } = page;
  for (const { slot, after } of page.slots) {
    // base64url, a dot and digits: JSON writes them as they are, as the state's serialisation does.
    const value = Buffer.from(JSON.stringify(challenge[slot]));
    blocks.push(storedBlock(value));
    crc = zlib.crc32(value, crc);
    length += value.length;
    for (const piece of after) {
      blocks.push(piece.block);
      crc = zlib.crc32(piece.raw, crc);
      length += piece.raw.length;
    }
  }
  return gzipMember(blocks, crc, length);
}

/** The parts with the challenge written where the marks are (an answer that is not kept). */
export function withChallenge(parts: PageParts, challenge: Challenge): PageParts {
  return parts.map((part) => (typeof part === 'string' ? SLOTS.reduce((text, slot) => text.replace(quoted(slot), JSON.stringify(challenge[slot])), part) : part));
}
