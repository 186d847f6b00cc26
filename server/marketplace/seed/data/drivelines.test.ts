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

test('a propshaft only where one runs: none on a rear- or mid-engined car driving its rear wheels, nor on a hybrid whose rear axle its own motor drives', () => {
  const of = (make: string, generation: string, typeName: string, facts: Partial<CarFacts> = {}): CarFacts => ({ ...A110, make, generation, platform: generation, typeName, ...facts });
  const none = [
    of('Smart', 'Smart fortwo 451', '0.8 cdi', { fuel: 'diesel' }), of('Smart', 'Smart fortwo 453', '0.9 Turbo'), of('Renault', 'Renault Twingo III', '0.9 TCe 90'),
    of('Porsche', 'Porsche 911', '911 CARRERA S COUPE'), of('Porsche', 'Porsche 911', '911 CARRERA GTS CABRIOLET'), of('Porsche', 'Porsche 911', '911 GT3'),
    of('Porsche', 'Porsche Boxster', '718 BOXSTER SPYDER'), of('Porsche', 'Porsche Cayman', '718 CAYMAN GT4 RS'), A110, of('Maserati', 'Maserati MC20', 'MC20'),
    of('Volvo', 'Volvo S60', 'S60 T6 Recharge AWD', { hybridDrive: 'plug-in' }), of('Volvo', 'Volvo XC60', 'XC60 T8 Recharge AWD', { hybridDrive: 'plug-in' }),
    of('Volvo', 'Volvo XC90', 'XC90 T8 Twin Engine AWD', { hybridDrive: 'plug-in' }), of('BMW', 'BMW 2er U06', '225e xDrive Active Tourer', { hybridDrive: 'plug-in' }),
    of('Mitsubishi', 'Mitsubishi Eclipse Cross', 'Eclipse Cross Twin Engine 4WD', { hybridDrive: 'plug-in' }),
  ];
  for (const c of none) expect([c.generation, c.typeName, kindFits('Kardanwelle', c)]).toEqual([c.generation, c.typeName, false]);
  const shaft = [
    of('Porsche', 'Porsche 911', '911 CARRERA 4S COUPE'), of('Porsche', 'Porsche 911', '911 TURBO S CABRIOLET'), of('Porsche', 'Porsche 911', '911 TARGA 4'),
    of('Volvo', 'Volvo XC60', 'XC60 B5 AWD', { fuel: 'diesel', hybridDrive: 'hybrid' }), of('Volvo', 'Volvo V60', 'V60 B4 AWD', { fuel: 'diesel', hybridDrive: 'hybrid' }),
    of('BMW', 'BMW X3 G01', 'xDrive30e', { hybridDrive: 'plug-in' }), of('BMW', 'BMW 3er G20', '330e', { hybridDrive: 'plug-in' }),
    of('Mini', 'Mini Countryman F60', 'Mini Cooper ALL4 Countryman (F60)'), of('Mercedes-Benz', 'Mercedes-Benz C-Klasse W205', 'C 220 d', { fuel: 'diesel' }),
  ];
  for (const c of shaft) expect([c.generation, c.typeName, kindFits('Kardanwelle', c)]).toEqual([c.generation, c.typeName, true]);
});
