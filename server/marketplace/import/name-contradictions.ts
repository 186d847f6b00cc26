/**
 * A type whose name contradicts its own fuel, drive or power: a counter reads the name first ("330e",
 * "T8 Twin Engine", "B4 AWD"), and a name that says another car than the type's figures sends the
 * buyer to another car's brakes, cooling or drive parts. Checked for every make where its name words
 * say something sure:
 * - a plug-in word ("eHybrid", "e-Hybrid", "GTE", "PHEV", "Plug-in", "Twin Engine", "Recharge") on a type
 *   that is no plug-in (nor, for the words a maker also gives its electric cars, an electric car);
 * - a BMW designation's engine letter (d a diesel, i a petrol, e a plug-in) against the type's fuel;
 * - two drives in one name (FWD and an all-wheel-drive word);
 * - a Volvo designation against its fuel, drive or power (volvo-designations.ts);
 * - a Jaguar or Land Rover designation against its power ("P440e": 440 PS, jlr-designations.ts).
 */
import { bmwDesignation } from './bmw-designations';
import { spellsAllWheelDrive } from './drive-words';
import { volvoContradiction } from './volvo-designations';
import { jlrContradiction } from './jlr-designations';

const PLUGINS = ['plugin-hybrid', 'diesel-plugin-hybrid'];
const DIESELS = ['diesel', 'diesel-hybrid', 'diesel-plugin-hybrid'];
/** Words only plug-ins carry. */
const PLUGIN_WORD = /(?:^|[^A-Z0-9])(E-?HYBRID|GTE|PHEV|PLUG-?IN(?:-HYBRID)?)(?![A-Z0-9])/;
/** Words makers give plug-ins and electric cars alike (Volvo's list names its electric XC40 "Twin Engine"). */
const PLUGIN_OR_ELECTRIC_WORD = /(?:^|[^A-Z0-9])(TWIN ENGINE|RECHARGE)(?![A-Z0-9])/;
const FRONT_DRIVE = /(?:^|[^A-Z0-9])(FWD|2WD)(?![A-Z0-9])/;

export interface NamedCar { make: string; name: string; fuel: string; kw: number | null }

/** Why the type's name contradicts its fuel, drive or power, or null where it does not. */
export function nameContradiction(car: NamedCar): string | null {
  const upper = car.name.toUpperCase();
  const plugin = PLUGIN_WORD.exec(upper)?.[1];
  if (plugin && !PLUGINS.includes(car.fuel)) return `"${plugin}" names a plug-in hybrid, the type is ${car.fuel}`;
  const either = PLUGIN_OR_ELECTRIC_WORD.exec(upper)?.[1];
  if (either && !PLUGINS.includes(car.fuel) && car.fuel !== 'electric') return `"${either}" names a plug-in hybrid, the type is ${car.fuel}`;
  if (FRONT_DRIVE.test(upper) && spellsAllWheelDrive(upper)) return 'the name spells front-wheel and all-wheel drive';
  if (car.make === 'BMW') {
    const designation = bmwDesignation(car.name);
    if (designation?.fuel === 'E' && !PLUGINS.includes(car.fuel)) return `a BMW "e" is a plug-in hybrid, the type is ${car.fuel}`;
    if (designation?.fuel === 'D' && !DIESELS.includes(car.fuel)) return `a BMW "d" is a diesel, the type is ${car.fuel}`;
    if (designation?.fuel === 'I' && DIESELS.includes(car.fuel)) return `a BMW "i" is a petrol, the type is ${car.fuel}`;
  }
  if (car.make === 'Volvo') return volvoContradiction(car.name, car.fuel, car.kw);
  if (car.make === 'Land Rover' || car.make === 'Jaguar') return jlrContradiction(car.make, car.name, car.kw);
  return null;
}
