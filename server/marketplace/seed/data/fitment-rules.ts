/**
 * The trade's fitment rules, in one place: which vehicle types a part of each kind can be made
 * for, and what one article spans (its fitment key: the cars that take the very same part). Each
 * rule says why beside it. A key never joins cars of different platforms or engines, so an article
 * cannot fit a small car and a luxury one; and each car gets one size per position, the one it
 * leaves the factory with.
 */

export type DriveFuel = 'petrol' | 'diesel' | 'electric';

/** What decides a car's parts: its drivetrain, years, platform, engine and factory sizes. */
export interface CarFacts {
  make: string;
  fuel: DriveFuel;
  /** Full or mild hybrid: a petrol engine with an electric motor (no alternator belt parts on most). */
  hybrid: boolean;
  /** Years the type was built; the generation's first year (new type approvals follow the law of that year). */
  typeStart: number;
  generationStart: number;
  /** Platform (MQB, EMP2) or, where none is known, the generation: brakes and axles follow it. */
  platform: string;
  /** The engine family (engine code where known, else make, fuel and displacement): filters and ignition follow it. */
  engine: string;
  /** The generation: body parts, wipers and headlamps follow it. */
  generation: string;
  frontDiscMm: number;
  rearDiscMm: number;
  rearDrumMm: number;
  /** Driver's blade, passenger's blade (the same length twice for a single-arm car's one blade). */
  wipersMm: readonly [number, number];
  batteryAh: number;
  /** Low-beam source: a bulb type (H7, D3S) or LED (no bulb to change). */
  headlamp: string;
  oilGrade: string;
  oilApproval: string;
}

export type Position = 'front' | 'rear';

/** An article's fitting_position criterion as an axle (none for a part that is not made for one). */
export const positionOf = (value: string | undefined): Position | null => (value === 'front' || value === 'rear' ? value : null);

interface Rule {
  kinds: readonly string[];
  /** The axle the rule is about; without it, the rule holds for the kind on either axle. */
  position?: Position;
  /** Why the trade sells the kind only for such cars. */
  reason: string;
  fits: (car: CarFacts) => boolean;
}

const burns = (car: CarFacts) => car.fuel !== 'electric';

/** The parts of a disc brake, which a drum-braked axle has none of (its brake hose it has). */
const DISC_BRAKE_KINDS = ['Bremsscheiben', 'Bremsbeläge', 'Bremssattel', 'Verschleißanzeige Bremsbeläge', 'Bremssattel Reparatursatz', 'Zubehörsatz Bremsbeläge'] as const;

/** The kinds that belong to a combustion engine: an electric car has none of them. */
const COMBUSTION_KINDS = [
  'Ölfilter', 'Luftfilter', 'Kraftstofffilter', 'Ölfilterdichtung', 'Kurbelgehäuseentlüftungsfilter', 'Zahnriemen', 'Zahnriemensatz', 'Zahnriemensatz mit Wasserpumpe',
  'Steuerkette', 'Steuerkettensatz', 'Riemenscheibe Kurbelwelle', 'Zylinderkopfdichtung', 'Ventildeckeldichtung', 'Ölwannendichtung', 'Wellendichtring Kurbelwelle',
  'Wellendichtring Nockenwelle', 'Ölablassschraube', 'Dichtung Abgaskrümmer', 'Lambdasonde', 'Luftmassenmesser', 'Nockenwellensensor', 'Kurbelwellensensor', 'Klopfsensor',
  'Drosselklappe', 'AGR-Ventil', 'Öldruckschalter', 'Saugrohrdrucksensor', 'Ölpumpe', 'Ölwanne', 'Nockenwelle', 'Hydrostößel', 'Kolbenringe', 'Turbolader', 'Ladeluftschlauch',
  'Zündkerzen', 'Zündspule', 'Zündkabelsatz', 'Zündverteiler', 'Glühkerzen', 'Glühzeitsteuergerät', 'Ladeluftkühler', 'Visko-Kupplung', 'Endschalldämpfer', 'Mittelschalldämpfer',
  'Vorschalldämpfer', 'Abgasrohr', 'Flexrohr', 'Halter Abgasanlage', 'Rohrverbinder Abgasanlage', 'Katalysator', 'Rußpartikelfilter', 'Abgasdrucksensor', 'Abgastemperatursensor',
  'Kupplungssatz', 'Kupplungsscheibe', 'Kupplungsdruckplatte', 'Ausrücklager', 'Zweimassenschwungrad', 'Kupplungsgeberzylinder', 'Kupplungsnehmerzylinder', 'Kupplungsseil',
  'Anlasser', 'Lichtmaschine', 'Generatorregler', 'Generatorfreilauf', 'Relais Kraftstoffpumpe', 'Kraftstoffpumpe', 'Einspritzdüse', 'Hochdruckpumpe', 'Tankgeber', 'Tankdeckel',
  'Kraftstoffdruckregler', 'Motoröl', 'Kraftstoffadditiv', 'Harnstofffilter', 'AdBlue', 'Zweitaktöl',
] as const;

export const FITMENT_RULES: readonly Rule[] = [
  { kinds: COMBUSTION_KINDS, reason: 'an electric car has no engine, exhaust, clutch, fuel system, alternator or starter', fits: burns },
  { kinds: ['Lichtmaschine', 'Generatorregler', 'Generatorfreilauf'], reason: 'full hybrids charge through their motor-generator and have no belt-driven alternator', fits: (car) => !car.hybrid },
  { kinds: ['Zündkerzen', 'Zündspule', 'Lambdasonde', 'Drosselklappe'], reason: 'spark ignition: petrol engines (hybrids, LPG and CNG included), never a diesel', fits: (car) => car.fuel === 'petrol' },
  { kinds: ['Zündkabelsatz'], reason: 'ignition leads went with coil-on-plug ignition around 2005; later engines have none', fits: (car) => car.fuel === 'petrol' && car.typeStart < 2008 },
  { kinds: ['Zündverteiler'], reason: 'distributor ignition ended in the late 1990s; no engine of the base has one', fits: (car) => car.fuel === 'petrol' && car.typeStart < 1998 },
  { kinds: ['Glühkerzen', 'Glühzeitsteuergerät', 'Rußpartikelfilter', 'Hochdruckpumpe'], reason: 'glow plugs, particulate filters and common-rail pumps are a diesel\'s', fits: (car) => car.fuel === 'diesel' },
  { kinds: ['Rußpartikelfilter'], reason: 'particulate filters came with Euro 5 (2009) on every diesel', fits: (car) => car.typeStart >= 2009 },
  { kinds: ['Harnstofffilter', 'AdBlue'], reason: 'urea injection (AdBlue) came with Euro 6 diesels from 2014', fits: (car) => car.fuel === 'diesel' && car.typeStart >= 2014 },
  { kinds: ['Zweitaktöl'], reason: 'two-stroke oil is for two-stroke engines; no car of the base has one', fits: () => false },
  { kinds: ['Servopumpe', 'Hydraulikfilter Lenkung', 'Hydrauliköl'], reason: 'hydraulic power steering gave way to electric steering around 2010; electric cars never had it', fits: (car) => burns(car) && car.generationStart < 2010 },
  { kinds: ['Kupplungsseil'], reason: 'cable-operated clutches ended with the small cars of the early 2000s', fits: (car) => burns(car) && car.generationStart < 2005 },
  { kinds: ['Glühlampe Hauptscheinwerfer'], reason: 'halogen and xenon headlamps take a replaceable low-beam lamp; an LED headlamp has none', fits: (car) => /^[HD]/.test(car.headlamp) },
  { kinds: ['Xenon-Brenner'], reason: 'a xenon burner fits a xenon headlamp (D-type) only', fits: (car) => /^D/.test(car.headlamp) },
  { kinds: ['Bremstrommel', 'Bremsbacken', 'Bremsbackensatz', 'Radbremszylinder'], reason: 'drum brake parts only where the rear axle has drums', fits: (car) => car.rearDrumMm > 0 },
  { kinds: DISC_BRAKE_KINDS, position: 'rear', reason: 'rear discs, pads and calipers only where the rear axle has discs: a car with rear drums takes a drum and shoes there', fits: (car) => car.rearDiscMm > 0 },
];

/** Whether the trade sells a part of this kind for the car (on that axle, for a part made for one). */
export function kindFits(kind: string, car: CarFacts, position: Position | null = null): boolean {
  return FITMENT_RULES.every((rule) => !rule.kinds.includes(kind) || (rule.position !== undefined && rule.position !== position) || rule.fits(car));
}

/** The R1234yf rule: new types from 2013 (the MAC directive's start, after its delay), every new car from 2017. */
export function refrigerantOf(car: Pick<CarFacts, 'generationStart' | 'typeStart'>): 'R1234yf' | 'R134a' {
  return car.generationStart >= 2013 || car.typeStart >= 2017 ? 'R1234yf' : 'R134a';
}

const AIR_CONDITIONING = new Set(['Klimakompressor', 'Klimakondensator', 'Trockner Klimaanlage', 'Expansionsventil', 'Verdampfer']);
const AXLE_BRAKES = new Set<string>([...DISC_BRAKE_KINDS, 'Bremsschlauch']);
const DRUM_BRAKES = new Set(['Bremstrommel', 'Bremsbacken', 'Bremsbackensatz', 'Radbremszylinder']);

/**
 * The fitment key: the cars that take the very same article. Brakes by platform and disc size (a
 * 312 mm disc of one platform fits every car of it with that disc), drums by platform and drum
 * size, axle parts by platform and the front brake size (its axle-load class); engine parts by the
 * engine; batteries by capacity, bulbs by type and oil by grade and approval (those are the same
 * product in any car that takes them); air conditioning by engine and refrigerant; the rest by the
 * generation.
 */
export function fitmentKey(kind: string, fit: 'size' | 'engine' | 'series', car: CarFacts, position: Position | null): string {
  if (kind === 'Starterbatterie') return `battery/${car.batteryAh}`;
  if (kind === 'Glühlampe Hauptscheinwerfer' || kind === 'Xenon-Brenner') return `lamp/${car.headlamp}`;
  if (kind === 'Motoröl') return `oil/${car.oilGrade}/${car.oilApproval}`;
  if (kind === 'Scheibenwischer') return `wiper/${car.generation}/${position ?? 'front'}/${car.wipersMm.join('/')}`;
  if (AIR_CONDITIONING.has(kind)) return `air/${car.engine}/${refrigerantOf(car)}`;
  if (DRUM_BRAKES.has(kind)) return `drum/${car.platform}/${car.rearDrumMm}`;
  if (AXLE_BRAKES.has(kind)) {
    const rear = position === 'rear';
    return `brake/${car.platform}/${rear ? `R${car.rearDiscMm || `drum${car.rearDrumMm}`}` : `F${car.frontDiscMm}`}`;
  }
  if (fit === 'size') return `axle/${car.platform}/${position ?? ''}/${car.frontDiscMm}`;
  if (fit === 'engine') return `engine/${car.engine}`;
  return `generation/${car.generation}`;
}

/** Kinds whose key depends on the axle: the position is chosen before the key. */
export function keyedByPosition(kind: string, fit: 'size' | 'engine' | 'series'): boolean {
  return fit === 'size' || AXLE_BRAKES.has(kind) || kind === 'Scheibenwischer';
}
