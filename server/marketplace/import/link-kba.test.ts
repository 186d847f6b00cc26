import { placePair } from './link-kba';
import type { RegisterRow } from './repository';
import type { TypeKeyDating } from './type-key-dating';
import { matchKey } from './text';

type SeriesByMaker = Parameters<typeof placePair>[1];
type Type = [name: string, fuel: string, yearStart: number, yearEnd: number | null];

let nextId = 1;
const names = new Map<number, string>();

/** Catalogue series as the vehicle base imports them: one per generation, its types with their years. */
function catalogue(make: string, familyId: number, generations: [name: string, yearStart: number, yearEnd: number | null, types: Type[]][]): SeriesByMaker {
  const series = generations.map(([name, yearStart, yearEnd, types]) => ({
    id: nextId++, name, familyId, yearStart, yearEnd,
    models: types.map(([model, fuel, start, end]) => {
      const id = nextId++;
      names.set(id, `${name} ${model}${fuel === 'diesel' || fuel === 'petrol' ? '' : ` ${fuel}`} ${start}`);
      return { id, name: model, fuel, yearStart: start, yearEnd: end };
    }),
  }));
  return new Map([[matchKey(make), series]]);
}

const keyOf = (from: number, to: number): TypeKeyDating => ({ window: () => ({ from, to }) });
const pair = (kbaManufacturer: string, tradeName: string): RegisterRow => ({ hsn: '0000', tsn: 'AAA', kbaManufacturer, tradeName });
const answer = (result: { placement: string; modelIds: number[] }) => ({ placement: result.placement, types: result.modelIds.map((id) => names.get(id)) });

const bmw = catalogue('BMW', 1, [
  ['3er E90', 2005, 2013, [['320i', 'petrol', 2007, 2011], ['320d', 'diesel', 2010, 2013], ['330d', 'diesel', 2008, 2013]]],
  ['3er F30', 2012, 2019, [['320i', 'petrol', 2012, 2015], ['320i', 'petrol', 2015, 2019], ['320d', 'diesel', 2012, 2015], ['320d', 'diesel', 2015, 2019]]],
  ['3er G20', 2019, null, [['320i', 'petrol', 2019, null], ['320d', 'diesel', 2019, null]]],
]);

describe('a KBA pair answers with its own types', () => {
  it('places a 2012 "320I" key on the F30\'s 320i: the E90\'s 320i ended in 2011, though the E90 was built until 2013', () => {
    expect(answer(placePair(pair('BAYER.MOT.WERKE-BMW', '320I'), bmw, keyOf(2012, 2012)))).toEqual({ placement: 'type', types: ['3er F30 320i 2012'] });
  });

  it('says a 2012 "320D" key is unplaced: the E90\'s and the F30\'s 320d were both built then', () => {
    expect(placePair(pair('BAYER.MOT.WERKE-BMW', '320D'), bmw, keyOf(2012, 2012))).toEqual({ placement: 'unplaced', modelIds: [] });
  });

  it('places a "320D XDRIVE" key of 2014 to 2016 on the F30\'s two 320d, never a G20 or a petrol type', () => {
    expect(answer(placePair(pair('BAYER.MOT.WERKE-BMW', '320D XDRIVE'), bmw, keyOf(2014, 2016)))).toEqual({ placement: 'fuel', types: ['3er F30 320d 2012', '3er F30 320d 2015'] });
  });

  it('places a "530E" key on the 530e even when the base\'s 530e years miss the key\'s, never on the other types of its generation', () => {
    const g30 = catalogue('BMW', 2, [['5er G30', 2017, 2023, [['520d', 'diesel', 2017, 2023], ['520i', 'petrol', 2017, 2023], ['530e', 'plugin', 2017, 2020]]]]);
    expect(answer(placePair(pair('BAYER.MOT.WERKE-BMW', '530E'), g30, keyOf(2021, 2025)))).toEqual({ placement: 'type', types: ['5er G30 530e plugin 2017'] });
  });

  it('places the first up! key on the petrol up! of 2011, not the e-up! of 2013', () => {
    const up = catalogue('VW', 3, [['up! (121)', 2011, 2023, [['1.0', 'petrol', 2011, 2020], ['1.0', 'petrol', 2011, 2020], ['e-up!', 'electric', 2013, 2019]]]]);
    expect(answer(placePair(pair('VOLKSWAGEN-VW', 'UP!'), up, keyOf(2011, 2011)))).toEqual({ placement: 'fuel', types: ['up! (121) 1.0 2011', 'up! (121) 1.0 2011'] });
  });

  const golf = catalogue('VW', 4, [
    ['Golf VII (5G1)', 2012, 2020, [['2.0 TDI', 'diesel', 2012, 2020], ['1.5 TSI', 'petrol', 2017, 2020], ['1.2 TSI', 'petrol', 2012, 2015]]],
    ['Golf VIII (CD1)', 2019, null, [['2.0 TDI', 'diesel', 2020, null], ['1.5 TSI', 'petrol', 2020, null]]],
  ]);

  it('places a "GOLF" key of 2017 on the Golf VII types built then, never on a Golf 8', () => {
    expect(answer(placePair(pair('VOLKSWAGEN-VW', 'GOLF'), golf, keyOf(2017, 2017)))).toEqual({ placement: 'generation', types: ['Golf VII (5G1) 2.0 TDI 2012', 'Golf VII (5G1) 1.5 TSI 2017'] });
  });

  it('says a "GOLF" key of 2018 is unplaced: a Golf 8 key may be given the year before its production', () => {
    expect(placePair(pair('VOLKSWAGEN-VW', 'GOLF'), golf, keyOf(2018, 2018)).placement).toBe('unplaced');
  });

  const a6 = catalogue('Audi', 5, [
    ['A6 C6 (4F2)', 2004, 2011, [['2.0 TDI', 'diesel', 2008, 2011]]],
    ['A6 C7 (4G2)', 2011, 2018, [['2.0 TDI', 'diesel', 2011, 2014], ['2.0 TFSI', 'petrol', 2011, 2014], ['3.0 TDI', 'diesel', 2014, 2018]]],
  ]);

  it('places an "A6 AVANT" key of 2012 to 2013 on the A6 C7 types built then or the year after, the body word aside', () => {
    expect(answer(placePair(pair('AUDI', 'A6 AVANT'), a6, keyOf(2012, 2013)))).toEqual({ placement: 'generation', types: ['A6 C7 (4G2) 2.0 TDI 2011', 'A6 C7 (4G2) 2.0 TFSI 2011', 'A6 C7 (4G2) 3.0 TDI 2014'] });
  });

  it('says an "A6 AVANT" key of 2011 is unplaced: the C6 and the C7 were both built then', () => {
    expect(placePair(pair('AUDI', 'A6 AVANT'), a6, keyOf(2011, 2013)).placement).toBe('unplaced');
  });

  it('places a "C 180 KOMPRESSOR" key on the C 180 Kompressor it spells, not on the later C 180 whose name it begins with', () => {
    const c = catalogue('Mercedes-Benz', 6, [
      ['C-Klasse W204', 2007, 2014, [['C 180 Kompressor', 'petrol', 2007, 2010], ['C 220 CDI', 'diesel', 2007, 2014]]],
      ['C-Klasse W205', 2014, 2021, [['C 180', 'petrol', 2014, 2021]]],
    ]);
    expect(answer(placePair(pair('DAIMLER (D)', 'C 180 KOMPRESSOR'), c, keyOf(2008, 2014)))).toEqual({ placement: 'type', types: ['C-Klasse W204 C 180 Kompressor 2007'] });
  });
});
