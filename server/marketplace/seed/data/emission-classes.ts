/**
 * The exhaust standard a type's catalytic converter and particulate filter are built to, from the
 * type's years. Each Euro stage came in twice: first for new type approvals, a year or so later for
 * every new car registered. A converter is built to one stage and is listed for the types approved
 * to it: the stage in force for new types in the type's first build year. A type the vehicle base
 * carries on past the next stage's date (a Kangoo 1.5 dCi from 2009 to 2021) keeps its first cars'
 * stage: a Euro 6d filter's coating, sensors and mounting are a 2021 car's, never a 2009 one's.
 */
import type { CarFacts } from './fitment-rules';

interface EuroStage {
  name: string;
  /** The first build year of types approved to it (new approvals from September of the year before, or January). */
  newTypesFrom: number;
  /** The first whole build year in which every new car registered had to meet it. */
  everyCarFrom: number;
}

/** The stages a converter is sold for, oldest first. */
export const EURO_STAGES: readonly EuroStage[] = [
  { name: 'Euro 3', newTypesFrom: 0, everyCarFrom: 0 },
  // Euro 4: new types from January 2005, every car from January 2006.
  { name: 'Euro 4', newTypesFrom: 2005, everyCarFrom: 2006 },
  // Euro 5: new types from September 2009, every car from January 2011.
  { name: 'Euro 5', newTypesFrom: 2010, everyCarFrom: 2011 },
  // Euro 6: new types from September 2014, every car from September 2015.
  { name: 'Euro 6', newTypesFrom: 2015, everyCarFrom: 2016 },
  // Euro 6d-TEMP (real-driving emissions): new types from September 2017, every car from September 2019.
  { name: 'Euro 6d-TEMP', newTypesFrom: 2018, everyCarFrom: 2020 },
  // Euro 6d: new types from January 2020, every car from January 2021.
  { name: 'Euro 6d', newTypesFrom: 2020, everyCarFrom: 2021 },
];

/** The last build year of a type that is still built: the newest stage's registrations have begun. */
export const STILL_BUILT = 2025;

/**
 * Engine lines built to Euro 6 only: a type with one is Euro 6 whatever month of its first year it came in (the base
 * gives years, and Euro 6 came for new types in September 2014). A 308 II 1.6 BlueHDi of 2014 takes a Euro 6 filter,
 * never a Euro 5 HDi's.
 */
export const EURO_6_ENGINE_LINES: readonly { reason: string; fits: (car: EngineLineCar) => boolean }[] = [
  // BlueHDi is PSA's name for its Euro 6 diesels (SCR with AdBlue behind the filter); the Euro 5 ones were e-HDi/HDi.
  { reason: 'PSA BlueHDi', fits: (car) => /\bBlueHDi\b/i.test(car.typeName ?? '') },
  // BMW's modular engines (B37/B47/B57 diesel, B38/B48/B58 petrol) came from 2014 in Euro 6 only, in the Mini too.
  { reason: 'BMW modular engine', fits: (car) => ['BMW', 'Mini'].includes(car.make ?? '') && /^B[345][78]/.test(car.engineCode ?? '') },
  // Opel's engine code names the stage by its first letter (A16DTH Euro 5, B16DTH Euro 6): a B13DTC is Euro 6.
  { reason: 'Opel B code', fits: (car) => ['Opel', 'Vauxhall'].includes(car.make ?? '') && /^B\d{2}[A-Z]{2,4}$/.test(car.engineCode ?? '') },
  // The EA288 diesels of the VW group in their Euro 6 variants: 1.6 TDI CXXB (110 PS), 2.0 TDI CRLB (150 PS).
  { reason: 'VW EA288 Euro 6', fits: (car) => /^(CXXB|CRLB)$/.test(car.engineCode ?? '') },
  // The VW group's 1.4 TDI returned in 2014 as the three-cylinder EA288 (Polo 6C, Fabia III), built to Euro 6.
  { reason: 'VW 1.4 TDI three-cylinder', fits: (car) => VW_GROUP_MAKES.has(car.make ?? '') && /\b1\.4 TDI\b/.test(car.typeName ?? '') && car.typeStart >= 2014 },
  // Generations launched in autumn 2014 with Euro 6 engines only: the Passat B8, the Fabia III.
  { reason: 'generation launched Euro 6', fits: (car) => /^(VW Passat B8|Skoda Fabia III)\b/.test(car.generation ?? '') },
];
const VW_GROUP_MAKES = new Set(['VW', 'Audi', 'Skoda', 'Seat', 'Cupra']);

type EngineLineCar = Pick<CarFacts, 'typeStart'> & Partial<Pick<CarFacts, 'make' | 'typeName' | 'engineCode' | 'generation'>>;

/**
 * The stage a type was approved to: the newest one in force for new types in its first build year, or Euro 6 where its
 * engine line was built to Euro 6 only (EURO_6_ENGINE_LINES) and its years give an older stage.
 */
export function emissionStageOf(car: EngineLineCar): string {
  const byYear = Math.max(0, EURO_STAGES.findLastIndex((s) => car.typeStart >= s.newTypesFrom));
  const euro6 = EURO_STAGES.findIndex((s) => s.name === 'Euro 6');
  const stage = byYear < euro6 && EURO_6_ENGINE_LINES.some((line) => line.fits(car)) ? euro6 : byYear;
  return EURO_STAGES[stage]!.name;
}
