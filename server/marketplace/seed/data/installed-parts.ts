/**
 * Parts whose shape follows the car they are built into, not only the engine or the axle: one engine
 * sits in a van, a saloon and an SUV with its own sump, mounts, hoses and exhaust in each, and a
 * heater box or a damper is made for one body. Their fitment keys carry the platform or the
 * generation; a catalytic converter or particulate filter also carries the car's emission class.
 */
import type { CarFacts } from './fitment-rules';
import { emissionStageOf } from './emission-classes';
import { listedHubOf } from './hub-patterns';

/** Engine parts laid out by the car around the engine: a key never joins two platforms (a W204 and a W246 with one OM651). */
export const INSTALLED_ENGINE_KINDS: ReadonlySet<string> = new Set([
  'Getriebelager', 'Motorlager', 'Ölwanne', 'Ölwannendichtung', 'Kühler', 'Kühlerschlauch', 'Ausgleichsbehälter', 'Ladeluftkühler', 'Ladeluftschlauch',
  'Abgasrohr', 'Flexrohr', 'Antriebswelle', 'Gelenksatz Antriebswelle', 'Achsmanschette', 'Kühlerlüfter', 'Harnstofffilter', 'Endschalldämpfer', 'Mittelschalldämpfer', 'Vorschalldämpfer', 'Katalysator', 'Rußpartikelfilter', 'Schaltseil', 'Getriebeölwechselsatz',
  // A fuel filter sits in the car's own fuel line, a fuel pump in its tank: one K9K's filter or pump is not every platform's.
  'Kraftstofffilter', 'Kraftstoffpumpe',
  // The high-pressure pump, EGR valve and clutch slave cylinder are made for the engine as one platform
  // carries it (its brackets, pipes and gearbox): the K9K ran Delphi, Continental and Bosch pumps, not one for 23 generations.
  'Hochdruckpumpe', 'AGR-Ventil', 'Kupplungsnehmerzylinder',
]);

/**
 * Parts made for the vehicle, whatever engine it carries: the in-tank fuel pump and the tank cap sit in
 * its tank, a parking heater comes as a kit for its body. One generation (and fuel) each: one Pierburg
 * pump does not serve a Mégane IV, a Kangoo and a Captur because all three run a K9K.
 */
export const VEHICLE_KINDS: ReadonlySet<string> = new Set(['Kraftstoffpumpe', 'Tankdeckel', 'Standheizung']);

/**
 * Parts made for one fuel tank: the tank sender (level sensor, alone or with its in-tank pump as a delivery unit) is
 * shaped to the tank it hangs in, and the maker numbers it per tank: per generation and body, per fuel (a diesel's
 * sender carries no pump, a petrol's a pump module) and per drive, since an all-wheel-drive car's tank is a saddle
 * tank over the propshaft with a sender in each half (a 320d xDrive's is not a 320d's). One unit does not serve a
 * 3er G20, a 5er G30 and an X3 G01 because all three run a B47 on CLAR, nor a Partner and a 308.
 */
export const TANK_KINDS: ReadonlySet<string> = new Set(['Tankgeber']);

/**
 * Engine-keyed parts built for the engine as it sits, along the car or across it: the clutch, flywheel
 * and starter of a longitudinal gearbox, its turbo's pipes, its belt-driven alternator and compressor
 * are not the transverse one's. Their key carries the install (one B48 in an X2 and in a 4er takes two).
 */
export const INSTALL_KINDS: ReadonlySet<string> = new Set([
  'Turbolader', 'Kupplungssatz', 'Kupplungsscheibe', 'Kupplungsdruckplatte', 'Ausrücklager', 'Zweimassenschwungrad', 'Kupplungsnehmerzylinder', 'Anlasser', 'Lichtmaschine',
  'Hydraulikfilter Automatikgetriebe', 'Kardanwelle', 'Klimakompressor', 'Keilrippenriemen',
]);

/**
 * Parts of the heater box, the air-conditioning drier (built into the condenser), the springs tuned for a body, a tailgate's struts and a steering rack: one generation each
 * (one drier does not serve a Vito, a GLE and a CLS because all three run an OM654). The shock absorber
 * is keyed by platform, generation and body too (data/fitment-rules.ts), its axle apart.
 */
export const BODY_KINDS: ReadonlySet<string> = new Set(['Trockner Klimaanlage', 'Verdampfer', 'Expansionsventil', 'Klimakondensator', 'Innenraumgebläse', 'Vorwiderstand Gebläse', 'Wärmetauscher', 'Fahrwerksfeder', 'Luftfeder', 'Sportfahrwerk', 'Gasfeder Heckklappe', 'Lenkgetriebe']);

/**
 * Engine parts made for one generation's front end: an air-conditioning compressor sits on the generation's bracket and belt
 * line and comes from the maker the car maker bought it from (a K9K's in a Clio III is a Delphi, in a Clio IV a Sanden),
 * so one compressor does not serve every car an engine ran in for fifteen years.
 */
export const GENERATION_ENGINE_KINDS: ReadonlySet<string> = new Set(['Klimakompressor']);

/**
 * Formed hoses: a coolant hose or charge-air hose is moulded to the route from radiator, intercooler and turbo to the engine
 * in one generation's engine bay, so it follows the generation the engine sits in, not the engine and platform across a
 * decade of bodies: a Logan I's 1.5 dCi charge-air hose is not a Duster II's, a Clio III's coolant hose not a Captur's.
 */
export const FORMED_HOSE_KINDS: ReadonlySet<string> = new Set(['Kühlerschlauch', 'Ladeluftschlauch']);

/** Kinds that carry the car's exhaust standard as their emission_class. */
export const EMISSION_KINDS: ReadonlySet<string> = new Set(['Katalysator', 'Rußpartikelfilter']);

/** The exhaust standard a type was approved to, from its first build year and its engine line (data/emission-classes.ts). */
export const emissionClassOf = (car: Pick<CarFacts, 'typeStart'> & Partial<Pick<CarFacts, 'make' | 'typeName' | 'engineCode' | 'generation'>>): string => emissionStageOf(car);

/**
 * The body a current-market type's name gives (the ADEME list files a 2er Active Tourer, Gran Coupé
 * and Coupé under one series): body parts, headlamps and window regulators follow it. '' where the
 * name gives none (the vehicle base's generations are one body each).
 */
const BODY_NAME = /\b(Active Tourer|Gran Tourer|Gran Coup[eé]|Coup[eé]|Cabrio(?:let)?|Touring|Sportbrake|Sportback|Avant|Variant|Combi|SW|Break|Estate|Shooting Brake|Roadster|Spider|Targa)(?=$|[^A-Za-zÀ-ÿ])/i;
export function bodyOfName(typeName: string): string {
  const found = BODY_NAME.exec(typeName)?.[1]?.toLowerCase().replace('é', 'e').replace('cabriolet', 'cabrio');
  return found ?? '';
}

/** A headlamp's light source as the car's low beam is: LED, xenon (a D burner) or halogen. */
export function lightTechnologyOf(car: Pick<CarFacts, 'headlamp'>): string {
  if (/^D/.test(car.headlamp)) return 'xenon';
  return car.headlamp === 'LED' ? 'led' : 'halogen';
}

/** Window regulators worked by a crank left with the cars of the 2000s: a generation from 2012 winds electrically. */
export const windowWinderOf = (car: Pick<CarFacts, 'generationStart'>): 'electric' | null => (car.generationStart >= 2012 ? 'electric' : null);

const OPEL_M14_PLATFORMS = new Set(['GM Delta II', 'GM Epsilon II', 'D2XX', 'GM E2XX']);

/** The thread of the make's wheel bolts: VW group, Mercedes, Volvo and Porsche M14x1.5, BMW M14x1.25 from 2007 (M12x1.5 before, as Mini's R-series), PSA and Fiat M12x1.25, Opel's Delta II, Epsilon II, D2XX and E2XX cars M14x1.5, the others M12x1.5. */
export function wheelBoltThreadOf(car: Pick<CarFacts, 'make' | 'generationStart'> & Partial<Pick<CarFacts, 'generation' | 'platform'>>): string {
  // An Opel on a PSA platform (Corsa F, Mokka B, Crossland, Combo E) sits on PSA's 108 mm hub and takes its M12x1.25 bolts (data/hub-patterns.ts).
  if (car.make === 'Opel' && listedHubOf({ make: car.make, platform: car.platform ?? '', generation: car.generation })?.circleMm === 108) return 'M12x1.25';
  if (['VW', 'Audi', 'Skoda', 'Seat', 'Cupra', 'Mercedes-Benz', 'Volvo', 'Porsche'].includes(car.make)) return 'M14x1.5';
  // GM's later compact and mid-size platforms (Astra J and Zafira C on Delta II, Insignia A on Epsilon II, Astra K on D2XX, Insignia B on E2XX) bolt their wheels with M14x1.5, not the M12x1.5 of Astra H and Corsa.
  if (car.make === 'Opel' && OPEL_M14_PLATFORMS.has(car.platform ?? '')) return 'M14x1.5';
  if (car.make === 'BMW' || car.make === 'Mini') return car.generationStart >= (car.make === 'BMW' ? 2007 : 2014) ? 'M14x1.25' : 'M12x1.5';
  return ['Peugeot', 'Citroën', 'DS', 'Fiat', 'Alfa Romeo'].includes(car.make) ? 'M12x1.25' : 'M12x1.5';
}

/** A parking heater burns the car's own fuel. */
export const heaterFuelOf = (car: Pick<CarFacts, 'fuel'>): string | null => (car.fuel === 'electric' ? null : car.fuel);
