import { FNI_DEPARTMENTS, fniFormatProblem, fniPossible, frenchLaunch, plateAgainstCar, plateFormat, sivIssuedUntil, sivPossible, sivSeriesAt, sivSeriesYears } from './fr-plates';
import { DEMO_PLATE, PLATE_VEHICLE } from './top-models';

test('a series says roughly when it was issued, and no series past the one the register has reached exists', () => {
  expect(sivSeriesAt(2009.3)).toBe('AA');
  expect(sivSeriesAt(2016.2)[0]).toBe('E');
  expect(sivSeriesAt(2030)).toBe('HK');
  expect(sivSeriesYears('JD')).toBeUndefined();
  expect(sivSeriesYears('HL')).toBeUndefined();
  // CA came at the turn of 2012 and DA late in 2013: a CH plate of mid-2012 is a Qashqai J10's, never a J11's (on sale from 2014).
  expect(plateAgainstCar('CH752WD', frenchLaunch('Nissan Qashqai J11 1.5 dCi', 2013))).toMatch(/before the car was on sale/);
  expect(sivSeriesAt(2013.9)[0]).toBe('D');
  const ce = sivSeriesYears('CE')!;
  expect(ce.from).toBeGreaterThan(2012);
  expect(ce.to).toBeLessThan(2013.5);
});

test('the plates a trade reader sent back: unissued series, a plate older than its car, FNI on a new car, left-out pairs', () => {
  expect(plateAgainstCar('JD871RF', 2015)).toMatch(/not issued/);
  expect(plateAgainstCar('CE229EF', 2017)).toMatch(/before the car was on sale/);
  expect(plateAgainstCar('2059HY59', 2021)).toMatch(/FNI/);
  expect(plateAgainstCar('LC775SS', 2010)).toBeDefined();
  expect(plateAgainstCar('BA081WB', 2004)).toBeUndefined();
  expect(plateAgainstCar('2452KD22', 2006)).toBeUndefined();
  expect(plateAgainstCar('GM022WW', 2013)).toBeUndefined();
  expect(plateFormat('AB123CD')).toBe('SIV');
  expect(plateFormat('1234AB56')).toBe('FNI');
});

test('the home page example plate AA-123-ZZ names a car built by the time the AA series went out', () => {
  expect(plateAgainstCar(DEMO_PLATE, 2007)).toBeUndefined();
  expect(plateAgainstCar(DEMO_PLATE, 2019)).toMatch(/before the car was on sale/);
  expect(PLATE_VEHICLE.slice(0, 2)).toEqual(['Peugeot', '207']);
});

test('an SIV plate stays with its car: a type carries a plate of its own years and the year after', () => {
  // The trade reader's four: a Passat B7, a Polo V, a Caddy IV and a 5008 I with plates of years after.
  expect(plateAgainstCar('EZ432EX', 2010, 2014)).toMatch(/after the car was built/);
  expect(plateAgainstCar('EF330LM', 2009, 2014)).toMatch(/after the car was built/);
  expect(plateAgainstCar('HC724CE', 2015, 2020)).toMatch(/after the car was built/);
  expect(plateAgainstCar('EH059ZF', 2009, 2013)).toMatch(/after the car was built/);
  // Within the type's years and the year after, and a type still built.
  expect(plateAgainstCar('CE229EF', 2010, 2014)).toBeUndefined();
  expect(plateAgainstCar('EZ432EX', 2015, null)).toBeUndefined();
  expect(sivIssuedUntil(2014)).toBe(2015);
  expect(sivIssuedUntil(null)).toBeGreaterThan(2026);
});

test('a type of before the SIV carries no plate the counter dates years after its end: no 2016 "EB" plate on a C-Klasse W204 of 2007-2010', () => {
  // The trade reader's plate: EB-… (2016) on a C 180 Kompressor built 2007-2010; a 2008 car of a type ended in 2008 has its FNI plate only.
  expect(plateAgainstCar('EB512KD', 2007, 2010)).toMatch(/after the car was built/);
  expect(plateAgainstCar('GT123AB', 2004, 2008)).toMatch(/after the car was built/);
  expect(plateAgainstCar('AB123CD', 2007, 2010)).toBeUndefined();
  expect(plateAgainstCar('BA123CD', 2007, 2010)).toBeUndefined();
  expect([sivPossible(2008), sivPossible(2009), sivPossible(null)]).toEqual([false, true, true]);
});

test('an FNI plate only on a type launched by 2008: the 3008 I, X1 E84 and Scénic III of 2009 came after the SIV began', () => {
  // The trade reader's plates: 3419KN16 on a 3008 I, and a Scénic III's.
  expect(plateAgainstCar('3419KN16', 2009)).toMatch(/FNI plate on a car built from 2009/);
  expect(plateAgainstCar('760BED42', 2009)).toMatch(/FNI plate on a car built from 2009/);
  expect(plateAgainstCar('3419KN16', 2008)).toBeUndefined();
  expect([fniPossible(2008), fniPossible(2009)]).toEqual([true, false]);
});

test('an FNI plate has a series of two or three letters, at most 999 before three, and a département of today: no 4794TR20, no 6713N51', () => {
  expect(plateAgainstCar('4794TR20', 2004)).toMatch(/no département 20/);
  expect(plateAgainstCar('6713N51', 2004)).toMatch(/one-letter FNI series/);
  expect(plateAgainstCar('4794TRZ75', 2004)).toMatch(/four digits before a three-letter/);
  for (const plate of ['4794TR2A', '479TRZ75', '12AB01', '9999ZZ95']) expect([plate, plateAgainstCar(plate, 2004)]).toEqual([plate, undefined]);
  expect(FNI_DEPARTMENTS).toHaveLength(96);
  expect(fniFormatProblem('123AB45')).toBeUndefined();
});

test('a plate is read at month precision against the month a type came to France: no GG plate (early 2022) on a Niro II of that summer, no GT plate (2023) on a C-HR II of 2024', () => {
  expect(frenchLaunch('Kia Niro II Niro HEV 1.6 GDi', 2022)).toBeCloseTo(2022.5, 5);
  expect(frenchLaunch('Toyota C-HR II (X20) 1.8 Hybrid', 2023)).toBe(2024);
  expect(frenchLaunch('Kia Stonic 1.0 T-GDi', 2020)).toBe(2020);
  expect(plateAgainstCar('GG126DL', frenchLaunch('Kia Niro II Niro HEV 1.6 GDi', 2022))).toMatch(/before the car was on sale \(2022-07\)/);
  expect(plateAgainstCar('GT838CS', frenchLaunch('Toyota C-HR II (X20) 1.8 Hybrid', 2023))).toMatch(/before the car was on sale/);
  expect(plateAgainstCar('FM494FS', frenchLaunch('Renault Twingo III Twingo Electric', 2020))).toMatch(/before the car was on sale/);
  expect(plateAgainstCar('GM126DL', frenchLaunch('Kia Niro II Niro HEV 1.6 GDi', 2022))).toBeUndefined();
  expect(plateAgainstCar('HA838CS', frenchLaunch('Toyota C-HR II (X20) 1.8 Hybrid', 2023))).toBeUndefined();
});
