import { type CarFacts, kindFits } from './fitment-rules';
import { drivenAxlesOf } from './drivelines';

const A110: CarFacts = {
  make: 'Alpine', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: 'A110', engineCode: 'M5P', ccm: 1798, kw: 185, typeStart: 2017, generationStart: 2017, platform: 'Alpine A110', engine: 'petrol/M5P', generation: 'Alpine A110',
  frontDiscMm: 320, rearDiscMm: 320, rearDrumMm: 0, wipersMm: [600, 0], batteryAh: 70, headlamp: 'LED', oilGrade: '5W-40', oilApproval: 'RN 17',
};

test('the Alpine A110 is mid-engined with rear drive: no front driveshaft or joint kit, a rear one', () => {
  expect(drivenAxlesOf(A110)).toBe('rear');
  expect(kindFits('Antriebswelle', A110, 'front')).toBe(false);
  expect(kindFits('Gelenksatz Antriebswelle', A110, 'front')).toBe(false);
  expect(kindFits('Antriebswelle', A110, 'rear')).toBe(true);
});

test('the smart fortwo 451 and 453, the forfour and the Twingo III drive their rear wheels from a rear engine: no front driveshaft or joint', () => {
  for (const [make, generation, typeName] of [['Smart', 'Smart fortwo 451', '1.0 mhd'], ['Smart', 'Smart fortwo 453', '0.9 Turbo'], ['Smart', 'Smart Forfour', 'EQ'], ['Renault', 'Renault Twingo III', '1.0 SCe 70']] as const) {
    const car: CarFacts = { ...A110, make, generation, platform: generation, typeName, ccm: 999, kw: 52, engineCode: '', engine: `${make}/petrol/999` };
    expect([generation, drivenAxlesOf(car), kindFits('Antriebswelle', car, 'front'), kindFits('Gelenksatz Antriebswelle', car, 'front'), kindFits('Antriebswelle', car, 'rear')]).toEqual([generation, 'rear', false, false, true]);
  }
});
