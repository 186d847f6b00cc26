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

/** The stage a type was approved to: the newest one in force for new types in its first build year. */
export function emissionStageOf(car: Pick<CarFacts, 'typeStart'>): string {
  const stage = EURO_STAGES.findLast((s) => car.typeStart >= s.newTypesFrom);
  return (stage ?? EURO_STAGES[0]!).name;
}
