/**
 * All-wheel drive as the makers spell it in a trade name ("520D XDRIVE", "A 250 4MATIC", "A4 QUATTRO",
 * "PASSAT 4MOTION", "COUNTRYMAN ALL4", "PANDA 4X4", "ALLRAD", BMW's older "530XD") and on a catalogue type ("XC60 B5 AWD",
 * "Swift ALLGRIP"). An all-wheel-drive car has a prop shaft, a driven rear axle and other brakes and
 * dampers than its front-wheel or rear-wheel-drive sister, so a key that says four driven wheels is
 * no type the catalogue does not mark so; without such a type the key stays unplaced.
 */
const ALL_WHEEL_DRIVE = /(?:^|[^A-Z0-9])(?:XDRIVE ?\d*[DIE]?|\d{3} ?X[DI]?|4MATIC|QUATTRO|4MOTION|ALL4|4X4|ALLRAD|AWD|4WD|ALLGRIP|SYNCRO)(?![A-Z0-9])/;

/** Whether a name spells all-wheel drive. */
export function spellsAllWheelDrive(name: string): boolean {
  return ALL_WHEEL_DRIVE.test(name.toUpperCase());
}
