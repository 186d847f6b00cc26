/**
 * What an OE number says about its part: BMW, VW group (and Porsche) and Mercedes number their parts by a group of
 * the car, and a parts seller reads the group before anything else. BMW's first four digits are main
 * group and sub group (34 11 front brake, 34 21 rear brake, 11 42 oil filter), VW's middle triplet is
 * the part's group (698 pads, 615 discs, 115 oil filter) behind the model's prefix (5G0 Golf VII, 4F0
 * A6 C6), Mercedes' second triplet (A 000 420 … pads) behind the model series or engine type (A 651
 * 180 … the OM651's oil filter). A number of another group names another part: the trade rejects it.
 */
import type { Axle } from './oe-axles';
import { BMW_LONG_TAIL, type Groups, HYUNDAI_LONG_TAIL, MERCEDES_LONG_TAIL, TOYOTA_LONG_TAIL, VAG_LONG_TAIL } from './oe-groups-long-tail';
import { type PrefixCar, generationOwnCar, modelPrefixesFor, prefixFamily } from './oe-model-prefixes';
import { NISSAN_GROUPS } from './oe-groups-nissan';
import { HONDA_GROUPS } from './oe-groups-honda';

/** BMW and Mini: main group and sub group, as printed ("34 11"). */
const BMW_GROUPS: Readonly<Record<string, Groups>> = {
  'Bremsbeläge': { front: ['34 11'], rear: ['34 21'] },
  Bremsscheiben: { front: ['34 11'], rear: ['34 21'] },
  Bremssattel: { front: ['34 11'], rear: ['34 21'] },
  'Verschleißanzeige Bremsbeläge': ['34 35'],
  Hauptbremszylinder: ['34 31', '34 33'],
  Handbremsseil: ['34 40'],
  'ABS-Sensor': ['34 52'],
  'Ölfilter': ['11 42'],
  Luftfilter: ['13 71'],
  Kraftstofffilter: ['13 32'],
  'Biofunktionaler Innenraumfilter': ['64 11', '64 31'],
  Pollenfilter: ['64 11', '64 31'],
  Aktivkohlefilter: ['64 11', '64 31'],
  'Endschalldämpfer': ['18 30', '18 10'],
  'Mittelschalldämpfer': ['18 30', '18 10'],
  'Vorschalldämpfer': ['18 30', '18 10'],
  Spannrolle: ['11 28'],
  Umlenkrolle: ['11 28'],
  Keilrippenriemen: ['11 28'],
  'Riemenscheibe Kurbelwelle': ['11 23'],
  'Zündkerzen': ['12 12'],
  'Zündspule': ['12 13'],
  'Glühkerzen': ['12 23'],
  Scheibenwischer: ['61 61'],
  'Stoßdämpfer': { front: ['31 31', '31 30'], rear: ['33 52'] },
  Fahrwerksfeder: { front: ['31 33'], rear: ['33 53'] },
  Wasserpumpe: ['11 51'],
  Thermostat: ['11 53'],
  'Kühler': ['17 11'],
  Starterbatterie: ['61 21'],
  Anlasser: ['12 41'],
  Lichtmaschine: ['12 31'],
  Lambdasonde: ['11 78'],
};

/** VW group: the middle triplet. */
const VAG_GROUPS: Readonly<Record<string, Groups>> = {
  'Bremsbeläge': ['698'],
  Bremsscheiben: ['615'],
  Bremssattel: ['615'],
  Hauptbremszylinder: ['611'],
  Bremsschlauch: ['611'],
  'ABS-Sensor': ['927'],
  'Ölfilter': ['115'],
  Luftfilter: ['129'],
  Kraftstofffilter: ['127'],
  'Biofunktionaler Innenraumfilter': ['819'],
  Pollenfilter: ['819'],
  Aktivkohlefilter: ['819'],
  'Zündkerzen': ['905'],
  'Zündspule': ['905'],
  'Glühkerzen': ['963'],
  'Stoßdämpfer': { front: ['413'], rear: ['513'] },
  Fahrwerksfeder: { front: ['411'], rear: ['511'] },
  Scheibenwischer: ['955'],
  Wischermotor: ['955'],
  Wasserpumpe: ['121'],
  Thermostat: ['121'],
  'Kühler': ['121'],
  Zahnriemen: ['109'],
  Spannrolle: ['109'],
  Zahnriemensatz: ['198'],
  Starterbatterie: ['915'],
  Anlasser: ['911'],
  Lichtmaschine: ['903'],
  Lambdasonde: ['906'],
  'Endschalldämpfer': ['253'],
  'Mittelschalldämpfer': ['253'],
  'Vorschalldämpfer': ['253'],
  Katalysator: ['254'],
  // The axle's group: the front suspension's arms 407, the rear axle's links 505.
  Querlenker: { front: ['407'], rear: ['505'] },
  Spurstangenkopf: ['423'],
  Spurstange: ['423'],
  'Axialgelenk Spurstange': ['423'],
  // The axle's main group: 4 the front suspension and steering, 5 the rear axle. A front wheel bearing is a 498 (1K0 498 621),
  // a rear one a 598 (1K0 598 611); a front strut's top mount is a 412 (81A 412 331), a rear one is filed with the rear damper
  // under 513 (5Q0 513 353): a rear part under a 4xx group is a front one at the counter.
  Radlagersatz: { front: ['498'], rear: ['598'] },
  'Federbeinstützlager': { front: ['412'], rear: ['513'] },
  Handbremsseil: ['609'],
  // The door a window regulator sits in: 837 front, 839 rear.
  Fensterheber: { front: ['837'], rear: ['839'] },
  Kraftstoffdruckregler: ['133'],
  Tankgeber: ['919'],
  'Einparkhilfe Sensor': ['919'],
  Kupplungssatz: ['141'],
  Kupplungsscheibe: ['141'],
  Kupplungsdruckplatte: ['141'],
  Zweimassenschwungrad: ['105'],
  Keilrippenriemen: ['260'],
  Steuerkettensatz: ['109'],
  'Zahnriemensatz mit Wasserpumpe': ['198'],
};

/** Mercedes: the second triplet. */
const MERCEDES_GROUPS: Readonly<Record<string, Groups>> = {
  'Bremsbeläge': ['420'],
  Bremsscheiben: { front: ['421'], rear: ['423'] },
  Bremssattel: { front: ['420'], rear: ['423'] },
  'Ölfilter': ['180'],
  Luftfilter: ['094'],
  Kraftstofffilter: ['090', '092', '477'],
  'Biofunktionaler Innenraumfilter': ['830'],
  Pollenfilter: ['830'],
  Aktivkohlefilter: ['830'],
  'Zündkerzen': ['159'],
  'Glühkerzen': ['159'],
  'Zündspule': ['150'],
  'Stoßdämpfer': { front: ['323'], rear: ['326'] },
  Fahrwerksfeder: { front: ['321'], rear: ['324'] },
  Scheibenwischer: ['820'],
  Wasserpumpe: ['200'],
  Thermostat: ['200'],
  'Kühler': ['500'],
  Starterbatterie: ['982'],
  Anlasser: ['151'],
  Lichtmaschine: ['154'],
  Lambdasonde: ['540'],
  // 330 the front axle's arms, 350 and 352 the rear axle's: a rear arm under 330 is a front arm at the counter.
  Querlenker: { front: ['330'], rear: ['350', '352'] },
};

/**
 * Hyundai and Kia: the first five digits name the part (58101 front pads, 26300 oil filter, 41100
 * clutch disc); a clutch kit is sold under its disc's or its cover's number, never an engine group's.
 */
const HYUNDAI_GROUPS: Readonly<Record<string, Groups>> = {
  'Bremsbeläge': { front: ['58101'], rear: ['58302'] },
  Bremsscheiben: { front: ['51712'], rear: ['58411'] },
  Bremssattel: { front: ['58180', '58190'], rear: ['58210', '58230'] },
  Hauptbremszylinder: ['58510'],
  'ABS-Sensor': ['95670', '95680', '95681'],
  // A spin-on can on the petrols, a cartridge on the CRDi diesels.
  'Ölfilter': ['26300', '26320'],
  Luftfilter: ['28113'],
  Kraftstofffilter: ['31922', '31911'],
  'Biofunktionaler Innenraumfilter': ['97133'],
  Pollenfilter: ['97133'],
  Aktivkohlefilter: ['97133'],
  'Zündkerzen': ['18846', '18855'],
  'Zündspule': ['27300', '27301'],
  'Glühkerzen': ['36710'],
  'Stoßdämpfer': { front: ['54651', '54661'], rear: ['55310', '55311'] },
  Fahrwerksfeder: { front: ['54630'], rear: ['55330', '55350'] },
  Scheibenwischer: ['98350', '98360'],
  Wasserpumpe: ['25100'],
  Thermostat: ['25500'],
  'Kühler': ['25310'],
  Starterbatterie: ['37110'],
  Anlasser: ['36100'],
  Lichtmaschine: ['37300'],
  Lambdasonde: ['39210'],
  Zahnriemen: ['24312'],
  Spannrolle: ['24410'],
  Keilrippenriemen: ['25212'],
  Kupplungssatz: ['41100', '41300'],
  Kupplungsscheibe: ['41100'],
  Kupplungsdruckplatte: ['41300'],
  'Ausrücklager': ['41421'],
  Querlenker: ['54500', '54501'],
  Spurstangenkopf: ['56820'],
  Radlagersatz: ['51720', '52720'],
};

/** Toyota and Lexus: the first five digits name the part (04465 front pads, 04152 oil cartridge, 90915 spin-on can, 17801 air filter). */
const TOYOTA_GROUPS: Readonly<Record<string, Groups>> = {
  'Bremsbeläge': { front: ['04465'], rear: ['04466'] },
  Bremsscheiben: { front: ['43512'], rear: ['42431'] },
  'ABS-Sensor': ['89542', '89543'],
  'Ölfilter': ['04152', '90915'],
  Luftfilter: ['17801'],
  Kraftstofffilter: ['23390', '23300'],
  'Biofunktionaler Innenraumfilter': ['87139'],
  Pollenfilter: ['87139'],
  Aktivkohlefilter: ['87139'],
  'Zündkerzen': ['90919', '90080'],
  'Zündspule': ['90919', '90080'],
  'Glühkerzen': ['19850'],
  'Stoßdämpfer': { front: ['48510', '48520'], rear: ['48530', '48540'] },
  Fahrwerksfeder: { front: ['48131'], rear: ['48231'] },
  Scheibenwischer: ['85222', '85212'],
  Wasserpumpe: ['16100'],
  Thermostat: ['90916'],
  'Kühler': ['16400'],
  Anlasser: ['28100'],
  Lichtmaschine: ['27060'],
  Lambdasonde: ['89465', '89467'],
  Keilrippenriemen: ['90916'],
  Kupplungssatz: ['31250', '31210'],
  Querlenker: ['48068', '48069'],
  Spurstangenkopf: ['45046', '45047'],
};

/**
 * Mazda: the part group is the two digits in the middle and the part within it the three after (PE01-14-302 an oil filter,
 * PE07-13-3A0 an air filter, KD45-61-J6X a cabin filter, -33-28Z front pads, -26-48Z rear ones, PE5R-18-110 a spark plug).
 * The group and part are written as one (14-302); kinds not listed get no Mazda number.
 */
const MAZDA_GROUPS: Readonly<Record<string, Groups>> = {
  'Ölfilter': ['14-302'], Luftfilter: ['13-3A0', '13-Z40'], Kraftstofffilter: ['13-ZA5'],
  'Biofunktionaler Innenraumfilter': ['61-J6X'], Pollenfilter: ['61-J6X'], Aktivkohlefilter: ['61-J6X'],
  'Bremsbeläge': { front: ['33-28Z'], rear: ['26-48Z'] }, Bremsscheiben: { front: ['33-25X'], rear: ['26-251'] },
  'Zündkerzen': ['18-110'], 'Zündspule': ['18-100'], 'Glühkerzen': ['18-601'], Scheibenwischer: ['67-330'],
  'Stoßdämpfer': { front: ['34-700'], rear: ['28-700'] }, Wasserpumpe: ['15-010'], Thermostat: ['15-171'],
};

/** Suzuki: the first five digits name the part (16510 oil filter, 13780 air filter, 95860 cabin filter, 55810 front pads, 09482 plugs). */
const SUZUKI_GROUPS: Readonly<Record<string, Groups>> = {
  'Ölfilter': ['16510'], Luftfilter: ['13780'], Kraftstofffilter: ['15410'],
  'Biofunktionaler Innenraumfilter': ['95860'], Pollenfilter: ['95860'], Aktivkohlefilter: ['95860'],
  'Bremsbeläge': { front: ['55810'], rear: ['55800'] }, Bremsscheiben: { front: ['55311'], rear: ['55611'] }, 'Zündkerzen': ['09482'],
};

/** Subaru: the first five digits name the part (15208AA oil filter, 16546AA air filter, 72880 cabin filter, 26296 front pads, 22401AA plugs). */
const SUBARU_GROUPS: Readonly<Record<string, Groups>> = {
  'Ölfilter': ['15208'], Luftfilter: ['16546'],
  'Biofunktionaler Innenraumfilter': ['72880'], Pollenfilter: ['72880'], Aktivkohlefilter: ['72880'],
  'Bremsbeläge': { front: ['26296'], rear: ['26694'] }, Bremsscheiben: { front: ['26300'], rear: ['26700'] }, 'Zündkerzen': ['22401'],
};

/** Renault prints the five digits of a function code in pairs, as the first seven characters of its number ("41 06 014 23R"). */
const renaultCode = (code: string) => `${code.slice(0, 2)} ${code.slice(2, 4)} ${code.slice(4)}`;
const renaultCodes = (codes: readonly string[]) => codes.filter((code) => /^\d{5}$/.test(code)).map(renaultCode);
const renaultGroups = (groups: Groups): Groups => (Array.isArray(groups) ? renaultCodes(groups as readonly string[])
  : { front: renaultCodes((groups as { front: readonly string[] }).front), rear: renaultCodes((groups as { rear: readonly string[] }).rear) });

/**
 * Renault and Dacia: the alliance numbers its parts with Nissan's function codes, the first five digits of the ten
 * (15208… oil filter, 16546… air filter, 27277… cabin filter, 41060… front pads, 44060… rear pads, 40206… front discs),
 * so a Renault pad under 90 28 3… names another part. The D-codes are Nissan's own after-sales sets, and Renault files a
 * rear disc or drum under 43200. A kind whose code is not listed takes a number of the older 8200 list, which names no function.
 */
const RENAULT_GROUPS: Readonly<Record<string, Groups>> = {
  ...Object.fromEntries(Object.entries(NISSAN_GROUPS).map(([kind, groups]) => [kind, renaultGroups(groups)])),
  Bremsscheiben: { front: [renaultCode('40206')], rear: [renaultCode('43200')] },
  Bremstrommel: [renaultCode('43200')],
};

/** Renault's older list: "8200 432 336", numbered in sequence, with no function code in it. */
const RENAULT_LIST = '8200 ';
/**
 * From about 2010 Renault numbers its new parts in the alliance's ten characters (410601423R) only: a part of a generation
 * launched since carries no 8200 number. Where the alliance code of the kind is not known, such a part gets no Renault
 * number at all rather than an 8200 one, which the counter reads as a part of the 2000s cars.
 */
export const RENAULT_ALLIANCE_ONLY_FROM = 2010;

/** Whether an OE number of the make is one of Renault's older 8200 list. */
export const renaultListNumber = (make: string, number: string): boolean => FAMILY[make] === 'Renault' && number.startsWith(RENAULT_LIST);

type Family = 'BMW' | 'VAG' | 'Mercedes' | 'Hyundai' | 'Toyota' | 'Nissan' | 'Honda' | 'Mazda' | 'Suzuki' | 'Subaru' | 'Renault';
const FAMILY: Readonly<Record<string, Family>> = {
  BMW: 'BMW', Mini: 'BMW', VW: 'VAG', Audi: 'VAG', Seat: 'VAG', Cupra: 'VAG', Skoda: 'VAG', 'Škoda': 'VAG', 'Mercedes-Benz': 'Mercedes', Smart: 'Mercedes',
  Hyundai: 'Hyundai', Kia: 'Hyundai', Toyota: 'Toyota', Lexus: 'Toyota', Nissan: 'Nissan', Honda: 'Honda',
  Mazda: 'Mazda', Suzuki: 'Suzuki', Subaru: 'Subaru',
  // Porsche numbers its parts in the VW group's scheme behind its own type (95B 698 151 Macan pads, 9Y0 615 301 Cayenne
  // discs, 982 698 151 Boxster pads): a Porsche oil filter is a 115, never a 857, which is a mirror.
  Porsche: 'VAG',
  Renault: 'Renault', Dacia: 'Renault',
};
// The long tail's groups (data/oe-groups-long-tail.ts) beneath the core kinds'.
const GROUPS: Readonly<Record<Family, Readonly<Record<string, Groups>>>> = {
  BMW: { ...BMW_LONG_TAIL, ...BMW_GROUPS }, VAG: { ...VAG_LONG_TAIL, ...VAG_GROUPS }, Mercedes: { ...MERCEDES_LONG_TAIL, ...MERCEDES_GROUPS },
  Hyundai: { ...HYUNDAI_LONG_TAIL, ...HYUNDAI_GROUPS }, Toyota: { ...TOYOTA_LONG_TAIL, ...TOYOTA_GROUPS }, Nissan: NISSAN_GROUPS, Honda: HONDA_GROUPS,
  Mazda: MAZDA_GROUPS, Suzuki: SUZUKI_GROUPS, Subaru: SUBARU_GROUPS, Renault: RENAULT_GROUPS,
};

/** Where the group stands in the printed number ("34 11 6 860 016", "5Q0 698 151", "A 000 420 17 20", "58101-D7A00", "04465-02220"). */
const GROUP_AT: Readonly<Record<Family, readonly [number, number]>> = { BMW: [0, 5], VAG: [4, 7], Mercedes: [6, 9], Hyundai: [0, 5], Toyota: [0, 5], Nissan: [0, 5], Honda: [0, 5],
  Mazda: [5, 11], Suzuki: [0, 5], Subaru: [0, 5], Renault: [0, 7] };

/**
 * Groups that follow the car's fuel: the VW group files a diesel's fuel filter under the engine's fuel
 * preparation (127) and a petrol's in-line filter under fuel supply (201, "1K0 201 051"),
 * so a petrol Golf with a 127 number reads to the counter as a diesel's filter.
 */
const BY_FUEL: Partial<Record<Family, Readonly<Record<string, Readonly<Record<'petrol' | 'diesel', readonly string[]>>>>>> = {
  VAG: { Kraftstofffilter: { petrol: ['201'], diesel: ['127'] } },
};

/** How an oil filter is built: a paper element in a housing on the block, or a spin-on can with its own thread. */
export type FilterBuild = 'cartridge' | 'spin-on';

/** The build an article's criteria state: a thread is a can's, an inner bore without one an element's. */
export function filterBuildOfCriteria(criteria: readonly { key: string }[]): FilterBuild | undefined {
  if (criteria.some((c) => c.key === 'thread')) return 'spin-on';
  return criteria.some((c) => c.key === 'inner_diameter') ? 'cartridge' : undefined;
}

/**
 * Groups that follow the part's build: Toyota numbers the paper element of a housing 04152- (04152-YZZA1) and the spin-on
 * can 90915- (90915-YZZD2), Hyundai and Kia the can 26300- and the element 26320-. A can under an element's number is
 * another part at the counter.
 */
const BY_BUILD: Partial<Record<Family, Readonly<Record<string, Readonly<Record<FilterBuild, readonly string[]>>>>>> = {
  Toyota: { 'Ölfilter': { cartridge: ['04152'], 'spin-on': ['90915'] } },
  Hyundai: { 'Ölfilter': { cartridge: ['26320'], 'spin-on': ['26300'] } },
  Nissan: { 'Ölfilter': { cartridge: ['15209'], 'spin-on': ['15208'] } },
  Honda: { 'Ölfilter': { cartridge: ['15430'], 'spin-on': ['15400'] } },
  Renault: { 'Ölfilter': { cartridge: [renaultCode('15209')], 'spin-on': [renaultCode('15208')] } },
};

/** The side of the car a part is made for. */
export type Side = 'left' | 'right';

/** The side an article is made for, from its fitting_side criterion; none for a part of both sides or no side. */
export const sideOfCriteria = (criteria: readonly { key: string; value: string }[]): Side | null => {
  const value = criteria.find((criterion) => criterion.key === 'fitting_side')?.value;
  return value === 'left' || value === 'right' ? value : null;
};

/**
 * Groups that follow the side: Hyundai and Kia number the left-hand part first (92101 left headlamp, 92102 right; 87610 left
 * mirror, 87620 right), Toyota, Nissan and Honda the right-hand one (Toyota 81110 right headlamp, 81150 left; Nissan 26010 and
 * 26060; Honda 33100 and 33150). A left lamp under the right-hand group is the other side's lamp at the counter.
 */
const BY_SIDE: Partial<Record<Family, Readonly<Record<string, Readonly<Record<Side, readonly string[]>>>>>> = {
  Hyundai: {
    Hauptscheinwerfer: { left: ['92101'], right: ['92102'] }, Heckleuchte: { left: ['92401'], right: ['92402'] }, Nebelscheinwerfer: { left: ['92201'], right: ['92202'] },
    'Außenspiegel': { left: ['87610'], right: ['87620'] }, Spiegelglas: { left: ['87611'], right: ['87621'] },
  },
  Toyota: {
    Hauptscheinwerfer: { left: ['81150'], right: ['81110'] }, Heckleuchte: { left: ['81560'], right: ['81550'] }, 'Außenspiegel': { left: ['87940'], right: ['87910'] },
  },
  Nissan: {
    Hauptscheinwerfer: { left: ['26060'], right: ['26010'] }, Heckleuchte: { left: ['26555'], right: ['26550'] }, Nebelscheinwerfer: { left: ['26155'], right: ['26150'] },
    'Außenspiegel': { left: ['96302'], right: ['96301'] }, Spiegelglas: { left: ['96366'], right: ['96365'] },
  },
  Honda: {
    Hauptscheinwerfer: { left: ['33150'], right: ['33100'] }, Heckleuchte: { left: ['33550'], right: ['33500'] }, Nebelscheinwerfer: { left: ['33950'], right: ['33900'] },
    'Außenspiegel': { left: ['76250'], right: ['76200'] }, Spiegelglas: { left: ['76253'], right: ['76203'] },
  },
};
// Renault's sided parts carry the alliance's side codes, the right-hand one first as at Nissan (26010 right headlamp, 26060 left).
BY_SIDE.Renault = Object.fromEntries(Object.entries(BY_SIDE.Nissan!).map(([kind, sides]) => [kind, { left: renaultCodes(sides.left), right: renaultCodes(sides.right) }]));

/**
 * The VW group numbers the two hands of a mirrored part apart, the left-hand part odd and the right-hand one even (5G0 857 507
 * left mirror, 508 right; 1K0 407 151 left arm, 152 right; 5G0 941 005 left headlamp, 006 right). Parts sold for both sides
 * under one number (an inner tie rod, a handbrake cable, an ABS sensor, a door handle) and parts that are not mirrored (the
 * engine's and the gearbox's mount, a window switch) are left out.
 */
export const VAG_HANDED: ReadonlySet<string> = new Set(['Querlenker', 'Traggelenk', 'Spurstangenkopf', 'Antriebswelle', 'Bremssattel', 'Hauptscheinwerfer',
  'Heckleuchte', 'Nebelscheinwerfer', 'Tagfahrleuchte', 'Außenspiegel', 'Spiegelglas', 'Abdeckung Außenspiegel', 'Fensterheber', 'Fensterhebermotor',
  'Zentralverriegelung Stellelement', 'Kotflügel', 'Radlaufschale', 'Wischerarm']);

/** The hand a VW group number names by its part triplet's last digit, for a kind numbered by hand; null otherwise. */
export function vagHandOf(make: string, kind: string, number: string): Side | null {
  if (FAMILY[make] !== 'VAG' || !VAG_HANDED.has(kind)) return null;
  const digit = Number(number.slice(10, 11));
  return Number.isNaN(digit) || number.slice(10, 11) === '' ? null : digit % 2 === 1 ? 'left' : 'right';
}

/** The VW group number written for the side: the part triplet's last digit made odd for the left hand, even for the right. */
function vagWithHand(number: string, side: Side): string {
  const digit = Number(number.slice(10, 11));
  if (Number.isNaN(digit) || (digit % 2 === 1) === (side === 'left')) return number;
  return number.slice(0, 10) + String(side === 'left' ? digit + 1 : digit - 1) + number.slice(11);
}

/** The groups a make's number for the kind (on the axle, for the fuel, the build or the side where the group follows it) may carry, or null where the group is not listed. */
export function oeGroupsFor(make: string, kind: string, axle: Axle | null, fuel?: PrefixCar['fuel'], build?: FilterBuild, side?: Side | null): readonly string[] | null {
  const family = FAMILY[make];
  const groups = family ? GROUPS[family][kind] : undefined;
  if (!groups) return null;
  const bySide = family ? BY_SIDE[family]?.[kind] : undefined;
  if (bySide) return side ? bySide[side] : [...bySide.left, ...bySide.right];
  const byBuild = family ? BY_BUILD[family]?.[kind] : undefined;
  if (byBuild) return build ? byBuild[build] : [...byBuild.cartridge, ...byBuild['spin-on']];
  const byFuel = family ? BY_FUEL[family]?.[kind] : undefined;
  if (byFuel) return fuel === 'petrol' || fuel === 'diesel' ? byFuel[fuel] : [...byFuel.petrol, ...byFuel.diesel];
  if (Array.isArray(groups)) return groups;
  const byAxle = groups as { front: readonly string[]; rear: readonly string[] };
  return axle ? byAxle[axle] : [...byAxle.front, ...byAxle.rear];
}

/**
 * Whether a number of the make can be given for the kind: a make that numbers by group numbers each part in
 * its own; where its group for the kind is not known, the part gets no number of that make rather than one
 * a clerk would look up as another part.
 */
export function oeNumberPlaced(make: string, kind: string, generationStart?: number): boolean {
  const family = FAMILY[make];
  if (family === 'Renault') return GROUPS.Renault[kind] !== undefined || (generationStart ?? 0) < RENAULT_ALLIANCE_ONLY_FROM;
  return !family || GROUPS[family][kind] !== undefined;
}

/** The group printed in a make's number, or null for a make that numbers no groups. */
export function oeGroupOf(make: string, number: string): string | null {
  const family = FAMILY[make];
  if (!family || (family === 'Renault' && number.startsWith(RENAULT_LIST))) return null;
  const [from, to] = GROUP_AT[family];
  return number.slice(from, to);
}

/** The first Mercedes triplet: the engine type for an engine's part (OM651 651), else the model series (W204 204). */
export function mercedesSeriesOf(kind: string, generation: string, engineCode: string): string | null {
  const engine = ENGINE_KINDS.has(kind) ? /(?:^|\b)(?:OM|M)\s?(\d{3})/.exec(engineCode)?.[1] : undefined;
  return engine ?? /\b[WCSVXRH](\d{3})\b/.exec(generation)?.[1] ?? MERCEDES_SERIES[generation] ?? null;
}
/**
 * The series a Mercedes number may carry on a part that fits the cars: the one drawn for the oldest generation it fits (its
 * model series, or its engine's type for an engine's part) of any of that generation's types; null where none is known. A
 * W204's part carried over to the W205 stays A 204 …; an A 205 … number on a part that also fits the W204 is the newer car's.
 */
export function mercedesOwnSeries<C extends { make: string; generation: string; generationStart: number; engineCode: string }>(kind: string, cars: readonly C[]): readonly string[] | null {
  const own = generationOwnCar('Mercedes-Benz', cars) ?? generationOwnCar('Smart', cars);
  if (!own) return null;
  const series = cars.filter((car) => prefixFamily(car.make) === prefixFamily(own.make) && car.generationStart === own.generationStart).map((car) => mercedesSeriesOf(kind, car.generation, car.engineCode));
  return series.some((s) => s === null) ? null : [...new Set(series as string[])];
}

/** Mercedes numbers a part made for no one series or engine under 000 (A 000 420 17 20 pads, A 000 540 … sensors). */
export const MERCEDES_ANY_SERIES = '000';

/**
 * Whether a Mercedes number names a series (or engine type) none of the part's cars is: neither 000 nor the series drawn for
 * a car of the oldest generation it fits. A 638 … (the Vito W638 of 1996) on a sensor of 2018 cars is the van's part.
 */
export function mercedesSeriesNotCars<C extends { make: string; generation: string; generationStart: number; engineCode: string }>(kind: string, cars: readonly C[], number: string): boolean {
  const own = generationOwnCar('Mercedes-Benz', cars) ?? generationOwnCar('Smart', cars);
  if (!own || !number.startsWith('A ')) return false;
  const series = number.slice(2, 5);
  if (series === MERCEDES_ANY_SERIES) return false;
  return !cars.some((car) => prefixFamily(car.make) === prefixFamily(own.make) && car.generationStart === own.generationStart && mercedesSeriesOf(kind, car.generation, car.engineCode) === series);
}

/**
 * The model series of the generations listed under a sales name alone: the T-Klasse is a W420 (its Kangoo
 * base is not a W169), the Vito and V-Klasse of 2014 on the W447. The AMG GT is left out: its coupé (C190)
 * and its four-door (X290) share the name.
 */
const MERCEDES_SERIES: Readonly<Record<string, string>> = {
  'Mercedes-Benz T-Klasse': '420', 'Mercedes-Benz S-Klasse': '223', 'Mercedes-Benz Vito Tourer': '447', 'Mercedes-Benz Evito Tourer': '447',
  'Mercedes-Benz V-Klasse': '447', 'Mercedes-Benz EQV': '447', 'Mercedes-Benz Marco Polo': '447', 'Mercedes-Benz EQC': '293', 'Mercedes-Benz GLE': '167',
  'Mercedes-Benz GLS': '167', 'Mercedes-Benz CLA': '118', 'Mercedes-Benz EQS': '297', 'Mercedes-Benz EQE': '295', 'Mercedes-Benz EQA': '243',
  'Mercedes-Benz EQB': '243', 'Mercedes-Benz CLS': '257', 'Mercedes-Benz GLA': '247', 'Mercedes-Benz G-Klasse': '463',
  'Smart fortwo 451': '451', 'Smart fortwo 453': '453', 'Smart Forfour': '453',
};
// A part on or in the engine is numbered by the engine (A 654 070 … the OM654's pump), never by the model it sits in.
const ENGINE_KINDS = new Set(['Ölfilter', 'Luftfilter', 'Kraftstofffilter', 'Zündkerzen', 'Glühkerzen', 'Zündspule', 'Wasserpumpe', 'Thermostat', 'Lambdasonde', 'Anlasser', 'Lichtmaschine',
  'Hochdruckpumpe', 'Einspritzdüse', 'Turbolader', 'AGR-Ventil', 'Drosselklappe', 'Klopfsensor', 'Nockenwellensensor', 'Kurbelwellensensor', 'Saugrohrdrucksensor',
  'Luftmassenmesser', 'Nockenwelle', 'Steuerkette', 'Steuerkettensatz', 'Hydrostößel', 'Kolbenringe', 'Zylinderkopfdichtung', 'Ventildeckeldichtung',
  'Riemenscheibe Kurbelwelle', 'Wellendichtring Kurbelwelle', 'Ölpumpe', 'Ölwanne', 'Ölwannendichtung', 'Ölkühler', 'Ölfilterdichtung', 'Öldruckschalter',
  'Kurbelgehäuseentlüftungsfilter', 'Dichtung Abgaskrümmer', 'Spannrolle', 'Umlenkrolle', 'Keilrippenriemen']);

/** The part an OE number is drawn for: its kind, axle and car (the car's engine facts name a VW group engine part's prefix). */
export interface OePart { kind: string; axle: Axle | null; side?: Side | null; generation?: string; generationStart?: number; engineCode?: string; fuel?: PrefixCar['fuel']; ccm?: number; typeStart?: number; kw?: number; build?: FilterBuild }

/** The number with the kind's group (one of several by the number's own last digit) and the car's model prefix written in (data/oe-model-prefixes.ts). */
export function withOeGroup(number: string, make: string, part: OePart): string {
  const family = FAMILY[make];
  let out = number;
  const groups = family ? oeGroupsFor(make, part.kind, part.axle, part.fuel, part.build, part.side) : null;
  if (family && groups) {
    const [from, to] = GROUP_AT[family];
    const group = groups[Number(out.replace(/\D/g, '').slice(-1)) % groups.length]!;
    out = out.slice(0, from) + group + out.slice(to);
  } else if (family === 'Renault') {
    const digits = out.replace(/\D/g, '');
    out = `${RENAULT_LIST}${digits.slice(0, 3)} ${digits.slice(3, 6)}`;
  }
  if (part.generation) {
    const prefixes = modelPrefixesFor(make, part.kind, { generation: part.generation, fuel: part.fuel ?? 'petrol', ccm: part.ccm ?? 0, typeStart: part.typeStart ?? 0, engineCode: part.engineCode, kw: part.kw, generationStart: part.generationStart });
    // The generation's own or its platform's, by the number's own next-to-last digit.
    if (prefixes?.length) out = prefixes[Number(out.replace(/\D/g, '').slice(-2, -1)) % prefixes.length]! + out.slice(3);
  }
  if (family === 'Mercedes') {
    // Where the car's series (or its engine's type) is not known, the number Mercedes gives a part of no one series: A 000 ….
    const series = mercedesSeriesOf(part.kind, part.generation ?? '', part.engineCode ?? '') ?? MERCEDES_ANY_SERIES;
    out = out.slice(0, 2) + series + out.slice(5);
  }
  if (part.side && vagHandOf(make, part.kind, out)) out = vagWithHand(out, part.side);
  return out;
}
