import { SHOPPER_QUERIES } from './shopper-queries';
import { splitHalves } from './split';

describe("the shoppers' judged set", () => {
  it('holds at least 200 queries in the six editions', () => {
    expect(SHOPPER_QUERIES.filter((q) => q.kind !== 'suggestion').length).toBeGreaterThanOrEqual(200);
    expect(new Set(SHOPPER_QUERIES.map((q) => q.edition))).toEqual(new Set(['de-DE', 'de-AT', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL']));
  });

  it('splits the same way every time, into halves holding every kind of every edition', () => {
    const halves = splitHalves(SHOPPER_QUERIES);
    expect([...splitHalves(SHOPPER_QUERIES).values()]).toEqual([...halves.values()]);
    const strata = new Map<string, Set<string>>();
    for (const [q, half] of halves) strata.set(`${q.edition}|${q.kind}`, (strata.get(`${q.edition}|${q.kind}`) ?? new Set()).add(half));
    for (const [stratum, seen] of strata) {
      const size = SHOPPER_QUERIES.filter((q) => `${q.edition}|${q.kind}` === stratum).length;
      if (size >= 2) expect([stratum, seen.size]).toEqual([stratum, 2]);
    }
    const tuning = [...halves.values()].filter((h) => h === 'tuning').length;
    expect(Math.abs(tuning * 2 - halves.size)).toBeLessThan(halves.size * 0.2);
  });
});
