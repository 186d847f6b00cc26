/**
 * The demo's product pictures: each article is drawn from its own criteria. Every part type has a
 * drawing; two articles with different criteria get different pictures; a disc, a pad, a battery
 * and a wiper are drawn to one scale per kind, so the bigger part is the bigger picture; a bulb
 * shows its own base. That a drawing passes a shop photo's pipeline is
 * test/integration/photo-pipeline.test.ts.
 */
import { drawingOf } from '../../seed/photos';
import { PART_TYPES, type Criterion } from '../../seed/data/part-types';
import { CATEGORY_TREE } from '../../seed/data/categories';
import { createRng } from '../../seed/rng';
import { createHash } from 'node:crypto';
import { DRAWINGS_EDITION, KINDS, drawRendering, recipeOf } from './renderings';
import { DISC_SCALE, PAD_SCALE } from './brakes';
import { BATTERY_SCALE, batteryCase } from './electrics';
import { WIPER_SCALE } from './service';

const mm = (key: string, value: number): Criterion => ({ key, value: String(value), unit: 'mm' });

/** Many articles of a part type, as the seed makes them: every size step and axle. */
function articlesOf(partType: string, count = 240): Criterion[][] {
  const draw = createRng(11);
  return Array.from({ length: count }, (_, i) => PART_TYPES[partType]!.criteria({ draw, own: draw, step: i % 12, engine: draw(), position: ([null, 'front', 'rear'] as const)[i % 3]!, car: null }));
}

test('every leaf of the tree has its part type: a drawing that exists and criteria of its own', () => {
  const kinds: Record<string, string> = {
    Bremsscheiben: 'disc', 'Bremsbeläge': 'pad', Bremssattel: 'caliper', Bremstrommel: 'drum', Ölfilter: 'canfilter', Luftfilter: 'panelfilter',
    Pollenfilter: 'panelfilter', Zündkerzen: 'plug', Glühkerzen: 'glowplug', Motoröl: 'bottle', Bremsflüssigkeit: 'bottle', 'Glühlampe Hauptscheinwerfer': 'bulb',
    Hauptscheinwerfer: 'headlamp', Stoßdämpfer: 'shock', Fahrwerksfeder: 'spring', Zahnriemen: 'belt', Starterbatterie: 'battery',
    Scheibenwischer: 'wiper', Endschalldämpfer: 'muffler', Lambdasonde: 'sensor', Querlenker: 'joint', Radlagersatz: 'bearing',
    Zylinderkopfdichtung: 'gasket', Bremsschlauch: 'hose', Wasserpumpe: 'unit', Lichtmaschine: 'unit',
  };
  for (const [partType, kind] of Object.entries(kinds)) expect([partType, drawingOf({ partType })]).toEqual([partType, kind]);
  const partTypes = CATEGORY_TREE.flatMap((root) => root.groups.flatMap((group) => group.leaves.map((leaf) => leaf.replace(/^\d+:/, '').split('|')[0]!.replace(/\*$/, ''))));
  expect(partTypes.filter((partType) => !PART_TYPES[partType])).toEqual([]);
  expect(Object.values(PART_TYPES).filter((type) => !KINDS.includes(type.drawing))).toEqual([]);
  expect(partTypes.filter((partType) => drawingOf({ partType }) === 'box').length / partTypes.length).toBeLessThan(0.15);
});

test.each([
  'Bremsscheiben', 'Bremsbeläge', 'Starterbatterie', 'Glühlampe Hauptscheinwerfer', 'Glühlampe Blinkleuchte', 'Xenon-Brenner', 'LED-Lampe',
  'Motoröl', 'Bremsflüssigkeit', 'Scheibenwischer', 'Stoßdämpfer', 'Ölfilter', 'Kraftstofffilter', 'Luftfilter', 'Pollenfilter',
  'Spurstangenkopf', 'Querlenker', 'Zahnriemen', 'ABS-Sensor',
])('%s: two articles with different criteria get different pictures', (partType) => {
  const byRecipe = new Map<string, string>();
  for (const criteria of articlesOf(partType)) byRecipe.set(recipeOf(PART_TYPES[partType]!.drawing, criteria), '');
  for (const recipe of byRecipe.keys()) byRecipe.set(recipe, drawRendering(recipe));
  expect(byRecipe.size).toBeGreaterThan(1);
  expect(new Set(byRecipe.values()).size).toBe(byRecipe.size);
});

describe('to scale', () => {
  const outerRadius = (svg: string) => Number(/<circle cx="312" cy="400" r="([\d.]+)" fill="url\(#steelR\)"/.exec(svg)![1]);
  const disc = (diameter: number, holes: number, type: string) => drawRendering(recipeOf('disc', [
    { key: 'fitting_position', value: 'front' }, mm('diameter', diameter), mm('thickness', 25), mm('min_thickness', 23), { key: 'disc_type', value: type }, { key: 'bolt_holes', value: String(holes) },
  ]));

  test('a 312 mm disc is drawn larger than a 280 mm one, by their ratio; its holes counted; vanes only when ventilated', () => {
    const [textar, trw] = [disc(312, 5, 'ventilated'), disc(280, 5, 'ventilated')];
    expect(textar).not.toBe(trw);
    expect(outerRadius(textar)).toBeCloseTo((312 / 2) * DISC_SCALE, 1);
    expect(outerRadius(textar) / outerRadius(trw)).toBeCloseTo(312 / 280, 2);
    expect(textar).toContain('>Ø312<');
    const holes = (svg: string) => svg.match(new RegExp(`r="${7 * DISC_SCALE}" fill="#fff"`, 'g'))?.length;
    expect([holes(disc(256, 4, 'solid')), holes(textar)]).toEqual([4, 5]);
    expect(textar).toContain('clip-path="url(#cut)"');
    expect(disc(256, 4, 'solid')).not.toContain('clip-path="url(#cut)"');
  });

  test('a pad, a battery and a wiper blade are as wide as they are long, at one scale each', () => {
    const dimensionLength = (svg: string, label: string) => {
      // The dimension's line is the path drawn just before its figure.
      const match = new RegExp(`<path d="M([\\d.]+) [\\d.]+ H([\\d.]+)" stroke="#1f5f9e" stroke-width="1.6"/>(?:<path[^>]*/>){2}<text[^>]*>${label}<`).exec(svg);
      return Number(match![2]) - Number(match![1]);
    };
    const pad = drawRendering(recipeOf('pad', [mm('width', 131), mm('height', 59), mm('thickness', 18), { key: 'wear_indicator', value: 'with_contact' }]));
    expect(dimensionLength(pad, '131')).toBeCloseTo(131 * PAD_SCALE, 0);
    for (const ah of [44, 60, 95]) {
      const svg = drawRendering(recipeOf('battery', [{ key: 'capacity', value: String(ah), unit: 'Ah' }, { key: 'polarity', value: 'right_plus' }]));
      expect(dimensionLength(svg, String(batteryCase(ah)[0]))).toBeCloseTo(batteryCase(ah)[0] * BATTERY_SCALE, 0);
    }
    const blade = (length: number) => drawRendering(recipeOf('wiper', [{ key: 'fitting_position', value: 'front' }, mm('length', length), { key: 'blade_type', value: 'flat_blade' }]));
    expect(dimensionLength(blade(650), '650') / dimensionLength(blade(400), '400')).toBeCloseTo(650 / 400, 2);
    expect(dimensionLength(blade(650), '650')).toBeCloseTo(650 * WIPER_SCALE, 0);
  });

  test('a battery\'s plus terminal is on the side its polarity names', () => {
    const plusX = (polarity: string) => {
      const svg = drawRendering(recipeOf('battery', [{ key: 'capacity', value: '60', unit: 'Ah' }, { key: 'polarity', value: polarity }]));
      const [plus, minus] = ['#c8302b', '#3a3f45'].map((fill) => Number(new RegExp(`<rect x="([\\d.]+)" y="[\\d.]+" width="26" height="30" fill="${fill}"`).exec(svg)![1]));
      return plus! > minus! ? 'right' : 'left';
    };
    expect([plusX('right_plus'), plusX('left_plus')]).toEqual(['right', 'left']);
  });
});

test('a bulb shows its own base: three pins for H4, two for H7, a bayonet cap for P21W, an igniter for D1S', () => {
  const bulb = (type: string, watts: string) => drawRendering(recipeOf('bulb', [{ key: 'lamp_type', value: type }, { key: 'wattage', value: watts, unit: 'W' }, { key: 'voltage', value: '12', unit: 'V' }]));
  const pins = (svg: string) => svg.match(/width="(16|14)" height="(70|62)" fill="url\(#steelH\)"/g)?.length ?? 0;
  expect([pins(bulb('H4', '60/55')), pins(bulb('H7', '55')), pins(bulb('P21W', '21'))]).toEqual([3, 2, 0]);
  for (const type of ['H4', 'H7', 'H1', 'H11', 'D1S', 'D2S', 'D1R', 'P21W', 'PY21W', 'P21/5W', 'W5W', 'C5W']) expect(bulb(type, '55')).toContain(`>${type}<`);
  expect(new Set(['H4', 'H7', 'H1', 'H11', 'D1S', 'D2S', 'P21W', 'W5W', 'C5W'].map((type) => bulb(type, '5').replace(new RegExp(`>${type.replace('/', '\\/')}`, 'g'), '>'))).size).toBe(9);
});

test('a spin-on can\'s thread is named within the sheet, the longest (3/4"-16 UNF) on the largest can too', () => {
  const svg = drawRendering(recipeOf(PART_TYPES['Ölfilter']!.drawing, [mm('height', 142), mm('outer_diameter', 108), { key: 'thread', value: '3/4"-16 UNF' }]));
  const label = /<text x="([\d.]+)" y="[\d.]+"[^>]*text-anchor="(start|middle|end)"[^>]*>3\/4&quot;-16 UNF</.exec(svg);
  expect(label).not.toBeNull();
  // DejaVu Sans at 24 px: about 15 px a character.
  const [x, anchor, width] = [Number(label![1]), label![2], 11 * 15];
  const [from, to] = anchor === 'start' ? [x, x + width] : anchor === 'end' ? [x - width, x] : [x - width / 2, x + width / 2];
  expect(from >= 0 && to <= 800).toBe(true);
});

test('an oil filter insert is drawn as an insert: pleats between end discs round its bore, no can and no thread', () => {
  const filter = (criteria: Criterion[]) => drawRendering(recipeOf(PART_TYPES['Ölfilter']!.drawing, criteria));
  const insert = filter([mm('height', 84), mm('outer_diameter', 62), mm('inner_diameter', 32)]);
  const spinOn = filter([mm('height', 100), mm('outer_diameter', 76), { key: 'thread', value: 'M20x1.5' }]);
  const inline = drawRendering(recipeOf(PART_TYPES.Kraftstofffilter!.drawing, [mm('height', 172), mm('outer_diameter', 63), mm('inner_diameter', 10)]));
  const pleated = (svg: string) => svg.includes('fill="#eedfb6"');
  const can = (svg: string) => svg.includes('fill="#1f5f9e" stroke') || svg.includes('width="28" height="50" fill="url(#steelH)"');
  expect([pleated(insert), can(insert), insert.includes('M20x1.5')]).toEqual([true, false, false]);
  expect(insert).toContain('>Ø32<');
  expect(insert).toContain('>Ø62<');
  expect([pleated(spinOn), can(spinOn), spinOn.includes('M20x1.5')]).toEqual([false, true, true]);
  expect([pleated(inline), can(inline)]).toEqual([false, true]);
  // Sized by its own measures: a taller insert is a taller drawing.
  expect(filter([mm('height', 120), mm('outer_diameter', 62), mm('inner_diameter', 32)])).not.toBe(insert);
});

test('an ignition coil is drawn as a coil, a pencil coil or a coil block as its type says, never as a spark plug', () => {
  const kind = PART_TYPES['Zündspule']!.drawing;
  const coil = (type: string) => drawRendering(recipeOf(kind, [{ key: 'connector_pins', value: '4' }, { key: 'voltage', value: '12', unit: 'V' }, { key: 'coil_type', value: type }]));
  const sparkPlug = drawRendering(recipeOf(PART_TYPES['Zündkerzen']!.drawing, [{ key: 'thread', value: 'M14x1.25' }, { key: 'heat_range', value: '7' }]));
  // The spark plug's white ceramic insulator.
  const insulator = (svg: string) => svg.includes('fill="#f7f7f2"');
  expect([insulator(sparkPlug), insulator(coil('pencil')), insulator(coil('block'))]).toEqual([true, false, false]);
  expect(coil('pencil')).toContain('>4 pin · 12 V<');
  expect(coil('pencil')).not.toBe(coil('block'));
  // A block has a boot for each cylinder, a pencil coil one.
  const boots = (svg: string) => svg.match(/width="40" height="\d+" rx="10" fill="url\(#rubber\)"/g)?.length;
  expect([boots(coil('pencil')), boots(coil('block'))]).toEqual([1, 4]);
});

test('a part is drawn as itself, not as a neighbour of its group', () => {
  const shown: Record<string, string> = {
    Kupplungssatz: 'clutch', Kupplungsscheibe: 'clutchdisc', Kupplungsdruckplatte: 'pressureplate', Steuerkettensatz: 'chain', Steuerkette: 'chain',
    Querlenkerlager: 'bush', 'Achskörperlager': 'bush', Stabilisatorlager: 'bush', 'Federbeinstützlager': 'mount', Motorlager: 'mount',
    'Hydrostößel': 'tappet', 'Batterieladegerät': 'charger', 'Gelenksatz Antriebswelle': 'cvjoint', Antriebswelle: 'driveshaft', Kardanwelle: 'driveshaft',
    Handbremsseil: 'cable', Schaltseil: 'cable', Kupplungsseil: 'cable', Getriebelager: 'mount', 'Ölfilterdichtung': 'oring', 'Wellendichtring Kurbelwelle': 'seal', 'Wellendichtring Nockenwelle': 'seal',
    Radschraube: 'bolt', 'Ölablassschraube': 'bolt', 'Glühkerzen': 'glowplug', 'Rußpartikelfilter': 'muffler', 'Hydraulikfilter Automatikgetriebe': 'panelfilter',
  };
  expect(Object.fromEntries(Object.keys(shown).map((partType) => [partType, drawingOf({ partType })]))).toEqual(shown);
  const drawn = Object.values(shown).map((kind) => drawRendering(`${kind}:[]`));
  expect(new Set(drawn).size).toBe(new Set(Object.values(shown)).size);
  for (const svg of drawn) expect(svg).not.toBe(drawRendering('box:[]'));
});

test('a recipe of the earlier "kind:finish" form and a kind without criteria still draw their part', () => {
  expect(drawRendering('disc:1')).toMatch(/^<svg/);
  expect(drawRendering('disc:1')).not.toBe(drawRendering('disc:2'));
  expect(drawRendering('nothing-known:[]')).toMatch(/^<svg/);
});

// How fast a thousand pictures draw is a figure of the bench, not a bound here: a test's clock on a
// shared machine measures the machine.
test('a thousand articles of four kinds each draw their own picture', () => {
  const recipes = articlesOf('Bremsscheiben', 250).concat(articlesOf('Starterbatterie', 250), articlesOf('Glühlampe Hauptscheinwerfer', 250), articlesOf('Querlenker', 250))
    .map((criteria, i) => recipeOf(['disc', 'battery', 'bulb', 'joint'][Math.floor(i / 250)]!, criteria));
  const drawn = recipes.map((recipe) => drawRendering(recipe));
  expect(drawn.every((svg) => svg.startsWith('<svg'))).toBe(true);
  expect(new Set(drawn).size).toBeGreaterThan(4);
});

/**
 * Pictures are named by recipe and edition, not by their drawing (naming a million would draw a
 * million): a change to any drawing changes this digest, and then DRAWINGS_EDITION must move on
 * with it, so no browser or CDN keeps the old picture under the old name. New criteria values in the
 * seed's data change the sample, not a drawing: then the digest alone moves (new recipes, new names).
 * Edition d6: an oil filter insert, an ignition coil and the parts that were drawn as a neighbour of
 * their group (a clutch as a brake drum, a bush as a ball bearing, ...) are drawn as themselves.
 */
test('the drawings are those of their edition', () => {
  const recipes = [
    ...KINDS.map((kind) => `${kind}:[]`),
    ...Object.entries(PART_TYPES).flatMap(([name, type]) => articlesOf(name, 6).map((criteria) => recipeOf(type.drawing, criteria))),
  ];
  const digest = createHash('sha256');
  for (const recipe of recipes) digest.update(drawRendering(recipe));
  expect({ edition: DRAWINGS_EDITION, digest: digest.digest('hex').slice(0, 16) }).toEqual({ edition: 'd7', digest: '5a27b7de24cabc39' });
});
