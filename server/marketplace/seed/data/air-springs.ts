/**
 * Air springs as the trade sells them. A counter clerk looks one up by the car and its axle, never by
 * a pressure: the car's suspension sets the pressure, not the part. The front of a car sprung by air
 * on both axles carries an air strut (spring and damper in one unit, a W223's, a Range Rover's, a
 * Cayenne Turbo's), priced as the unit it is; the rear a rolling-lobe air spring, the bellows alone.
 */
/** The air part of each axle, with the street price of one article (euros): an air strut costs several bellows. */
export const AIR_SPRING_DESIGNS = {
  front: { design: 'air_strut', eur: [300, 1300] },
  rear: { design: 'air_spring', eur: [80, 320] },
} as const satisfies Record<'front' | 'rear', { design: string; eur: readonly [number, number] }>;

/**
 * The cars whose rear axle carries air struts too, not a bellows beside a damper: Porsche's three-chamber
 * air struts in the Panamera 971, the Cayenne and the Taycan (and the e-tron GT on its platform); Audi's MLB air suspension in the A8, Q7, Q8
 * and e-tron; the Range Rover and Velar; Tesla's Model S and X. Their rear air part is sold as a strut
 * and priced as one; there is no separate rear air spring to buy.
 */
const REAR_AIR_STRUTS = /^(Porsche (Panamera|Cayenne|Taycan)|Audi (A8|Q7|Q8|[eE]-[tT]ron)|Land Rover Range Rover(?! Evoque)|Tesla Model (S|X))\b/;

/** The design an air part of this axle of the car is: the front's a strut, the rear's a spring unless the car has struts behind too. */
export const airSpringDesignOf = (position: string, car?: { generation: string } | null): string =>
  (position === 'front' || (car && REAR_AIR_STRUTS.test(car.generation)) ? AIR_SPRING_DESIGNS.front : AIR_SPRING_DESIGNS.rear).design;

/**
 * The aftermarket makes air struts for the generations that have been on the road long enough to need them
 * (an S-Klasse W222, a Range Rover L405, an A8 D4); for a current luxury car (a Range Rover L460, a 7er G70,
 * an S-Klasse W223) the trade has hardly any strut but the maker's own, at several thousand euros. A bellows
 * behind is another part: the aftermarket follows the car sooner with it.
 */
export const AFTERMARKET_AIR_STRUTS_BEFORE = 2022;
/** Whether the aftermarket sells the air part of this axle of the car: any bellows, a strut only for a generation launched before the current ones. */
export const aftermarketAirPart = (position: 'front' | 'rear', car: { generation: string; generationStart: number }): boolean =>
  airSpringDesignOf(position, car) !== AIR_SPRING_DESIGNS.front.design || car.generationStart < AFTERMARKET_AIR_STRUTS_BEFORE;
