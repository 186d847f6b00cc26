/** Each brand's numbers and EANs are its own: its GS1 prefix, its own digits, its make code. */
import { BRANDS } from './data/brands';
import { eanFitsBrand } from './data/gs1-prefixes';
import { hasMakeCodes, makeCodeFits } from './data/make-codes';
import { LinesUsedUp, createArticleNumbers, digitRun, eanCheckDigit } from './article-numbers';
import { createRng } from './rng';
import { BELT_TOKEN, beltSizeInNumber } from './data/belt-numbers';
import { beltSizeOf } from './data/engine-sizes';
import { PRODUCT_LINES } from './data/product-lines';
import { discStemOf } from './data/disc-numbers';
import type { SeededBrand } from './shops';

const brands: SeededBrand[] = BRANDS.map((line, index) => {
  const [name = '', pattern = '', groups = ''] = line.split('|');
  return { id: index + 1, name, pattern, groups: groups.split(','), priceFactor: 1 };
});
const cars = (...makes: string[]) => makes.map((make) => ({ car: { make } }));

test('oils of brands with one pattern (Castrol and Mobil: 15####) never share a number\'s digits, and every EAN is its brand\'s', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(7);
  const owner = new Map<string, string>();
  const eans = new Set<string>();
  for (let i = 0; i < 4000; i++) {
    const made = numbers.draw(rng, 'Motoröl', cars('VW'));
    const digits = digitRun(made.number);
    expect([made.number, owner.get(digits) ?? made.brand.name]).toEqual([made.number, made.brand.name]);
    owner.set(digits, made.brand.name);
    expect([made.brand.name, made.ean, eanFitsBrand(made.ean, made.brand.name)]).toEqual([made.brand.name, made.ean, true]);
    expect(eanCheckDigit(made.ean.slice(0, 12))).toBe(made.ean[12]);
    eans.add(made.ean);
  }
  expect(eans.size).toBe(4000);
  expect(new Set([...owner.values()]).has('Mobil') && new Set([...owner.values()]).has('Castrol')).toBe(true);
});

test('Blue Print, Vemo and Vaico number a part with the code of the make it fits, and make none for cars of several codes or none', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(11);
  const seen = new Set<string>();
  for (const [fitted, make] of [[cars('Toyota'), 'Toyota'], [cars('VW', 'Skoda', 'Audi'), 'VW'], [cars('Mercedes-Benz'), 'Mercedes-Benz']] as const) {
    for (let i = 0; i < 600; i++) {
      const made = numbers.draw(rng, 'Luftfilter', fitted);
      seen.add(made.brand.name);
      expect([made.number, makeCodeFits(made.brand.name, made.number, make)]).toEqual([made.number, true]);
    }
  }
  expect(seen.has('Blue Print') && seen.has('Vaico')).toBe(true);
  for (const fitted of [cars('VW', 'BMW'), cars('Land Rover'), null]) {
    for (let i = 0; i < 600; i++) expect(['Blue Print', 'Vemo', 'Vaico']).not.toContain(numbers.draw(rng, 'Luftfilter', fitted).brand.name);
  }
});

test('a million-article catalogue\'s radiator fans and fuel filters for cars of several makes each find a brand that numbers them', () => {
  // The brands with make codes make none of these: the lines without codes must hold them all.
  const numbers = createArticleNumbers(brands);
  const rng = createRng(13);
  const made = new Set<string>();
  for (let i = 0; i < 3_000; i++) made.add(numbers.draw(rng, 'Kühlerlüfter', cars('Citroën', 'Peugeot', 'Toyota')).number);
  for (let i = 0; i < 20_000; i++) made.add(numbers.draw(rng, 'Kraftstofffilter', cars('Renault', 'Dacia', 'Nissan')).number);
  expect(made.size).toBe(23_000);
});

test('a pattern is walked the same way for every brand and size of catalogue: the 26th Bosch brake pad is 0 986 494 612, the number shoppers search the demo for', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(17);
  const bosch: string[] = [];
  while (bosch.length < 26) {
    const made = numbers.draw(rng, 'Bremsbeläge', cars('VW'));
    if (made.brand.name === 'Bosch') bosch.push(made.number);
  }
  expect(bosch.at(-1)).toBe('0 986 494 612');
});

test('a petrol\'s fuel filter is never numbered in a diesel line (Knecht KX…D, Delphi HDF, Purflux C); a diesel\'s may be', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(13);
  const petrolLines = new Set<string>();
  const dieselLines = new Set<string>();
  for (let i = 0; i < 800; i++) {
    const petrol = numbers.draw(rng, 'Kraftstofffilter', cars('Ford'), { fuel: 'petrol' });
    expect([petrol.number, petrol.line.fuel ?? 'petrol']).toEqual([petrol.number, 'petrol']);
    petrolLines.add(petrol.line.line);
    dieselLines.add(numbers.draw(rng, 'Kraftstofffilter', cars('Ford'), { fuel: 'diesel' }).line.line);
  }
  expect(petrolLines.has('KX (fuel filter elements)')).toBe(false);
  expect(dieselLines.has('KX (fuel filter elements)')).toBe(true);
});

test('a ribbed belt\'s number spells its engine\'s belt, and one brand numbers one size once: another brand makes the second belt of an engine', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(5);
  const fitted = [{ car: { make: 'VW', engine: 'diesel/CRBC', ccm: 1968 } }];
  const size = beltSizeOf({ engine: 'diesel/CRBC', ccm: 1968 });
  const spelled = new Map<string, number>();
  for (let i = 0; i < 6; i++) {
    const made = numbers.draw(rng, 'Keilrippenriemen', fitted);
    const named = beltSizeInNumber(made.number);
    if (!named) continue;
    expect(named.ribs).toBe(size.ribs);
    spelled.set(made.brand.name, (spelled.get(made.brand.name) ?? 0) + (named.lengthMm === size.lengthMm ? 1 : 0));
  }
  expect([...spelled.values()].every((n) => n <= 1)).toBe(true);
});

test('a car\'s every ribbed belt is its own length: once each maker has numbered it, a line that numbers no size makes the next, never a belt a few millimetres off', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(11);
  // A million-article catalogue's belts: two hundred engines' belts, many times over, until the lines that number no size run out.
  for (let i = 0; i < 6000; i++) {
    const engine = `diesel/E${i % 200}`;
    let made;
    try {
      made = numbers.draw(rng, 'Keilrippenriemen', [{ car: { make: 'Renault', engine, ccm: 1461 } }]);
    } catch (error) {
      expect(error).toBeInstanceOf(LinesUsedUp);
      continue;
    }
    const named = beltSizeInNumber(made.number);
    if (named) expect({ engine, number: made.number, ...named }).toEqual({ engine, number: made.number, ...beltSizeOf({ engine, ccm: 1461 }) });
  }
});

test('an injector is numbered in its engine\'s system\'s series: no common-rail number for a port-injected petrol', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(11);
  for (let i = 0; i < 300; i++) {
    expect(numbers.draw(rng, 'Einspritzdüse', cars('Volvo'), { injection: 'petrol_direct' }).number).toMatch(/^0 261 500 \d{3}$/);
    expect(numbers.draw(rng, 'Einspritzdüse', cars('Dacia'), { injection: 'port_injection' }).line.injection).toBe('port_injection');
    expect(numbers.draw(rng, 'Einspritzdüse', cars('Peugeot'), { injection: 'common_rail' }).number).not.toMatch(/^0 (261|280|414)/);
  }
});

test('a core part\'s next article is another maker\'s while another makes the kind, the shopper compares brands', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(13);
  for (const kind of ['Kupplungssatz', 'Scheibenwischer', 'Bremsscheiben', 'Ölfilter']) {
    for (let round = 0; round < 50; round++) {
      const makers = new Set<number>();
      for (let n = 0; n < 3; n++) makers.add(numbers.draw(rng, kind, cars('Ford'), { otherThan: makers }).brand.id);
      expect([kind, makers.size]).toEqual([kind, 3]);
    }
  }
});

test('a part whose every line has numbered all it can says so, as a used-up line and not a missing one', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(17);
  let made = 0;
  const drawAll = () => {
    for (;;) {
      numbers.draw(rng, 'Hochdruckpumpe', cars('Toyota'), { systemMakers: ['delphi'] });
      made++;
    }
  };
  expect(drawAll).toThrow(LinesUsedUp);
  expect(made).toBeGreaterThan(100);
  expect(() => numbers.draw(rng, 'Hochdruckpumpe', cars('Toyota'), { systemMakers: ['delphi'] })).toThrow(LinesUsedUp);
  expect(() => numbers.draw(rng, 'Keine Teileart', cars('Toyota'))).toThrow(/no brand makes/);
});

test('a core ribbed belt whose size every size-numbering maker has numbered, and whose makers left made it already, ends its draw', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(19);
  // One K9K belt size under many vehicles: Gates, Contitech and Dayco number it once each; Blue Print has no one code for a Renault and a Nissan.
  const k9k = ['Renault', 'Nissan'].map((make) => ({ car: { make, fuel: 'diesel' as const, engineCode: 'K9K', engine: 'diesel/K9K', ccm: 1461 } }));
  const sizeMakers = new Set(['Gates', 'Contitech', 'Dayco'].map((name) => brands.find((brand) => brand.name === name)!.id));
  for (let n = 0; n < 20; n++) numbers.draw(rng, 'Keilrippenriemen', k9k, { otherThan: new Set(brands.map((brand) => brand.id).filter((id) => !sizeMakers.has(id))) });
  // Every maker whose line numbers no size (Bosch, Febi…) made this vehicle's belt already: the draw falls back to them rather than drawing for ever.
  const plain = PRODUCT_LINES.filter((line) => line.kinds.includes('Keilrippenriemen') && !line.pattern.includes(BELT_TOKEN) && !hasMakeCodes(line.brand)).map((line) => line.brand);
  const made = new Set(plain.map((name) => brands.find((brand) => brand.name === name)!.id));
  expect(made.has(numbers.draw(rng, 'Keilrippenriemen', k9k, { otherThan: made }).brand.id)).toBe(true);
}, 10_000);

test('Bilstein\'s item core belongs to one of its lines: a B4 damper, a B6 damper and a B3 spring never share the six digits', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(17);
  const lineOfCore = new Map<string, string>();
  let bilstein = 0;
  for (let i = 0; i < 6000; i++) {
    for (const kind of ['Stoßdämpfer', 'Fahrwerksfeder']) {
      const made = numbers.draw(rng, kind, cars('VW'));
      if (made.brand.name !== 'Bilstein') continue;
      bilstein++;
      const [line, core] = made.number.split('-') as [string, string];
      expect([made.number, lineOfCore.get(core) ?? line]).toEqual([made.number, line]);
      lineOfCore.set(core, line);
    }
  }
  expect(bilstein).toBeGreaterThan(300);
  expect(new Set(lineOfCore.values()).size).toBeGreaterThan(1);
});

test('Moog\'s five digits name one part: no core under two makes or kinds', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(23);
  const numberOfCore = new Map<string, string>();
  let moog = 0;
  for (let i = 0; i < 3000; i++) {
    for (const [kind, make] of [['Spurstangenkopf', 'VW'], ['Querlenker', 'Renault'], ['Koppelstange', 'Ford'], ['Spurstange', 'VW']] as const) {
      const made = numbers.draw(rng, kind, cars(make));
      if (made.brand.name !== 'Moog') continue;
      moog++;
      const core = made.number.slice(-5);
      expect([made.number, numberOfCore.get(core) ?? made.number]).toEqual([made.number, made.number]);
      numberOfCore.set(core, made.number);
    }
  }
  expect(moog).toBeGreaterThan(100);
});

test('a Bilstein B4 strut is numbered 22-, a B4 shock absorber 19-', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(29);
  const prefixes = new Set<string>();
  for (let i = 0; i < 600; i++) {
    for (const strut of [true, false]) {
      const made = numbers.draw(rng, 'Stoßdämpfer', cars('Peugeot'), { strut });
      if (made.brand.name !== 'Bilstein' || made.number.startsWith('24-')) continue;
      expect([made.number, made.number.slice(0, 3)]).toEqual([made.number, strut ? '22-' : '19-']);
      prefixes.add(made.number.slice(0, 3));
    }
  }
  expect([...prefixes].sort()).toEqual(['19-', '22-']);
});

test('a Knecht filter for cars Mahle has numbered carries Mahle\'s number (OX 388D under both names), and Mahle\'s for Knecht\'s', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(17);
  let shared = 0;
  for (let group = 0; group < 60; group++) {
    const fitted = cars('VW');
    const byBrand = new Map<string, string>();
    for (let i = 0; i < 12; i++) {
      const made = numbers.draw(rng, 'Luftfilter', fitted);
      if ((made.brand.name === 'Mahle' || made.brand.name === 'Knecht') && !byBrand.has(made.brand.name)) byBrand.set(made.brand.name, made.number);
    }
    if (byBrand.size < 2) continue;
    shared++;
    expect(byBrand.get('Knecht')).toBe(byBrand.get('Mahle'));
  }
  expect(shared).toBeGreaterThan(0);
});

test('a Denso spark plug is numbered by its designation, once: the next plug of that designation is another maker\'s', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(19);
  const denso: string[] = [];
  for (let i = 0; i < 200; i++) {
    const made = numbers.draw(rng, 'Zündkerzen', cars('VW'), { plugDesignation: 'K20TT' });
    if (made.brand.name === 'Denso') denso.push(made.number);
  }
  expect(denso).toEqual(['K20TT']);
});

test('Champion makes one blade of a size: the next draw of that size is another maker\'s', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(23);
  const champion: string[] = [];
  for (let i = 0; i < 300; i++) {
    const made = numbers.draw(rng, 'Scheibenwischer', cars('VW'), { blade: 'AFL6545/B01' });
    if (made.brand.name === 'Champion') champion.push(made.number);
  }
  expect(champion).toEqual(['AFL6545/B01']);
});

test('Hella\'s nine-digit body names one part: never a column switch under 6DD and a daytime light under 2PT', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(29);
  const prefixOfBody = new Map<string, string>();
  const prefixes = new Set<string>();
  for (let i = 0; i < 2000; i++) {
    for (const kind of ['Lenkstockschalter', 'Tagfahrleuchte', 'Leuchtweitenregulierung', 'Kennzeichenleuchte']) {
      const made = numbers.draw(rng, kind, cars('VW'));
      if (made.brand.name !== 'Hella') continue;
      const [prefix = '', body = ''] = [made.number.slice(0, 3), made.number.slice(4)];
      prefixes.add(prefix);
      expect([made.number, prefixOfBody.get(body) ?? prefix]).toEqual([made.number, prefix]);
      prefixOfBody.set(body, prefix);
    }
  }
  expect(prefixes.size).toBeGreaterThan(1);
});

test('a Knecht fuel filter for a diesel Mahle has numbered is Mahle\'s, in Mahle\'s line: no KL beside Mahle\'s KX…D', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(31);
  let shared = 0;
  for (let group = 0; group < 80; group++) {
    const fitted = cars('VW');
    const byBrand = new Map<string, string>();
    for (let i = 0; i < 12; i++) {
      const made = numbers.draw(rng, 'Kraftstofffilter', fitted, { fuel: 'diesel' });
      if ((made.brand.name === 'Mahle' || made.brand.name === 'Knecht') && !byBrand.has(made.brand.name)) byBrand.set(made.brand.name, made.number);
    }
    if (byBrand.size < 2) continue;
    shared++;
    expect(byBrand.get('Knecht')).toBe(byBrand.get('Mahle'));
  }
  expect(shared).toBeGreaterThan(0);
});

test('febi numbers a part for cars all launched from 2015 in its six-digit range, and an older car\'s part in either', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(5);
  const newCars = [{ car: { make: 'Volvo', typeStart: 2017 } }, { car: { make: 'Volvo', typeStart: 2019 } }];
  const oldCars = [{ car: { make: 'Volvo', typeStart: 2009 } }, { car: { make: 'Volvo', typeStart: 2019 } }];
  const newer: string[] = [];
  const older: string[] = [];
  for (let i = 0; i < 3000 && (newer.length < 40 || older.length < 40); i++) {
    const made = numbers.draw(rng, 'Querlenker', i % 2 ? newCars : oldCars);
    if (made.brand.name === 'Febi Bilstein') (i % 2 ? newer : older).push(made.number);
  }
  expect(newer.length).toBeGreaterThan(10);
  expect(newer.filter((number) => Number(number) < 100000)).toEqual([]);
  expect(older.some((number) => number.length === 5)).toBe(true);
});

test('Textar, Brembo and Zimmermann number each disc stem once: its version is its criteria\'s, so two stems never meet', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(13);
  const stems = new Map<string, string>();
  for (let i = 0; i < 4000; i++) {
    const made = numbers.draw(rng, 'Bremsscheiben', cars('BMW'));
    const stem = discStemOf(made.brand.name, made.number);
    if (stem === undefined) continue;
    expect([made.number, stems.get(`${made.brand.name}|${stem}`)]).toEqual([made.number, undefined]);
    stems.set(`${made.brand.name}|${stem}`, made.number);
  }
  expect(stems.size).toBeGreaterThan(300);
});
