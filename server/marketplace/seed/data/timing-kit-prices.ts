/**
 * A timing belt kit with water pump is the same brand's belt kit for the engine with the pump in the box: the trade
 * lists it at the kit's price and the pump's on top, never at or below the kit without it. Both are priced from the
 * brand's kit for the engine's belt; the pump adds half to nine tenths of the kit's price, so brand and shop play
 * never turn the two round.
 */
import { hashSeed } from '../rng';

export const TIMING_KIT = 'Zahnriemensatz';
export const TIMING_KIT_WITH_PUMP = 'Zahnriemensatz mit Wasserpumpe';
const KIT_EUR: readonly [number, number] = [60, 160];
const PUMP_SHARE: readonly [number, number] = [0.5, 0.9];

const fractionOf = (...parts: number[]): number => hashSeed(...parts) / 2 ** 32;
const keyCodes = (key: string): number[] => [...key].map((ch) => ch.charCodeAt(0));

/** The list price (cents) of the brand's kit, or kit with water pump, for the engine's belt (`beltKey`); none for other kinds. */
export function timingKitListCents(kind: string, brandId: number, beltKey: string): number | undefined {
  if (kind !== TIMING_KIT && kind !== TIMING_KIT_WITH_PUMP) return undefined;
  const kit = KIT_EUR[0] * (KIT_EUR[1] / KIT_EUR[0]) ** fractionOf(brandId, 1, ...keyCodes(beltKey));
  if (kind === TIMING_KIT) return Math.round(kit * 100);
  const share = PUMP_SHARE[0] + (PUMP_SHARE[1] - PUMP_SHARE[0]) * fractionOf(brandId, 2, ...keyCodes(beltKey));
  return Math.round(kit * (1 + share) * 100);
}

/** Whether a brand's kit with water pump is offered at or below its kit without pump for the same car. */
export const pumpKitNotAboveKit = (withPumpCents: readonly number[], kitCents: readonly number[]): boolean =>
  withPumpCents.length > 0 && kitCents.length > 0 && Math.min(...withPumpCents) <= Math.max(...kitCents);
