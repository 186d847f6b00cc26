/**
 * A type's rear brake where the base records none for it: its generation's. A generation is built with one rear disc
 * (the Focus II brakes its rear on 265 mm discs whatever the engine; the 271 mm disc is the Focus III's), so a type
 * without a fact of its own takes the size its sister types are recorded with, not the power class's guess or a later
 * generation's. Where the base records no rear disc for the generation, the trade's catalogues give it.
 */
interface GenerationRearDisc {
  of: RegExp;
  mm: number;
  /** Every type brakes its rear wheels with discs: no drum on any engine. */
  everyType: boolean;
  /**
   * Where only some types have rear discs, the types that do: from a power on (kW) or by the badge in their name. Such a
   * type never takes a drum, whatever a weaker sister of its power class is recorded with.
   */
  discTypes?: { fromKw?: number; type?: RegExp };
  /** The disc as it is cast, where the trade knows it for the whole generation: its thickness and whether it is ventilated. */
  cast?: { thicknessMm: number; ventilated: boolean };
  reason: string;
}
const GENERATION_REAR_DISCS: readonly GenerationRearDisc[] = [
  {
    of: /^Nissan Qashqai J11\b/, mm: 292, everyType: true, cast: { thicknessMm: 16, ventilated: false },
    reason: 'the Qashqai J11 (2013-2021) brakes its rear wheels on 292×16 mm solid discs on every type, the 1.2 DIG-T and 1.5 dCi too: a 260 or 290 mm CMF-CD rear disc of a Mégane IV or Talisman is no Qashqai\'s',
  },
  {
    of: /^Peugeot 206\b/, mm: 247, everyType: false, discTypes: { type: /\b(HDi 110|S16|GTi|RC)\b/ },
    reason: 'a 206 with rear discs (the 1.6 HDi 110, the S16, the GTi and RC) brakes on 247×8 mm solid discs; the 249×9 disc is the 207\'s and 2008\'s',
  },
  {
    of: /^Peugeot 207\b/, mm: 249, everyType: false, discTypes: { fromKw: 80, type: /\b(THP|GTi|RC)\b/ },
    reason: 'the 207 brakes its rear on 203 mm drums up to the 1.6 HDi 92 and VTi 95; from 110 PS on (the 1.6 HDi 110, the VTi 120, the THP, GTi and RC) it takes the larger package, 283 mm front discs and 249×9 mm solid rear discs: no drum, shoe or wheel cylinder fits those types',
  },
  { of: /^Renault (Mégane|Scénic|Grand Scénic) III\b/, mm: 260, everyType: true, reason: 'the Mégane III and Scénic III brake their rear wheels with 260 mm discs on every engine, the 1.5 dCi too' },
  {
    of: /^VW (Transporter T5|Transporter T6|Kombi)\b/, mm: 294, everyType: true, cast: { thicknessMm: 22, ventilated: true },
    reason: 'the T5 (from 2003), the T6 and the T6.1 brake their rear wheels on 294×22 mm ventilated discs behind 16- and 17-inch wheels alike, the 2.5 TDI, the 4MOTION and the 17-inch packages too: a 294 mm disc 12 mm thick or a small car\'s 249 is no Transporter\'s',
  },
  {
    of: /^Honda E$/, mm: 260, everyType: true,
    reason: 'the Honda e (2020-2024) brakes on four discs, its rear-motor axle with a disc and the electric parking brake in the caliper: no drum, shoe or wheel cylinder fits it; the base records no size, so it takes the smallest rear disc of Honda\'s own packages (260 mm, the Civic\'s), not the small-car power class\'s drum',
  },
  {
    of: /^Mercedes-Benz A-Klasse W169\b/, mm: 258, everyType: true, cast: { thicknessMm: 10, ventilated: false },
    reason: 'the A-Klasse W169 (2004-2012) brakes its rear on 258×10 mm solid discs across the range, the A 200 CDI and A 200 Turbo too; the 276 and 295 mm rear discs are the later MFA cars\' (W176, W246)',
  },
];

/** The generation's own rear disc: the one size its types are recorded with, else the trade's, else none. */
export function generationRearDiscMm(generation: string, recordedMm: readonly number[] = []): number | undefined {
  const sizes = new Set(recordedMm.filter((mm) => mm > 0));
  if (sizes.size === 1) return [...sizes][0];
  return sizes.size === 0 ? GENERATION_REAR_DISCS.find((g) => g.of.test(generation))?.mm : undefined;
}

/**
 * The rear disc the trade knows for the whole generation, diameter and casting (a T5's 294×22 ventilated), or none
 * where the generation has several or the table does not state its casting.
 */
export function generationRearDiscOf(generation: string): { mm: number; thicknessMm: number; ventilated: boolean } | undefined {
  const known = GENERATION_REAR_DISCS.find((g) => g.cast && g.of.test(generation));
  return known?.cast ? { mm: known.mm, ...known.cast } : undefined;
}

/** Whether the generation brakes its rear wheels with discs on every type (no drum, shoe or wheel cylinder fits it). */
export const generationRearDiscsOnly = (generation: string): boolean => GENERATION_REAR_DISCS.some((g) => g.everyType && g.of.test(generation));

/** Whether the type brakes its rear wheels with discs where its generation has drums on the weaker types (a 207 HDi 110). */
export function rearDiscType(car: { generation: string; typeName: string; kw: number }): boolean {
  const known = GENERATION_REAR_DISCS.find((g) => g.discTypes && g.of.test(car.generation))?.discTypes;
  return known !== undefined && ((known.fromKw !== undefined && car.kw >= known.fromKw) || (known.type?.test(car.typeName) ?? false));
}

/** Whether the type takes no drum at the rear: its generation brakes every type with discs, or the type is one with discs. */
export const rearDiscsOnly = (car: { generation: string; typeName: string; kw: number }): boolean => generationRearDiscsOnly(car.generation) || rearDiscType(car);

/**
 * The rear brake of a type the base records none for: the generation's disc where the power class gave it a disc (or
 * every type, or this type, has discs), the class's drum otherwise; null where the generation has no one size.
 */
export function rearBrakeOfGeneration(car: { generation: string; typeName?: string; kw?: number; rearDiscMm: number; rearDrumMm: number }, recordedMm: readonly number[] = []): { rearDiscMm: number; rearDrumMm: number } | null {
  const mm = generationRearDiscMm(car.generation, recordedMm);
  if (mm === undefined || (car.rearDiscMm <= 0 && !rearDiscsOnly({ generation: car.generation, typeName: car.typeName ?? '', kw: car.kw ?? 0 }))) return null;
  return { rearDiscMm: mm, rearDrumMm: 0 };
}
