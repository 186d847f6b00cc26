/**
 * Dates a KBA type key (TSN) from the register itself. The KBA hands out each make's (HSN's) keys
 * in order, so the first key of every name whose launch year is known (nameplate-launches.ts)
 * bounds the keys around it: a key after the first T-Roc key was given in 2017 or later, one
 * before the first Taigo key in 2021 or earlier. Anchors that break the order (a name relaunched
 * under an old key) are dropped, so the bounds only ever widen, never lie.
 */
import type { RegisterRow } from './repository';
import { KBA_MANUFACTURERS } from './manufacturers';
import { NAMEPLATE_LAUNCHES } from './nameplate-launches';
import { matchKey } from './text';
import { holderNameSince } from './holder-name-eras';
import { keyRuns } from './launch-blocks';

export interface TypeKeyDating {
  /** The years the key can have been given in, or null when no anchor bounds it on either side. */
  window(hsn: string, tsn: string): { from: number; to: number } | null;
  /** How many consecutive keys of its trade name the key stands among (launch-blocks.ts); 1 when not known. */
  run?(hsn: string, tsn: string): number;
}

/** The latest year a key can carry: the register's copy is of 1 January 2025. */
const REGISTER_YEAR = 2025;
const EARLIEST_YEAR = 1950;

/**
 * Holder names the register still shows for HSNs whose holder took another name later: an HSN that
 * kept the old name got no key after the rename, so its keys name no car launched after.
 */
const HOLDER_NAME_UNTIL: Readonly<Record<string, number>> = {
  // Daimler-Benz merged with Chrysler in 1998, DaimlerChrysler AG became Daimler AG in October 2007.
  'DAIMLER-BENZ': 1998,
  'DAIMLERCHRYSLER (D)': 2007,
  // Audi NSU Auto Union AG became AUDI AG in 1985; Toyo Kogyo became Mazda Motor in 1984.
  'AUDI NSU AUTO UNION': 1985,
  'TOYO KOGYO (J)': 1984,
};

/** Type keys of digits only ("319") came before those with letters ("AAA"). */
const isDigitKey = (tsn: string) => /^\d+$/.test(tsn);

export function typeKeyDating(register: readonly RegisterRow[]): TypeKeyDating {
  const launches = new Map<string, number>();
  for (const [make, names] of Object.entries(NAMEPLATE_LAUNCHES)) for (const [name, year] of names) launches.set(`${make}|${matchKey(name)}`, year);
  const first = new Map<string, Map<string, string>>();
  for (const pair of register) {
    for (const make of KBA_MANUFACTURERS[pair.kbaManufacturer] ?? []) {
      for (const name of pair.tradeName.split(/[;,]/)) {
        const key = launchOf(launches, make, name);
        if (key === undefined) continue;
        const byName = first.get(pair.hsn) ?? new Map<string, string>();
        const known = byName.get(key);
        if (known === undefined || pair.tsn < known) byName.set(key, pair.tsn);
        first.set(pair.hsn, byName);
      }
    }
  }
  const anchors = new Map<string, { tsn: string; year: number }[]>();
  for (const [hsn, byName] of first) {
    const sorted = [...byName].map(([key, tsn]) => ({ tsn, year: launches.get(key)! })).sort((a, b) => (a.tsn < b.tsn ? -1 : a.tsn > b.tsn ? 1 : 0));
    // Keep the anchors whose years rise with their keys (the longest such chain).
    const chain = longestRising(sorted);
    if (chain.length > 0) anchors.set(hsn, chain);
  }
  const digitKeysUntil = lastDigitKeyYear(anchors);
  // A digit key "launching" a name after that is an old car of the name (Fiat's "TIPO" of 1988).
  if (digitKeysUntil !== null) {
    for (const [hsn, chain] of anchors) anchors.set(hsn, chain.filter((anchor) => !isDigitKey(anchor.tsn) || anchor.year <= digitKeysUntil));
  }
  const holderUntil = new Map<string, number>();
  const holderSince = new Map<string, number>();
  for (const pair of register) {
    const until = HOLDER_NAME_UNTIL[pair.kbaManufacturer];
    if (until !== undefined) holderUntil.set(pair.hsn, until);
    const since = holderNameSince(pair.kbaManufacturer);
    if (since !== null) holderSince.set(pair.hsn, since);
  }
  // Under a holder name that came later, a name's first key is no launch: the 208 of 2012 got its
  // first key under the new number when the number began.
  for (const [hsn, since] of holderSince) {
    const chain = anchors.get(hsn);
    if (chain) anchors.set(hsn, chain.filter((anchor) => anchor.year >= since));
  }
  return {
    run: keyRuns(register),
    window(hsn, tsn) {
      let from: number | null = null;
      let to: number | null = null;
      for (const anchor of anchors.get(hsn) ?? []) {
        if (anchor.tsn <= tsn) from = anchor.year;
        if (anchor.tsn >= tsn && to === null) to = anchor.year;
      }
      // Bounds that hold without an anchor: a digit key was given before the makes went over to
      // letters, and a key of an HSN under an old holder name before the rename.
      const caps = [to ?? REGISTER_YEAR, holderUntil.get(hsn) ?? REGISTER_YEAR, digitKeysUntil !== null && isDigitKey(tsn) ? digitKeysUntil : REGISTER_YEAR];
      // A key of a holder name that came later was given since (holder-name-eras.ts).
      const since = holderSince.get(hsn);
      if (from === null && to === null && since === undefined && caps.every((cap) => cap === REGISTER_YEAR)) return null;
      const until = Math.min(...caps);
      return { from: Math.min(Math.max(from ?? EARLIEST_YEAR, since ?? EARLIEST_YEAR), until), to: until };
    },
  };
}

/**
 * The last year any make gave a digit key, read from the register's own order: of the HSNs whose
 * dated keys run from digits into letters, the latest launch still under a digit key (VW's Fox,
 * Peugeot's 1007 and Dacia's Logan of 2005; their next launches got letters). HSNs of digits only
 * say nothing: an old name there (Fiat's "500 C BELVEDERE", "TIPO") is no later launch.
 */
function lastDigitKeyYear(anchors: ReadonlyMap<string, readonly { tsn: string; year: number }[]>): number | null {
  let last: number | null = null;
  for (const chain of anchors.values()) {
    if (!chain.some((anchor) => !isDigitKey(anchor.tsn))) continue;
    for (const anchor of chain) if (isDigitKey(anchor.tsn) && (last === null || anchor.year > last)) last = anchor.year;
  }
  return last;
}

/**
 * The launched name a trade name spells: the longest one its leading words make, since the register
 * often spells the engine after the model ("X1 SDRIVE20D" is an X1) and a newer name may begin with
 * an older one ("MOKKA X" is no Mokka of 2012).
 */
function launchOf(launches: ReadonlyMap<string, number>, make: string, tradeName: string): string | undefined {
  const words = tradeName.trim().toUpperCase().split(/\s+/).filter((word) => word !== '');
  for (let n = words.length; n > 0; n--) {
    const key = `${make}|${matchKey(words.slice(0, n).join(' '))}`;
    // What follows the name must be an engine or drive ("SDRIVE20D", "4MATIC"), not a name of its
    // own: "500 C BELVEDERE" is a 500 of 1949, not the 500 of 2007.
    if (launches.has(key) && (n === words.length || /\d/.test(words.slice(n).join(' ')))) return key;
  }
  return undefined;
}

function longestRising(anchors: { tsn: string; year: number }[]): { tsn: string; year: number }[] {
  // Of the longest chains, the one of the latest years: a name's first key under a make's newer HSN
  // (Opel's Corsa-E keys from 2017) is no launch, and a later year only ever bounds keys after it.
  const length: number[] = anchors.map(() => 1);
  const years: number[] = anchors.map((a) => a.year);
  const previous: number[] = anchors.map(() => -1);
  for (let i = 0; i < anchors.length; i++) for (let j = 0; j < i; j++) {
    if (anchors[j]!.year > anchors[i]!.year) continue;
    const longer = length[j]! + 1 > length[i]! || (length[j]! + 1 === length[i]! && years[j]! + anchors[i]!.year > years[i]!);
    if (longer) {
      length[i] = length[j]! + 1;
      years[i] = years[j]! + anchors[i]!.year;
      previous[i] = j;
    }
  }
  let end = -1;
  for (let i = 0; i < anchors.length; i++) if (end < 0 || length[i]! > length[end]! || (length[i] === length[end] && years[i]! > years[end]!)) end = i;
  const chain: { tsn: string; year: number }[] = [];
  while (end >= 0) {
    chain.unshift(anchors[end]!);
    end = previous[end]!;
  }
  return chain;
}
