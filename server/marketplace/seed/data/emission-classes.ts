/**
 * The exhaust standard a type's catalytic converter and particulate filter are built to, from the
 * type's years. Each Euro stage came in twice: first for new type approvals, a year or so later for
 * every new car registered. A type approved after the first date was built to the stage; a type
 * still built after the second date had been brought up to it, so its late cars (and the replacement
 * converter the trade lists for the type, which serves its earlier cars too) are of that stage: a
 * Kangoo 1.5 dCi built from 2009 to 2021 ends as a Euro 6d-TEMP car, never a Euro 4 one.
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

/** The stage a type was built to: the newer of the one its approval year set and the one its last build year demanded (its approval year's where the last is not known). */
export function emissionStageOf(car: Pick<CarFacts, 'typeStart' | 'typeEnd'>): string {
  const lastBuilt = car.typeEnd ?? car.typeStart;
  const stage = EURO_STAGES.findLast((s) => car.typeStart >= s.newTypesFrom || lastBuilt >= s.everyCarFrom);
  return (stage ?? EURO_STAGES[0]!).name;
}
