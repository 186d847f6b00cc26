/** The import's parsers read every row of the reference samples the repository carries. */
import fs from 'node:fs';
import path from 'node:path';
import { REFERENCE_DATA_DIR } from '../../server/marketplace/import/seed-from-dir';
import { parseKba } from '../../server/marketplace/import/parse-kba';
import { parseVariants } from '../../server/marketplace/import/parse-variants';

const read = (relative: string) => fs.readFileSync(path.join(REFERENCE_DATA_DIR, relative), 'utf8');

describe('KBA parser', () => {
  it('reads every row of the FZ 6 sample after the source comment and header', () => {
    const result = parseKba(read('kba-fz6-hsn-tsn/kba_fz6_hsn_tsn.csv'));
    expect(result.unreadable).toBeUndefined();
    expect(result.read).toBe(62392);
    expect(result.rows).toHaveLength(62392);
    expect(result.problems).toEqual([]);
    expect(result.rows.find((r) => r.hsn === '0603' && r.tsn === 'ADT')).toMatchObject({ line: 13090, manufacturer: 'VOLKSWAGEN-VW', tradeNames: ['GOLF'] });
  });
});

describe('ADEME variants parser', () => {
  const sample = read('ademe-car-labelling/ADEME-CarLabelling.csv');

  it('reads all 7,679 rows with decimal commas, kW and PS derived from kW', () => {
    const result = parseVariants(sample);
    expect(result.read).toBe(7679);
    // The two "ATECA TDI (110ch)" rows entered as a 1,498 cm³ petrol are the TSI's rows under the TDI's name.
    expect(result.rows).toHaveLength(7677);
    expect(result.problems.map((p) => p.line)).toEqual([1320, 7630]);
    expect(result.rows[0]).toEqual({ line: 2, make: 'RENAULT', label: 'KANGOO', model: 'KANGOO', name: 'Kangoo 1.3 TCe 130', fuel: 'petrol', ccm: 1332, kw: 96, ps: 131, gearbox: { kind: 'automatic', gears: 7 } });
    const golf = result.rows.find((r) => r.make === 'VOLKSWAGEN' && r.name === 'Golf 2.0 TDI' && r.kw === 110);
    expect(golf).toMatchObject({ ccm: 1968, ps: 150, fuel: 'diesel' });
  });
});
