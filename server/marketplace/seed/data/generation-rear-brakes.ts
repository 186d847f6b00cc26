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
  reason: string;
}
const GENERATION_REAR_DISCS: readonly GenerationRearDisc[] = [
  { of: /^Peugeot 206\b/, mm: 247, everyType: false, reason: 'a 206 with rear discs (the HDi 110, the S16, the GTi) brakes on 247×8 mm solid discs; the 249×9 disc is the 207\'s and 2008\'s' },
  { of: /^Renault (Mégane|Scénic|Grand Scénic) III\b/, mm: 260, everyType: true, reason: 'the Mégane III and Scénic III brake their rear wheels with 260 mm discs on every engine, the 1.5 dCi too' },
];

/** The generation's own rear disc: the one size its types are recorded with, else the trade's, else none. */
export function generationRearDiscMm(generation: string, recordedMm: readonly number[] = []): number | undefined {
  const sizes = new Set(recordedMm.filter((mm) => mm > 0));
  if (sizes.size === 1) return [...sizes][0];
  return sizes.size === 0 ? GENERATION_REAR_DISCS.find((g) => g.of.test(generation))?.mm : undefined;
}

/** Whether the generation brakes its rear wheels with discs on every type (no drum, shoe or wheel cylinder fits it). */
export const generationRearDiscsOnly = (generation: string): boolean => GENERATION_REAR_DISCS.some((g) => g.everyType && g.of.test(generation));

/**
 * The rear brake of a type the base records none for: the generation's disc where the power class gave it a disc (or
 * every type has discs), the class's drum otherwise; null where the generation has no one size.
 */
export function rearBrakeOfGeneration(car: { generation: string; rearDiscMm: number; rearDrumMm: number }, recordedMm: readonly number[] = []): { rearDiscMm: number; rearDrumMm: number } | null {
  const mm = generationRearDiscMm(car.generation, recordedMm);
  if (mm === undefined || (car.rearDiscMm <= 0 && !generationRearDiscsOnly(car.generation))) return null;
  return { rearDiscMm: mm, rearDrumMm: 0 };
}
