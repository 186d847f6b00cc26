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
