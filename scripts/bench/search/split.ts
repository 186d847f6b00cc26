/**
 * The judged set split once into a tuning half and a held-out half: within each edition and query
 * kind, the queries are ordered by a hash of their text and dealt alternately, so both halves hold
 * every kind of every edition and no one chooses which query lands where. Changes are fitted to the
 * tuning half's failures; the held-out half is read only as totals.
 */
import type { JudgedQuery } from './judged-queries';

export type Half = 'tuning' | 'held-out';

/** FNV-1a over the text's UTF-16 units: stable across runs and machines. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export function splitHalves(queries: JudgedQuery[]): Map<JudgedQuery, Half> {
  const strata = new Map<string, JudgedQuery[]>();
  for (const q of queries) {
    const key = `${q.edition}|${q.kind}`;
    strata.set(key, [...(strata.get(key) ?? []), q]);
  }
  const half = new Map<JudgedQuery, Half>();
  for (const [key, list] of strata) {
    const ordered = [...list].sort((a, b) => hash(`${a.edition}|${a.term}`) - hash(`${b.edition}|${b.term}`) || (a.term < b.term ? -1 : 1));
    // Which half a stratum's odd query joins alternates with the stratum, so neither half is the bigger one everywhere.
    const first: Half = hash(key) % 2 === 0 ? 'tuning' : 'held-out';
    ordered.forEach((q, i) => half.set(q, i % 2 === 0 ? first : first === 'tuning' ? 'held-out' : 'tuning'));
  }
  return half;
}
