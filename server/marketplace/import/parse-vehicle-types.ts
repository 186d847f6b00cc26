/**
 * The vehicle base: one row per vehicle type (one engine variant of one model generation) with
 * its production years, engine figures and the factory sizes its parts follow. Comma-separated,
 * columns found by their header names. A row whose figures cannot be true (a type built outside
 * its generation's years, a diesel without displacement) is left out with its line and why.
 */
import { headerKey, readTable, type Problem } from './table';
import type { ParseResult } from './parse-result';
import { kwToPs } from './text';
import { typeStartByEngine } from './engine-launches';
import { spellsOtherEngine } from './trade-name-spellings';

export type TypeFuel = 'petrol' | 'diesel' | 'electric' | 'hybrid' | 'plugin-hybrid' | 'diesel-plugin-hybrid' | 'lpg' | 'cng';

export interface VehicleTypeRow {
  line: number;
  make: string;
  family: string;
  generation: string;
  chassis: string[];
  platform: string;
  genStart: number;
  genEnd: number | null;
  body: string[];
  engine: string;
  engineCode: string;
  fuel: TypeFuel;
  kw: number;
  ps: number;
  ccm: number;
  typeStart: number;
  typeEnd: number | null;
  /** Sizes the data does not give are null: the catalogue then knows the type but not that size. */
  frontDiscMm: number | null;
  /** 0 where the type has rear drums. */
  rearDiscMm: number | null;
  rearDrumMm: number | null;
  /** Driver's and passenger's blade, or one for a single-arm car; empty when not given. */
  wipersMm: number[];
  batteryAh: number | null;
  headlamp: string | null;
  oilGrade: string;
  oilApproval: string;
}

const COLUMNS = [
  'make', 'family', 'generation', 'chassis', 'platform', 'gen_start', 'gen_end', 'body', 'engine', 'engine_code', 'fuel', 'kw', 'ccm',
  'type_start', 'type_end', 'front_disc_mm', 'rear_disc_mm', 'rear_drum_mm', 'wipers_mm', 'battery_ah', 'headlamp', 'oil_grade', 'oil_approval',
] as const;
type Column = (typeof COLUMNS)[number];

const FUELS: Record<string, TypeFuel> = { petrol: 'petrol', diesel: 'diesel', electric: 'electric', hybrid: 'hybrid', plugin: 'plugin-hybrid', 'diesel-plugin': 'diesel-plugin-hybrid', lpg: 'lpg', cng: 'cng' };
const BODIES = new Set(['hatchback', 'estate', 'saloon', 'coupe', 'convertible', 'suv', 'mpv', 'van', 'pickup']);
const HEADLAMPS = new Set(['H1', 'H4', 'H7', 'H11', 'HB3', 'H15', 'H18', 'D1S', 'D2S', 'D3S', 'D4S', 'D5S', 'D8S', 'LED']);
/** Cars of the base are the ones on the road: nothing before the register's oldest types that still need parts. */
const FIRST_YEAR = 1990;
const LAST_YEAR = 2027;

export function parseVehicleTypes(text: string): ParseResult<VehicleTypeRow> {
  const table = readTable(text, { delimiter: ',' });
  if (table.unreadable) return { read: 0, rows: [], problems: [], unreadable: table.unreadable };
  const [header, ...records] = table.records;
  const keys = header?.fields.map(headerKey) ?? [];
  const index = Object.fromEntries(COLUMNS.map((name) => [name, keys.indexOf(name)])) as Record<Column, number>;
  const missing = COLUMNS.filter((name) => index[name] < 0);
  if (!header || missing.length > 0) return { read: 0, rows: [], problems: [], unreadable: { line: header?.line ?? 1, reason: `header lacks the columns: ${missing.join(', ')}` } };
  const problems: Problem[] = [];
  const rows: VehicleTypeRow[] = [];
  for (const { line, fields } of records) {
    const row = readRow(line, fields, keys.length, index);
    if ('reason' in row) problems.push(row);
    else rows.push(row);
  }
  return { read: records.length, rows, problems };
}

function readRow(line: number, fields: string[], width: number, index: Record<Column, number>): VehicleTypeRow | Problem {
  if (fields.length !== width) return { line, reason: `expected ${width} columns, found ${fields.length}` };
  const get = (column: Column) => (fields[index[column]] ?? '').trim();
  const whole = (column: Column, optional = false): number | null | Problem => {
    const value = get(column);
    if (value === '' && optional) return null;
    if (!/^\d+$/.test(value)) return { line, reason: `${column} is not a whole number: "${value}"` };
    return Number(value);
  };
  const list = (column: Column) => get(column).split(';').map((part) => part.trim()).filter(Boolean);
  const numbers: Partial<Record<Column, number | null>> = {};
  for (const column of ['gen_start', 'kw', 'ccm', 'type_start'] as const) {
    const value = whole(column);
    if (typeof value === 'object' && value !== null) return value;
    numbers[column] = value;
  }
  for (const column of ['gen_end', 'type_end', 'front_disc_mm', 'rear_disc_mm', 'rear_drum_mm', 'battery_ah'] as const) {
    const value = whole(column, true);
    if (typeof value === 'object' && value !== null) return value;
    numbers[column] = value;
  }
  const n = (column: Column) => numbers[column] as number;
  const make = get('make');
  const family = get('family');
  const generation = get('generation');
  const engine = get('engine');
  if (!make || !family || !generation || !engine) return { line, reason: 'make, family, generation or engine is empty' };
  const fuel = FUELS[get('fuel').toLowerCase()];
  if (!fuel) return { line, reason: `unknown fuel "${get('fuel')}"` };
  // A name spells its engine ("E 300 de" is Mercedes' diesel plug-in, "2.0 TDI" a diesel): a row
  // whose fuel says otherwise is mislabelled, and its fuel filter and glow plugs would go wrong.
  if (spellsOtherEngine(engine, fuel)) return { line, reason: `the name "${engine}" spells another fuel than its fuel ${get('fuel')}` };
  const body = list('body').map((b) => b.toLowerCase());
  const strange = body.find((b) => !BODIES.has(b));
  if (strange !== undefined || body.length === 0) return { line, reason: `unknown body "${strange ?? ''}"` };
  const headlamp = get('headlamp').toUpperCase() || null;
  if (headlamp !== null && !HEADLAMPS.has(headlamp)) return { line, reason: `unknown low-beam source "${get('headlamp')}"` };
  const wipersMm = get('wipers_mm') === '' ? [] : get('wipers_mm').split('/').map((w) => Number(w.trim()));
  if (wipersMm.length > 2 || wipersMm.some((w) => !Number.isInteger(w) || w < 250 || w > 1000)) return { line, reason: `wiper lengths "${get('wipers_mm')}" are not one or two lengths in mm` };
  const genEnd = numbers.gen_end ?? null;
  const typeEnd = numbers.type_end ?? null;
  const years = [n('gen_start'), n('type_start'), genEnd, typeEnd].filter((y): y is number => y !== null);
  if (years.some((y) => y < FIRST_YEAR || y > LAST_YEAR)) return { line, reason: `a year lies outside ${FIRST_YEAR}-${LAST_YEAR}` };
  // A type is built within its generation; the trade's year ranges may share the changeover year.
  if (n('type_start') < n('gen_start') || (genEnd !== null && (n('type_start') > genEnd || (typeEnd ?? genEnd) > genEnd)) || (typeEnd !== null && typeEnd < n('type_start'))) {
    return { line, reason: `type years ${n('type_start')}-${typeEnd ?? ''} lie outside the generation's ${n('gen_start')}-${genEnd ?? ''}` };
  }
  const electric = fuel === 'electric';
  if (electric !== (n('ccm') === 0)) return { line, reason: electric ? 'an electric car has no displacement' : 'a combustion engine needs its displacement' };
  if (n('kw') < 20 || n('kw') > 600) return { line, reason: `power ${n('kw')} kW is not a car's` };
  const size = (column: Column) => numbers[column] ?? null;
  const front = size('front_disc_mm');
  if (front !== null && (front < 220 || front > 420)) return { line, reason: `front disc ${front} mm is not a car's` };
  const [rearDisc, rearDrum] = [size('rear_disc_mm'), size('rear_drum_mm')];
  if (rearDisc !== null && rearDrum !== null && (rearDisc === 0) === (rearDrum === 0)) return { line, reason: 'the rear axle has either discs or drums' };
  const battery = size('battery_ah');
  if (battery !== null && (battery < 30 || battery > 110)) return { line, reason: `battery ${battery} Ah is not a car's` };
  if (!/^$|^\d{1,2}W-\d{2}$/i.test(get('oil_grade'))) return { line, reason: `oil grade "${get('oil_grade')}" is not an SAE grade` };
  if (electric && get('oil_grade')) return { line, reason: 'an electric car takes no engine oil' };
  return {
    line, make, family, generation, chassis: list('chassis'), platform: get('platform'), genStart: n('gen_start'), genEnd, body,
    // A type of an engine launched later than its generation is dated from the engine (engine-launches.ts).
    engine, engineCode: get('engine_code'), fuel, kw: n('kw'), ps: kwToPs(n('kw')), ccm: n('ccm'), typeStart: typeStartByEngine(make, generation, engine, n('type_start'), typeEnd, n('ccm'), fuel, n('kw')), typeEnd,
    // Discs given without the drum column mean no drums, and the other way round.
    frontDiscMm: front, rearDiscMm: rearDisc ?? (rearDrum ? 0 : null), rearDrumMm: rearDrum ?? (rearDisc ? 0 : null), wipersMm, batteryAh: battery,
    headlamp, oilGrade: get('oil_grade').toUpperCase(), oilApproval: get('oil_approval'),
  };
}
