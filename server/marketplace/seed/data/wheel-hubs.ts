/**
 * A wheel hub's bolt pattern is the car's: its wheel bolts (fitment-rules' wheelBolts) on the circle
 * its maker drills for the platform. A Polo VI, an Ibiza KJ and a Fabia IV (MQB-A0) run 5x100, a
 * Golf 5x112, an up! 4x100; a hub drilled 4x100 never goes onto a car with five bolts, whatever its
 * size, and a 5x112 hub never onto a 5x120 BMW E90.
 */
import { type CarFacts, wheelBolts } from './fitment-rules';
import { type BoltPattern, listedHubOf } from './hub-patterns';

type HubCar = Pick<CarFacts, 'make' | 'platform' | 'frontDiscMm' | 'generation'> & Partial<Pick<CarFacts, 'typeStart' | 'generationStart'>>;

/** Pitch circles (mm) of five-bolt hubs by platform, where the platform decides over the make. */
const FIVE_BOLT_CIRCLE_BY_PLATFORM: Readonly<Record<string, number>> = {
  // The VW group's small cars (Polo, Ibiza, Fabia, A1) keep the 100 mm circle of the PQ24/PQ25 years.
  'MQB-A0': 100, PQ24: 100, PQ25: 100, PQ26: 100,
  // The Transporter's hub carries a van's load: 5x120.
  T5: 120, T6: 120,
  // BMW's front-drive UKL and its G-series CLAR moved from 5x120 to 5x112.
  UKL1: 112, UKL2: 112, CLAR: 112,
  // Opel: Astra J and K 5x105, Astra H and Zafira B 5x110, Insignia A 5x120, Insignia B 5x115.
  'GM Delta II': 105, D2XX: 105, 'GM Delta': 110, 'GM Epsilon II': 120, 'GM E2XX': 115, EMP2: 108, CMP: 108,
  // Renault's and Nissan's C and D platforms: 5x114.3.
  'CMF-CD': 114.3, 'Renault/C': 114.3,
};

/** Pitch circles (mm) of five-bolt hubs by make; makes not listed (the Japanese and Korean, Renault, Tesla) drill 5x114.3. */
const FIVE_BOLT_CIRCLE_BY_MAKE: Readonly<Record<string, number>> = {
  VW: 112, Audi: 112, Skoda: 112, Seat: 112, Cupra: 112, 'Mercedes-Benz': 112, Mini: 112,
  BMW: 120, 'Land Rover': 120, Porsche: 130,
  Volvo: 108, Jaguar: 108, Peugeot: 108, 'Citroën': 108, DS: 108, Ford: 108,
  Opel: 110, Fiat: 110, Abarth: 110, 'Alfa Romeo': 110, Jeep: 110, Lancia: 110,
};

/** Pitch circles (mm) of four-bolt hubs by make: PSA's and Ford's 4x108, the Fiat group's small cars' 4x98; the others 4x100. */
const FOUR_BOLT_CIRCLE_BY_MAKE: Readonly<Record<string, number>> = {
  Peugeot: 108, 'Citroën': 108, DS: 108, Ford: 108, Fiat: 98, Abarth: 98, Lancia: 98,
};

/**
 * BMW's front-drive generations (UKL/FAAR: 1er F40, 2er Active and Gran Tourer, 2er Gran Coupé F44, 2er Active Tourer
 * U06, X1 F48/U11, X2 F39/U10, iX1) drill 5x112 like the Mini they share their axles with; the list files some of them
 * under the series' name, not the platform's, so the name decides. Only the rear-drive BMWs keep 5x120.
 */
const BMW_FRONT_DRIVE = /^BMW (1er F4\d|2er (F4[456]|U06)|X1 (F48|U11)|X2|iX1|iX2)\b/;

export type { BoltPattern };

/** The car's wheel bolt pattern: its bolt count and pitch circle. */
export function wheelBoltPatternOf(car: HubCar): BoltPattern {
  // The generation's own hub where the trade's fitment lists give it (data/hub-patterns.ts).
  const listed = listedHubOf(car);
  if (listed) return listed;
  const bolts = wheelBolts(car);
  // The fortwo's three bolts sit on a 112 mm circle.
  if (bolts === 3) return { bolts, circleMm: 112 };
  if (bolts === 4) return { bolts, circleMm: FOUR_BOLT_CIRCLE_BY_MAKE[car.make] ?? 100 };
  // The Macan sits on its Audi Q5 platform's 5x112, every other Porsche on 5x130.
  if (car.make === 'Porsche' && /\bMacan\b/.test(car.generation)) return { bolts, circleMm: 112 };
  if (car.make === 'BMW' && BMW_FRONT_DRIVE.test(car.generation)) return { bolts, circleMm: 112 };
  return { bolts, circleMm: FIVE_BOLT_CIRCLE_BY_PLATFORM[car.platform] ?? FIVE_BOLT_CIRCLE_BY_MAKE[car.make] ?? 114.3 };
}

/** The kinds drilled for the wheel bolts: the hub, and the wheel bearing sold as a hub unit. */
export const HUB_KINDS: ReadonlySet<string> = new Set(['Radnabe']);

/**
 * Whether a car's wheel hub carries the ABS ring: the generations of 2000 on read the wheel speed off a
 * magnetic encoder ring that comes with the hub unit (an active sensor), so the hub is sold with it; the
 * older generations' passive sensors read a toothed ring on the drive shaft's outer joint, and their
 * hubs come without. One build per car: a shopper never has to guess which of two hubs his car takes.
 */
export function hubAbsRingOf(car: Pick<CarFacts, 'generationStart'>): 'yes' | 'no' {
  return car.generationStart >= 2000 ? 'yes' : 'no';
}
