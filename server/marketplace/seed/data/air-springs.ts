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

/** The design an air part of this axle is: the front's a strut, the rear's a spring. */
export const airSpringDesignOf = (position: string): string => (position === 'front' ? AIR_SPRING_DESIGNS.front : AIR_SPRING_DESIGNS.rear).design;
