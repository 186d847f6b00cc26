/**
 * A rendered page kept for many answers whose only per-answer text is the check-header challenge
 * in its state (csr and ts): rendered once with marks in their place, cut at the marks, and each
 * piece's deflate block made once. An answer is the kept blocks with the challenge's few bytes as
 * stored blocks between them, and the gzip trailer's CRC-32 carried on from the one kept for
 * everything before the first mark and combined with the one of each piece after a mark
 * (crc32-shift.ts): no rendering, no compression and no page bytes read per answer, and the
 * bytes after a mark are kept as their blocks only.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Challenge } from '../../request-checks/check-challenge';
import type { PageParts } from '../page-output/page-parts';
import { crc32Combine, crc32Shift } from '../page-output/crc32-shift';
import { LRUCache } from 'lru-cache';
import { constantDigest, deflatedConstant, deflatedOwn, gzipMember, storedBlock } from '../page-output/segment-gzip';
import type { SharedPage } from './cart-siblings';

/** Where the challenge goes: text no page writes by itself, in the state as a JSON string. */
export const CHALLENGE_MARKS: Challenge = {
  csr: `spareo-csr-${crypto.randomBytes(8).toString('hex')}`,
  ts: `spareo-ts-${crypto.randomBytes(8).toString('hex')}`,
};

type Slot = keyof Challenge;
const SLOTS: readonly Slot[] = ['csr', 'ts'];

/** Everything after a slot up to the next one: its blocks, and its CRC-32, length and the CRC's shift for that length. */
interface Tail {
  blocks: Buffer[];
  crc: number;
  length: number;
  shift: Uint32Array;
}

export interface KeptPage {
  /** The deflate blocks of everything before the first slot (the constant parts' blocks shared). */
  before: Buffer[];
  crc: number;
  length: number;
  /** Each slot in page order with the pieces that follow it up to the next. */
  slots: Array<{ slot: Slot; after: Tail }>;
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
  const slots: Array<{ slot: Slot; after: Omit<Tail, 'shift'> }> = [];
  let crc = 0;
  let length = 0;
  let bytes = 0;
  const add = (raw: Buffer, block: Buffer, shared: boolean) => {
    if (raw.length === 0) return;
    if (!shared) bytes += block.length;
    const current = slots.at(-1)?.after;
    if (current) {
      current.blocks.push(block);
      current.crc = zlib.crc32(raw, current.crc);
      current.length += raw.length;
      return;
    }
    before.push(block);
    crc = zlib.crc32(raw, crc);
    length += raw.length;
  };
  for (const part of parts) {
    if (typeof part !== 'string') {
      add(part, deflatedConstant(part), true);
      continue;
    }
    for (const piece of cutAtMarks(part)) {
      if (typeof piece !== 'string') slots.push({ slot: piece.slot, after: { blocks: [], crc: 0, length: 0 } });
      else if (piece) {
        const raw = Buffer.from(piece);
        add(raw, deflatedOwn(raw), false);
      }
    }
  }
  const seen = slots.map((s) => s.slot).sort();
  if (seen.join() !== [...SLOTS].sort().join()) return undefined;
  return { before, crc, length, slots: slots.map(({ slot, after }) => ({ slot, after: { ...after, shift: crc32Shift(after.length) } })), bytes: bytes + 256 + 128 * slots.length };
}

/** The kept page as gzip with this answer's challenge. */
export function gzipWithChallenge(page: KeptPage, challenge: Challenge): Buffer {
  const blocks = [...page.before];
  let { crc, length } = page;
  for (const { slot, after } of page.slots) {
    // base64url, a dot and digits: JSON writes them as they are, as the state's serialisation does.
    const value = Buffer.from(JSON.stringify(challenge[slot]));
    blocks.push(storedBlock(value), ...after.blocks);
    crc = crc32Combine(zlib.crc32(value, crc), after.crc, after.shift);
    length += value.length + after.length;
  }
  return gzipMember(blocks, crc, length);
}

/** The parts with the challenge written where the marks are (an answer that is not kept). */
export function withChallenge(parts: PageParts, challenge: Challenge): PageParts {
  return parts.map((part) => (typeof part === 'string' ? SLOTS.reduce((text, slot) => text.replace(quoted(slot), JSON.stringify(challenge[slot])), part) : part));
}

/** The page's blocks in order: before the first slot, then each slot's. */
const blocksOf = (page: { before: readonly Buffer[]; slots: ReadonlyArray<{ after: { blocks: readonly Buffer[] } }> }) => [...page.before, ...page.slots.flatMap((s) => s.after.blocks)];

/** The kept page as it goes to another process: its blocks, and which of them every page shares. */
export function sharedPage(page: KeptPage): SharedPage {
  return { ...page, constants: blocksOf(page).map(constantDigest) };
}

/** Blocks every page shares, as they came from other processes: one copy each, however many pages have them. */
const arrivedConstants = new LRUCache<string, Buffer>({ max: 1024 });

/** A page another process kept, as this one keeps it (the shared blocks one copy each). */
export function pageFromShared(shared: SharedPage): KeptPage {
  let at = 0;
  const block = (bytes: Uint8Array): Buffer => {
    const own = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const digest = shared.constants[at++];
    if (!digest) return own;
    const known = arrivedConstants.get(digest);
    if (known) return known;
    arrivedConstants.set(digest, own);
    return own;
  };
  const before = shared.before.map(block);
  const slots = shared.slots.map(({ slot, after }) => ({ slot, after: { ...after, blocks: after.blocks.map(block) } }));
  return { before, crc: shared.crc, length: shared.length, slots, bytes: shared.bytes };
}
