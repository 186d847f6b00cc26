/** A kind that spans sizes is priced by its size: a small flooded battery, a single pencil coil, a thermostat insert, a Dacia's lock actuator. */
import { PRICE_BANDS_EUR, SIZE_LADDERS, SIZE_PRICE_BANDS, priceFallsWithSize, sizePlaceOf, sizePriceBandEur } from './price-bands';

const within = (eur: number, band: readonly [number, number] | undefined) => band !== undefined && eur >= band[0] && eur <= band[1];
const battery = (technology: string, ah: number) => [{ key: 'technology', value: technology }, { key: 'capacity', value: String(ah) }];

test('a 44 Ah flooded battery costs 60 to 90 euros, not 140; a 95 Ah AGM may cost 250', () => {
  expect(within(140, sizePriceBandEur('Starterbatterie', battery('standard', 44), ['VW']))).toBe(false);
  expect(within(75, sizePriceBandEur('Starterbatterie', battery('standard', 44), ['VW']))).toBe(true);
  expect(within(250, sizePriceBandEur('Starterbatterie', battery('AGM', 95), ['BMW']))).toBe(true);
});

test('a single pencil coil costs 30 to 45 euros, not 85; a thermostat insert a fraction of a housing unit', () => {
  expect(within(85, sizePriceBandEur('Zündspule', [{ key: 'coil_type', value: 'pencil' }], ['VW']))).toBe(false);
  expect(within(85, sizePriceBandEur('Zündspule', [{ key: 'coil_type', value: 'block' }], ['VW']))).toBe(true);
  expect(within(80, sizePriceBandEur('Thermostat', [{ key: 'with_housing', value: 'no' }], ['BMW']))).toBe(false);
  expect(within(80, sizePriceBandEur('Thermostat', [{ key: 'with_housing', value: 'yes' }], ['BMW']))).toBe(true);
});

test('a Dacia\'s central-locking actuator costs 30 to 50 euros, not 110; a BMW\'s door-lock unit may', () => {
  expect(within(110, sizePriceBandEur('Zentralverriegelung Stellelement', [], ['Dacia']))).toBe(false);
  expect(within(110, sizePriceBandEur('Zentralverriegelung Stellelement', [], ['BMW']))).toBe(true);
});

test('every size band lies in its kind\'s band and leaves brand and shop room (at least 1.8 times its floor)', () => {
  for (const band of SIZE_PRICE_BANDS) {
    const kind = PRICE_BANDS_EUR[band.kind]!;
    expect([band.kind, band.name, band.eur[0] >= kind[0] && band.eur[1] <= kind[1], band.eur[1] / band.eur[0] >= 1.8]).toEqual([band.kind, band.name, true, true]);
  }
});

test('an M5\'s front pad set (159 mm wide, a 395 mm brake) costs several times a small car\'s, not 44 euros', () => {
  const pad = (position: string, width: number) => [{ key: 'fitting_position', value: position }, { key: 'width', value: String(width) }];
  expect(within(43.69, sizePriceBandEur('Bremsbeläge', pad('front', 159.1), ['BMW']))).toBe(false);
  expect(within(140, sizePriceBandEur('Bremsbeläge', pad('front', 159.1), ['BMW']))).toBe(true);
  expect(within(43.69, sizePriceBandEur('Bremsbeläge', pad('front', 150), ['Audi']))).toBe(true);
  // A volume car's pads are priced by the car's class, not by a size band.
  expect(sizePriceBandEur('Bremsbeläge', pad('front', 120), ['Renault'])).toBeUndefined();
});

test('a fuel level sender with its pump is priced as the delivery unit, above a bare sender', () => {
  const sender = (withPump: string) => [{ key: 'connector_pins', value: '5' }, { key: 'with_fuel_pump', value: withPump }];
  expect(within(45.09, sizePriceBandEur('Tankgeber', sender('yes'), ['Skoda']))).toBe(false);
  expect(within(45.09, sizePriceBandEur('Tankgeber', sender('no'), ['Skoda']))).toBe(true);
  expect(sizePriceBandEur('Tankgeber', sender('yes'), ['Skoda'])![0]).toBeGreaterThan(sizePriceBandEur('Tankgeber', sender('no'), ['Skoda'])![0] * 2);
});

test('an LED headlamp (a Golf VIII\'s Hella) costs several hundred euros, not 170; a halogen one may', () => {
  const lamp = (technology: string) => [{ key: 'fitting_position', value: 'left' }, { key: 'light_technology', value: technology }, { key: 'with_leveling_motor', value: 'yes' }];
  expect(within(168, sizePriceBandEur('Hauptscheinwerfer', lamp('led'), ['VW']))).toBe(false);
  expect(within(79, sizePriceBandEur('Hauptscheinwerfer', lamp('led'), ['VW']))).toBe(false);
  expect(within(650, sizePriceBandEur('Hauptscheinwerfer', lamp('led'), ['VW']))).toBe(true);
  expect(within(120, sizePriceBandEur('Hauptscheinwerfer', lamp('halogen'), ['VW']))).toBe(true);
  expect(within(120, sizePriceBandEur('Hauptscheinwerfer', lamp('xenon'), ['VW']))).toBe(false);
});

test('a new petrol port-injection valve (Bosch EV14) costs 15 to 60 euros, not 160; a common-rail injector is priced in the kind\'s band', () => {
  const injector = (system: string) => [{ key: 'injection_system', value: system }, { key: 'connector_pins', value: '2' }];
  expect(within(159.49, sizePriceBandEur('Einspritzdüse', injector('port_injection'), ['Toyota']))).toBe(false);
  expect(within(39.9, sizePriceBandEur('Einspritzdüse', injector('port_injection'), ['Toyota']))).toBe(true);
  expect(sizePriceBandEur('Einspritzdüse', injector('common_rail'), ['VW'])).toBeUndefined();
});

test('a 3.8 A charger (a Bosch C3) costs about 55 euros, never 150, and a 15 A workshop charger 150 to 250', () => {
  const charger = (amps: number) => [{ key: 'voltage', value: '12', unit: 'V' }, { key: 'charging_current', value: String(amps), unit: 'A' }];
  expect(within(152.59, sizePriceBandEur('Batterieladegerät', charger(3.8), []))).toBe(false);
  expect(within(55, sizePriceBandEur('Batterieladegerät', charger(3.8), []))).toBe(true);
  expect(within(90, sizePriceBandEur('Batterieladegerät', charger(7), []))).toBe(true);
  expect(within(200, sizePriceBandEur('Batterieladegerät', charger(15), []))).toBe(true);
});

test('a size ladder\'s bands rise with the size: each size\'s list prices lie above the smaller size\'s', () => {
  // The seed lists an article between 1.3 times its band's floor and its top over 1.4.
  const listed = (band: readonly [number, number]) => [band[0] * 1.3, band[1] / 1.4] as const;
  const ladders: [string, string, readonly (number | string)[]][] = [
    ['Batterieladegerät', 'charging_current', [3.8, 5, 7, 10, 15]], ['Starthilfekabel', 'cross_section', [16, 25, 35]],
    ['Wagenheber', 'load_capacity', ['1.5', '2', '2.5', '3']], ['Drehmomentschlüssel', 'torque_range', ['5–25', '20–100', '40–200', '60–340']],
  ];
  for (const [kind, key, sizes] of ladders) {
    const bands = sizes.map((size) => sizePriceBandEur(kind, [{ key, value: String(size) }], [])!);
    for (let i = 1; i < bands.length; i++) expect([kind, sizes[i], listed(bands[i]!)[0] > listed(bands[i - 1]!)[1]]).toEqual([kind, sizes[i], true]);
  }
});

test('a battery\'s capacity places it in its band: a 74 Ah flooded battery above a 70 Ah one, a 650 mm blade above a 400 mm one', () => {
  const battery = (ah: number) => [{ key: 'technology', value: 'standard' }, { key: 'capacity', value: String(ah) }];
  expect(sizePlaceOf('Starterbatterie', battery(74))!).toBeGreaterThan(sizePlaceOf('Starterbatterie', battery(70))!);
  const blade = (mm: number) => [{ key: 'blade_type', value: 'conventional' }, { key: 'pieces', value: '1' }, { key: 'length', value: String(mm) }];
  expect(sizePlaceOf('Scheibenwischer', blade(650))!).toBeGreaterThan(sizePlaceOf('Scheibenwischer', blade(400))! + 0.4);
  expect(sizePlaceOf('Bremsscheiben', [{ key: 'diameter', value: '300' }])).toBeUndefined();
});

test('an EFB battery is placed in its own band (35 to 65 Ah in one): a 51 Ah EFB above a 45 Ah one, never at the foot of the band', () => {
  const efb = (ah: number) => [{ key: 'technology', value: 'EFB' }, { key: 'capacity', value: String(ah) }];
  expect(sizePlaceOf('Starterbatterie', efb(51))!).toBeGreaterThan(sizePlaceOf('Starterbatterie', efb(45))!);
  expect(sizePlaceOf('Starterbatterie', efb(60))!).toBeGreaterThan(sizePlaceOf('Starterbatterie', efb(51))!);
});

test('a brand\'s median falling by more than its shops\' play from one size to the next is counted; a few per cent is not', () => {
  expect(priceFallsWithSize([[3.8, 15259], [5, 5999], [7, 8999]])).toBe(1);
  expect(priceFallsWithSize([[5, 7000], [3.8, 5500], [7, 9000], [10, 12000], [15, 20000]])).toBe(0);
  expect(priceFallsWithSize([[68, 10194], [70, 9800]])).toBe(0);
  expect(priceFallsWithSize([[1.5, 8129], [2, 7639], [2.5, 6599], [3, 5569]])).toBe(2);
});

test('every ladder kind has a price band', () => {
  for (const ladder of SIZE_LADDERS) expect([ladder.kind, PRICE_BANDS_EUR[ladder.kind] !== undefined]).toEqual([ladder.kind, true]);
});
