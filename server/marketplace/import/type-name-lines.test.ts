import { otherLineNamed, ownLineName } from './type-name-lines';
import { parseVariants } from './parse-variants';

describe('a type named after another model line of its make', () => {
  it('finds a V60 named "V40 B4 FWD", never a type named by its own line, its S or RS version or an engine', () => {
    expect(otherLineNamed('V60', 'V40 B4 FWD')).toBe('V40');
    for (const [family, name] of <[string, string][]>[['V60', 'V60 B4 FWD'], ['Q2', 'SQ2 TFSI'], ['A3', 'S3 TFSI'], ['A3', 'RS3 TFSI'], ['A3', '35 TFSI'], ['208', 'e-208 (100 kW)'], ['Golf', 'Golf 2.0 TDI'], ['5', 'MG5 Autonomie']]) {
      expect([family, name, otherLineNamed(family, name)]).toEqual([family, name, null]);
    }
  });

  it('names the row by its own line: "V40 B4 FWD" of a V60 is "V60 B4 FWD"', () => {
    expect(ownLineName('V60', 'V40 B4 FWD')).toBe('V60 B4 FWD');
    expect(ownLineName('V60', 'V60 B4 FWD')).toBe('V60 B4 FWD');
  });

  it('reads ADEME\'s V60 row headed "V40 B4" as a V60, with the B of its power (120 kW: the B3, volvo-designations.ts)', () => {
    const header = 'Marque;Libellé modèle;Modèle;Description Commerciale;Energie;Cylindrée;Puissance maximale';
    const parsed = parseVariants(`${header}\nVOLVO;V60;V60;"V40 B4 FWD (160ch) Geartronic 8";ESS+ELEC HNR;1969;120,000\n`);
    expect(parsed.rows.map((row) => row.name)).toEqual(['V60 B3 FWD']);
  });
});
