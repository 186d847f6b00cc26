/**
 * The sizes of the secondary positions, as the car is built: a car has one inner tie rod (the same left
 * and right), one bush per place on its control arm and axle beam, one brake hose and one pipe per
 * axle, one exhaust temperature sensor, one clutch cable per engine line and one wheel cylinder per
 * drum. The trade lists one size per car and position; the makers' many lengths belong to many cars.
 * Each size is fixed by the group of cars that share the part (the platform's axle, the engine in its
 * platform), as a cabin filter's is by its heater box; the seed writes it and the check reads it
 * through the car's criteria (data/car-criteria.ts).
 */
import { type CarFacts, tankOf } from './fitment-rules';
import { caliperPlatformOf } from './brake-packages';
import { bodyOfName } from './installed-parts';
import { beltEngineOf } from './vehicle-keyed-parts';
import { gearboxOilOf } from './gearboxes';
import { brakeThreadOf, wheelBoltHexOf } from './trade-norms';

type Position = 'front' | 'rear' | null;

interface SizeRule {
  /** The criterion the car decides. */
  key: string;
  /** The sizes the trade lists for the kind, one of which a group of cars takes. */
  values: readonly (number | string)[];
  /** The sizes on the rear axle, where they are not the front one's (a rear spring is shorter). */
  rear?: readonly (number | string)[];
  /** The size the car's make fixes by the trade norm (data/trade-norms.ts), where it does: it wins over the group's. */
  ofMake?: (make: string) => number | string | null;
}

interface SecondarySize {
  /** The cars that share one part: one size for all of them. */
  group: (car: CarFacts, position: Position) => string;
  sizes: readonly SizeRule[];
}

const steps = (min: number, max: number, step: number): number[] => Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, i) => min + i * step);

// A chassis part is the axle's: one platform's axle under one brake (its load class) takes one size on that axle.
const axleOf = (car: CarFacts, position: Position) => `${car.platform || car.generation}/${position ?? ''}/${car.frontDiscMm}`;
// A part the car has once, not per axle (a master cylinder, a steering rack's tie rod and boot), is the platform's under its brake class.
const platformOf = (car: CarFacts) => `${car.platform || car.generation}/${car.frontDiscMm}`;
// A part listed per model (a tie-rod end) is the generation's, and its body's where a series holds several.
const generationOf = (car: CarFacts) => `${car.generation}/${bodyOfName(car.typeName)}`;
// A part built around the engine as its platform carries it (a drive shaft, a gearshift cable, a catalyst) is the engine's in that platform.
const enginePlatformOf = (car: CarFacts, position: Position) => `${car.engine}/${car.platform}/${position ?? ''}`;
// A handbrake cable runs from the lever to the rear brake: the axle's, under its rear brake (disc or drum).
const handbrakeOf = (car: CarFacts, position: Position) => `${axleOf(car, position)}/${car.rearDiscMm ? `disc${car.rearDiscMm}` : `drum${car.rearDrumMm}`}`;
// A brake hose is the caliper's: one platform's caliper on one axle's brake takes one hose.
const brakeOf = (car: CarFacts, position: Position) => (position === 'rear' ? `${caliperPlatformOf(car, 'rear')}/R${car.rearDiscMm || `drum${car.rearDrumMm}`}` : `${caliperPlatformOf(car, 'front')}/F${car.frontDiscMm}`);

/**
 * A wheel cylinder's bore is its drum's: the trade's 8-inch drums (180 to 203 mm) take the small bores,
 * the 9-inch and 10-inch ones (228 to 254 mm) the large; the drum diameter is printed beside it.
 */
export function wheelCylinderBoreOf(car: Pick<CarFacts, 'rearDrumMm'>): number {
  if (car.rearDrumMm <= 180) return 17.46;
  if (car.rearDrumMm <= 203) return 19.05;
  if (car.rearDrumMm <= 230) return 20.64;
  return 22.2;
}

export const SECONDARY_SIZES: Readonly<Record<string, SecondarySize>> = {
  // An inner tie rod is the steering rack's: one thread and length per axle, the same rod left and right.
  'Axialgelenk Spurstange': { group: axleOf, sizes: [{ key: 'thread', values: ['M14x1.5', 'M16x1.5'] }, { key: 'length', values: steps(180, 320, 5) }] },
  // A control-arm bush and an axle-beam bush are pressed into the axle's arm or beam: one size per place.
  Querlenkerlager: { group: axleOf, sizes: [{ key: 'inner_diameter', values: [10, 12, 14] }, { key: 'outer_diameter', values: steps(40, 70, 1) }] },
  'Achskörperlager': { group: axleOf, sizes: [{ key: 'inner_diameter', values: [12, 14, 16] }, { key: 'outer_diameter', values: steps(60, 90, 1) }] },
  // A brake hose runs from the body to the caliper, a brake pipe along the axle: one length and thread per axle and brake.
  Bremsschlauch: { group: brakeOf, sizes: [{ key: 'length', values: steps(220, 480, 5) }, { key: 'thread', values: ['M10x1', '3/8"-24 UNF'], ofMake: brakeThreadOf }] },
  Bremsleitung: { group: axleOf, sizes: [{ key: 'length', values: [300, 500, 750, 1000, 1500] }] },
  // A top mount, a drop link, an anti-roll bar bush and a ball joint sit on the axle's strut, bar and arm: one size per axle.
  'Federbeinstützlager': { group: axleOf, sizes: [{ key: 'inner_diameter', values: [12, 14, 16] }] },
  Koppelstange: { group: axleOf, sizes: [{ key: 'length', values: steps(180, 330, 5) }, { key: 'thread', values: ['M10x1.25', 'M12x1.5'] }] },
  Stabilisatorlager: { group: axleOf, sizes: [{ key: 'inner_diameter', values: steps(18, 26, 1) }] },
  Traggelenk: { group: axleOf, sizes: [{ key: 'cone_size', values: [16, 17.5, 18, 19] }] },
  // A tie-rod end, a tie rod and a rack boot are the steering rack's, the same left and right.
  Spurstangenkopf: { group: generationOf, sizes: [{ key: 'thread', values: ['M12x1.5', 'M14x1.5', 'M16x1.5'] }, { key: 'cone_size', values: [12.7, 14.2, 16] }] },
  Spurstange: { group: platformOf, sizes: [{ key: 'length', values: steps(250, 400, 5) }, { key: 'thread', values: ['M14x1.5', 'M16x1.5'] }] },
  'Faltenbalg Lenkung': { group: platformOf, sizes: [{ key: 'length', values: steps(120, 200, 5) }, { key: 'inner_diameter', values: [12, 14, 16] }] },
  // A master cylinder's bore is the brake system's: one per platform and brake class.
  Hauptbremszylinder: { group: platformOf, sizes: [{ key: 'piston_diameter', values: [20.64, 22.2, 23.81, 25.4] }] },
  // An exhaust temperature sensor's lead runs from its place in the engine's exhaust to the harness: one length per engine, in every car it sits in.
  Abgastemperatursensor: { group: (car) => car.engine, sizes: [{ key: 'cable_length', values: steps(300, 900, 10) }] },
  // A clutch cable runs from the pedal box to the gearbox: one length per generation and engine line (petrol, diesel).
  Kupplungsseil: { group: (car) => `${car.generation}/${car.fuel}`, sizes: [{ key: 'length', values: steps(700, 1200, 5) }] },
  // A handbrake cable (front from the lever, rear to each brake) is as long as its place in the car: one length per place, the same left and right.
  Handbremsseil: { group: handbrakeOf, sizes: [{ key: 'length', values: steps(900, 1800, 5) }] },
  // A wheel-speed sensor's lead runs from the hub to the harness: one length per axle, the same left and right.
  'ABS-Sensor': { group: axleOf, sizes: [{ key: 'cable_length', values: steps(300, 900, 10) }] },
  // A wheel bolt is the hub's and the maker's rim: one length and head per model.
  Radschraube: { group: generationOf, sizes: [{ key: 'length', values: steps(24, 45, 1) }, { key: 'spanner_size', values: [17, 17, 19], ofMake: wheelBoltHexOf }] },
  // A drive shaft, its joint kit and the gearbox's cables are made for the engine as its platform carries it: one shaft, one joint per axle.
  Antriebswelle: { group: enginePlatformOf, sizes: [{ key: 'length', values: steps(450, 950, 5) }, { key: 'teeth', values: [22, 25, 26, 33] }] },
  'Gelenksatz Antriebswelle': { group: enginePlatformOf, sizes: [{ key: 'teeth', values: [22, 25, 27, 33] }, { key: 'outer_diameter', values: [75, 80, 87, 94] }] },
  Schaltseil: { group: (car) => enginePlatformOf(car, null), sizes: [{ key: 'length', values: steps(900, 1600, 5) }] },
  // A coil spring is tuned for the body's axle under its brake class: one length and coil per axle.
  Fahrwerksfeder: { group: (car, position) => `${generationOf(car)}/${position ?? ''}/${car.frontDiscMm}`, sizes: [{ key: 'length', values: steps(330, 420, 5), rear: steps(260, 360, 5) }, { key: 'outer_diameter', values: steps(120, 160, 5) }] },
  // A drive-shaft boot is its joint's, at the wheel or at the gearbox.
  Achsmanschette: { group: enginePlatformOf, sizes: [{ key: 'inner_diameter', values: [22, 24, 25, 28] }, { key: 'outer_diameter', values: [75, 80, 87, 90] }] },
  // A radiator hose runs between the engine and its radiator as the platform lays them out: one bore and length per place.
  'Kühlerschlauch': { group: (car) => enginePlatformOf(car, null), sizes: [{ key: 'inner_diameter', values: [18, 25, 32, 35] }, { key: 'length', values: steps(200, 650, 5) }] },
  // A clutch master and slave cylinder are the pedal's and the gearbox's: one bore per engine in its platform.
  Kupplungsgeberzylinder: { group: (car) => enginePlatformOf(car, null), sizes: [{ key: 'piston_diameter', values: [15.87, 19.05, 20.64] }] },
  // A slave cylinder's body is its gearbox's: a plastic one or an aluminium one, as the gearbox maker cast it.
  Kupplungsnehmerzylinder: { group: (car) => enginePlatformOf(car, null), sizes: [{ key: 'piston_diameter', values: [19.05, 20.64, 22.2] }, { key: 'material', values: ['plastic', 'aluminium'] }] },
  // A catalyst is welded into the engine's exhaust line in its platform: one length.
  Katalysator: { group: (car) => enginePlatformOf(car, null), sizes: [{ key: 'length', values: steps(300, 700, 10) }] },
  // A particulate filter, a flex pipe and the silencers hang in the engine's exhaust line in its platform: one length each.
  Abgasrohr: { group: (car) => enginePlatformOf(car, null), sizes: [{ key: 'length', values: steps(400, 1500, 10) }] },
  'Rohrverbinder Abgasanlage': { group: (car) => enginePlatformOf(car, null), sizes: [{ key: 'length', values: [70, 90, 125] }] },
  // A particulate filter's substrate is the engine maker's choice for that exhaust: silicon carbide or cordierite, not both.
  'Rußpartikelfilter': { group: (car) => enginePlatformOf(car, null), sizes: [{ key: 'length', values: steps(400, 900, 10) }, { key: 'material', values: ['silicon_carbide', 'cordierite'] }] },
  Flexrohr: { group: (car) => enginePlatformOf(car, null), sizes: [{ key: 'length', values: [100, 150, 200, 250] }] },
  'Vorschalldämpfer': { group: (car) => enginePlatformOf(car, null), sizes: [{ key: 'length', values: steps(600, 1300, 10) }] },
  Mittelschalldämpfer: { group: (car) => enginePlatformOf(car, null), sizes: [{ key: 'length', values: steps(800, 1600, 10) }] },
  'Endschalldämpfer': { group: (car) => enginePlatformOf(car, null), sizes: [{ key: 'length', values: steps(500, 1200, 10) }] },
  // A brake booster is the platform's pedal box under its brake class: one diameter per car.
  'Bremskraftverstärker': { group: platformOf, sizes: [{ key: 'diameter', values: [203, 229, 254, 279] }] },
  // A bonnet's and a tailgate's gas struts are the body's: one length and force per model.
  'Motorhaubendämpfer': { group: generationOf, sizes: [{ key: 'length', values: steps(250, 480, 5) }, { key: 'force', values: steps(150, 450, 10) }] },
  'Gasfeder Heckklappe': { group: generationOf, sizes: [{ key: 'length', values: steps(380, 620, 5) }, { key: 'force', values: steps(300, 750, 10) }] },
  // An air-conditioning drier sits on the body's condenser: one height per model.
  'Trockner Klimaanlage': { group: generationOf, sizes: [{ key: 'height', values: steps(150, 280, 5) }] },
  // A reversing-light switch screws into the gearbox, a tank cap into the filler neck: one thread, one cap per model (and fuel).
  'Rückfahrlichtschalter': { group: generationOf, sizes: [{ key: 'thread', values: ['M14x1.5', 'M18x1.5'] }] },
  Tankdeckel: { group: (car) => `${generationOf(car)}/${car.fuel}`, sizes: [{ key: 'outer_diameter', values: [60, 64, 69] }] },
  // An alternator's freewheel pulley runs the belt path the engine's front end gives: one pulley per belt engine and platform.
  Generatorfreilauf: { group: (car) => `${beltEngineOf(car)}/${car.platform}`, sizes: [{ key: 'outer_diameter', values: [49, 50, 52, 54] }] },
  // An ignition lock, a fuel-pump relay and a column switch plug into the model's harness: one connector per model (a column switch's with and without cruise control apart).
  'Zündschloss': { group: generationOf, sizes: [{ key: 'connector_pins', values: [5, 6, 8] }] },
  'Relais Kraftstoffpumpe': { group: generationOf, sizes: [{ key: 'connector_pins', values: [4, 5] }] },
  Lenkstockschalter: { group: generationOf, sizes: [{ key: 'connector_pins', values: [8, 10, 12] }] },
  // A glow-time control unit is the engine's preheating system: one connector for every car the engine sits in.
  'Glühzeitsteuergerät': { group: (car) => car.engine, sizes: [{ key: 'connector_pins', values: [6, 8, 10] }] },
  // A blower motor and its resistor sit in the body's heater box: one motor and one resistor plug per model.
  'Innenraumgebläse': { group: generationOf, sizes: [{ key: 'wattage', values: [150, 180, 250, 300] }] },
  'Vorwiderstand Gebläse': { group: generationOf, sizes: [{ key: 'connector_pins', values: [2, 4, 5, 6] }] },
  // A fog lamp is the model's bumper insert, made for one bulb.
  Nebelscheinwerfer: { group: generationOf, sizes: [{ key: 'lamp_type', values: ['H8', 'H11', 'HB4'] }] },
  // An ABS ring is pressed onto the platform's drive shaft or hub: one tooth count for the sensor the platform reads.
  'ABS-Ring': { group: platformOf, sizes: [{ key: 'teeth', values: [29, 43, 44, 48] }] },
  // An automatic gearbox's oil change kit holds its fill: one volume for the gearbox as the engine and platform carry it.
  'Getriebeölwechselsatz': { group: (car) => `${enginePlatformOf(car, null)}/${gearboxOilOf(car)}`, sizes: [{ key: 'volume', values: [5, 6, 7, 8] }] },
  // A brake-light switch sits on the platform's pedal box: one connector per platform and brake class.
  Bremslichtschalter: { group: platformOf, sizes: [{ key: 'connector_pins', values: [2, 4] }] },
  // A headlamp levelling motor, a window motor, a door lock actuator, a washer pump and a wiper motor plug into the model's body harness: one connector per model (a wiper motor's front and rear apart); a washer pump has one outlet, or two where the model washes its rear window too.
  Leuchtweitenregulierung: { group: generationOf, sizes: [{ key: 'connector_pins', values: [3, 4] }] },
  Fensterhebermotor: { group: generationOf, sizes: [{ key: 'connector_pins', values: [2, 6] }] },
  'Zentralverriegelung Stellelement': { group: generationOf, sizes: [{ key: 'connector_pins', values: [5, 6, 8] }] },
  Waschwasserpumpe: { group: generationOf, sizes: [{ key: 'pump_outlets', values: ['1', '2'] }] },
  Wischermotor: { group: (car, position) => `${generationOf(car)}/${position ?? ''}`, sizes: [{ key: 'connector_pins', values: [4, 5] }] },
  // A coolant temperature sensor, an EGR valve and an alternator regulator plug into the engine's harness: one connector per engine.
  'Kühlmitteltemperatursensor': { group: (car) => car.engine, sizes: [{ key: 'connector_pins', values: [2, 3, 4] }] },
  'AGR-Ventil': { group: (car) => car.engine, sizes: [{ key: 'connector_pins', values: [4, 5, 6] }] },
  Generatorregler: { group: (car) => car.engine, sizes: [{ key: 'connector_pins', values: [2, 3] }] },
  // A tank sender sits in the tank the engine's platform carries: one connector for the sender alone, one for the sender with its pump.
  // A tank sender's connector is its tank's (data/installed-parts.ts TANK_KINDS): one per generation, body, fuel and drive.
  Tankgeber: { group: (car) => tankOf(car), sizes: [{ key: 'connector_pins', values: [3, 4, 5] }] },
};

/**
 * The places a car has several of a kind in, as the trade labels them: one size per labelled place. A
 * radiator has an upper hose (from the thermostat) and a lower one (to the pump); an exhaust has its
 * front pipe from the manifold, a centre pipe and a tail pipe, each with its clamp; a drive shaft has a
 * boot at the wheel and one at the gearbox; a column switch comes with and without cruise control, a tank sender alone and with its pump.
 */
export const LABELLED_PLACES: Readonly<Record<string, { key: string; values: readonly string[] }>> = {
  'Kühlerschlauch': { key: 'hose_position', values: ['upper', 'lower'] },
  Abgasrohr: { key: 'pipe_position', values: ['front_pipe', 'centre_pipe', 'tail_pipe'] },
  'Rohrverbinder Abgasanlage': { key: 'pipe_position', values: ['front_pipe', 'centre_pipe', 'tail_pipe'] },
  Achsmanschette: { key: 'boot_side', values: ['wheel_side', 'gearbox_side'] },
  // A column switch with the cruise-control stalk is wired otherwise than one without: one connector per model and version.
  Lenkstockschalter: { key: 'with_cruise_control', values: ['yes', 'no'] },
  Tankgeber: { key: 'with_fuel_pump', values: ['yes', 'no'] },
  // A two-stage chain drive's chains (data/timing-chains.ts): a one-chain engine's chain takes no label.
  Steuerkette: { key: 'chain_position', values: ['lower', 'upper'] },
  Steuerkettensatz: { key: 'chain_position', values: ['lower', 'upper'] },
};

/** An article's labelled place, as its criteria state it; '' for a kind the car has once per axle. */
export function placeOf(kind: string, value: (key: string) => string | undefined): string {
  const places = LABELLED_PLACES[kind];
  return places ? (value(places.key) ?? '') : '';
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/**
 * A fog lamp's light as the generation's bumper carries it: an LED unit where the low beam is LED, and on BMW's
 * generations from 2017 on (the G-series bumpers take LED fog lamps only); an H8, H11 or HB4 bulb unit on the others.
 */
export const ledFogLamp = (car: Pick<CarFacts, 'headlamp' | 'make' | 'generationStart'>): boolean => car.headlamp === 'LED' || (car.make === 'BMW' && car.generationStart >= 2017);

/** The sizes (key, value) a part of the kind takes on the car at that position and labelled place; none for a kind not listed here, or a labelled kind's part without its place. */
export function secondarySizesOf(kind: string, car: CarFacts, position: Position, place = ''): (readonly [string, string])[] {
  if (kind === 'Radbremszylinder') return car.rearDrumMm ? [['piston_diameter', String(wheelCylinderBoreOf(car))], ['drum_diameter', String(car.rearDrumMm)]] : [];
  if (kind === 'Nebelscheinwerfer' && ledFogLamp(car)) return [['lamp_type', 'LED']];
  const rule = SECONDARY_SIZES[kind];
  if (!rule || (LABELLED_PLACES[kind] && !place)) return [];
  const h = hashOf(`${kind}/${rule.group(car, position)}${place ? `/${place}` : ''}`);
  return rule.sizes.map(({ key, values, rear, ofMake }, salt) => {
    const fixed = ofMake?.(car.make);
    if (fixed != null) return [key, String(fixed)] as const;
    const sizes = position === 'rear' && rear ? rear : values;
    return [key, String(sizes[(Math.imul(h ^ (salt + 1), 2654435761) >>> 0) % sizes.length])] as const;
  });
}

/** The kinds whose size the car decides here, with the keys that make the size. */
const SIZE_KEYS: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(Object.entries(SECONDARY_SIZES).map(([kind, rule]) => [kind, rule.sizes.map((size) => size.key)])),
  Radbremszylinder: ['piston_diameter'],
};

/** An article's size at a secondary position, as its criteria state it (one per car and position); undefined for a kind not listed here. */
export function statedSecondarySize(kind: string, value: (key: string) => string | undefined): string | undefined {
  return SIZE_KEYS[kind]?.map((key) => value(key) ?? '').join('/');
}
