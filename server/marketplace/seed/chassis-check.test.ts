/** The check counts an article whose cars differ in a line they must share, once per article and line. */
import type { CarFacts } from './data/fitment-rules';
import { chassisChecks } from './chassis-check';

const A4: CarFacts = {
  make: 'Audi', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '2.0 TDI', engineCode: 'CAHA', ccm: 1968, kw: 125, typeStart: 2008, generationStart: 2007, platform: 'MLB', engine: 'diesel/CAHA', generation: 'Audi A4 B8 (8K2)',
  frontDiscMm: 320, rearDiscMm: 300, rearDrumMm: 0, wipersMm: [600, 500], batteryAh: 80, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'VW 507 00',
};
const Q5: CarFacts = { ...A4, generation: 'Audi Q5 8R (8RB)', generationStart: 2008 };

test('a rear silencer on an A4 B8 and a Q5 8R counts once; one on two A4 B8 types does not', () => {
  const notes: string[] = [];
  const check = chassisChecks((text) => notes.push(text));
  check.row('Endschalldämpfer', undefined, A4);
  check.row('Endschalldämpfer', undefined, Q5);
  check.row('Endschalldämpfer', undefined, Q5);
  check.close(1, 'Endschalldämpfer');
  check.row('Endschalldämpfer', undefined, A4);
  check.row('Endschalldämpfer', undefined, { ...A4, kw: 105, engineCode: 'CAGA' });
  check.close(2, 'Endschalldämpfer');
  expect(check.counts.exhaustAcrossBodies).toBe(1);
  expect(notes).toHaveLength(1);
});

test('a rear damper on a twist-beam and a multi-link Golf VII counts; the front damper of both does not', () => {
  const golf = (typeName: string, kw: number): CarFacts => ({ ...A4, make: 'VW', generation: 'VW Golf VII (5G1)', platform: 'MQB', typeName, kw, fuel: 'petrol' });
  const check = chassisChecks(() => undefined);
  for (const position of ['rear', 'front']) {
    check.row('Stoßdämpfer', position, golf('1.2 TSI', 77));
    check.row('Stoßdämpfer', position, golf('1.4 TSI', 92));
    check.close(position === 'rear' ? 1 : 2, 'Stoßdämpfer');
  }
  expect(check.counts.rearChassisAcrossRearAxles).toBe(1);
});

test('a front arm bush on a 3er G20 and a 5er G30 counts: a double-joint strut and a double wishbone; one on two G20 types does not', () => {
  const bmw = (generation: string, typeName: string): CarFacts => ({ ...A4, make: 'BMW', generation, platform: 'CLAR', typeName });
  const check = chassisChecks(() => undefined);
  check.row('Querlenkerlager', 'front', bmw('BMW 3er G20', '330d'));
  check.row('Querlenkerlager', 'front', bmw('BMW 5er G30', '530d'));
  check.close(1, 'Querlenkerlager');
  check.row('Querlenkerlager', 'front', bmw('BMW 3er G20', '330d'));
  check.row('Querlenkerlager', 'front', bmw('BMW 3er G20', '330i'));
  check.close(2, 'Querlenkerlager');
  expect(check.counts.frontChassisAcrossFrontAxles).toBe(1);
});

test('a centre silencer, catalyst or grille on a base type and its sport trim counts: X2 sDrive20i and M35i, Cooper S and JCW', () => {
  const bmw = (typeName: string): CarFacts => ({ ...A4, make: 'BMW', generation: 'BMW X2 F39', platform: 'UKL2', fuel: 'petrol', typeName });
  const mini = (typeName: string): CarFacts => ({ ...A4, make: 'Mini', generation: 'Mini Countryman F60', platform: 'UKL2', fuel: 'petrol', typeName });
  const check = chassisChecks(() => undefined);
  let id = 0;
  for (const kind of ['Mittelschalldämpfer', 'Katalysator', 'Rußpartikelfilter', 'Abgasrohr']) {
    check.row(kind, undefined, bmw('X2 sDrive20i'));
    check.row(kind, undefined, bmw('X2 M35i'));
    check.close(++id, kind);
  }
  check.row('Katalysator', undefined, mini('Mini Cooper S Countryman (F60)'));
  check.row('Katalysator', undefined, mini('Mini John Cooper Works ALL4 Countryman (F60)'));
  check.close(++id, 'Katalysator');
  check.row('Kühlergrill', undefined, mini('Mini Cooper S Countryman (F60)'));
  check.row('Kühlergrill', undefined, mini('Mini John Cooper Works ALL4 Countryman (F60)'));
  check.close(++id, 'Kühlergrill');
  // Two base types share them, and a pipe clamp follows the pipe's diameter.
  check.row('Katalysator', undefined, bmw('X2 sDrive20i'));
  check.row('Katalysator', undefined, bmw('X2 sDrive18i'));
  check.close(++id, 'Katalysator');
  check.row('Rohrverbinder Abgasanlage', undefined, bmw('X2 sDrive20i'));
  check.row('Rohrverbinder Abgasanlage', undefined, bmw('X2 M35i'));
  check.close(++id, 'Rohrverbinder Abgasanlage');
  expect(check.counts.exhaustAcrossSportTrims).toBe(5);
  expect(check.counts.grilleAcrossTrims).toBe(1);
});
