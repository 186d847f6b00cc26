/**
 * How many references one maker lists for one application: a maker numbers one part for a car's
 * position, occasionally two (its OE line and its economy line). Ten numbers from one brand with the
 * same sizes on one car look made up to a counter buyer and bury the real choice among brands.
 */

/** The references one brand lists for one application (a fitment key: the cars a part is made for, at one position). */
export const REFERENCES_PER_APPLICATION = 2;

/** Counts each brand's articles per application while the catalogue is drawn. */
export class ApplicationReferences<Key> {
  private readonly counts = new Map<Key, Map<number, number>>();

  add(application: Key, brandId: number): void {
    let brands = this.counts.get(application);
    if (!brands) this.counts.set(application, (brands = new Map()));
    brands.set(brandId, (brands.get(brandId) ?? 0) + 1);
  }

  /** Brands that list all the references they would for this application: the next article is another brand's. */
  full(application: Key): Set<number> {
    const full = new Set<number>();
    for (const [brandId, n] of this.counts.get(application) ?? []) if (n >= REFERENCES_PER_APPLICATION) full.add(brandId);
    return full;
  }
}
