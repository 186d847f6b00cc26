import { placePair } from './link-kba';
import { LONE_TYPE_UNCONFIRMED } from './lone-generation-type';
import { LATER_TYPES_ONLY } from './later-types-only';
import { VARIANT_CHOICE_CUT } from './several-variants';
import { DERIVATIVE_NOT_IN_BASE } from './variant-names';
import type { RegisterRow } from './repository';
import type { TypeKeyDating } from './type-key-dating';
import { matchKey } from './text';
import { typeKeyDating } from './type-key-dating';
import { spellsAllWheelDrive } from './drive-words';
import { siblingBodies } from './type-bodies';

type SeriesByMaker = Parameters<typeof placePair>[1];
type Type = [name: string, fuel: string, yearStart: number, yearEnd: number | null, kw?: number];

let nextId = 1;
const names = new Map<number, string>();

/** Catalogue series as the vehicle base imports them: one per generation, its types with their years (and the base's bodies). */
function catalogue(make: string, familyId: number, generations: [name: string, yearStart: number, yearEnd: number | null, types: Type[], body?: string][]): SeriesByMaker {
  const series = generations.map(([name, yearStart, yearEnd, types, body]) => ({
    id: nextId++, name, familyId, yearStart, yearEnd,
    models: types.map(([model, fuel, start, end, kw]) => {
      const id = nextId++;
      names.set(id, `${name} ${model}${fuel === 'diesel' || fuel === 'petrol' ? '' : ` ${fuel}`} ${start}`);
      // The displacement a type's name spells ("2.0 TDI"), else none: enough to tell two engines apart.
      const litres = /(\d\.\d)/.exec(model)?.[1];
      return { id, name: model, fuel, ccm: litres ? Math.round(Number(litres) * 1000) : 0, kw, body, yearStart: start, yearEnd: end };
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

  it('places a "320D XDRIVE" key of 2014 to 2016 on the F30\'s 320d xDrive, never its rear-wheel-drive 320d, a G20 or a petrol type', () => {
    const f30 = catalogue('BMW', 6, [['3er F30', 2012, 2019, [['320i', 'petrol', 2012, 2019], ['320d', 'diesel', 2012, 2015], ['320d xDrive', 'diesel', 2012, 2015]]]]);
    expect(answer(placePair(pair('BAYER.MOT.WERKE-BMW', '320D XDRIVE'), f30, keyOf(2014, 2016)))).toEqual({ placement: 'type', types: ['3er F30 320d xDrive 2012'] });
  });

  it('places a "530E" key on the 530e even when the base\'s 530e begins after the key\'s years, never on the other types of its generation', () => {
    const g30 = catalogue('BMW', 2, [['5er G30', 2017, 2023, [['520d', 'diesel', 2017, 2023], ['520i', 'petrol', 2017, 2023], ['530e', 'plugin-hybrid', 2018, 2020]]]]);
    expect(answer(placePair(pair('BAYER.MOT.WERKE-BMW', '530E'), g30, keyOf(2016, 2016)))).toEqual({ placement: 'type', types: ['5er G30 530e plugin-hybrid 2018'] });
  });

  it('places the first up! key on the petrol up! of 2011, not the e-up! of 2013, as the buyer\'s choice of its 44 and 55 kW: a key naming only "UP!" is one of them, not both', () => {
    const up = catalogue('VW', 3, [['up! (121, 122, BL1, BL2)', 2011, 2023, [['1.0', 'petrol', 2011, 2020, 44], ['1.0', 'petrol', 2011, 2020, 55], ['e-up!', 'electric', 2013, 2019, 60]]]]);
    expect(answer(placePair(pair('VOLKSWAGEN-VW', 'UP!'), up, keyOf(2011, 2011)))).toEqual({ placement: 'generation', types: ['up! (121, 122, BL1, BL2) 1.0 2011', 'up! (121, 122, BL1, BL2) 1.0 2011'] });
  });

  it('places a key that spells its engine on several types of one engine and one power as its car (one tune in two bodies)', () => {
    const f30 = catalogue('BMW', 3, [['3er F30', 2012, 2019, [['320d', 'diesel', 2012, 2019, 135], ['320d', 'diesel', 2012, 2019, 135]]]]);
    expect(answer(placePair(pair('BAYER.MOT.WERKE-BMW', '320D'), f30, keyOf(2013, 2014))).placement).toBe('fuel');
  });

  it('places a key naming only the model on its generation, never as one car, even of one engine: "UP!", "MARCO POLO" state no engine; the generation\'s lone type is no choice', () => {
    const up = catalogue('VW', 3, [['up! (121, 122, BL1, BL2)', 2011, 2023, [['1.0', 'petrol', 2011, 2020, 55], ['1.0', 'petrol', 2011, 2020, 55]]]]);
    expect(answer(placePair(pair('VOLKSWAGEN-VW', 'UP!'), up, keyOf(2011, 2011))).placement).toBe('generation');
    const mustang = catalogue('Ford', 47, [['Mustang', 2015, null, [['Mustang Fastback 5.0 V8', 'petrol', 2015, null, 330]]]]);
    expect(placePair(pair('FORD (USA)', 'MUSTANG'), mustang, keyOf(2016, 2018))).toEqual({ placement: 'unplaced', modelIds: [], reason: LONE_TYPE_UNCONFIRMED });
    const fiat = catalogue('Fiat', 48, [['500L', 2012, 2022, [['500L 1.3 Multijet', 'diesel', 2012, 2022, 70]]]]);
    expect(placePair(pair('FIAT (I)', 'FIAT 500L'), fiat, keyOf(2013, 2015))).toEqual({ placement: 'unplaced', modelIds: [], reason: LONE_TYPE_UNCONFIRMED });
    const marcoPolo = catalogue('Mercedes-Benz', 49, [['Marco Polo', 2014, null, [['Marco Polo Horizon 300 d', 'diesel', 2019, null, 176], ['Marco Polo Horizon 250 d', 'diesel', 2019, null, 140]]]]);
    expect(answer(placePair(pair('DAIMLER (D)', 'MARCO POLO'), marcoPolo, keyOf(2019, 2021))).placement).toBe('generation');
  });

  it('leaves 1727/AJS "ABARTH 500,500 ABARTH" unplaced when the catalogue has no Abarth type: the Fiat 500\'s engines are none of the Abarth\'s 1.4 T-Jet', () => {
    const fiat = catalogue('Fiat', 50, [['500 (312)', 2007, 2024, [['1.2 8V', 'petrol', 2007, 2024, 51], ['0.9 TwinAir', 'petrol', 2010, 2024, 63]]]]);
    expect(placePair(pair('FIAT (I)', 'ABARTH 500,500 ABARTH'), fiat, keyOf(2009, 2012))).toEqual({ placement: 'unplaced', modelIds: [] });
    expect(placePair(pair('FIAT (I)', 'ABARTH 500'), fiat, keyOf(2009, 2012))).toEqual({ placement: 'unplaced', modelIds: [] });
  });

  it('leaves a "CUPRA ATECA" key unplaced when the base has no Cupra Ateca: its 2.0 TSI 4Drive is none of the Ateca\'s 81 to 110 kW engines', () => {
    const ateca = catalogue('Seat', 51, [['Ateca (KH7)', 2016, null, [['Ateca TSI', 'petrol', 2016, null, 81], ['Ateca 1.5 TSI', 'petrol', 2018, null, 110], ['Ateca TDI', 'diesel', 2016, null, 85], ['Ateca TDI', 'diesel', 2016, null, 110]]]]);
    expect(placePair(pair('SEAT (E)', 'CUPRA ATECA'), ateca, keyOf(2019, 2020))).toEqual({ placement: 'unplaced', modelIds: [], reason: DERIVATIVE_NOT_IN_BASE });
    expect(answer(placePair(pair('SEAT (E)', 'ATECA'), ateca, keyOf(2019, 2020))).placement).toBe('generation');
  });

  it('offers a "Q2" key the Q2\'s own types, never the SQ2, which the register keys as "SQ2"', () => {
    const q2 = catalogue('Audi', 52, [['Q2 (GAB)', 2016, null, [['Q2 30 TFSI', 'petrol', 2016, null, 81], ['Q2 35 TFSI', 'petrol', 2016, null, 110], ['SQ2 TFSI', 'petrol', 2018, null, 221]]]]);
    expect(answer(placePair(pair('AUDI', 'Q2'), q2, keyOf(2019, 2020)))).toEqual({ placement: 'generation', types: ['Q2 (GAB) Q2 30 TFSI 2016', 'Q2 (GAB) Q2 35 TFSI 2016'] });
  });

  it('places a "TRAFIC" key of 2018 to 2022 on the 2.0 dCi types of 2019 as the buyer\'s choice, and leaves one of 2013 to 2015 or 2017 to 2022 unplaced: its 1.6 dCi is not in the catalogue', () => {
    const trafic = catalogue('Renault', 9, [['Trafic', 2014, null, [['Trafic', 'diesel', 2019, null, 110], ['Trafic', 'diesel', 2019, null, 125]]]]);
    expect(answer(placePair(pair('RENAULT (F)', 'TRAFIC'), trafic, keyOf(2018, 2022)))).toEqual({ placement: 'generation', types: ['Trafic Trafic 2019', 'Trafic Trafic 2019'] });
    expect(placePair(pair('RENAULT (F)', 'TRAFIC'), trafic, keyOf(2017, 2022)).placement).toBe('unplaced');
    expect(placePair(pair('RENAULT (F)', 'TRAFIC'), trafic, keyOf(2013, 2015))).toEqual({ placement: 'unplaced', modelIds: [] });
  });

  const insignia = catalogue('Opel', 10, [
    ['Insignia A (G09)', 2008, 2017, [['2.0 CDTI', 'diesel', 2008, 2017, 118], ['1.6 Turbo', 'petrol', 2008, 2017, 125]], 'saloon;hatchback;estate'],
    ['Insignia B (Z18)', 2017, 2022, [['2.0 Diesel', 'diesel', 2017, 2022, 125], ['1.5 Turbo', 'petrol', 2017, 2022, 121]], 'hatchback;estate'],
  ]);

  it('places Insignia keys by the bodies their names spell: "GRAND SPORT" is the Insignia B, "LIMOUSINE HB/NB" and "SPORTS TOURER SW" the Insignia A, each as the buyer\'s choice', () => {
    const generationOf = (tradeName: string, from: number, to: number) => {
      const placed = answer(placePair(pair('OPEL', tradeName), insignia, keyOf(from, to)));
      return `${placed.placement} ${[...new Set(placed.types.map((t) => t?.split(' (')[0]))].join()}`;
    };
    expect(generationOf('INSIGNIA GRAND SPORT', 2017, 2025)).toBe('generation Insignia B');
    expect(generationOf('INSIGNIA LIMOUSINE HB', 2014, 2016)).toBe('generation Insignia A');
    expect(generationOf('INSIGNIA LIMOUSINE NB,INS', 2010, 2012)).toBe('generation Insignia A');
    expect(generationOf('INSIGNIA SPORTS TOURER SW', 2014, 2016)).toBe('generation Insignia A');
  });

  const golf = catalogue('VW', 4, [
    ['Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5)', 2012, 2020, [['2.0 TDI', 'diesel', 2012, 2020], ['1.5 TSI', 'petrol', 2017, 2020], ['1.2 TSI', 'petrol', 2012, 2015]]],
    ['Golf VIII (CD1, CD5)', 2019, null, [['2.0 TDI', 'diesel', 2020, null], ['1.5 TSI', 'petrol', 2020, null]]],
  ]);

  it('places a "GOLF" key of 2017 on the Golf VII types built then, never on a Golf 8', () => {
    expect(answer(placePair(pair('VOLKSWAGEN-VW', 'GOLF'), golf, keyOf(2017, 2017)))).toEqual({ placement: 'generation', types: ['Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5) 2.0 TDI 2012', 'Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5) 1.5 TSI 2017'] });
  });

  it('says a "GOLF" key of 2018 is unplaced: a Golf 8 key may be given the year before its production', () => {
    expect(placePair(pair('VOLKSWAGEN-VW', 'GOLF'), golf, keyOf(2018, 2018)).placement).toBe('unplaced');
  });

  const a6 = catalogue('Audi', 5, [
    ['A6 C6 (4F2, 4F5)', 2004, 2011, [['2.0 TDI', 'diesel', 2008, 2011]]],
    ['A6 C7 (4G2, 4G5)', 2011, 2018, [['2.0 TDI', 'diesel', 2011, 2014], ['2.0 TFSI', 'petrol', 2011, 2014], ['3.0 TDI', 'diesel', 2014, 2018]], 'saloon;estate'],
  ]);

  it('places an "A6 AVANT" key of 2012 to 2013 on the A6 C7 types built then or the year after, the body word aside', () => {
    expect(answer(placePair(pair('AUDI', 'A6 AVANT'), a6, keyOf(2012, 2013)))).toEqual({ placement: 'generation', types: ['A6 C7 (4G2, 4G5) 2.0 TDI 2011', 'A6 C7 (4G2, 4G5) 2.0 TFSI 2011', 'A6 C7 (4G2, 4G5) 3.0 TDI 2014'] });
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

describe('a KBA pair never answers with another generation or fuel', () => {
  const undated: TypeKeyDating = { window: () => null };

  it('says a 1960s "GIULIA GT VELOCE" key (a digit key, of 2005 at the latest) is unplaced, though the catalogue\'s only Giulia is today\'s', () => {
    const giulia = catalogue('Alfa Romeo', 10, [['Giulia', 2023, null, [['2.0 T', 'petrol', 2023, null], ['2.2 Diesel', 'diesel', 2023, null]]]]);
    expect(placePair(pair('ALFA ROMEO (I)', 'GIULIA GT VELOCE'), giulia, keyOf(1950, 2005))).toEqual({ placement: 'unplaced', modelIds: [] });
  });

  it('says a DaimlerChrysler "S 320 CDI" key is unplaced rather than today\'s S-Klasse: the name ended in 2007, and no S-Klasse of today is a CDI', () => {
    const s = catalogue('Mercedes-Benz', 11, [['S-Klasse', 2023, null, [['S 580 e', 'plugin-hybrid', 2023, null], ['S 400 d 4MATIC', 'diesel', 2023, null], ['Mercedes-Maybach S 580 4MATIC', 'hybrid', 2023, null]]]]);
    const register = { hsn: '0999', tsn: 'APU', kbaManufacturer: 'DAIMLERCHRYSLER (D)', tradeName: 'S 320 CDI' };
    expect(placePair(register, s, typeKeyDating([register]))).toEqual({ placement: 'unplaced', modelIds: [] });
  });

  it('places a "S 350 CDI" key of 2014 or later on the S-Klasse W222, never the W223 of 2020: Mercedes cars were no CDI after 2016', () => {
    const s = catalogue('Mercedes-Benz', 12, [
      ['S-Klasse W222', 2013, 2020, [['S 350 d', 'diesel', 2013, 2020], ['S 500', 'petrol', 2013, 2020]]],
      ['S-Klasse W223', 2020, null, [['S 400 d', 'diesel', 2020, null]]],
    ]);
    expect(answer(placePair(pair('DAIMLER (D)', 'S 350 CDI'), s, keyOf(2014, 2025)))).toEqual({ placement: 'type', types: ['S-Klasse W222 S 350 d 2013'] });
  });

  it('says a "CLA 200 D" key is unplaced when the catalogue\'s CLA has petrol types only: a diesel is never a petrol car', () => {
    const cla = catalogue('Mercedes-Benz', 13, [['CLA', 2023, null, [['AMG CLA 35 4MATIC', 'petrol', 2023, null], ['AMG CLA 45 S 4MATIC', 'petrol', 2023, null]]]]);
    expect(placePair(pair('MERCEDES-BENZ', 'CLA 200 D'), cla, keyOf(2022, 2023))).toEqual({ placement: 'unplaced', modelIds: [] });
  });

  const a6 = catalogue('Audi', 14, [['A6 C7 (4G2, 4G5)', 2011, 2018, [['2.0 TDI', 'diesel', 2011, 2014], ['2.0 TFSI', 'petrol', 2011, 2014], ['3.0 TDI', 'diesel', 2014, 2018]]]]);

  it('keeps the fuel a trade name spells: an "A6,A6 TDI" key answers with the diesels (2.0 and 3.0 TDI: two engines, the shopper\'s choice), an "A6,A6 TFSI" key with the petrol', () => {
    expect(answer(placePair(pair('AUDI', 'A6,A6 TDI'), a6, keyOf(2012, 2013)))).toEqual({ placement: 'generation', types: ['A6 C7 (4G2, 4G5) 2.0 TDI 2011', 'A6 C7 (4G2, 4G5) 3.0 TDI 2014'] });
    expect(answer(placePair(pair('AUDI', 'A6,A6 TFSI'), a6, keyOf(2012, 2013)))).toEqual({ placement: 'type', types: ['A6 C7 (4G2, 4G5) 2.0 TFSI 2011'] });
  });

  it('says an "ACTIVEHYBRID 5" key is unplaced when the catalogue\'s 5er of its years has no hybrid', () => {
    const f10 = catalogue('BMW', 15, [['5er F10', 2010, 2017, [['520d', 'diesel', 2010, 2017], ['528i', 'petrol', 2011, 2017]]]]);
    expect(placePair(pair('BAYER.MOT.WERKE-BMW', 'ACTIVEHYBRID 5,5ER REIHE'), f10, keyOf(2012, 2012))).toEqual({ placement: 'unplaced', modelIds: [] });
  });

  it('says a key no launch dates is unplaced even when the catalogue holds one generation of the name: it may be of an older one', () => {
    const up = catalogue('VW', 16, [['up! (121, 122, BL1, BL2)', 2011, 2023, [['1.0', 'petrol', 2011, 2020]]]]);
    expect(placePair(pair('VOLKSWAGEN-VW', 'UP!'), up, undated)).toEqual({ placement: 'unplaced', modelIds: [] });
  });

  const golf = catalogue('VW', 17, [['Golf V (1K1, 1K5)', 2003, 2009, [['1.9 TDI', 'diesel', 2003, 2008], ['1.4', 'petrol', 2003, 2008]]], ['Golf VI (5K1, AJ5)', 2008, 2013, [['1.6 TDI', 'diesel', 2009, 2013]]]]);

  it('says an old HSN\'s "GOLF" digit key (1950 to 2005) is unplaced: the catalogue\'s first Golf is the V of 2003, older ones it lacks', () => {
    expect(placePair(pair('VOLKSWAGEN-VW', 'GOLF'), golf, keyOf(1950, 2005))).toEqual({ placement: 'unplaced', modelIds: [] });
    expect(answer(placePair(pair('VOLKSWAGEN-VW', 'GOLF'), golf, keyOf(2003, 2005)))).toEqual({ placement: 'generation', types: ['Golf V (1K1, 1K5) 1.9 TDI 2003', 'Golf V (1K1, 1K5) 1.4 2003'] });
  });

  it('places a "MERIVA-B" key on the Meriva B it spells though its years (2008 to 2010) also allow the Meriva A the catalogue lacks; a plain "MERIVA" key of then stays unplaced', () => {
    const meriva = catalogue('Opel', 18, [['Meriva B (S10)', 2010, 2017, [['1.4', 'petrol', 2010, 2017], ['1.3 CDTI', 'diesel', 2010, 2017]]]]);
    expect(answer(placePair(pair('OPEL', 'MERIVA,MERIVA-B'), meriva, keyOf(2008, 2010)))).toEqual({ placement: 'generation', types: ['Meriva B (S10) 1.4 2010', 'Meriva B (S10) 1.3 CDTI 2010'] });
    expect(placePair(pair('OPEL', 'MERIVA'), meriva, keyOf(2008, 2010)).placement).toBe('unplaced');
  });
});

describe('a KBA pair answers with the fuel, type number and body its trade name spells', () => {
  const e = catalogue('Mercedes-Benz', 30, [['E-Klasse W212', 2009, 2016, [['E 200 CGI', 'petrol', 2009, 2013], ['E 200', 'petrol', 2013, 2016], ['E 200 CDI', 'diesel', 2009, 2016], ['E 220 CDI', 'diesel', 2009, 2016]]]]);

  it('says 1313/BTH "E 200 NGT" (a bivalent gas W212) is unplaced: the catalogue\'s W212 has no gas type, and the E 200 of 2013 is a petrol', () => {
    expect(placePair({ hsn: '1313', tsn: 'BTH', kbaManufacturer: 'DAIMLER (D)', tradeName: 'E 200 NGT' }, e, keyOf(2010, 2013))).toEqual({ placement: 'unplaced', modelIds: [] });
  });

  const b = catalogue('Mercedes-Benz', 31, [['B-Klasse W247', 2019, null, [['B 180', 'petrol', 2019, null], ['B 200', 'petrol', 2019, null], ['B 250 e', 'plugin-hybrid', 2020, null], ['B 180 d', 'diesel', 2019, null], ['B 200 d', 'diesel', 2019, null]]]]);

  it('says 1313/IFE "B 160" is unplaced rather than the B 180 d, B 200 d or B 250 e: a Mercedes without "d" is no diesel, without "e" no plug-in, and no B 160 is in the catalogue', () => {
    expect(placePair({ hsn: '1313', tsn: 'IFE', kbaManufacturer: 'DAIMLER (D)', tradeName: 'B 160' }, b, keyOf(2019, 2025))).toEqual({ placement: 'unplaced', modelIds: [] });
    expect(answer(placePair(pair('DAIMLER (D)', 'B 200'), b, keyOf(2019, 2025)))).toEqual({ placement: 'type', types: ['B-Klasse W247 B 200 2019'] });
  });

  it('says 2222/AKI "GLC 200 D 4MATIC" is unplaced rather than the GLC 220 d or 250 d of other engines; a "GLC 220 D" key answers with the 220 d', () => {
    const glc = catalogue('Mercedes-Benz', 32, [['GLC X253', 2015, 2022, [['GLC 250 4MATIC', 'petrol', 2015, 2019], ['GLC 220 d 4MATIC', 'diesel', 2015, 2019], ['GLC 250 d 4MATIC', 'diesel', 2015, 2019]]]]);
    expect(placePair({ hsn: '2222', tsn: 'AKI', kbaManufacturer: 'MERCEDES-BENZ', tradeName: 'GLC 200 D 4MATIC' }, glc, keyOf(2016, 2019))).toEqual({ placement: 'unplaced', modelIds: [] });
    expect(answer(placePair(pair('DAIMLER (D)', 'GLC 220 D'), glc, keyOf(2016, 2019)))).toEqual({ placement: 'type', types: ['GLC X253 GLC 220 d 4MATIC 2015'] });
  });

  it('says 2222/BKU "C 300 DE" (a diesel plug-in) is unplaced rather than the W206 C 300 e, a petrol plug-in; 2222/AOW "GLE 350 D 4MATIC COUPE" (the plain diesel) is no GLE 350 de', () => {
    const c = catalogue('Mercedes-Benz', 34, [['C-Klasse W206', 2021, null, [['C 300 e', 'plugin-hybrid', 2022, null], ['C 220 d', 'diesel', 2021, null]]]]);
    expect(placePair({ hsn: '2222', tsn: 'BKU', kbaManufacturer: 'MERCEDES-BENZ', tradeName: 'C 300 DE' }, c, keyOf(2022, 2024))).toEqual({ placement: 'unplaced', modelIds: [] });
    const gle = catalogue('Mercedes-Benz', 35, [['GLE', 2019, null, [['GLE 350 de 4MATIC', 'diesel-plugin-hybrid', 2019, null], ['GLE 350 de 4MATIC Coupe', 'diesel-plugin-hybrid', 2019, null], ['GLE 400 d 4MATIC Coupe', 'diesel', 2019, null]]]]);
    expect(placePair({ hsn: '2222', tsn: 'AOW', kbaManufacturer: 'MERCEDES-BENZ', tradeName: 'GLE 350 D 4MATIC COUPE' }, gle, keyOf(2020, 2022))).toEqual({ placement: 'unplaced', modelIds: [] });
    expect(answer(placePair(pair('MERCEDES-BENZ', 'GLE 350 DE 4MATIC COUPE'), gle, keyOf(2020, 2022)))).toEqual({ placement: 'type', types: ['GLE GLE 350 de 4MATIC Coupe diesel-plugin-hybrid 2019'] });
  });

  it('answers 0588/BAO "A3 CABRIOLET" with the A3 8V types, never the e-tron, built as a Sportback only', () => {
    const a3 = catalogue('Audi', 33, [['A3 8V (8V1, 8VA, 8VS, 8V7)', 2012, 2020, [['1.4 TFSI', 'petrol', 2014, 2018], ['2.0 TDI', 'diesel', 2012, 2020], ['1.4 TFSI e-tron', 'plugin-hybrid', 2014, 2020]], 'hatchback;saloon;convertible']]);
    expect(answer(placePair({ hsn: '0588', tsn: 'BAO', kbaManufacturer: 'AUDI', tradeName: 'A3 CABRIOLET' }, a3, keyOf(2014, 2016)))).toEqual({ placement: 'generation', types: ['A3 8V (8V1, 8VA, 8VS, 8V7) 1.4 TFSI 2014', 'A3 8V (8V1, 8VA, 8VS, 8V7) 2.0 TDI 2012'] });
    expect(answer(placePair(pair('AUDI', 'A3 SPORTBACK'), a3, keyOf(2014, 2016))).types).toContain('A3 8V (8V1, 8VA, 8VS, 8V7) 1.4 TFSI e-tron plugin-hybrid 2014');
  });
});

describe('a KBA pair listing several variants answers with every one the base has, else with the generation', () => {
  it('leaves 0005/BFP "525D,520D,5ER REIHE" unplaced while the base\'s F10 has the 520d alone, the 525d lacking; "525D,520D" on both where it has them', () => {
    const f10 = catalogue('BMW', 70, [['5er F10', 2010, 2017, [['520d', 'diesel', 2010, 2014, 135], ['530d', 'diesel', 2010, 2014, 180]]]]);
    expect(placePair({ hsn: '0005', tsn: 'BFP', kbaManufacturer: 'BAYER.MOT.WERKE-BMW', tradeName: '525D,520D,5ER REIHE' }, f10, keyOf(2011, 2012))).toEqual({ placement: 'unplaced', modelIds: [], reason: LONE_TYPE_UNCONFIRMED });
    const both = catalogue('BMW', 71, [['5er F10', 2010, 2017, [['520d', 'diesel', 2010, 2014, 135], ['525d', 'diesel', 2010, 2014, 160]]]]);
    expect(answer(placePair(pair('BAYER.MOT.WERKE-BMW', '525D,520D,5ER REIHE'), both, keyOf(2011, 2012)))).toEqual({ placement: 'generation', types: ['5er F10 520d 2010', '5er F10 525d 2010'] });
  });

  it('places 2233/AAJ "NIRO PLUS,NIRO" on the Niro I as its generation, not as the 100 kW e-Niro (the Niro Plus is the 150 kW car); the e-Niro alone is no choice', () => {
    const niro = catalogue('Kia', 72, [['Niro I', 2016, 2022, [['e-NIRO', 'electric', 2018, 2022, 100], ['1.6 GDI Hybrid', 'hybrid', 2016, 2022, 104]]]]);
    expect(answer(placePair({ hsn: '2233', tsn: 'AAJ', kbaManufacturer: 'KIA (ROK)', tradeName: 'NIRO PLUS,NIRO' }, niro, keyOf(2021, 2022)))).toEqual({ placement: 'generation', types: ['Niro I e-NIRO electric 2018', 'Niro I 1.6 GDI Hybrid hybrid 2016'] });
    const eNiro = catalogue('Kia', 73, [['Niro I', 2016, 2022, [['e-NIRO', 'electric', 2018, 2022, 100]]]]);
    expect(placePair(pair('KIA (ROK)', 'NIRO PLUS,NIRO'), eNiro, keyOf(2021, 2022))).toEqual({ placement: 'unplaced', modelIds: [], reason: LONE_TYPE_UNCONFIRMED });
  });
});

describe('a KBA pair naming an ID. trim answers with that trim\'s battery', () => {
  it('places 0603/CKV "ID.3 PRO 150 KW" on the Pro Performance 58 kWh and CKW "ID.3 PRO S 150 KW" on the Pro S 77 kWh, each alone', () => {
    const id3 = catalogue('VW', 75, [['ID.3', 2019, null, [['ID.3 Pro 58kWh', 'electric', 2020, null, 107], ['ID.3 Pro S 77kWh', 'electric', 2020, null, 150], ['ID.3 Pro Performance 58kWh', 'electric', 2020, null, 150]]]]);
    expect(answer(placePair(pair('VOLKSWAGEN-VW', 'ID.3 PRO 150 KW'), id3, keyOf(2019, 2021)))).toEqual({ placement: 'type', types: ['ID.3 ID.3 Pro Performance 58kWh electric 2020'] });
    expect(answer(placePair(pair('VOLKSWAGEN-VW', 'ID.3 PRO S 150 KW'), id3, keyOf(2019, 2021)))).toEqual({ placement: 'type', types: ['ID.3 ID.3 Pro S 77kWh electric 2020'] });
  });
});

describe('a KBA pair lacking a variant it names is offered every type of its names or none', () => {
  it('leaves 0588/AWB "SQ5 TDI,SQ5,Q5" of 2013 unplaced: no SQ5 in the base, and the key\'s years would drop the 3.0 TDI, leaving the SQ5 owner only 2.0 TDIs', () => {
    const q5 = catalogue('Audi', 74, [['Q5 8R (8RB)', 2008, 2017, [['2.0 TFSI', 'petrol', 2012, 2017, 165], ['2.0 TDI', 'diesel', 2012, 2017, 110], ['2.0 TDI', 'diesel', 2012, 2017, 130], ['3.0 TDI', 'diesel', 2008, 2012, 176]]]]);
    expect(placePair({ hsn: '0588', tsn: 'AWB', kbaManufacturer: 'AUDI', tradeName: 'SQ5 TDI,SQ5,Q5' }, q5, keyOf(2013, 2013))).toEqual({ placement: 'unplaced', modelIds: [], reason: VARIANT_CHOICE_CUT });
    expect(answer(placePair(pair('AUDI', 'SQ5 TDI,SQ5,Q5'), q5, keyOf(2012, 2012)))).toEqual({ placement: 'generation', types: ['Q5 8R (8RB) 2.0 TDI 2012', 'Q5 8R (8RB) 2.0 TDI 2012', 'Q5 8R (8RB) 3.0 TDI 2008'] });
  });
});

describe('a KBA pair naming several variants the base holds, whose years leave one out, stays the buyer\'s', () => {
  it('leaves 0005/BOL "340I,335I" of the 335i\'s years unplaced rather than on the 335i alone; on both where its years cover both', () => {
    const f30 = catalogue('BMW', 76, [['3er F30', 2012, 2019, [['335i', 'petrol', 2012, 2015, 225], ['340i', 'petrol', 2015, 2019, 240]]]]);
    expect(placePair({ hsn: '0005', tsn: 'BOL', kbaManufacturer: 'BAYER.MOT.WERKE-BMW', tradeName: '340I,335I' }, f30, keyOf(2012, 2013))).toEqual({ placement: 'unplaced', modelIds: [], reason: VARIANT_CHOICE_CUT });
    expect(answer(placePair(pair('BAYER.MOT.WERKE-BMW', '340I,335I'), f30, keyOf(2014, 2016))).types).toEqual(['3er F30 335i 2012', '3er F30 340i 2015']);
  });
});

describe('a KBA pair naming a body answers only with types the base has in that body', () => {
  it('leaves 2222/AXU "GLE 300 D 4MATIC COUPE" unplaced rather than on the GLE SUV\'s 300 d, the base having no 300 d coupé', () => {
    const gle = catalogue('Mercedes-Benz', 60, [['GLE', 2019, null, [['GLE 300 d 4MATIC', 'diesel', 2019, null, 200], ['GLE 400 d 4MATIC Coupe', 'diesel', 2019, null, 243]]]]);
    expect(placePair({ hsn: '2222', tsn: 'AXU', kbaManufacturer: 'MERCEDES-BENZ', tradeName: 'GLE 300 D 4MATIC COUPE' }, gle, keyOf(2020, 2022))).toEqual({ placement: 'unplaced', modelIds: [], reason: 'body not in the base' });
    expect(answer(placePair(pair('MERCEDES-BENZ', 'GLE 400 D 4MATIC COUPE'), gle, keyOf(2020, 2022)))).toEqual({ placement: 'type', types: ['GLE GLE 400 d 4MATIC Coupe 2019'] });
  });

  it('leaves "Q5 SPORTBACK" unplaced on a Q5 the base builds as an SUV only, and answers "Q3 SPORTBACK" with the Q3 Sportback types, not the Q3 SUV\'s', () => {
    const q5 = catalogue('Audi', 61, [['Q5 (FYB)', 2016, 2024, [['2.0 TDI', 'diesel', 2016, 2024, 140], ['2.0 TFSI', 'petrol', 2016, 2024, 185]], 'suv']]);
    expect(placePair({ hsn: '0588', tsn: 'BYQ', kbaManufacturer: 'AUDI', tradeName: 'Q5 SPORTBACK' }, q5, keyOf(2020, 2021))).toEqual({ placement: 'unplaced', modelIds: [], reason: 'body not in the base' });
    expect(placePair(pair('AUDI', 'Q5'), q5, keyOf(2020, 2021)).placement).toBe('generation');
    const q3 = catalogue('Audi', 62, [['Q3', 2018, null, [['Q3 Sportback 35 TFSI', 'petrol', 2018, null, 110], ['Q3 SUV 35 TFSI', 'petrol', 2018, null, 110], ['Q3 Sportback 45 TFSI e', 'plugin-hybrid', 2018, null, 180], ['Q3 SUV 45 TFSI e', 'plugin-hybrid', 2018, null, 180]]]]);
    expect(answer(placePair(pair('AUDI', 'Q3 SPORTBACK'), q3, keyOf(2020, 2021)))).toEqual({ placement: 'generation', types: ['Q3 Q3 Sportback 35 TFSI 2018', 'Q3 Q3 Sportback 45 TFSI e plugin-hybrid 2018'] });
  });

  it('reads a body word that is the generation\'s own name ("KOMBI", the Transporter Kombi) as no body', () => {
    const kombi = catalogue('VW', 63, [['Kombi', 2019, null, [['Transporter 6.1 L1 2.0 TDI', 'diesel', 2019, null, 110], ['Transporter 6.1 L2 2.0 TDI', 'diesel', 2019, null, 150]]]]);
    expect(placePair(pair('VOLKSWAGEN-VW', 'KOMBI'), kombi, keyOf(2020, 2021)).placement).not.toBe('unplaced');
  });
});

describe('a KBA pair whose register name is an electric car, a van line or one body beside a sibling key\'s', () => {
  const combo = catalogue('Opel', 70, [['Combo (K9)', 2018, null, [['Combo Life L1', 'petrol', 2018, null, 81], ['Combo Life L1', 'diesel', 2018, null, 75], ['Combo Life L2', 'diesel', 2018, null, 96], ['Combo-E Life L1', 'electric', 2021, null, 100], ['Combo-E Life L2', 'electric', 2021, null, 100]]]]);

  it('answers 1844/AMK "COMBO-E LIFE" with the Combo-e Life types only, never a petrol or diesel Combo Life', () => {
    expect(answer(placePair({ hsn: '1844', tsn: 'AMK', kbaManufacturer: 'OPEL AUTOMOBILE', tradeName: 'COMBO-E LIFE' }, combo, keyOf(2021, 2022)))).toEqual({ placement: 'fuel', types: ['Combo (K9) Combo-E Life L1 electric 2021', 'Combo (K9) Combo-E Life L2 electric 2021'] });
  });

  it('leaves 1844/AML "COMBO-E CARGO" unplaced: the van is no Combo-e Life, and the base has no Combo-e Cargo', () => {
    expect(placePair({ hsn: '1844', tsn: 'AML', kbaManufacturer: 'OPEL AUTOMOBILE', tradeName: 'COMBO-E CARGO' }, combo, keyOf(2021, 2022))).toEqual({ placement: 'unplaced', modelIds: [] });
  });

  it('places a 2017 "CORSA-E" key under 1844 on the Corsa E (X15), and one of 2020 not: that is the electric Corsa F\'s name', () => {
    const corsa = catalogue('Opel', 71, [['Corsa E (X15)', 2014, 2019, [['1.4', 'petrol', 2014, 2019, 66], ['1.3 CDTI', 'diesel', 2014, 2019, 70]]], ['Corsa F (P2JO)', 2019, null, [['1.2', 'petrol', 2019, null, 55], ['Corsa-e', 'electric', 2019, 2022, 100]]]]);
    expect(placePair({ hsn: '1844', tsn: 'ACM', kbaManufacturer: 'OPEL AUTOMOBILE', tradeName: 'CORSA-E' }, corsa, keyOf(2017, 2017)).modelIds.map((id) => names.get(id))).toEqual(['Corsa E (X15) 1.4 2014', 'Corsa E (X15) 1.3 CDTI 2014']);
    expect(placePair({ hsn: '1844', tsn: 'AZZ', kbaManufacturer: 'OPEL AUTOMOBILE', tradeName: 'CORSA-E' }, corsa, keyOf(2020, 2021)).modelIds.map((id) => names.get(id))).not.toContain('Corsa E (X15) 1.4 2014');
  });

  it('answers 0588/BYE "Q3 E-TRON" with the Q3 SUV plug-in alone where 0588/BYF "Q3 SPORTBACK E-TRON" is the Sportback\'s own key', () => {
    const q3 = catalogue('Audi', 72, [['Q3 (F3B, F3N)', 2018, null, [['Q3 SUV 45 TFSI e', 'plugin-hybrid', 2020, null, 180], ['Q3 Sportback 45 TFSI e', 'plugin-hybrid', 2020, null, 180]]]]);
    const register = [{ hsn: '0588', tsn: 'BYE', tradeName: 'Q3 E-TRON' }, { hsn: '0588', tsn: 'BYF', tradeName: 'Q3 SPORTBACK E-TRON' }];
    const siblings = siblingBodies(register);
    expect(answer(placePair({ ...register[0]!, kbaManufacturer: 'AUDI' }, q3, keyOf(2020, 2021), siblings('0588', ['Q3 E-TRON'])))).toEqual({ placement: 'type', types: ['Q3 (F3B, F3N) Q3 SUV 45 TFSI e plugin-hybrid 2020'] });
    expect(answer(placePair({ ...register[1]!, kbaManufacturer: 'AUDI' }, q3, keyOf(2020, 2021), siblings('0588', ['Q3 SPORTBACK E-TRON'])))).toEqual({ placement: 'type', types: ['Q3 (F3B, F3N) Q3 Sportback 45 TFSI e plugin-hybrid 2020'] });
  });
});

describe('a KBA pair answers with its maker number\'s era, its drive and its body line', () => {
  const opel = catalogue('Opel', 40, [
    ['Corsa D (S07)', 2006, 2014, [['1.2', 'petrol', 2006, 2014], ['1.3 CDTI', 'diesel', 2006, 2014]]],
    ['Corsa E (X15)', 2014, 2019, [['1.4', 'petrol', 2014, 2019]]],
    ['Corsa F (P2JO)', 2019, null, [['1.2', 'petrol', 2019, null], ['Corsa-e', 'electric', 2020, null]]],
  ]);

  it('places 1889/ABT "CORSA" and AEQ "ASTRA" of PSA Automobiles (F), number since 2017, on the one Corsa and Astra PSA launched, never the GM-era ones', () => {
    const dating = typeKeyDating([{ hsn: '1889', tsn: 'AAA', kbaManufacturer: 'PSA AUTOMOBILES (F)', tradeName: 'DS 7 CROSSBACK' }, { hsn: '1889', tsn: 'ABT', kbaManufacturer: 'PSA AUTOMOBILES (F)', tradeName: 'CORSA' }]);
    expect(dating.window('1889', 'ABT')?.from).toBeGreaterThanOrEqual(2017);
    expect(answer(placePair({ hsn: '1889', tsn: 'ABT', kbaManufacturer: 'PSA AUTOMOBILES (F)', tradeName: 'CORSA' }, opel, keyOf(2017, 2025)))).toEqual({ placement: 'generation', types: ['Corsa F (P2JO) 1.2 2019', 'Corsa F (P2JO) Corsa-e electric 2020'] });
    const astra = catalogue('Opel', 41, [['Astra K (B16)', 2015, 2021, [['1.4 Turbo', 'petrol', 2015, 2019], ['1.2 Turbo', 'petrol', 2019, 2021]]], ['Astra L', 2021, null, [['1.2 Turbo', 'petrol', 2021, null, 96], ['1.5 Diesel', 'diesel', 2021, null, 96]]]]);
    expect(answer(placePair({ hsn: '1889', tsn: 'AEQ', kbaManufacturer: 'PSA AUTOMOBILES (F)', tradeName: 'ASTRA' }, astra, keyOf(2017, 2025)))).toEqual({ placement: 'generation', types: ['Astra L 1.2 Turbo 2021', 'Astra L 1.5 Diesel 2021'] });
    expect(placePair({ hsn: '0035', tsn: 'AAA', kbaManufacturer: 'OPEL AUTOMOBILE', tradeName: 'ASTRA' }, astra, keyOf(2017, 2025)).placement).toBe('unplaced');
  });

  it('dates every key of 2525, the maker number Stellantis (F) holds since its founding in 2021, to 2021 or later', () => {
    const dating = typeKeyDating([{ hsn: '2525', tsn: 'AAQ', kbaManufacturer: 'STELLANTIS (F)', tradeName: 'CORSA' }]);
    expect(dating.window('2525', 'AAQ')?.from).toBeGreaterThanOrEqual(2021);
  });

  it('places 2525/AAQ "CORSA" on the Corsa F, never the Corsa D that ended before the number existed', () => {
    const register = [{ hsn: '2525', tsn: 'AAQ', kbaManufacturer: 'STELLANTIS (F)', tradeName: 'CORSA' }];
    expect(answer(placePair(register[0]!, opel, typeKeyDating(register)))).toEqual({ placement: 'generation', types: ['Corsa F (P2JO) 1.2 2019', 'Corsa F (P2JO) Corsa-e electric 2020'] });
  });

  it('dates 2525\'s keys by the names launched since 2021 only: an old name\'s first key under the new number is no launch', () => {
    const register = [
      { hsn: '2525', tsn: 'AAK', kbaManufacturer: 'STELLANTIS (F)', tradeName: 'CORSA' },
      { hsn: '2525', tsn: 'AAY', kbaManufacturer: 'STELLANTIS (F)', tradeName: '208' },
      { hsn: '2525', tsn: 'ABA', kbaManufacturer: 'STELLANTIS (F)', tradeName: '2008' },
    ];
    const dating = typeKeyDating(register);
    expect(dating.window('2525', 'AAZ')?.from).toBeGreaterThanOrEqual(2021);
  });

  it('places a 2424 "500" key on the 500\'s types built since 2021, never one that ended before; none leaves it unplaced', () => {
    const fiat = catalogue('Fiat', 45, [['500 (312)', 2007, 2024, [['1.2 8V', 'petrol', 2007, 2020], ['1.0 Hybrid', 'petrol', 2020, 2024], ['0.9 TwinAir', 'petrol', 2010, 2024]]]]);
    const key = { hsn: '2424', tsn: 'ABH', kbaManufacturer: 'STELLANTIS (I)', tradeName: '500' };
    expect(answer(placePair(key, fiat, keyOf(2021, 2025)))).toEqual({ placement: 'generation', types: ['500 (312) 1.0 Hybrid 2020', '500 (312) 0.9 TwinAir 2010'] });
    const old = catalogue('Fiat', 46, [['500 (312)', 2007, 2024, [['1.2 8V', 'petrol', 2007, 2020]]]]);
    expect(placePair(key, old, keyOf(2021, 2025)).placement).toBe('unplaced');
  });

  it('says 0005/BPV "520D XDRIVE" is unplaced when the F10 has only rear-wheel-drive 520d types: prop shaft, front axle and brakes differ', () => {
    const f10 = catalogue('BMW', 41, [['5er F10', 2010, 2017, [['520d', 'diesel', 2010, 2014], ['520d', 'diesel', 2014, 2017]]]]);
    expect(placePair({ hsn: '0005', tsn: 'BPV', kbaManufacturer: 'BAYER.MOT.WERKE-BMW', tradeName: '520D XDRIVE' }, f10, keyOf(2012, 2014))).toEqual({ placement: 'unplaced', modelIds: [] });
  });

  it('says 1313/ESL "A 250 4MATIC" is unplaced on a W176 of a front-wheel-drive A 250 only, and answers with the A 250 4MATIC where there is one', () => {
    const w176 = catalogue('Mercedes-Benz', 42, [['A-Klasse W176', 2012, 2018, [['A 250', 'petrol', 2012, 2018]]]]);
    const esl = { hsn: '1313', tsn: 'ESL', kbaManufacturer: 'DAIMLER (D)', tradeName: 'A 250 4MATIC' };
    expect(placePair(esl, w176, keyOf(2013, 2015))).toEqual({ placement: 'unplaced', modelIds: [] });
    const both = catalogue('Mercedes-Benz', 43, [['A-Klasse W176', 2012, 2018, [['A 250', 'petrol', 2012, 2018], ['A 250 4MATIC', 'petrol', 2013, 2018]]]]);
    expect(answer(placePair(esl, both, keyOf(2013, 2015)))).toEqual({ placement: 'type', types: ['A-Klasse W176 A 250 4MATIC 2013'] });
  });

  it('reads the makers\' all-wheel-drive words in a trade name and on a type, and no model named Q4 or sDrive', () => {
    for (const name of ['520D XDRIVE', 'X3 XDRIVE20D', '530XD', 'A 250 4MATIC', 'A4 QUATTRO', 'PASSAT 4MOTION', 'PANDA 4X4', 'XC60 B5 AWD', 'Mini Cooper ALL4 Countryman (F60)']) expect(spellsAllWheelDrive(name)).toBe(true);
    for (const name of ['520D', 'X1 SDRIVE18D', 'Q4 E-TRON', 'GOLF', 'A 250']) expect(spellsAllWheelDrive(name)).toBe(false);
  });

  it('says 0603/BRS "GOLF, GOLF SPORTSVAN" is unplaced when the catalogue has no Sportsvan: its van body is no Golf hatchback', () => {
    const golf = catalogue('VW', 44, [['Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5)', 2012, 2020, [['2.0 TDI', 'diesel', 2012, 2020], ['1.5 TSI', 'petrol', 2017, 2020]]]]);
    expect(placePair({ hsn: '0603', tsn: 'BRS', kbaManufacturer: 'VOLKSWAGEN-VW', tradeName: 'GOLF, GOLF SPORTSVAN' }, golf, keyOf(2017, 2017))).toEqual({ placement: 'unplaced', modelIds: [] });
    expect(placePair(pair('VOLKSWAGEN-VW', 'GOLF'), golf, keyOf(2017, 2017)).placement).toBe('generation');
  });

  it('says 0005/CDW "320D EFFICIENT DYNAMICS" is unplaced when the F30 has only the 135 and 140 kW 320d: the ED is a 320d of its own power', () => {
    const f30 = catalogue('BMW', 47, [['3er F30', 2012, 2019, [['320d', 'diesel', 2012, 2015], ['320d', 'diesel', 2015, 2019]]]]);
    expect(placePair({ hsn: '0005', tsn: 'CDW', kbaManufacturer: 'BAYER.MOT.WERKE-BMW', tradeName: '320D EFFICIENT DYNAMICS' }, f30, keyOf(2013, 2014))).toEqual({ placement: 'unplaced', modelIds: [] });
    const ed = catalogue('BMW', 48, [['3er F30', 2012, 2019, [['320d', 'diesel', 2012, 2015], ['320d ED', 'diesel', 2012, 2015]]]]);
    expect(answer(placePair({ hsn: '0005', tsn: 'CDW', kbaManufacturer: 'BAYER.MOT.WERKE-BMW', tradeName: '320D EFFICIENT DYNAMICS' }, ed, keyOf(2013, 2014)))).toEqual({ placement: 'type', types: ['3er F30 320d ED 2012'] });
  });
});

describe('one type key is one engine and fuel', () => {
  it('links 0603/713 "TRANSPORTER" to the T5\'s 1.9 and 2.5 TDI as the shopper\'s choice, not as one car: two engine families', () => {
    const t5 = catalogue('VW', 40, [['Transporter T5 (7HA, 7HB, 7HC, 7HM, 7EA, 7EB, 7EC, 7EM)', 2003, 2015, [['1.9 TDI', 'diesel', 2003, 2009], ['2.5 TDI', 'diesel', 2003, 2009]]]]);
    expect(answer(placePair(pair('VOLKSWAGEN-VW', 'TRANSPORTER'), t5, keyOf(2003, 2005)))).toEqual({ placement: 'generation', types: ['Transporter T5 (7HA, 7HB, 7HC, 7HM, 7EA, 7EB, 7EC, 7EM) 1.9 TDI 2003', 'Transporter T5 (7HA, 7HB, 7HC, 7HM, 7EA, 7EB, 7EC, 7EM) 2.5 TDI 2003'] });
  });

  it('links 1313/FHP "C 200" to the W205\'s C 200 2.0 and C 200 1.5 EQ Boost as the shopper\'s choice: the M274 and the M264 are two engines', () => {
    const w205 = catalogue('Mercedes-Benz', 41, [['C-Klasse W205', 2014, 2021, [['C 200 2.0', 'petrol', 2014, 2018], ['C 200 1.5 EQ Boost', 'petrol', 2018, 2021]]]]);
    expect(answer(placePair(pair('DAIMLER (D)', 'C 200'), w205, keyOf(2014, 2019)))).toEqual({ placement: 'generation', types: ['C-Klasse W205 C 200 2.0 2014', 'C-Klasse W205 C 200 1.5 EQ Boost 2018'] });
  });
});

describe('a pair whose trade name spells a variant, and a key of one engine that was followed by another', () => {
  const amg = catalogue('Mercedes-Benz', 42, [['AMG GT', 2018, null, [['AMG GT 53 4-Door Coupé 4MATIC+', 'hybrid', 2018, null], ['AMG GT 63 S E Performance', 'plugin-hybrid', 2018, null], ['AMG GT 43 4-Door Coupé 4MATIC+', 'hybrid', 2018, null]]]]);

  it('leaves 2222/APQ "AMG GT 63 4MATIC+" unplaced: the catalogue\'s GT 53 and 43 are six-cylinders, the pair a V8', () => {
    expect(placePair(pair('MERCEDES-BENZ', 'AMG GT 63 4MATIC+'), amg, keyOf(2018, 2019)).placement).toBe('unplaced');
    expect(placePair(pair('MERCEDES-BENZ', 'AMG GT 55 4MATIC+'), amg, keyOf(2018, 2019)).placement).toBe('unplaced');
  });

  it('places 2222/BRM "AMG GT 43" on the GT 43 alone, never offering the GT 53 or the V8 plug-in', () => {
    expect(answer(placePair(pair('MERCEDES-BENZ', 'AMG GT 43'), amg, keyOf(2018, 2019)))).toEqual({ placement: 'type', types: ['AMG GT AMG GT 43 4-Door Coupé 4MATIC+ hybrid 2018'] });
  });

  it('links a "320D" key of 2012-2019 to the F30\'s N47 and B47 320d as the buyer\'s choice, not as one car', () => {
    const f30 = catalogue('BMW', 43, [['3er F30', 2012, 2019, [['320d', 'diesel', 2012, 2015], ['320d', 'diesel', 2015, 2019]]]]);
    expect(placePair(pair('BAYER.MOT.WERKE-BMW', '320D'), f30, keyOf(2012, 2019)).placement).toBe('generation');
  });
});

describe('a key that may predate a generation', () => {
  const bmw316 = catalogue('BMW', 7, [
    ['3er E90', 2005, 2013, [['318i', 'petrol', 2007, 2011], ['330d', 'diesel', 2008, 2013]]],
    ['3er F30', 2012, 2019, [['316d', 'diesel', 2012, 2015], ['320d', 'diesel', 2012, 2015]]],
  ]);
  it('leaves a 2007-2012 "316D" key unplaced: the E90 316d it most likely names is not in the catalogue, the F30 316d came later', () => {
    expect(answer(placePair(pair('BAYER.MOT.WERKE-BMW', '316D,3ER REIHE'), bmw316, keyOf(2007, 2012)))).toEqual({ placement: 'unplaced', types: [] });
  });
  it('places a "316D" key of 2012 on the F30 316d', () => {
    expect(answer(placePair(pair('BAYER.MOT.WERKE-BMW', '316D,3ER REIHE'), bmw316, keyOf(2011, 2013)))).toEqual({ placement: 'type', types: ['3er F30 316d 2012'] });
  });
});

describe('the register\'s Golf VI, Passat B7 and Insignia keys', () => {
  const vw = catalogue('VW', 40, [
    ['Golf V (1K1, 1K5)', 2003, 2009, [['1.4', 'petrol', 2003, 2008], ['1.9 TDI', 'diesel', 2003, 2009]]],
    ['Golf VI (5K1, AJ5)', 2008, 2013, [['1.4 TSI', 'petrol', 2008, 2013], ['1.6 TDI', 'diesel', 2009, 2013]]],
  ]);
  const golf = (tsn: string): RegisterRow => ({ hsn: '0603', tsn, kbaManufacturer: 'VOLKSWAGEN-VW', tradeName: 'GOLF' });
  const dated: TypeKeyDating = { window: () => ({ from: 2007, to: 2008 }), run: (_hsn, tsn) => (tsn === 'ALS' ? 18 : 1) };

  it('places a key of the 2007-2008 run of "GOLF" keys on the Golf VI as the buyer\'s choice; a key alone stays unplaced', () => {
    expect(answer(placePair(golf('ALS'), vw, dated))).toEqual({ placement: 'generation', types: ['Golf VI (5K1, AJ5) 1.4 TSI 2008', 'Golf VI (5K1, AJ5) 1.6 TDI 2009'] });
    expect(placePair(golf('AKX'), vw, dated).placement).toBe('unplaced');
  });

  it('states why a lone "GOLF" key of the Golf V and VI years stays unplaced (0603/AMK beside the ALR-AMI run): it stands in no launch run', () => {
    expect(placePair(golf('AMK'), vw, dated)).toEqual({ placement: 'unplaced', modelIds: [], reason: "several generations built in the key's years, and the key in no launch run of its name" });
  });

  it('dates an "INSIGNIA SPORTS TOURER" key given by the Insignia\'s launch from the year before it', () => {
    const opel = catalogue('Opel', 41, [['Insignia A (G09)', 2008, 2017, [['2.0 CDTI', 'diesel', 2008, 2017], ['1.6 Turbo', 'petrol', 2008, 2017]], 'saloon;hatchback;estate']]);
    const undatedBefore: TypeKeyDating = { window: () => ({ from: 1950, to: 2008 }) };
    const sportsTourer: RegisterRow = { hsn: '0035', tsn: 'AJF', kbaManufacturer: 'OPEL', tradeName: 'INSIGNIA SPORTS TOURER' };
    expect(placePair(sportsTourer, opel, undatedBefore).placement).toBe('generation');
  });
});

describe('a register key is issued once, when its type is approved', () => {
  it('places 2222 "GLC 220 D 4MATIC", a key of Mercedes-Benz AG since 2020, on the facelift\'s 220 d only, never the 2015-2019 one', () => {
    const glc = catalogue('Mercedes-Benz', 60, [['GLC X253', 2015, 2022, [['GLC 220 d 4MATIC', 'diesel', 2015, 2019, 125], ['GLC 220 d 4MATIC', 'diesel', 2019, 2022, 143]]]]);
    const key = { hsn: '2222', tsn: 'AKF', kbaManufacturer: 'MERCEDES-BENZ', tradeName: 'GLC 220 D 4MATIC' };
    expect(answer(placePair(key, glc, keyOf(2019, 2025))).types).toEqual(['GLC X253 GLC 220 d 4MATIC 2019']);
  });

  it('leaves a 2021 "530E" key unplaced when the only 530e the catalogue has ended in 2020', () => {
    const g30 = catalogue('BMW', 61, [['5er G30', 2017, 2023, [['530e', 'plugin-hybrid', 2017, 2020], ['520d', 'diesel', 2017, 2023]]]]);
    expect(placePair(pair('BAYER.MOT.WERKE-BMW', '530E'), g30, keyOf(2021, 2025)).placement).toBe('unplaced');
  });

  it('dates 1313/DVC "A 160 CDI" after DUX "A 45 AMG", the W176\'s of 2013, so it names no W169 A 160 CDI of 2004-2012', () => {
    const register = [
      { hsn: '1313', tsn: 'DUX', kbaManufacturer: 'DAIMLER (D)', tradeName: 'A 45 AMG 4MATIC' },
      { hsn: '1313', tsn: 'DVC', kbaManufacturer: 'DAIMLER (D)', tradeName: 'A 160 CDI' },
    ];
    const a = catalogue('Mercedes-Benz', 62, [
      ['A-Klasse W169', 2004, 2012, [['A 160 CDI', 'diesel', 2004, 2012]]],
      ['A-Klasse W176', 2012, 2018, [['A 180 CDI', 'diesel', 2012, 2018]]],
    ]);
    expect(typeKeyDating(register).window('1313', 'DVC')?.from).toBeGreaterThanOrEqual(2013);
    expect(placePair(register[1]!, a, typeKeyDating(register)).placement).toBe('unplaced');
  });

  it('dates 2222/BNG "E 220 D" after BMN "GLE 450 D 4MATIC", the GLE facelift\'s of 2023, so it names no W213 that ended in 2023: the key is the W214\'s', () => {
    const register = [
      { hsn: '2222', tsn: 'BIN', kbaManufacturer: 'MERCEDES-BENZ', tradeName: 'EQE 350+,EQE 300' },
      { hsn: '2222', tsn: 'BMN', kbaManufacturer: 'MERCEDES-BENZ', tradeName: 'GLE 450 D 4MATIC' },
      { hsn: '2222', tsn: 'BNG', kbaManufacturer: 'MERCEDES-BENZ', tradeName: 'E 220 D' },
      { hsn: '2222', tsn: 'BNO', kbaManufacturer: 'MERCEDES-BENZ', tradeName: 'CLE 200' },
    ];
    const e = catalogue('Mercedes-Benz', 65, [['E-Klasse W213', 2016, 2023, [['E 220 d', 'diesel', 2016, 2023, 143]]]]);
    expect(typeKeyDating(register).window('2222', 'BNG')).toEqual({ from: 2023, to: 2023 });
    expect(placePair(register[2]!, e, typeKeyDating(register)).placement).toBe('unplaced');
  });

  it('leaves a "GLC 220 D 4MATIC" key of 2022 or later unplaced: the X253 ended in 2022, and that year\'s keys are the X254\'s', () => {
    const glc = catalogue('Mercedes-Benz', 66, [['GLC X253', 2015, 2022, [['GLC 220 d 4MATIC', 'diesel', 2019, 2022, 143]]]]);
    expect(placePair({ hsn: '2222', tsn: 'BJX', kbaManufacturer: 'MERCEDES-BENZ', tradeName: 'GLC 220 D 4MATIC' }, glc, keyOf(2022, 2023)).placement).toBe('unplaced');
  });

  it('dates 0005/BFQ "525D,5ER REIHE" after BEH "COOPER COUPÉ,MINI" of 2011, so it names no E60 525d of 2007-2010', () => {
    const register = [
      { hsn: '0005', tsn: 'BED', kbaManufacturer: 'BAYER.MOT.WERKE-BMW', tradeName: 'X1 XDRIVE28I,X REIHE' },
      { hsn: '0005', tsn: 'BEH', kbaManufacturer: 'BAYER.MOT.WERKE-BMW', tradeName: 'COOPER COUPÉ,MINI' },
      { hsn: '0005', tsn: 'BFQ', kbaManufacturer: 'BAYER.MOT.WERKE-BMW', tradeName: '525D,5ER REIHE' },
    ];
    const e60 = catalogue('BMW', 67, [['5er E60', 2003, 2010, [['525d', 'diesel', 2007, 2010, 145]]]]);
    expect(typeKeyDating(register).window('0005', 'BFQ')?.from).toBe(2011);
    expect(placePair(register[2]!, e60, typeKeyDating(register)).placement).toBe('unplaced');
  });
});

describe('a register key names no type launched after it', () => {
  it('dates 8252/AIH "SANTA FE" between the Kona of 2017 and the Nexo of 2018, so it offers no Santa Fe hybrid of 2020 or 2021', () => {
    const register = [
      { hsn: '8252', tsn: 'AHY', kbaManufacturer: 'HYUNDAI MOTOR (ROK)', tradeName: 'KONA, KAUAI' },
      { hsn: '8252', tsn: 'AIH', kbaManufacturer: 'HYUNDAI MOTOR (ROK)', tradeName: 'SANTA FE' },
      { hsn: '8252', tsn: 'AIQ', kbaManufacturer: 'HYUNDAI MOTOR (ROK)', tradeName: 'NEXO' },
    ];
    const santaFe = catalogue('Hyundai', 63, [['Santa FE', 2018, null, [['Santa FE 1.6 T-GDi Hybrid', 'hybrid', 2020, 2024], ['Santa FE 1.6 T-GDi Plug-in', 'plugin-hybrid', 2021, 2024]]]]);
    expect(typeKeyDating(register).window('8252', 'AIH')).toEqual({ from: 2017, to: 2018 });
    expect(placePair(register[1]!, santaFe, typeKeyDating(register)).placement).toBe('unplaced');
  });
});

describe('a key naming the generation only, dated before every type the base holds of it', () => {
  const santaFe = catalogue('Hyundai', 66, [['Santa FE', 2018, null, [['Santa FE 1.6 T-GDi Hybrid', 'hybrid', 2020, 2024], ['Santa FE 1.6 T-GDi Plug-in', 'plugin-hybrid', 2021, 2024]]]]);
  it('leaves 8252/AJD "SANTA FE" (2018-2021) unplaced: the base lacks the 2018 launch\'s 2.2 CRDi and 2.4 GDi, which the key may be', () => {
    expect(placePair(pair('HYUNDAI MOTOR (ROK)', 'SANTA FE'), santaFe, keyOf(2018, 2021))).toEqual({ placement: 'unplaced', modelIds: [], reason: LATER_TYPES_ONLY });
  });
  it('keeps the choice for a key given once the hybrids were built, and for a generation whose first types the base holds', () => {
    expect(placePair(pair('HYUNDAI MOTOR (ROK)', 'SANTA FE'), santaFe, keyOf(2021, 2022)).placement).toBe('generation');
    const meriva = catalogue('Opel', 67, [['Meriva B (S10)', 2010, 2017, [['1.4', 'petrol', 2010, 2017], ['1.3 CDTI', 'diesel', 2010, 2017]]]]);
    expect(placePair(pair('OPEL', 'MERIVA'), meriva, keyOf(2009, 2011)).placement).toBe('generation');
  });
});

describe('a key of several models', () => {
  const skoda = catalogue('Skoda', 64, [['Fabia II (542, 545)', 2007, 2014, [['1.2', 'petrol', 2007, 2014], ['1.6 TDI', 'diesel', 2010, 2014]]]]);

  it('leaves 8004/AKV "ROOMSTER,PRAKTIK,FABIA" unplaced: the data has no Roomster, and the key may be one', () => {
    expect(placePair(pair('SKODA (CZ)', 'ROOMSTER,PRAKTIK,FABIA'), skoda, keyOf(2010, 2011)).placement).toBe('unplaced');
    expect(placePair(pair('SKODA (CZ)', 'FABIA'), skoda, keyOf(2010, 2011)).placement).toBe('generation');
  });

  it('reads "KONA, KAUAI" as one model under two names', () => {
    const kona = catalogue('Hyundai', 65, [['Kona I (OS)', 2017, 2023, [['1.0 T-GDI', 'petrol', 2017, 2023], ['1.6 CRDi', 'diesel', 2018, 2023]]]]);
    expect(placePair(pair('HYUNDAI MOTOR (ROK)', 'KONA, KAUAI'), kona, keyOf(2017, 2018)).placement).not.toBe('unplaced');
  });
});

describe('a KBA pair whose trade name states its power or fuel names a type that has it', () => {
  const eqa = catalogue('Mercedes-Benz', 90, [['EQA', 2021, null, [['EQA 250+', 'electric', 2021, null, 140], ['EQA 350 4MATIC', 'electric', 2021, null, 215]]]]);
  it('leaves an "EQA 300 4MATIC" key unplaced: the EQA 300 has 168 kW, no EQA 350', () => {
    expect(placePair(pair('DAIMLER (D)', 'EQA 300 4MATIC'), eqa, keyOf(2021, 2022))).toEqual({ placement: 'unplaced', modelIds: [] });
    expect(answer(placePair(pair('DAIMLER (D)', 'EQA 350 4MATIC'), eqa, keyOf(2021, 2022)))).toEqual({ placement: 'type', types: ['EQA EQA 350 4MATIC electric 2021'] });
  });

  const buzz = catalogue('VW', 91, [['ID.BUZZ', 2022, null, [['ID. BUZZ Pro', 'electric', 2022, null, 150]]]]);
  it('leaves an "ID.BUZZ CARGO PURE 125 KW" key unplaced: its only type has 150 kW', () => {
    expect(placePair(pair('VOLKSWAGEN-VW', 'ID.BUZZ CARGO PURE 125 KW'), buzz, keyOf(2023, 2024))).toEqual({ placement: 'unplaced', modelIds: [] });
    expect(placePair(pair('VOLKSWAGEN-VW', 'ID.BUZZ CARGO PRO 150 KW'), buzz, keyOf(2023, 2024)).placement).toBe('type');
  });

  it('places an "ID.3 PRO 107 KW" key on the 107 kW type only', () => {
    const id3 = catalogue('VW', 92, [['ID.3', 2020, null, [['ID.3 Pro 58kWh', 'electric', 2020, null, 107], ['ID.3 Pro S 77kWh', 'electric', 2020, null, 150]]]]);
    expect(answer(placePair(pair('VOLKSWAGEN-VW', 'ID.3 PRO 107 KW'), id3, keyOf(2020, 2021)))).toEqual({ placement: 'type', types: ['ID.3 ID.3 Pro 58kWh electric 2020'] });
  });

  it('leaves an "A 200 TURBO" key unplaced: the A 200 Turbo (142 kW) is no A 200 (100 kW)', () => {
    const w169 = catalogue('Mercedes-Benz', 93, [['A-Klasse W169', 2004, 2012, [['A 170', 'petrol', 2004, 2012, 85], ['A 200', 'petrol', 2004, 2012, 100]]]]);
    expect(placePair(pair('DAIMLERCHRYSLER (D)', 'A 200 TURBO'), w169, keyOf(2005, 2006))).toEqual({ placement: 'unplaced', modelIds: [] });
  });

  it('leaves "B 200 NATURAL GAS" and "B 200 C" keys unplaced: the gas B 200 is no petrol B 200', () => {
    const w246 = catalogue('Mercedes-Benz', 94, [['B-Klasse W246', 2011, 2018, [['B 180', 'petrol', 2011, 2018, 90], ['B 200', 'petrol', 2011, 2018, 115]]]]);
    for (const name of ['B 200 NATURAL GAS', 'B 200 C']) expect(placePair(pair('DAIMLER (D)', name), w246, keyOf(2013, 2014))).toEqual({ placement: 'unplaced', modelIds: [] });
    expect(placePair(pair('DAIMLER (D)', 'B 200'), w246, keyOf(2013, 2014)).placement).toBe('type');
  });
});

describe('a key whose several powers make it the generation\'s choice, dated before every type the base holds', () => {
  it('leaves 3333/BEQ "TALISMAN,--" (2015-2017) unplaced: the base holds the Talisman\'s 2018 types only', () => {
    const talisman = catalogue('Renault', 68, [['Talisman', 2015, 2022, [['Talisman 1.3 TCe', 'petrol', 2018, 2022, 117], ['Talisman 1.7 Blue dCi', 'diesel', 2018, 2022, 110]]]]);
    expect(placePair(pair('RENAULT (F)', 'TALISMAN,--'), talisman, keyOf(2015, 2017))).toEqual({ placement: 'unplaced', modelIds: [], reason: LATER_TYPES_ONLY });
  });
});

describe('a KBA pair placed as its own type carries its register name\'s variant marks', () => {
  it('says 1313/EQZ "C 300 H" (the diesel hybrid, OM651 and a motor) is unplaced rather than the W205\'s petrol C 300; a "C 300" key is the C 300', () => {
    const w205 = catalogue('Mercedes-Benz', 90, [['C-Klasse W205', 2014, 2021, [['C 300', 'petrol', 2015, 2018, 180], ['C 300 d', 'diesel', 2018, 2021, 180], ['C 200', 'hybrid', 2018, 2021, 135]]]]);
    expect(placePair({ hsn: '1313', tsn: 'EQZ', kbaManufacturer: 'DAIMLER (D)', tradeName: 'C 300 H' }, w205, keyOf(2014, 2016))).toEqual({ placement: 'unplaced', modelIds: [] });
    expect(answer(placePair(pair('DAIMLER (D)', 'C 300'), w205, keyOf(2015, 2016)))).toEqual({ placement: 'type', types: ['C-Klasse W205 C 300 2015'] });
  });

  it('says 2222/BBR "EQA 250" is no EQA 250+ and 2222/BLE "EQB 250+" no EQB 250: the "+" is the large-battery type, and only it', () => {
    const eqa = catalogue('Mercedes-Benz', 91, [['EQA (H243)', 2021, null, [['EQA 350 4MATIC', 'electric', 2021, null, 215], ['EQA 250+', 'electric', 2021, null, 140]]]]);
    expect(placePair({ hsn: '2222', tsn: 'BBR', kbaManufacturer: 'MERCEDES-BENZ', tradeName: 'EQA 250' }, eqa, keyOf(2021, 2023))).toEqual({ placement: 'unplaced', modelIds: [] });
    expect(answer(placePair(pair('MERCEDES-BENZ', 'EQA 250+'), eqa, keyOf(2021, 2023)))).toEqual({ placement: 'type', types: ['EQA (H243) EQA 250+ electric 2021'] });
    const eqb = catalogue('Mercedes-Benz', 92, [['EQB (X243)', 2021, null, [['EQB 350 4MATIC', 'electric', 2021, null, 215], ['EQB 250', 'electric', 2021, null, 140]]]]);
    expect(placePair({ hsn: '2222', tsn: 'BLE', kbaManufacturer: 'MERCEDES-BENZ', tradeName: 'EQB 250+' }, eqb, keyOf(2022, 2024))).toEqual({ placement: 'unplaced', modelIds: [] });
    expect(answer(placePair(pair('MERCEDES-BENZ', 'EQB 250'), eqb, keyOf(2021, 2023)))).toEqual({ placement: 'type', types: ['EQB (X243) EQB 250 electric 2021'] });
  });

  it('never places 0005/DMS "116" or DNZ "120" (no engine letter: a petrol or a diesel) as the F40\'s 116d or 120i; "120" with both 120s in the base is their choice', () => {
    const f40 = catalogue('BMW', 93, [['1er F40', 2019, null, [['118i', 'petrol', 2019, null, 103], ['120i', 'petrol', 2020, null, 131], ['116d', 'diesel', 2019, null, 85], ['118d', 'diesel', 2019, null, 110]]]]);
    expect(placePair({ hsn: '0005', tsn: 'DMS', kbaManufacturer: 'BAYER.MOT.WERKE-BMW', tradeName: '116' }, f40, keyOf(2019, 2021))).toEqual({ placement: 'unplaced', modelIds: [], reason: LONE_TYPE_UNCONFIRMED });
    expect(placePair({ hsn: '0005', tsn: 'DNZ', kbaManufacturer: 'BAYER.MOT.WERKE-BMW', tradeName: '120' }, f40, keyOf(2020, 2022))).toEqual({ placement: 'unplaced', modelIds: [], reason: LONE_TYPE_UNCONFIRMED });
    const both = catalogue('BMW', 94, [['1er F40', 2019, null, [['120i', 'petrol', 2020, null, 131], ['120d', 'diesel', 2019, null, 140]]]]);
    expect(answer(placePair(pair('BAYER.MOT.WERKE-BMW', '120'), both, keyOf(2020, 2022)))).toEqual({ placement: 'generation', types: ['1er F40 120i 2020', '1er F40 120d 2019'] });
    expect(answer(placePair(pair('BAYER.MOT.WERKE-BMW', '120D'), both, keyOf(2020, 2022)))).toEqual({ placement: 'type', types: ['1er F40 120d 2019'] });
  });

  it('never places 2222/AXP "S 580 MAYBACH,S 580 4MATI…" (the Maybach and the plain S 580 4MATIC) on the Maybach alone, nor a plain "S 580 E" key on a Maybach', () => {
    const w223 = catalogue('Mercedes-Benz', 95, [['S-Klasse (W223)', 2020, null, [['S 580 e', 'plugin-hybrid', 2020, null, 270], ['S 350 d', 'diesel', 2020, null, 210], ['Mercedes-Maybach S 580 4MATIC', 'hybrid', 2020, null, 370]]]]);
    expect(placePair({ hsn: '2222', tsn: 'AXP', kbaManufacturer: 'MERCEDES-BENZ', tradeName: 'S 580 MAYBACH,S 580 4MATI' }, w223, keyOf(2021, 2023))).toEqual({ placement: 'unplaced', modelIds: [], reason: LONE_TYPE_UNCONFIRMED });
    expect(answer(placePair(pair('MERCEDES-BENZ', 'S 580 4MATIC MAYBACH'), w223, keyOf(2021, 2023)))).toEqual({ placement: 'type', types: ['S-Klasse (W223) Mercedes-Maybach S 580 4MATIC hybrid 2020'] });
    expect(placePair({ hsn: '2222', tsn: 'BEL', kbaManufacturer: 'MERCEDES-BENZ', tradeName: 'S 580 E MAYBACH,S 580 E 4' }, w223, keyOf(2021, 2023)).modelIds).toEqual([]);
  });
});
