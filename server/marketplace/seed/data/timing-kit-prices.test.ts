import { TIMING_KIT, TIMING_KIT_WITH_PUMP, pumpKitNotAboveKit, timingKitListCents } from './timing-kit-prices';

describe('a timing kit with water pump costs the kit and the pump', () => {
  it('lists every brand\'s kit with pump far enough above its kit that brand and shop play cannot turn them round', () => {
    for (let brand = 1; brand < 60; brand++) {
      for (const engine of ['VW EA211 1.4', 'PSA DW10C 2.0', 'Renault K9K 1.5', 'Ford 1.6 Ti-VCT']) {
        const kit = timingKitListCents(TIMING_KIT, brand, engine)!;
        const withPump = timingKitListCents(TIMING_KIT_WITH_PUMP, brand, engine)!;
        // A shop's factor runs 0.92 to 1.10 and an offer's play 0.94 to 1.06.
        expect(withPump * 0.92 * 0.94).toBeGreaterThan(kit * 1.10 * 1.06);
      }
    }
    expect(timingKitListCents('Zahnriemen', 1, 'VW EA211 1.4')).toBeUndefined();
  });
  it('counts a kit with pump offered at or below the kit', () => {
    expect(pumpKitNotAboveKit([8999], [8999, 7999])).toBe(true);
    expect(pumpKitNotAboveKit([13999], [8999])).toBe(false);
    expect(pumpKitNotAboveKit([13999], [])).toBe(false);
  });
});
