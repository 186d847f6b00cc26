/**
 * SKF numbers its timing parts by the make group of the engine's belt drive: a VKMA 01… kit, a VKMC 03…
 * kit with pump, a VKMT 06… belt, a VKM 11… tensioner (data/main-make-codes.ts, data/skf-pulleys.ts). The
 * catalogue lists such a part under its group's makes, the cars whose engines share that belt drive: a
 * VW group kit for a Golf, a Leon and an Octavia, but not for a Ford of another drive. A Ford or a Volvo
 * with a PSA diesel gets SKF's kit numbered in Ford's or Volvo's group, so an SKF number of one group is
 * fitted to that group's makes only, and the other makes' cars take it from another maker.
 */
import { MAIN_MAKE_TOKEN, mainMakeCode, mainMakeCodeInNumber, mainMakeOf } from './main-make-codes';
import { PULLEY_TOKEN, skfPulleyCode, skfPulleyCodeInNumber } from './skf-pulleys';

/** Whether an SKF line numbers by make group: its timing belts and kits, its tensioners and idlers. */
export function skfMakeGrouped(brand: string, pattern: string): boolean {
  return brand === 'SKF' && (pattern.includes(MAIN_MAKE_TOKEN) || pattern.includes(PULLEY_TOKEN));
}

/** The group digits an SKF part of the kind carries for a make's car. */
export function skfGroupCode(kind: string, pattern: string, make: string | undefined): string {
  return pattern.includes(PULLEY_TOKEN) ? skfPulleyCode(kind, make) : mainMakeCode('SKF', make);
}

/** The cars of the make group the part is numbered in (its main make's): the cars it is listed for. */
export function skfGroupCars<T extends { car: { make: string } }>(kind: string, pattern: string, fitted: readonly T[]): T[] {
  const group = skfGroupCode(kind, pattern, mainMakeOf(fitted.map((model) => model.car.make)));
  return fitted.filter((model) => skfGroupCode(kind, pattern, model.car.make) === group);
}

/** The group digits an SKF timing number carries (VKMA 01…, VKM 11…), or undefined for another SKF number. */
export function skfGroupInNumber(number: string): { code: string; pulley: boolean } | undefined {
  const pulley = skfPulleyCodeInNumber(number);
  if (pulley !== undefined) return { code: pulley, pulley: true };
  if (!/^VKM[ATC] \d/.test(number)) return undefined;
  const code = mainMakeCodeInNumber('SKF', number);
  return code === undefined ? undefined : { code, pulley: false };
}

/** The first fitted make outside the group an SKF timing number names, or undefined where every car is of it. */
export function makeOutsideSkfGroup(kind: string, number: string, makes: readonly string[]): string | undefined {
  const group = skfGroupInNumber(number);
  if (!group) return undefined;
  const pattern = group.pulley ? PULLEY_TOKEN : MAIN_MAKE_TOKEN;
  return makes.find((make) => skfGroupCode(kind, pattern, make) !== group.code);
}
