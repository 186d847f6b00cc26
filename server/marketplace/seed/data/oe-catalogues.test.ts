import { createRng } from '../rng';
import { oeCatalogueOf, oeCatalogueOfCars } from './oe-catalogues';
import { drawOeNumber, oeNumberFits, oeNumberFormatOf } from './oe-number-formats';

const car = (generation: string, platform: string, generationStart: number) => ({ make: 'Opel', generation, platform, generationStart });

describe('the catalogue a car\'s OE numbers come from', () => {
  it('numbers the Opels on a PSA platform in PSA\'s catalogue and the GM-era Opels in GM\'s', () => {
    for (const stellantis of [car('Opel Corsa F (P2JO)', 'CMP', 2019), car('Opel Astra L', 'EMP2', 2021), car('Opel Grandland', 'Opel Grandland', 2021),
      car('Opel Grandland X', 'Opel Grandland X', 2017), car('Opel Crossland X', 'Opel Crossland X', 2017), car('Opel Mokka', 'Opel Mokka', 2020), car('Opel Combo', 'Opel Combo', 2018)]) {
      expect([stellantis.generation, oeCatalogueOf(stellantis)]).toEqual([stellantis.generation, 'Peugeot']);
    }
    for (const gm of [car('Opel Corsa E (X15)', 'GM Gamma', 2014), car('Opel Astra K (B16)', 'D2XX', 2015), car('Opel Mokka', 'Opel Mokka', 2012), car('Opel Insignia B (Z18)', 'GM E2XX', 2017)]) {
      expect([gm.generation, oeCatalogueOf(gm)]).toEqual([gm.generation, 'Opel']);
    }
    expect(oeCatalogueOf({ make: 'Peugeot', generation: 'Peugeot 208 II', platform: 'CMP', generationStart: 2019 })).toBe('Peugeot');
  });

  it('draws a Corsa F\'s number as PSA prints it ("9812345680"), never in GM\'s "nn nnn nnn", which Opel still accepts for its older cars', () => {
    const catalogue = oeCatalogueOfCars('Opel', [car('Opel Corsa F (P2JO)', 'CMP', 2019), car('Opel Mokka', 'Opel Mokka', 2020)]);
    const rng = createRng(3);
    for (let i = 0; i < 50; i++) {
      const number = drawOeNumber(rng, catalogue);
      expect(number).toMatch(/^16\d{2} \d{4} 80$/);
      expect(oeNumberFormatOf('Opel').format.test(number)).toBe(false);
      expect(oeNumberFits('Opel', number)).toBe(true);
    }
    expect(oeCatalogueOfCars('Opel', [car('Opel Astra K (B16)', 'D2XX', 2015)])).toBe('Opel');
  });

  it('numbers a 2022 Range Rover P530\'s engine parts in BMW\'s catalogue ("11 33 …"), its body and the other engines\' parts in Land Rover\'s', () => {
    const p530 = { make: 'Land Rover', generation: 'Land Rover Range Rover', platform: 'Land Rover Range Rover', generationStart: 2022, ccm: 4395 };
    const d350 = { ...p530, ccm: 2997 };
    expect(oeCatalogueOfCars('Land Rover', [p530], 'Hydrostößel')).toBe('BMW');
    expect(oeCatalogueOfCars('Land Rover', [p530], 'Querlenker')).toBe('Land Rover');
    expect(oeCatalogueOfCars('Land Rover', [d350], 'Hydrostößel')).toBe('Land Rover');
    const number = drawOeNumber(createRng(5), 'BMW', { kind: 'Hydrostößel', axle: null });
    expect([number.slice(0, 5), oeNumberFits('Land Rover', number), oeNumberFits('Land Rover', 'LR010033')]).toEqual(['11 33', true, true]);
  });
});
