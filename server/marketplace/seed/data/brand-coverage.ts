/**
 * Which makes a brand's range covers for a kind, where the trade knows it is not the whole market. A
 * throttle body, a caliper or a pump is listed by the maker who builds or remanufactures it for that
 * car's engine or brake; a catalogue that shows another maker's number for it shows a part no one
 * sells. Each entry names the kind, the brands that do not list it (or every brand), the cars and why.
 */
import type { CarFacts } from './fitment-rules';
import { DENSO_COMPRESSOR_MAKES } from './main-make-codes';

type Car = Pick<CarFacts, 'make' | 'fuel'>;

interface Uncovered {
  kind: string;
  /** The brands whose range leaves these cars out; 'every' where no aftermarket range lists the part. */
  brands: readonly string[] | 'every';
  cars: (car: Car) => boolean;
  reason: string;
}

/** The Japanese makes, whose petrol engines carry their own suppliers' electronic throttle bodies. */
const JAPANESE_MAKES: ReadonlySet<string> = new Set(['Toyota', 'Lexus', 'Honda', 'Mazda', 'Subaru', 'Suzuki', 'Mitsubishi', 'Daihatsu']);

/** Toyota's and Lexus' petrol engines, the power-split hybrids' 2ZR-FXE and M20A-FXS among them. */
const TOYOTA_PETROL = (car: Car): boolean => (car.make === 'Toyota' || car.make === 'Lexus') && car.fuel !== 'diesel' && car.fuel !== 'electric';

export const UNCOVERED: readonly Uncovered[] = [
  {
    kind: 'Klimakompressor', brands: ['Denso'], cars: (car) => !DENSO_COMPRESSOR_MAKES.has(car.make),
    reason: 'Denso numbers a compressor by the make it builds it for (DCP02 Audi, DCP32 VW, DCP05 BMW, DCP17 Mercedes, DCP50 Toyota, data/main-make-codes.ts); for another make its range shows no number this catalogue can vouch for',
  },
  {
    kind: 'Einspritzdüse', brands: 'every', cars: (car) => car.make === 'Mazda' && car.fuel !== 'diesel',
    reason: 'Mazda\'s petrol engines (MZR, Skyactiv-G, the SPCCI Skyactiv-X, each with an injector of its own) inject through Denso valves sold by Mazda: Bosch\'s and Magneti Marelli\'s petrol injectors are built for the European engines and list none for them, and the catalogue carries no Denso petrol injector line',
  },
  {
    kind: 'Kurbelgehäuseentlüftungsfilter', brands: 'every', cars: TOYOTA_PETROL,
    reason: 'Toyota\'s and Lexus\' petrol engines (1KR, 1NR, 2ZR and the hybrids\' 2ZR-FXE, M15A, M20A) ventilate the crankcase through a PCV valve in the cam cover: there is no breather filter cartridge to sell for them',
  },
  {
    kind: 'Drosselklappe', brands: ['Pierburg', 'Bosch', 'Magneti Marelli'], cars: (car) => JAPANESE_MAKES.has(car.make) && car.fuel === 'petrol',
    reason: 'a Japanese petrol engine (a Toyota 1NR-FE, a Honda L15, a Mazda Skyactiv-G) breathes through a Denso, Aisan, Hitachi or Mikuni throttle body: Pierburg, Bosch and Magneti Marelli build theirs for the European engines and list none for it',
  },
  {
    kind: 'Bremssattel', brands: 'every', cars: (car) => car.make === 'Alpine',
    reason: 'the Alpine A110 brakes on Brembo calipers of its own: too few come back as cores for a remanufacturing line (Bosch, ATE, TRW) to list them, so they come from the maker',
  },
];

/** Whether the brand's range lists the kind for the car. */
export function brandCovers(kind: string, brand: string, car: Car): boolean {
  return !UNCOVERED.some((entry) => entry.kind === kind && (entry.brands === 'every' || entry.brands.includes(brand)) && entry.cars(car));
}

/** Whether any aftermarket range lists the kind for the car. */
export function kindCovered(kind: string, car: Car): boolean {
  return !UNCOVERED.some((entry) => entry.kind === kind && entry.brands === 'every' && entry.cars(car));
}

/** The lines an article of the kind for these cars may come from, or undefined where every brand's range covers them. */
export function coveringLines(kind: string, cars: readonly Car[]): ((line: { brand: string }) => boolean) | undefined {
  if (!UNCOVERED.some((entry) => entry.kind === kind && cars.some(entry.cars))) return undefined;
  return (line) => cars.every((car) => brandCovers(kind, line.brand, car));
}
