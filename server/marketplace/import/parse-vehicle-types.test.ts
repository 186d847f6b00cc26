import fs from 'node:fs';
import path from 'node:path';
import { DATA_FILES, REFERENCE_DATA_DIR } from './seed-from-dir';
import { parseVehicleTypes } from './parse-vehicle-types';

const HEADER = 'make,family,generation,chassis,platform,gen_start,gen_end,body,engine,engine_code,fuel,kw,ccm,type_start,type_end,front_disc_mm,rear_disc_mm,rear_drum_mm,wipers_mm,battery_ah,headlamp,oil_grade,oil_approval';
const row = (engine: string, fuel: string) => `Mercedes-Benz,E-Klasse,E-Klasse W213,W213,MRA,2016,2023,saloon,${engine},OM654 DE 20 LA,${fuel},225,1950,2019,2023,,,,,,LED,5W-30,MB 229.52`;

describe('the fuel of a vehicle type', () => {
  it('reads "diesel-plugin" as a diesel plug-in, whose fuel filter and glow plugs are a diesel\'s', () => {
    const result = parseVehicleTypes(`${HEADER}\n${row('E 300 de', 'diesel-plugin')}\n`);
    expect(result.rows.map((r) => r.fuel)).toEqual(['diesel-plugin-hybrid']);
  });

  it('refuses a type whose name spells another fuel: a Mercedes "de" entered as a petrol plug-in', () => {
    const result = parseVehicleTypes(`${HEADER}\n${row('E 300 de', 'plugin')}\n${row('E 300 e', 'plugin')}\n`);
    expect(result.rows.map((r) => r.engine)).toEqual(['E 300 e']);
    expect(result.problems.map((p) => p.line)).toEqual([2]);
  });

  it('enters every "de" of the reference data as a diesel plug-in, and refuses none of its rows for its name', () => {
    const result = parseVehicleTypes(fs.readFileSync(path.join(REFERENCE_DATA_DIR, DATA_FILES.types), 'utf8'));
    const des = result.rows.filter((r) => /\d{2} ?de\b/.test(r.engine));
    expect(des.length).toBeGreaterThan(0);
    expect(des.filter((r) => r.fuel !== 'diesel-plugin-hybrid')).toEqual([]);
    expect(result.problems.filter((p) => p.reason.includes('spells another fuel'))).toEqual([]);
  });
});

describe('the engine codes of the reference data', () => {
  it('gives GM\'s 1.0 Turbo three-cylinder its code by power: B10XFL the 66 kW (90 PS), B10XFT the 77 and 85 kW (105 and 115 PS)', () => {
    const result = parseVehicleTypes(fs.readFileSync(path.join(REFERENCE_DATA_DIR, DATA_FILES.types), 'utf8'));
    const threes = result.rows.filter((r) => r.make === 'Opel' && /^B10XF[LT]$/.test(r.engineCode ?? ''));
    expect(threes.map((r) => `${r.generation} ${r.kw} ${r.engineCode}`).sort()).toEqual(['Astra K 77 B10XFT', 'Corsa E 66 B10XFL', 'Corsa E 85 B10XFT']);
  });
});
