/**
 * Volvo names its cars by a letter and a number: D a diesel, T a petrol, B a 48 V mild hybrid (petrol
 * or diesel), and a T6 or T8 "Twin Engine" (from 2020 "Recharge") a plug-in whose electric motor drives
 * the rear axle, so every SPA plug-in (S60, V60, S90, V90, XC60, XC90) is AWD; only the XC40's T4/T5
 * Twin Engine drives the front wheels alone. The number is a power class.
 *
 * The French list names these cars loosely: its plug-in rows read "XC60 TWIN ENGINE FWD", "V60 B4 FWD
 * (300ch)" or "XC60 T5 (250ch)" and give the petrol engine's power only; a mild-hybrid XC60 B4 reads
 * "XC60 T6 AWD (190ch)". A counter finds a Volvo by its designation and power, and a T6 at 145 kW or a
 * front-driven Twin Engine is no car Volvo built: its brakes, cooling and drive parts would be
 * another car's. The importer names each row as Volvo does, at the power the vehicle base gives a
 * plug-in (its system power, as the VW eHybrid's 150 kW or the 330e's 215 kW), and dates it by the
 * version's years (Volvo press releases and price lists).
 */

/** The SPA plug-ins by their petrol engine's power and their rear motor (the 65 kW one to 2022, the 107 kW one after). */
interface VolvoPlugin { lines: RegExp; petrolKw: readonly number[]; bigMotor: boolean; designation: string; systemKw: number; since: number; until: number | null }

/** The French list's "Puissance nominale électrique" of the 107 kW rear motor (2022-) is 99-131.5 kW, of the 65 kW one 28-30 kW. */
const BIG_MOTOR_NOMINAL_KW = 60;
const SPA = /^(?:S60|V60|S90|V90|XC60|XC90)$/i;

const PLUGINS: readonly VolvoPlugin[] = [
  // T6 Twin Engine AWD: 2.0 petrol 186 kW (253 PS) and 65 kW rear motor, 250 kW (340 PS) together; S60/V60 and XC60 from 2019.
  { lines: SPA, petrolKw: [186], bigMotor: false, designation: 'T6 Twin Engine AWD', systemKw: 250, since: 2019, until: 2022 },
  // T8 Twin Engine AWD: 2.0 supercharged and turbocharged petrol 223 kW (303 PS) with the 65 kW motor, 288 kW (390 PS), model years 2020-2022.
  { lines: SPA, petrolKw: [223], bigMotor: false, designation: 'T8 Twin Engine AWD', systemKw: 288, since: 2019, until: 2022 },
  // T8 Twin Engine AWD Polestar Engineered: the petrol at 233 kW (318 PS), 298 kW (405 PS) together.
  { lines: SPA, petrolKw: [233], bigMotor: false, designation: 'T8 Twin Engine AWD Polestar Engineered', systemKw: 298, since: 2019, until: 2022 },
  // From model year 2023 (mid-2022) the 18.8 kWh battery and the 107 kW (145 PS) rear motor: T6 Recharge 257 kW (350 PS), T8 Recharge 335 kW (455 PS).
  { lines: SPA, petrolKw: [186], bigMotor: true, designation: 'T6 Recharge AWD', systemKw: 257, since: 2022, until: null },
  { lines: SPA, petrolKw: [228], bigMotor: true, designation: 'T8 Recharge AWD', systemKw: 335, since: 2022, until: null },
  // XC40 T5 Twin Engine (front-wheel drive): 1.5 three-cylinder 132 kW (180 PS) and a 60 kW motor in the gearbox, 193 kW (262 PS) together.
  { lines: /^XC40$/i, petrolKw: [132, 143], bigMotor: false, designation: 'T5 Twin Engine', systemKw: 193, since: 2020, until: null },
];

/** The B designation of a mild hybrid by its power: B3 120 kW (163 PS), B4 145 kW (197 PS), B5 173-184 kW (235-250 PS), B6 220 kW (300 PS). */
const MILD_HYBRID_KW: readonly [string, number, number][] = [['B3', 120, 120], ['B4', 145, 145], ['B5', 173, 184], ['B6', 220, 220]];

/** The powers each designation was built with (kW; a plug-in's system power). */
const DESIGNATION_KW: Readonly<Record<string, readonly [number, number]>> = {
  T2: [95, 95], T3: [112, 120], T4: [132, 140], T5: [180, 187], T6: [225, 235], D2: [84, 88], D3: [100, 110], D4: [120, 140], D5: [165, 173],
  B3: [120, 120], B4: [145, 145], B5: [173, 184], B6: [220, 220],
  'T4 Twin Engine': [155, 155], 'T5 Twin Engine': [193, 193], 'T6 Twin Engine': [250, 258], 'T8 Twin Engine': [288, 335],
};

const PLUGIN_FUELS = ['plugin-hybrid', 'diesel-plugin-hybrid'];
const MILD_FUELS = ['hybrid', 'diesel-hybrid'];

export interface VolvoType { name: string; fuel: string; kw: number; since?: number; until?: number | null }

/** The line a Volvo name begins with ("XC60"). */
const lineOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
/** The name's drive word (FWD, AWD), or null. */
const driveOf = (name: string): string | null => /\b(FWD|AWD)\b/i.exec(name)?.[1]?.toUpperCase() ?? null;

/**
 * A French-list Volvo row as Volvo names it: its line, designation and drive, at the power the base gives
 * (a plug-in's system power), with the version's years; the row as given where it already says the car.
 * electricKw: the list's nominal electric power, which tells the 2022 rear motor from the earlier one.
 */
export function volvoTradeType(name: string, fuel: string, kw: number, electricKw?: number | null): VolvoType {
  const line = lineOf(name);
  if (PLUGIN_FUELS.includes(fuel)) {
    const bigMotor = (electricKw ?? 0) >= BIG_MOTOR_NOMINAL_KW;
    const plugin = PLUGINS.find((p) => p.lines.test(line) && p.petrolKw.includes(kw) && (p.bigMotor === bigMotor || !SPA.test(line)));
    if (plugin) return { name: `${line} ${plugin.designation}`, fuel, kw: plugin.systemKw, since: plugin.since, until: plugin.until };
    return { name, fuel, kw };
  }
  if (MILD_FUELS.includes(fuel)) {
    const b = MILD_HYBRID_KW.find(([, low, high]) => kw >= low && kw <= high)?.[0];
    const spelled = /\b([A-Z][A-Z0-9]?)\s+(FWD|AWD)\b/i.exec(name);
    // "XC60 T6 AWD" or "V60 BT AWD" at 145 kW is the B4 AWD; a name already spelling its B designation stays.
    if (b && spelled && spelled[1]!.toUpperCase() !== b) return { name: `${line} ${b} ${spelled[2]!.toUpperCase()}`, fuel, kw };
  }
  return { name, fuel, kw };
}

/** The designation a Volvo name spells: "T8 Twin Engine", "B4", "D4"; "Twin Engine" alone where it gives no number; null where none. */
export function volvoDesignation(name: string): string | null {
  const upper = name.toUpperCase();
  const number = /\b([TBD][2-8])\b/.exec(upper)?.[1] ?? null;
  const twin = /\bTWIN ENGINE\b|\bRECHARGE\b/.test(upper);
  if (twin) return number ? `${number} Twin Engine` : 'Twin Engine';
  return number;
}

/** Why a Volvo type's name contradicts its fuel, drive or power; null where it does not. */
export function volvoContradiction(name: string, fuel: string, kw: number | null): string | null {
  const designation = volvoDesignation(name);
  if (designation === null) return null;
  const line = lineOf(name);
  const twin = designation.endsWith('Twin Engine');
  if (twin && fuel !== 'electric' && !PLUGIN_FUELS.includes(fuel)) return `a ${designation} is a plug-in hybrid, not ${fuel}`;
  if (!twin && PLUGIN_FUELS.includes(fuel)) return `a ${designation} is no plug-in hybrid: Volvo's plug-ins are the Twin Engine or Recharge`;
  if (designation.startsWith('B') && !MILD_FUELS.includes(fuel)) return `a ${designation} is a 48 V mild hybrid, not ${fuel}`;
  if (designation.startsWith('T') && !twin && MILD_FUELS.includes(fuel)) return `a ${designation} is a petrol car, Volvo's mild hybrids are the B models`;
  if (twin && SPA.test(line) && driveOf(name) === 'FWD') return `a ${line} Twin Engine drives its rear axle electrically: it is AWD`;
  if (designation === 'Twin Engine' && fuel !== 'electric') return `a Twin Engine is named by its T number`;
  const range = DESIGNATION_KW[designation];
  if (range && kw !== null && (kw < range[0] - 2 || kw > range[1] + 2)) return `a ${designation} has ${range[0] === range[1] ? range[0] : `${range[0]}-${range[1]}`} kW, not ${kw}`;
  return null;
}
