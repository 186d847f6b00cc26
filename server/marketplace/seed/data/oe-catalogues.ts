/**
 * Whose parts catalogue a car's OE numbers come from. Opel has belonged to PSA, now Stellantis, since 2017, and the Opels
 * built since on a PSA platform (Corsa F and Mokka B on CMP, Astra L, Grandland, Combo E, Zafira Life and Vivaro C on EMP2,
 * Crossland X on PF1) leave the factory with PSA parts: their references are PSA's ten digits ending in 80 ("98 123 456 80",
 * "16 123 456 80"). The Opels of the GM years keep GM's eight digits ("13 502 047"). A clerk who types a GM number for a
 * Corsa F, or a PSA number for a Corsa E, finds nothing.
 */
import type { CarFacts } from './fitment-rules';
import { ENGINE_KINDS } from './oe-model-prefixes';

type CatalogueCar = Pick<CarFacts, 'make' | 'generation' | 'platform' | 'generationStart'> & Partial<Pick<CarFacts, 'ccm'>>;

/**
 * Engines a make buys from another maker, whose parts keep the engine maker's numbers: the 2022 Range Rover's P530 4.4 V8
 * (4395 cm³) is BMW's N63/S68, so its lifters, filters and sensors are BMW's "11 …" parts, not the LR0… numbers of the
 * Jaguar-Land Rover AJ V8 it replaced.
 */
const BOUGHT_IN_ENGINES: readonly { make: string; ccm: number; catalogue: string }[] = [
  { make: 'Land Rover', ccm: 4395, catalogue: 'BMW' },
];

/** The PSA platforms a badge-engineered car is built on. */
const STELLANTIS_PLATFORMS = new Set(['CMP', 'EMP1', 'EMP2', 'PF1', 'PF2', 'K9', 'STLA Medium', 'STLA Small']);

/** Opel generations on a PSA platform, for the cars whose platform the base does not name (the Mokka name came back in 2020). */
const STELLANTIS_OPELS: readonly { generation: RegExp; since?: number }[] = [
  { generation: /^Opel (?:Corsa F|Astra L|Crossland|Grandland|Combo (?:E|Life)|Zafira Life|Vivaro C|Movano C|Frontera)\b/ },
  { generation: /^Opel Mokka(?: B| II)?$/, since: 2020 },
  { generation: /^Opel Combo(?: Life)?$/, since: 2018 },
];

/** The make whose catalogue numbers the car's parts: PSA's (as Peugeot prints them) for an Opel built on a PSA platform, else its own. */
export function oeCatalogueOf(car: CatalogueCar, kind?: string): string {
  const engine = kind !== undefined && ENGINE_KINDS.has(kind) ? BOUGHT_IN_ENGINES.find((e) => e.make === car.make && e.ccm === car.ccm) : undefined;
  if (engine) return engine.catalogue;
  if (car.make !== 'Opel') return car.make;
  const onPsa = STELLANTIS_PLATFORMS.has(car.platform)
    || STELLANTIS_OPELS.some((o) => o.generation.test(car.generation) && (o.since === undefined || car.generationStart >= o.since));
  return onPsa ? 'Peugeot' : car.make;
}

/**
 * The catalogue of the cars a part fits, as a maker's counter reads it: the one most of its cars of the make are numbered in
 * (the first car's on a tie). A part shared by a GM-era and a PSA-era Opel is found under the number of the catalogue it came from.
 */
export function oeCatalogueOfCars(make: string, cars: readonly CatalogueCar[], kind?: string): string {
  const counts = new Map<string, number>();
  for (const car of cars) if (car.make === make) counts.set(oeCatalogueOf(car, kind), (counts.get(oeCatalogueOf(car, kind)) ?? 0) + 1);
  let best = make;
  let most = 0;
  for (const [catalogue, n] of counts) if (n > most) [best, most] = [catalogue, n];
  return best;
}
