/** Air springs: on the cars sprung by air as standard only, sold by axle and design, an air strut priced as one. */
import { kindFits, type CarFacts } from './fitment-rules';
import { airSpringDesignOf } from './air-springs';
import { standardAirSprings } from './car-equipment';
import { PART_TYPES } from './part-types';
import { sizePriceBandEur } from './price-bands';
import { createRng } from '../rng';

const A6: CarFacts = {
  make: 'Audi', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '2.0 TFSI', engineCode: 'CDNB', ccm: 1984, typeStart: 2011, generationStart: 2011, platform: 'MLB', engine: 'petrol/CDNB', generation: 'Audi A6 C7 (4G2)',
  frontDiscMm: 320, rearDiscMm: 300, rearDrumMm: 0, wipersMm: [650, 500], batteryAh: 80, headlamp: 'D3S', oilGrade: '5W-30', oilApproval: 'VW 504 00',
};
const S_CLASS: CarFacts = { ...A6, make: 'Mercedes-Benz', fuel: 'diesel', typeName: 'S 350 d', engineCode: 'OM656', ccm: 2925, typeStart: 2020, generationStart: 2020, platform: 'MRA2', engine: 'diesel/OM656', generation: 'Mercedes-Benz S-Klasse' };

test('air springs only on the cars sprung by air as standard: an S-Klasse, not an A6 C7, an E-Klasse W212 or a 5er G30 on steel springs', () => {
  expect([kindFits('Luftfeder', S_CLASS, 'front'), kindFits('Luftfeder', S_CLASS, 'rear')]).toEqual([true, true]);
  for (const generation of ['Audi A6 C7 (4G2)', 'Mercedes-Benz E-Klasse W212', 'BMW 5er G30']) {
    expect({ generation, front: kindFits('Luftfeder', { ...A6, generation }, 'front'), rear: kindFits('Luftfeder', { ...A6, generation }, 'rear') }).toEqual({ generation, front: false, rear: false });
  }
});

test('an air spring names its axle and design, never a pressure: the front an air strut, the rear the bellows', () => {
  const draw = createRng(7);
  for (const position of ['front', 'rear'] as const) {
    const criteria = PART_TYPES.Luftfeder!.criteria({ draw, own: draw, step: 0, engine: 0.5, position, car: S_CLASS });
    expect(criteria.map((c) => c.key)).toEqual(['fitting_position', 'air_spring_type']);
    expect(criteria[1]!.value).toBe(position === 'front' ? 'air_strut' : 'air_spring');
  }
});

test('an air strut is priced as the unit it is, a rear air spring as the bellows', () => {
  const front = sizePriceBandEur('Luftfeder', [{ key: 'fitting_position', value: 'front' }, { key: 'air_spring_type', value: 'air_strut' }], ['Mercedes-Benz'])!;
  const rear = sizePriceBandEur('Luftfeder', [{ key: 'fitting_position', value: 'rear' }, { key: 'air_spring_type', value: 'air_spring' }], ['Mercedes-Benz'])!;
  // A front air part at 126 euros is no air strut.
  expect(126).toBeLessThan(front[0]);
  expect(rear[0]).toBeLessThan(126);
  expect(front[0]).toBeGreaterThanOrEqual(rear[1] * 0.9);
});

test('a Panamera 971 carries air struts on both axles: its rear air part is a strut, priced as one, not a bellows at 130 euros', () => {
  const panamera: CarFacts = { ...A6, make: 'Porsche', typeName: '4S E-Hybrid', generation: 'Porsche Panamera', generationStart: 2016, typeStart: 2020, platform: 'MSB', engine: 'petrol/DCB' };
  const draw = createRng(7);
  const criteria = PART_TYPES.Luftfeder!.criteria({ draw, own: draw, step: 0, engine: 0.5, position: 'rear', car: panamera });
  expect(criteria[1]!.value).toBe('air_strut');
  const band = sizePriceBandEur('Luftfeder', criteria, ['Porsche'])!;
  expect(130).toBeLessThan(band[0]);
  // An S-Klasse's rear is still the bellows.
  expect(PART_TYPES.Luftfeder!.criteria({ draw, own: draw, step: 0, engine: 0.5, position: 'rear', car: S_CLASS })[1]!.value).toBe('air_spring');
});

test('a Range Rover L460 (2022) gets no aftermarket air strut on either axle; an S-Klasse of 2020 and any car\'s rear bellows still do', () => {
  const l460: CarFacts = { ...S_CLASS, make: 'Land Rover', typeName: 'D300', typeStart: 2022, generationStart: 2022, platform: 'MLA', generation: 'Land Rover Range Rover' };
  expect(kindFits('Luftfeder', l460, 'front')).toBe(false);
  expect(kindFits('Luftfeder', l460, 'rear')).toBe(false);
  expect(kindFits('Luftfeder', S_CLASS, 'front')).toBe(true);
  expect(kindFits('Luftfeder', { ...S_CLASS, typeStart: 2023, generationStart: 2023 }, 'rear')).toBe(true);
});

test('the RS e-tron GT is sprung by air as standard, on three-chamber air struts behind as the Taycan Turbo; the e-tron GT quattro keeps steel springs and twin-tube dampers', () => {
  const quattro: CarFacts = { ...A6, fuel: 'electric', typeName: 'e-tron GT quattro', engineCode: '', ccm: 0, kw: 350, typeStart: 2021, generationStart: 2021, platform: 'J1', engine: 'electric/x', generation: 'Audi E-Tron GT (F83)' };
  const rs: CarFacts = { ...quattro, typeName: 'RS e-tron GT quattro', kw: 440 };
  expect(standardAirSprings(rs)).toBe(true);
  expect(standardAirSprings(quattro)).toBe(false);
  expect(kindFits('Stoßdämpfer', rs, 'rear')).toBe(false);
  expect(kindFits('Stoßdämpfer', quattro, 'rear')).toBe(true);
  expect(kindFits('Fahrwerksfeder', rs, 'front')).toBe(false);
  expect(airSpringDesignOf('rear', rs)).toBe('air_strut');
});
