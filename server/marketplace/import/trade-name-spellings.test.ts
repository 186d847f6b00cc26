import { engineWordYears, mercedesTypeNumber, spelledFuels, spellsOtherEngine } from './trade-name-spellings';

const fuels = (...names: string[]) => {
  const allowed = spelledFuels(names);
  return allowed ? [...allowed].sort() : null;
};
const diesels = ['diesel', 'diesel-hybrid', 'diesel-plugin-hybrid'];

describe('the fuel a KBA trade name spells', () => {
  it('reads a diesel from the makers\' injection names and the "D" after the number: "CLA 200 D", "320D", "X1 SDRIVE20D", "2.0 TDI", "1.3 CDTI", "DCI", "HDI", "BLUETEC"', () => {
    for (const name of ['GOLF 2.0 TDI', 'MERIVA 1.3 CDTI', 'MEGANE DCI', '308 HDI', 'E 300 BLUETEC', 'S 320 CDI', 'V70 D5']) expect([name, fuels(name)]).toEqual([name, diesels]);
    // The "d" after the number is a diesel without a plug: the diesel plug-in is "de".
    for (const name of ['CLA 200 D', '320D', 'X1 SDRIVE20D', 'GLE 350 D 4MATIC COUPE']) expect([name, fuels(name)]).toEqual([name, ['diesel', 'diesel-hybrid']]);
  });

  it('reads Mercedes\' suffixes apart: "d" a diesel, "de" a diesel plug-in, "e" a petrol plug-in (or an old petrol)', () => {
    expect([fuels('C 300 DE'), fuels('E 300 DE 4MATIC'), fuels('GLE 350 DE 4MATIC COUPE')]).toEqual([['diesel-plugin-hybrid'], ['diesel-plugin-hybrid'], ['diesel-plugin-hybrid']]);
    expect(fuels('C 300 E')).toEqual(['petrol', 'plugin-hybrid']);
    // So a "C 300 DE" is no C 300 e and a "GLE 350 D" no GLE 350 de.
    expect([spellsOtherEngine('C 300 DE', 'plugin-hybrid'), spellsOtherEngine('E 300 de', 'plugin-hybrid'), spellsOtherEngine('E 300 de', 'diesel-plugin-hybrid')]).toEqual([true, true, false]);
    expect(spelledFuels(['GLE 350 D 4MATIC COUPE'], ['Mercedes-Benz'])!.has('diesel-plugin-hybrid')).toBe(false);
  });

  it('reads a petrol from "320I", "X3 3.0I", "TFSI", "TSI", "KOMPRESSOR"; a petrol name allows petrol hybrids, never a diesel or an electric car', () => {
    for (const name of ['320I', 'X3 3.0I', 'Q3 35 TFSI', 'GOLF 1.4 TSI', 'C 180 KOMPRESSOR']) expect([name, fuels(name)]).toEqual([name, ['cng', 'ethanol', 'hybrid', 'lpg', 'petrol', 'plugin-hybrid']]);
  });

  it('reads hybrids, plug-ins and electric cars: "ACTIVEHYBRID 5", "BLUETEC HYBRID" (a diesel hybrid), "E-TRON", "ELECTRIC"', () => {
    expect(fuels('ACTIVEHYBRID 5')).toEqual(['diesel-hybrid', 'diesel-plugin-hybrid', 'electric', 'hybrid', 'plugin-hybrid']);
    expect(fuels('E 300 BLUETEC HYBRID')).toEqual(['diesel-hybrid', 'diesel-plugin-hybrid']);
    expect(fuels('A3 SPORTBACK E-TRON')).toEqual(['electric', 'plugin-hybrid']);
    expect(fuels('KANGOO E-TECH ELECTRIC')).toEqual(['electric']);
  });

  it('reads the battery-electric car from the "e" Opel and Stellantis hang on a model: "COMBO-E LIFE", "COMBO-E CARGO", "E-BERLINGO", "MOKKA-E", never from a generation letter', () => {
    for (const name of ['COMBO-E LIFE', 'COMBO-E CARGO', 'E-BERLINGO,E-BERLINGO', 'E-RIFTER', 'MOKKA-E', 'VIVARO-E', 'ROCKS-E', 'E-DOBLO,E-BERLINGO VAN,E-']) expect([name, fuels(name)]).toEqual([name, ['electric']]);
    for (const name of ['COMBO LIFE,COMBO LIFE', 'COMBO', 'VIVARO-B', 'CORSA-E VAN', 'E-BOXER']) expect([name, fuels(name)]).toEqual([name, null]);
  });

  it('reads no fuel from a model name alone, a door count or a model number with an I: "GOLF", "CIVIC 4DR", "I30", "CORSA-E" (the Corsa E of 2014)', () => {
    for (const name of ['GOLF', 'CIVIC 4DR', 'I30', 'CORSA-E', 'MERIVA-B']) expect([name, fuels(name)]).toEqual([name, null]);
  });

  it('takes the fuel any of a key\'s names spells: "VIANO;VIANO CDI 2.0" is a diesel', () => {
    expect(fuels('VIANO', 'VIANO CDI 2.0')).toEqual(diesels);
  });
});

describe('the hybrid\'s "h" after the type number', () => {
  it('reads "C 300 H", "S 400 H", "LEXUS IS300H" as a full hybrid (petrol or diesel), never the car of the number alone', () => {
    for (const name of ['C 300 H', 'S 400 H', 'LEXUS IS300H', 'LEXUS NX350H']) expect([name, fuels(name)]).toEqual([name, ['diesel-hybrid', 'hybrid']]);
    expect(spelledFuels(['C 300 H'], ['Mercedes-Benz'])!.has('petrol')).toBe(false);
  });

  it('reads an "h+" as a plug-in, and no "h" in a model or generation name ("ASTRA H", "8H", "C 300 HYBRID")', () => {
    expect(fuels('LEXUS NX450H+')).toEqual(['diesel-plugin-hybrid', 'plugin-hybrid']);
    expect(fuels('ASTRA H')).toBeNull();
    expect(fuels('8H')).toBeNull();
    // Peugeot's "(360h)" is the 508 PSE's power, no hybrid's number: the plug-in keeps its name.
    expect(spellsOtherEngine('508 PSE Hybrid PHEV (360h)', 'plugin-hybrid')).toBe(false);
    expect(fuels('C 300 HYBRID')).toEqual(['diesel-hybrid', 'diesel-plugin-hybrid', 'electric', 'hybrid', 'plugin-hybrid']);
  });
});

describe('the years an engine word was used', () => {
  it('dates a Mercedes "CDI" car to 1997-2016 and a "CDI" van to 1997-2019; other makes\' words say nothing', () => {
    expect(engineWordYears(['Mercedes-Benz'], ['S 320 CDI'])).toEqual({ from: 1997, to: 2016 });
    expect(engineWordYears(['Mercedes-Benz'], ['VITO 116 CDI'])).toEqual({ from: 1997, to: 2019 });
    expect(engineWordYears(['Mercedes-Benz'], ['S 400 D'])).toBeNull();
    expect(engineWordYears(['Hyundai'], ['I30 1.6 CDI'])).toBeNull();
  });
});

describe('what a KBA trade name rules out', () => {
  it('reads a gas car from "NGT", "TGI", "BIFUEL": a Mercedes "E 200 NGT" is no petrol E 200', () => {
    for (const name of ['E 200 NGT', 'GOLF 1.4 TGI', 'SANDERO LPG BIFUEL']) expect([name, fuels(name)]).toEqual([name, ['cng', 'lpg']]);
    expect(spelledFuels(['E 200 NGT'], ['Mercedes-Benz'])).toEqual(new Set(['cng', 'lpg']));
  });

  it('reads "B 200 NATURAL GAS" and the Mercedes "B 200 C" as gas cars; the "C" of another make or class is no fuel', () => {
    expect(spelledFuels(['B 200 NATURAL GAS'], ['Mercedes-Benz'])).toEqual(new Set(['cng', 'lpg']));
    expect(spelledFuels(['B 200 C'], ['Mercedes-Benz'])).toEqual(new Set(['cng']));
    expect(spelledFuels(['B 200 C'])).toBeNull();
  });

  it('reads the number of an EQ class: "EQA 300 4MATIC" is no EQA 350, "EQS 450+" an EQS 450', () => {
    expect(mercedesTypeNumber('EQA 300 4MATIC')).toBe('EQA300');
    expect(mercedesTypeNumber('EQS 450+')).toBe('EQS450');
    expect(mercedesTypeNumber('AMG EQS 53')).toBe('EQS53');
    expect(mercedesTypeNumber('EQV')).toBeNull();
  });

  it('reads a Mercedes named by class and number alone as a petrol: "B 160", "E 200", "GLC 300 4MATIC"; "B 250 E" a plug-in, "GLC 300 DE" a diesel plug-in', () => {
    for (const name of ['B 160', 'E 200', 'GLC 300 4MATIC']) expect([name, [...spelledFuels([name], ['Mercedes-Benz']) ?? []].sort()]).toEqual([name, ['hybrid', 'petrol']]);
    expect([...spelledFuels(['B 250 E'], ['Mercedes-Benz'])!].sort()).toEqual(['petrol', 'plugin-hybrid']);
    expect([...spelledFuels(['GLC 300 DE 4MATIC'], ['Mercedes-Benz'])!].sort()).toEqual(['diesel-plugin-hybrid']);
    // Other makes' bare names say nothing; nor does a Mercedes van's number.
    expect(spelledFuels(['GOLF'], ['VW'])).toBeNull();
    expect(spelledFuels(['SPRINTER 316'], ['Mercedes-Benz'])).toBeNull();
  });

  it('reads a Mercedes type number from trade and type names alike: "GLC 200 D 4MATIC" is GLC200, "E63 AMG" E63, "Mercedes-Maybach S 580 4MATIC" S580', () => {
    expect(['GLC 200 D 4MATIC', 'GLC 220 d 4MATIC', 'E63 AMG', 'B 160', 'Mercedes-Maybach S 580 4MATIC', 'C-KLASSE', 'SPRINTER 316 CDI'].map(mercedesTypeNumber))
      .toEqual(['GLC200', 'GLC220', 'E63', 'B160', 'S580', null, null]);
  });

  it('reads an Audi "Q4 45 E-TRON" as electric or a plug-in, not as the "45 E" of a BMW plug-in', () => {
    expect(fuels('Q4 45 E-TRON')).toEqual(['electric', 'plugin-hybrid']);
  });

  it('says a name spells another engine only across diesel and petrol: "Ateca TDI" as a petrol yes, "Golf GTE" as a plug-in no', () => {
    expect([spellsOtherEngine('Ateca TDI', 'petrol'), spellsOtherEngine('Ateca TDI', 'diesel'), spellsOtherEngine('1.4 TSI', 'diesel'), spellsOtherEngine('Golf GTE', 'plugin-hybrid'), spellsOtherEngine('Combo Life L2', 'petrol')])
      .toEqual([true, false, true, false, false]);
  });
});
