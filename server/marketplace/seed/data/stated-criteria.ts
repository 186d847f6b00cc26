/**
 * What an article's data sheet may state, whatever the kind drew: a brand's facts win over the
 * kind's, and a size of nothing is no size. Every Bilstein damper (B4 twin-tube and B6/B8 monotube)
 * is gas-pressure, so no Bilstein sheet says oil pressure; a sensor without a flying lead has no
 * cable, and a sheet leaves the cable length out rather than state 0 mm.
 */
export interface StatedCriterion { key: string; value: string; unit?: string }

/** Brands all of whose dampers are gas-pressure dampers. */
export const GAS_PRESSURE_BRANDS: ReadonlySet<string> = new Set(['Bilstein']);

/** Whether a stated criterion is a size or count of nothing (0 mm): left out, not stated. */
export const statesNothing = (criterion: StatedCriterion): boolean => /^0+(?:\.0+)?$/.test(criterion.value);

/** Whether the brand's sheet may state this criterion as it is. */
export function criterionFitsBrand(brand: string, criterion: StatedCriterion): boolean {
  return !(criterion.key === 'shock_type' && GAS_PRESSURE_BRANDS.has(brand) && criterion.value !== 'gas_pressure');
}

/** The criteria as the brand's sheet states them. */
export function statedCriteria<C extends StatedCriterion>(brand: string, criteria: readonly C[]): C[] {
  return criteria.filter((criterion) => !statesNothing(criterion))
    .map((criterion) => (criterionFitsBrand(brand, criterion) ? criterion : { ...criterion, value: 'gas_pressure' }));
}
