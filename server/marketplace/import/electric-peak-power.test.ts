/** Electric types carry their peak power, as the trade lists it, never the 30-minute power unlabelled. */
import fs from 'node:fs';
import path from 'node:path';
import { electricKwBelowPeak, publishedPeakKw, spelledPowerKw } from './electric-peak-power';
import { parseVariants } from './parse-variants';
import { ADEME_MANUFACTURERS } from './manufacturers';
import { displayName } from './text';

test('the power a name or label spells is the peak; a kWh, a charger or the 30-minute power repeated is not', () => {
  expect(spelledPowerKw(['ID.3 Pro S (77kWh/204ch) prop monorap 19\'\' Airstop FIA'], 70)).toBe(150);
  expect(spelledPowerKw(['ID. BUZZ Pro 2988 mm 204ch Boîte 1 vitesse automatique'], 70)).toBe(150);
  expect(spelledPowerKw(['ID.3 Pro', 'ID.3 PRO 107 KW'], 70)).toBe(107);
  expect(spelledPowerKw(['EV 160 kW AWD LUXURY (MY23)'], 118)).toBe(160);
  expect(spelledPowerKw(['MOKKA-E (57Kw)'], 57)).toBeNull();
  expect(spelledPowerKw(['SPRING (19Kw)'], 18.6)).toBeNull();
  expect(spelledPowerKw(['EQ FORFOUR 22 kW Mode 2'], 41)).toBeNull();
  expect(spelledPowerKw(['ARIYA 87kWh ADVANCE'], 45)).toBeNull();
});

test('the maker\'s published peak, told apart by the 30-minute power where one name covers two motors', () => {
  expect(publishedPeakKw('BMW', 'iX xDrive50')).toBe(385);
  expect(publishedPeakKw('BMW', 'I4 50 M50 xDrive')).toBe(400);
  expect(publishedPeakKw('Porsche', 'Taycan Turbo S')).toBe(560);
  expect(publishedPeakKw('Volvo', 'XC40 TWIN ENGINE', 160)).toBe(300);
  expect(publishedPeakKw('Volvo', 'XC40 TWIN ENGINE', 80)).toBe(170);
  expect(publishedPeakKw('Kia', 'EV6 125kW')).toBeNull();
});

test('the check: a type below the power its name spells or below the published peak', () => {
  expect(electricKwBelowPeak('BMW', 'iX xDrive50', 140)).toBe(true);
  expect(electricKwBelowPeak('BMW', 'iX xDrive50', 385)).toBe(false);
  expect(electricKwBelowPeak('VW', 'ID.3 Pro S (77kWh/204ch)', 70)).toBe(true);
  expect(electricKwBelowPeak('Subaru', 'EV 160 kW AWD', 118)).toBe(true);
  expect(electricKwBelowPeak('Ford', 'Mustang Mach-E Propulsion Extended Range 99 kWh', 216)).toBe(false);
  expect(electricKwBelowPeak('Smart', 'EQ Forfour 22 kW Mode 2', 60)).toBe(false);
});

test('the French list\'s electric rows: a peak for every type the maker publishes one for', () => {
  const text = fs.readFileSync(path.join(__dirname, '../../../reference-data/ademe-car-labelling/ADEME-CarLabelling.csv'), 'utf8');
  const rows = parseVariants(text).rows.filter((r) => r.fuel === 'electric');
  const kw = (name: string) => rows.find((r) => r.name.startsWith(name))?.kw;
  expect(kw('iX xDrive50')).toBe(385);
  expect(kw('iX M60')).toBe(455);
  expect(kw('Taycan Turbo S')).toBe(560);
  expect(kw('Mokka-E')).toBe(100);
  expect(kw('Ariya 87kWh')).toBe(178);
  expect(kw('ID.3 Pro S')).toBe(150);
  expect(kw('EV 160 kW')).toBe(160);
  expect(rows.filter((r) => electricKwBelowPeak(ADEME_MANUFACTURERS[r.make] ?? displayName(r.make), r.name, r.kw)).map((r) => r.name)).toEqual([]);
});
