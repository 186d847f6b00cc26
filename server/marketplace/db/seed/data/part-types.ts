/**
 * What a demo article of each part type is like: which vehicles one article fits, its attributes,
 * and its list price. Keyed by the leaf's German title (without the axle word). A part type not
 * listed gets no attributes but its position: better none than one that does not belong to it.
 */
import { FRONT_DISC_MM } from './engines';

export interface Criterion { key: string; value: string; unit?: string }

/** What the attributes of one article are drawn from. */
export interface PartInput {
  /** Uniform draw in [0, 1) from the article's own sequence. */
  draw: () => number;
  /** The fitted vehicles' size step (wheel-end parts). */
  step: number;
  /** A number fixed by the fitted engine (0..1): one engine, one filter size, whatever the brand. */
  engine: number;
  /** The axle the leaf names, or null. */
  position: 'front' | 'rear' | null;
}

export interface PartType {
  /**
   * Which vehicles one article fits: 'size' the models of one size step (brakes, suspension),
   * 'engine' the models with one engine (filters, ignition), 'series' the models of one series.
   */
  fit: 'size' | 'engine' | 'series';
  /** Only engines of this fuel (spark plugs, glow plugs). */
  fuel?: 'petrol' | 'diesel';
  /** List price range in cents; where the part grows with the car, the price grows with the step. */
  price: [number, number];
  /** The price follows the size step (bigger brakes cost more) instead of a free draw. */
  priceBySize?: boolean;
  criteria?: (input: PartInput) => Criterion[];
  /** The brands that make it, where not every brand of its product group does (bulbs, batteries). */
  brands?: string[];
}

const REAR_DISC_MM = [203, 230, 238, 245, 253, 260, 272, 282, 300, 310, 330, 345];
const mm = (key: string, value: number | string): Criterion => ({ key, value: String(value), unit: 'mm' });
const among = <T>(draw: number, items: readonly T[]): T => items[Math.min(items.length - 1, Math.floor(draw * items.length))]!;
const between = (draw: number, min: number, max: number, step = 1) => Math.round((min + draw * (max - min)) / step) * step;
const position = (input: PartInput, fallback: 'front' | 'rear'): 'front' | 'rear' => input.position ?? fallback;
const kg = (value: number): Criterion => ({ key: 'weight', value: value.toFixed(1), unit: 'kg' });

/** Brake discs: front ones ventilated, rear ones solid up to mid-size cars. */
function brakeDisc(input: PartInput): Criterion[] {
  const where = position(input, input.draw() < 0.7 ? 'front' : 'rear');
  const front = where === 'front';
  const diameter = (front ? FRONT_DISC_MM : REAR_DISC_MM)[input.step]!;
  const ventilated = front ? input.step > 0 : input.step >= 8;
  const thickness = ventilated ? (front ? [18, 20, 22, 22, 25, 25, 25, 26, 28, 30, 32, 34][input.step]! : 22) : [9, 10, 10, 10, 12, 12, 12, 12][Math.min(7, input.step)]!;
  return [
    { key: 'fitting_position', value: where }, mm('diameter', diameter), mm('thickness', thickness), mm('min_thickness', thickness - 2),
    { key: 'disc_type', value: ventilated ? 'ventilated' : 'solid' }, { key: 'bolt_holes', value: input.step <= 1 ? '4' : '5' },
    kg(Math.round(diameter * diameter * thickness * 0.0000035 * 10) / 10),
  ];
}

function brakePads(input: PartInput): Criterion[] {
  const where = position(input, input.draw() < 0.7 ? 'front' : 'rear');
  const front = where === 'front';
  return [
    { key: 'fitting_position', value: where },
    mm('width', (front ? 100 : 84) + input.step * (front ? 6 : 4) + between(input.draw(), 0, 3)),
    mm('height', (front ? 46 : 40) + Math.round(input.step * (front ? 2.5 : 1.8))),
    mm('thickness', front ? between(input.draw(), 17, 20) : between(input.draw(), 15, 17)),
  ];
}

function drum(input: PartInput): Criterion[] {
  return [{ key: 'fitting_position', value: 'rear' }, mm('diameter', among(Math.min(input.step, 5) / 6, [180, 200, 203, 228, 230, 254])), mm('width', between(input.draw(), 30, 45))];
}

function shock(input: PartInput): Criterion[] {
  return [{ key: 'fitting_position', value: position(input, input.draw() < 0.55 ? 'front' : 'rear') }, { key: 'shock_type', value: input.draw() < 0.8 ? 'gas_pressure' : 'oil_pressure' }];
}

function spring(input: PartInput): Criterion[] {
  const front = position(input, 'front') === 'front';
  return [{ key: 'fitting_position', value: front ? 'front' : 'rear' }, mm('length', between(input.draw(), front ? 330 : 260, front ? 420 : 360, 5)), mm('outer_diameter', between(input.draw(), 120, 160, 5))];
}

function spinOnFilter(input: PartInput): Criterion[] {
  const height = between(input.engine, 62, 142);
  return [mm('height', height), mm('outer_diameter', among(input.engine, [68, 76, 76, 80, 93])), { key: 'thread', value: among((input.engine * 7) % 1, ['M20x1.5', '3/4"-16 UNF', 'M22x1.5']) }];
}

function panelFilter(min: [number, number, number], max: [number, number, number]) {
  return (input: PartInput): Criterion[] => [
    mm('length', between(input.engine, min[0], max[0])), mm('width', between((input.engine * 3) % 1, min[1], max[1])), mm('height', between((input.engine * 5) % 1, min[2], max[2])),
  ];
}

function sparkPlug(input: PartInput): Criterion[] {
  return [
    { key: 'thread', value: among(input.engine, ['M14x1.25', 'M14x1.25', 'M12x1.25']) }, { key: 'heat_range', value: String(between((input.engine * 3) % 1, 5, 8)) },
    mm('electrode_gap', (0.7 + Math.round(((input.engine * 5) % 1) * 4) / 10).toFixed(1)),
  ];
}

function glowPlug(input: PartInput): Criterion[] {
  return [{ key: 'thread', value: among(input.engine, ['M8x1', 'M10x1', 'M10x1.25']) }, { key: 'voltage', value: among((input.engine * 3) % 1, ['4.4', '5', '11']), unit: 'V' }, mm('length', between((input.engine * 7) % 1, 90, 150))];
}

function headlampBulb(input: PartInput): Criterion[] {
  const type = among(input.draw(), ['H1', 'H4', 'H7', 'H7', 'H11']);
  return [{ key: 'lamp_type', value: type }, { key: 'wattage', value: type === 'H4' ? '60/55' : '55', unit: 'W' }, { key: 'voltage', value: '12', unit: 'V' }];
}

function indicatorBulb(input: PartInput): Criterion[] {
  const type = among(input.draw(), ['P21W', 'PY21W', 'WY5W', 'P21/5W']);
  return [{ key: 'lamp_type', value: type }, { key: 'wattage', value: type === 'WY5W' ? '5' : type === 'P21/5W' ? '21/5' : '21', unit: 'W' }, { key: 'voltage', value: '12', unit: 'V' }];
}

function xenon(input: PartInput): Criterion[] {
  const type = among(input.draw(), ['D1S', 'D2S', 'D3S', 'D4S']);
  return [{ key: 'lamp_type', value: type }, { key: 'wattage', value: '35', unit: 'W' }, { key: 'voltage', value: type === 'D3S' || type === 'D4S' ? '42' : '85', unit: 'V' }];
}

function led(input: PartInput): Criterion[] {
  const type = among(input.draw(), ['W5W', 'C5W', 'H7', 'P21W']);
  return [{ key: 'lamp_type', value: type }, { key: 'wattage', value: type === 'H7' ? '18' : type === 'P21W' ? '3' : '1', unit: 'W' }, { key: 'voltage', value: '12', unit: 'V' }];
}

function fluid(specs: readonly string[], volumes: readonly number[]) {
  return (input: PartInput): Criterion[] => [{ key: 'specification', value: among(input.draw(), specs) }, { key: 'volume', value: String(among(input.draw(), volumes)), unit: 'l' }];
}

function engineOil(input: PartInput): Criterion[] {
  return [
    { key: 'viscosity', value: among(input.draw(), ['0W-20', '0W-30', '5W-30', '5W-30', '5W-40', '10W-40']) },
    { key: 'volume', value: input.draw() < 0.25 ? '1' : input.draw() < 0.5 ? '4' : '5', unit: 'l' },
    { key: 'specification', value: among(input.draw(), ['ACEA C3', 'VW 504 00/507 00', 'MB 229.51', 'ACEA A3/B4', 'BMW Longlife-04', 'Renault RN0720']) },
  ];
}

function battery(input: PartInput): Criterion[] {
  const ah = among(input.engine, [44, 52, 60, 70, 74, 80, 95]);
  return [{ key: 'capacity', value: String(ah), unit: 'Ah' }, { key: 'cold_start_current', value: String(Math.round(ah * 8.5 / 10) * 10), unit: 'A' }, { key: 'voltage', value: '12', unit: 'V' }, kg(Math.round(ah * 0.23 * 10) / 10)];
}

const BULB_BRANDS = ['Osram', 'Philips', 'Bosch', 'Hella'];

export const PART_TYPES: Record<string, PartType> = {
  Bremsscheiben: { fit: 'size', price: [2000, 9000], priceBySize: true, criteria: brakeDisc },
  'Bremsbeläge': { fit: 'size', price: [1500, 6000], priceBySize: true, criteria: brakePads },
  Bremssattel: { fit: 'size', price: [4500, 16000], priceBySize: true, criteria: (input) => [{ key: 'fitting_position', value: position(input, 'front') }, mm('piston_diameter', 38 + input.step * 2)] },
  Bremstrommel: { fit: 'size', price: [2500, 8000], priceBySize: true, criteria: drum },
  Bremsbacken: { fit: 'size', price: [1500, 5000], priceBySize: true, criteria: drum },
  Bremsbackensatz: { fit: 'size', price: [3500, 9000], priceBySize: true, criteria: drum },
  Bremsschlauch: { fit: 'size', price: [600, 2500], criteria: (input) => [{ key: 'fitting_position', value: position(input, 'front') }, mm('length', between(input.draw(), 220, 480, 5))] },
  'Stoßdämpfer': { fit: 'size', price: [3000, 15000], priceBySize: true, criteria: shock },
  Fahrwerksfeder: { fit: 'size', price: [2000, 8000], criteria: spring },
  Radlagersatz: { fit: 'size', price: [2500, 12000], priceBySize: true, criteria: (input) => [{ key: 'fitting_position', value: position(input, 'front') }, mm('inner_diameter', 30 + Math.min(input.step, 8) * 2), mm('outer_diameter', 60 + Math.min(input.step, 8) * 3)] },
  Querlenker: { fit: 'size', price: [2500, 12000], criteria: (input) => [{ key: 'fitting_position', value: position(input, 'front') }] },
  Koppelstange: { fit: 'size', price: [800, 3500], criteria: (input) => [{ key: 'fitting_position', value: position(input, 'front') }, mm('length', between(input.draw(), 180, 330, 5))] },
  Spurstangenkopf: { fit: 'series', price: [1200, 4500] },
  Radschraube: { fit: 'series', price: [150, 600], criteria: (input) => [{ key: 'thread', value: among(input.draw(), ['M12x1.5', 'M14x1.5', 'M12x1.25']) }, mm('length', between(input.draw(), 24, 45))] },
  'Ölfilter': { fit: 'engine', price: [400, 2000], criteria: spinOnFilter },
  Luftfilter: { fit: 'engine', price: [800, 3200], criteria: panelFilter([190, 140, 40], [340, 250, 80]) },
  Kraftstofffilter: { fit: 'engine', price: [800, 4500], criteria: (input) => [mm('height', between(input.engine, 90, 200)), mm('outer_diameter', between((input.engine * 3) % 1, 52, 100))] },
  Pollenfilter: { fit: 'series', price: [700, 2500], criteria: panelFilter([200, 180, 20], [290, 250, 35]) },
  Aktivkohlefilter: { fit: 'series', price: [1200, 3500], criteria: panelFilter([200, 180, 20], [290, 250, 35]) },
  Innenraumfilter: { fit: 'series', price: [700, 2500], criteria: panelFilter([200, 180, 20], [290, 250, 35]) },
  Harnstofffilter: { fit: 'engine', fuel: 'diesel', price: [2500, 7000] },
  'Zündkerzen': { fit: 'engine', fuel: 'petrol', price: [350, 1200], criteria: sparkPlug },
  'Zündspule': { fit: 'engine', fuel: 'petrol', price: [2500, 9000] },
  'Zündkabelsatz': { fit: 'engine', fuel: 'petrol', price: [2000, 6000] },
  'Zündverteiler': { fit: 'engine', fuel: 'petrol', price: [6000, 20000] },
  'Glühkerzen': { fit: 'engine', fuel: 'diesel', price: [800, 3000], criteria: glowPlug },
  'Glühzeitsteuergerät': { fit: 'engine', fuel: 'diesel', price: [3000, 12000] },
  Lambdasonde: { fit: 'engine', fuel: 'petrol', price: [3000, 15000], criteria: (input) => [mm('length', between(input.engine, 300, 900, 10))] },
  'Rußpartikelfilter': { fit: 'engine', fuel: 'diesel', price: [30000, 150000] },
  Starterbatterie: { fit: 'engine', price: [6000, 20000], criteria: battery, brands: ['Varta', 'Exide', 'Banner', 'Bosch'] },
  Keilrippenriemen: { fit: 'engine', price: [1000, 4000], criteria: (input) => [{ key: 'ribs', value: String(among(input.engine, [4, 5, 6, 6, 6, 7])) }, mm('length', between((input.engine * 3) % 1, 800, 2200, 5))] },
  Zahnriemen: { fit: 'engine', price: [1500, 5000], criteria: (input) => [{ key: 'teeth', value: String(between(input.engine, 100, 160)) }, mm('width', among((input.engine * 3) % 1, [19, 20, 23, 25, 30]))] },
  Zahnriemensatz: { fit: 'engine', price: [5000, 15000] },
  'Zahnriemensatz mit Wasserpumpe': { fit: 'engine', price: [9000, 25000] },
  Wasserpumpe: { fit: 'engine', price: [3000, 12000] },
  Turbolader: { fit: 'engine', price: [40000, 150000] },
  Kupplungssatz: { fit: 'engine', price: [10000, 40000], criteria: (input) => [mm('diameter', between(input.engine, 200, 240, 2)), { key: 'teeth', value: String(between((input.engine * 3) % 1, 20, 24)) }] },
  'Kupplungsscheibe': { fit: 'engine', price: [4000, 15000], criteria: (input) => [mm('diameter', between(input.engine, 200, 240, 2)), { key: 'teeth', value: String(between((input.engine * 3) % 1, 20, 24)) }] },
  'Zweimassenschwungrad': { fit: 'engine', price: [25000, 80000] },
  'Kühler': { fit: 'engine', price: [6000, 25000], criteria: panelFilter([500, 350, 16], [720, 480, 34]) },
  Anlasser: { fit: 'engine', price: [10000, 40000], criteria: (input) => [{ key: 'wattage', value: among(input.engine, ['1.1', '1.4', '1.7', '2.0', '2.2']), unit: 'kW' }, { key: 'voltage', value: '12', unit: 'V' }] },
  Lichtmaschine: { fit: 'engine', price: [12000, 45000], criteria: (input) => [{ key: 'capacity', value: among(input.engine, ['90', '120', '140', '150', '180']), unit: 'A' }, { key: 'voltage', value: '14', unit: 'V' }] },
  'Einspritzdüse': { fit: 'engine', price: [10000, 40000] },
  Hochdruckpumpe: { fit: 'engine', price: [30000, 120000] },
  Katalysator: { fit: 'engine', price: [15000, 80000] },
  Klimakompressor: { fit: 'engine', price: [25000, 80000] },
  Luftmassenmesser: { fit: 'engine', price: [5000, 25000] },
  Hauptscheinwerfer: { fit: 'series', price: [8000, 60000] },
  Scheibenwischer: { fit: 'series', price: [800, 4000], criteria: (input) => [mm('length', position(input, 'front') === 'front' ? between(input.draw(), 450, 700, 25) : between(input.draw(), 280, 400, 10))] },
  'Motoröl': { fit: 'series', price: [650, 1300], criteria: engineOil },
  'Getriebeöl': { fit: 'series', price: [900, 2500], criteria: fluid(['API GL-4 75W-90', 'API GL-5 75W-90', 'API GL-4 75W-80'], [1]) },
  'Automatikgetriebeöl': { fit: 'series', price: [1000, 2500], criteria: fluid(['ATF Dexron VI', 'ATF Dexron III', 'ATF MB 236.14'], [1]) },
  'Hydrauliköl': { fit: 'series', price: [800, 2200], criteria: fluid(['CHF 11S', 'DIN 51524'], [1]) },
  'Zweitaktöl': { fit: 'series', price: [600, 1500], criteria: fluid(['JASO FD', 'API TC'], [1]) },
  'Bremsflüssigkeit': { fit: 'series', price: [600, 2000], criteria: fluid(['DOT 4', 'DOT 4 LV', 'DOT 5.1'], [0.5, 1]) },
  'Kühlerfrostschutz': { fit: 'series', price: [300, 800], criteria: fluid(['G12++', 'G13', 'G11'], [1.5, 5]) },
  Scheibenreiniger: { fit: 'series', price: [200, 600], criteria: fluid(['-20 °C', '-30 °C', '-40 °C'], [1, 5]) },
  AdBlue: { fit: 'series', price: [150, 300], criteria: fluid(['ISO 22241'], [5, 10]) },
  'Glühlampe Hauptscheinwerfer': { fit: 'series', price: [300, 2500], criteria: headlampBulb, brands: BULB_BRANDS },
  'Glühlampe Blinkleuchte': { fit: 'series', price: [150, 900], criteria: indicatorBulb, brands: BULB_BRANDS },
  'Xenon-Brenner': { fit: 'series', price: [4000, 15000], criteria: xenon, brands: BULB_BRANDS },
  'LED-Lampe': { fit: 'series', price: [500, 4000], criteria: led, brands: BULB_BRANDS },
};

/** Fluids are priced per litre: the article's list price is that times its volume. */
export const PRICED_PER_LITRE = new Set(['Motoröl', 'Getriebeöl', 'Automatikgetriebeöl', 'Hydrauliköl', 'Zweitaktöl', 'Bremsflüssigkeit', 'Kühlerfrostschutz', 'Scheibenreiniger', 'AdBlue']);

/** Fit of the part types not listed, by their root: wheel-end roots by size, engine roots by engine. */
export const FIT_BY_ROOT: Record<string, PartType['fit']> = {
  brake: 'size', suspension: 'size', filter: 'engine', engine: 'engine', spark: 'engine', cooling: 'engine', clutch: 'engine', fuel: 'engine', exhaust: 'engine',
};
