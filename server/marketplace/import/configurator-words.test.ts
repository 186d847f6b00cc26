/** Type names as a parts counter writes them: engine and power, not trim, wheels or model year. */
import { configuratorWords, withoutConfiguratorWords } from './configurator-words';
import { neutralTypeName } from './neutral-type-names';

test('configurator words go: trims, wheel sizes, model years, wheelbase, options, charger, French horsepower', () => {
  expect(neutralTypeName('ID.3 Pro (58kWh/145ch) prop monorap 18/19\'\' Airstop FIA', 0)).toBe('ID.3 Pro 58kWh');
  expect(neutralTypeName('ID. BUZZ Pro 2988 mm 204ch Boîte 1 vitesse automatique', 0)).toBe('ID. BUZZ Pro');
  expect(neutralTypeName('Space Star 1.2 MIVEC 71 AS&G INTENSE MY21', 1193)).toBe('Space Star 1.2 MIVEC 71 AS&G');
  expect(neutralTypeName('Space Star 1.2 MIVEC 71 AS&G IN & INVITE MY22', 1193)).toBe('Space Star 1.2 MIVEC 71 AS&G');
  expect(neutralTypeName('Eclipse Cross Twin Engine 4WD INVITE. INTENSE. INTENSE EDITION & INSTYLE MY21', 2360)).toBe('Eclipse Cross Twin Engine 4WD');
  expect(neutralTypeName('EV 160 kW AWD LUXURY (MY23)', 0)).toBe('EV 160 kW AWD');
  expect(neutralTypeName('I-Pace EV400 (400 CEE) - Automatique - 4 roues motrices', 0)).toBe('I-Pace EV400');
  expect(neutralTypeName('MG5 Autonomie Standard 50kWh (jantes 17")', 0)).toBe('MG5 Standard Range 50kWh');
  expect(neutralTypeName('EQ Forfour 22 kW Mode 2', 0)).toBe(neutralTypeName('EQ Forfour 7 kW Mode 2', 0));
  expect(neutralTypeName('XE D200 AWD (17". 19")', 1997)).toBe('XE D200 AWD');
  expect(neutralTypeName('Kodiaq Laurin&Klement 2.0 TDI', 1968)).toBe('Kodiaq 2.0 TDI');
  expect(neutralTypeName('Scala Monte-Carlo châssis sport 1.5 TSI', 1498)).toBe('Scala 1.5 TSI');
  expect(neutralTypeName('SX4 SCROSS 1.4 BOOSTERJET HYBRID PRIVILEGE/STYLE ALLGRIP', 1373)).toBe('SX4 SCROSS 1.4 BOOSTERJET HYBRID ALLGRIP');
  expect(neutralTypeName('Mustang Mach-E Propulsion Extended Range. 99kW', 0)).toBe('Mustang Mach-E Propulsion Extended Range 99 kWh');
});

test('engine, power and model words stay', () => {
  for (const name of ['218d Active Tourer', 'ID.3 Pro S 77kWh', 'Kodiaq RS 2.0 TSI', 'Aygo 1.0 VVT-i MMT', '911 GT3 PACK TOURING', 'Camry 2.5L Hybrid Dynamic Force', 'EV6 125kW', 'AS&G']) {
    expect(configuratorWords(name)).toEqual([]);
    expect(withoutConfiguratorWords(name)).toBe(name);
  }
});

test('the check names the words a listed type still holds', () => {
  expect(configuratorWords('Ignis 1.2 DUALJET HYBRID PACK/PRIVILEGE ALLGRIP')).toEqual(['PACK/PRIVILEGE']);
  expect(configuratorWords('MG5 Autonomie Standard 50kWh')).toEqual(['Autonomie Standard']);
});
