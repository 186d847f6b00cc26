/**
 * Which brand makes which kinds of part, and how each product line numbers its articles: the one
 * table the generator draws brands and numbers from and the plausibility check holds the catalogue
 * to. A brand makes a kind only through one of its lines (no Varta alternator, no NGK turbocharger,
 * no Sonax jack); a line's numbers follow its pattern ('#' a digit, '~' a leading digit the trade leaves out when it is zero, '*' the
 * make code of brands that have one (data/make-codes.ts), anything else as written), as
 * the trade prints them: a Mahle oil filter is "OC 90", its air filter "LX 1566", a Brembo disc
 * "09.5843.11", a Bosch pad "0 986 494 104". Kinds are named as the category tree's leaves are
 * (data/part-types.ts). Generalists (Febi Bilstein, Meyle, SWAG, Topran, Vaico, Vemo, Metzger) number
 * their whole range in one scheme, so each has one pattern for many kinds.
 */

import { MAKE_CODES, MAKE_CODE_TOKEN, codedPattern } from './make-codes';
import { MAIN_MAKE_TOKEN } from './main-make-codes';
import { CAPACITY_TOKEN, COLD_TOKEN } from './battery-numbers';
import { B4_TOKEN, DAMPER_PREFIX_SOURCE } from './bilstein-numbers';
import { BELT_CODE_SOURCE, BELT_TOKEN } from './belt-numbers';
import { DESIGNATION_SOURCE, HEAT_TOKEN } from './spark-plug-numbers';
import { PULLEY_TOKEN } from './skf-pulleys';
import { BLADE_SOURCE, BLADE_TOKEN } from './champion-wipers';
import { GASKET_SOURCE, GASKET_TOKEN } from './gasket-numbers';
import { LAMP_SOURCE, LAMP_TOKEN } from './bulb-lines';
import { LUK_DIAMETER_SOURCE, LUK_DIAMETER_TOKEN } from './luk-numbers';
import type { InjectionSystem } from './car-equipment';
import type { InjectionMaker } from './engine-families';
import { BODY_PANEL_KINDS, panelMakerFits } from './body-panels';

export interface ProductLine {
  brand: string;
  /** The line's name in the trade, for the data sheet and the decision record. */
  line: string;
  pattern: string;
  kinds: readonly string[];
  /** An oil-filter line's design: a maker numbers its cartridges (Knecht OX, Hengst E…H D, Purflux L) apart from its spin-on cans (OC, H…W, LS). Unset: both. */
  design?: OilFilterDesign;
  /** The list price range in cents where the line is dearer than the kind (a K&N washable filter against a paper one). */
  price?: readonly [number, number];
  /** A fuel-filter line made for one fuel's engines (Knecht KX…D, Delphi HDF and Purflux C are diesel elements). Unset: both. */
  fuel?: 'petrol' | 'diesel';
  /** An injector line's system, which its number series is (Bosch 0 445 110 … common rail, 0 261 500 … petrol direct, 0 280 158 … port injection). Every injector line has one. */
  injection?: InjectionSystem;
  /** The diesel injection system a high-pressure pump or diesel injector line is made for: its maker's (a Denso DCRP pump fits Denso common rails only). */
  systemMaker?: InjectionMaker;
  /** A sport line (Bilstein's B6 monotube): listed for the sport types only, the brand's plain line numbers the others' part. */
  sport?: boolean;
}

export type OilFilterDesign = 'cartridge' | 'spin-on';

const FILTERS_OIL = ['Ölfilter'];
const CABIN = ['Pollenfilter'];
const BIOFUNCTIONAL_CABIN = ['Biofunktionaler Innenraumfilter'];
const DISC_SIDE = ['Bremsscheiben'];
const SHOE_SIDE = ['Bremsbacken', 'Bremsbackensatz'];
const CHASSIS_JOINTS = ['Querlenker', 'Traggelenk', 'Koppelstange', 'Stabilisatorlager', 'Querlenkerlager', 'Achskörperlager'];
const STEERING = ['Spurstangenkopf', 'Axialgelenk Spurstange', 'Spurstange', 'Faltenbalg Lenkung'];
const GASKETS = ['Zylinderkopfdichtung', 'Ventildeckeldichtung', 'Ölwannendichtung', 'Wellendichtring Kurbelwelle', 'Wellendichtring Nockenwelle', 'Dichtung Abgaskrümmer', 'Ölfilterdichtung'];
const ENGINE_SENSORS = ['Nockenwellensensor', 'Kurbelwellensensor', 'Klopfsensor', 'Kühlmitteltemperatursensor', 'Öldruckschalter', 'Saugrohrdrucksensor', 'Abgasdrucksensor', 'Abgastemperatursensor'];
const SWITCHES = ['Bremslichtschalter', 'Fensterheberschalter', 'Lenkstockschalter', 'Rückfahrlichtschalter', 'Zündschloss', 'Zentralverriegelung Stellelement'];
const EXHAUST_PIPES = ['Endschalldämpfer', 'Mittelschalldämpfer', 'Vorschalldämpfer', 'Abgasrohr', 'Flexrohr', 'Halter Abgasanlage', 'Rohrverbinder Abgasanlage'];
const BODY = ['Außenspiegel', 'Spiegelglas', 'Abdeckung Außenspiegel', 'Stoßstange', 'Kotflügel', 'Motorhaube', 'Kühlergrill', 'Türgriff', 'Radlaufschale', 'Unterfahrschutz'];
const OILS = ['Motoröl', 'Getriebeöl', 'Automatikgetriebeöl', 'Zweitaktöl'];
const MOUNTS = ['Motorlager', 'Getriebelager'];

/** Kinds the generalists carry: wear and repair parts across the car, none of the specialists' main lines. */
const FEBI_KINDS = [
  'Kurbelgehäuseentlüftungsfilter', 'Hydraulikfilter Automatikgetriebe', 'Hydraulikfilter Lenkung', 'Ölfilterdichtung',
  'Bremssattel Reparatursatz', 'Zubehörsatz Bremsbeläge', 'Radbremszylinder', 'Bremsschlauch', 'Bremsleitung', 'Handbremsseil', 'ABS-Sensor', 'ABS-Ring', 'Stellelement Feststellbremse', 'Verschleißanzeige Bremsbeläge',
  'Federbeinstützlager', 'Staubschutzsatz Stoßdämpfer', 'Gasfeder Heckklappe', 'Luftfeder', ...CHASSIS_JOINTS, 'Radlagersatz', 'Radnabe', 'Radschraube', ...STEERING,
  'Keilrippenriemen', 'Spannrolle', 'Umlenkrolle', 'Steuerkette', 'Steuerkettensatz', 'Riemenscheibe Kurbelwelle', 'Ventildeckeldichtung', 'Ölwannendichtung', 'Ölablassschraube',
  'Nockenwellensensor', 'Kurbelwellensensor', 'Klopfsensor', 'Kühlmitteltemperatursensor', 'Öldruckschalter', 'Saugrohrdrucksensor', 'Abgasdrucksensor', 'Abgastemperatursensor', ...MOUNTS, 'Ölpumpe', 'Ölwanne', 'Nockenwelle', 'Hydrostößel', 'Ladeluftschlauch',
  'Zündspule', 'Zündkabelsatz', 'Glühzeitsteuergerät', 'Wasserpumpe', 'Thermostat', 'Kühlerschlauch', 'Ausgleichsbehälter', 'Visko-Kupplung', 'Ölkühler', 'Innenraumgebläse', 'Vorwiderstand Gebläse',
  'Halter Abgasanlage', 'Kupplungsgeberzylinder', 'Kupplungsnehmerzylinder', 'Kupplungsseil', 'Antriebswelle', 'Achsmanschette', 'Gelenksatz Antriebswelle', 'Schaltseil', 'Kardanwelle', 'Getriebeölwechselsatz',
  'Generatorfreilauf', ...SWITCHES, 'Fensterheber', 'Fensterhebermotor', 'Relais Kraftstoffpumpe', 'Motorhaubendämpfer', 'Waschwasserpumpe', 'Wischerarm', 'Waschwasserdüse', 'Tankgeber', 'Tankdeckel', 'Kraftstoffdruckregler',
  'Hydrauliköl', 'Bremsflüssigkeit', 'Kühlerfrostschutz', 'Ölfilterschlüssel',
];
const MEYLE_KINDS = [
  'Bremssattel Reparatursatz', 'Bremsschlauch', 'Federbeinstützlager', 'Gasfeder Heckklappe', 'Luftfeder', ...CHASSIS_JOINTS, 'Radlagersatz', 'Radnabe', 'Radschraube', ...STEERING,
  'Lenkgetriebe', 'Servopumpe', 'Steuerkettensatz', ...MOUNTS, 'Wasserpumpe', 'Thermostat', 'Kühlerschlauch', 'Ausgleichsbehälter', 'Visko-Kupplung', 'Innenraumgebläse',
  'Antriebswelle', 'Achsmanschette', 'Gelenksatz Antriebswelle', 'Kardanwelle', 'Getriebeölwechselsatz', 'Bremsflüssigkeit',
];
const SWAG_KINDS = [
  'Ölablassschraube', 'Zubehörsatz Bremsbeläge', 'Gasfeder Heckklappe', ...CHASSIS_JOINTS, 'Radschraube', ...STEERING, 'Steuerkette', 'Steuerkettensatz', ...MOUNTS, 'Kühlerschlauch', 'Thermostat',
  'Motorhaubendämpfer', 'Tankdeckel', ...BODY.filter((kind) => panelMakerFits('SWAG', kind)),
];
const TOPRAN_KINDS = [
  'Ölablassschraube', 'Gasfeder Heckklappe', ...CHASSIS_JOINTS, 'Radschraube', ...STEERING, ...MOUNTS, 'Ölwanne', 'Ladeluftschlauch', 'Öldruckschalter', 'Thermostat', 'Kühlerschlauch', 'Ausgleichsbehälter',
  'Kupplungsseil', 'Schaltseil', 'Achsmanschette', ...SWITCHES.filter((kind) => kind !== 'Bremslichtschalter'), 'Fensterheber', 'Motorhaubendämpfer', 'Waschwasserpumpe', 'Wischerarm', 'Waschwasserdüse', 'Tankdeckel', ...BODY.filter((kind) => panelMakerFits('Topran', kind)),
];
const VAICO_KINDS = [
  'Ölfilter', 'Luftfilter', 'Kraftstofffilter', 'Pollenfilter', 'Aktivkohlefilter', 'Hydraulikfilter Automatikgetriebe', 'Kurbelgehäuseentlüftungsfilter', 'Harnstofffilter',
  'Ölablassschraube', 'Ölwanne', 'Ladeluftschlauch', 'Kühlerschlauch', 'Ausgleichsbehälter', 'Gasfeder Heckklappe', 'Luftfeder', 'Kupplungsseil', 'Schaltseil', 'Getriebeölwechselsatz',
  'Motorhaubendämpfer', 'Wischerarm', 'Waschwasserdüse', 'Tankdeckel', ...BODY.filter((kind) => panelMakerFits('Vaico', kind)),
];
const VEMO_KINDS = [
  'ABS-Sensor', 'Stellelement Feststellbremse', 'Lambdasonde', 'Luftmassenmesser', ...ENGINE_SENSORS, 'Drosselklappe', 'AGR-Ventil', 'Zündspule', 'Thermostat', 'Kühlerlüfter', 'Vorwiderstand Gebläse', 'Innenraumgebläse',
  'Glühzeitsteuergerät', 'Generatorregler', ...SWITCHES, 'Fensterhebermotor', 'Relais Kraftstoffpumpe', 'Einparkhilfe Sensor', 'Leuchtweitenregulierung', 'Wischermotor', 'Waschwasserpumpe', 'Tankgeber', 'Kraftstoffdruckregler', 'Kraftstoffpumpe',
];
const METZGER_KINDS = ['ABS-Sensor', 'ABS-Ring', 'Lambdasonde', 'Luftmassenmesser', ...ENGINE_SENSORS, 'AGR-Ventil', 'Zündspule', ...SWITCHES, 'Einparkhilfe Sensor', 'Generatorregler'];
const BLUE_PRINT_KINDS = ['Ölfilter', 'Luftfilter', 'Kraftstofffilter', 'Pollenfilter', 'Bremsscheiben', 'Bremsbeläge', 'Bremsbacken', 'Bremstrommel', 'Querlenker', 'Spurstangenkopf', 'Koppelstange', 'Radlagersatz', 'Zahnriemensatz', 'Keilrippenriemen', 'Wasserpumpe', 'Thermostat', 'Zündspule'];

const l = (brand: string, line: string, pattern: string, kinds: readonly string[], more: Pick<ProductLine, 'design' | 'price' | 'fuel' | 'injection' | 'systemMaker' | 'sport'> = {}): ProductLine => ({ brand, line, pattern, kinds, ...more });
const SPIN_ON = { design: 'spin-on' } as const;
const CARTRIDGE = { design: 'cartridge' } as const;
const DIESEL = { fuel: 'diesel' } as const;

export const PRODUCT_LINES: readonly ProductLine[] = [
  // Filter makers
  l('Mann-Filter', 'W (spin-on oil filters)', 'W ###/##', FILTERS_OIL, SPIN_ON),
  l('Mann-Filter', 'HU (oil filter elements)', 'HU ###/# x', FILTERS_OIL, CARTRIDGE),
  l('Mann-Filter', 'C (air filters)', 'C ## ###', ['Luftfilter']),
  l('Mann-Filter', 'WK (fuel filters)', 'WK ###/#', ['Kraftstofffilter']),
  l('Mann-Filter', 'CU (cabin filters)', 'CU ####', CABIN),
  l('Mann-Filter', 'CUK (activated-carbon cabin filters)', 'CUK ####', ['Aktivkohlefilter']),
  l('Mann-Filter', 'FP (biofunctional cabin filters, FreciousPlus)', 'FP ####', BIOFUNCTIONAL_CABIN),
  l('Mann-Filter', 'H … KIT (transmission filter kits)', 'H #### KIT', ['Hydraulikfilter Automatikgetriebe']),
  l('Mann-Filter', 'U … KIT (urea filters)', 'U ##/# KIT', ['Harnstofffilter']),
  ...['Mahle', 'Knecht'].flatMap((brand) => [
    l(brand, 'OC (spin-on oil filters)', 'OC ~~~#', FILTERS_OIL, SPIN_ON),
    l(brand, 'OX (oil filter elements)', 'OX ~~#D', FILTERS_OIL, CARTRIDGE),
    l(brand, 'LX (air filters)', 'LX ~~~#', ['Luftfilter']),
    l(brand, 'KL (fuel filters)', 'KL ~~#', ['Kraftstofffilter']),
    l(brand, 'KX (fuel filter elements)', 'KX ~~#D', ['Kraftstofffilter'], DIESEL),
    l(brand, 'LA (cabin filters)', 'LA ~~#', CABIN),
    l(brand, 'LAK (activated-carbon cabin filters)', 'LAK ~~#', ['Aktivkohlefilter']),
    l(brand, 'LAO (biofunctional cabin filters)', 'LAO ~~#', BIOFUNCTIONAL_CABIN),
    // A transmission filter with its gasket is the D version (HX 798D): data/gasket-numbers.ts.
    l(brand, 'HX (hydraulic filters)', `HX ~~#${GASKET_TOKEN}`, ['Hydraulikfilter Automatikgetriebe', 'Hydraulikfilter Lenkung']),
  ]),
  l('Mahle', 'TX (thermostats)', 'TX ### ##D', ['Thermostat']),
  l('Mahle', 'CR (radiators)', 'CR #### 000S', ['Kühler']),
  l('Mahle', 'CI (charge air coolers)', 'CI ### 000S', ['Ladeluftkühler']),
  l('Mahle', 'AC (condensers)', 'AC ### 000S', ['Klimakondensator']),
  l('Mahle', 'ACP (compressors)', 'ACP ### 000S', ['Klimakompressor']),
  l('Mahle', 'CLC (oil coolers)', 'CLC ### 000S', ['Ölkühler']),
  l('Mahle', 'Piston rings', '0## ## N#', ['Kolbenringe']),
  l('Mahle', 'Turbochargers', '0## TC ##### 000', ['Turbolader']),
  l('Hengst', 'H…W (spin-on oil filters)', 'H##W##', FILTERS_OIL, SPIN_ON),
  l('Hengst', 'E…H D (oil filter elements)', 'E###H D###', FILTERS_OIL, CARTRIDGE),
  l('Hengst', 'E…L (air filters)', 'E####L', ['Luftfilter']),
  l('Hengst', 'H…WK (fuel filters)', 'H###WK', ['Kraftstofffilter']),
  l('Hengst', 'E…LI (cabin filters)', 'E####LI', CABIN),
  l('Hengst', 'E…LC (activated-carbon cabin filters)', 'E####LC', ['Aktivkohlefilter']),
  l('Hengst', 'E…U D (urea filters)', 'E###U D###', ['Harnstofffilter']),
  l('UFI', '23 (spin-on oil filters)', '23.###.00', FILTERS_OIL, SPIN_ON),
  l('UFI', '25 (oil filter elements)', '25.###.00', FILTERS_OIL, CARTRIDGE),
  l('UFI', '30 (air filters)', '30.###.00', ['Luftfilter']),
  l('UFI', '24 (fuel filters)', '24.###.00', ['Kraftstofffilter']),
  l('UFI', '53 (cabin filters)', '53.###.00', CABIN),
  l('UFI', '54 (activated-carbon cabin filters)', '54.###.00', ['Aktivkohlefilter']),
  l('Purflux', 'L (oil filter elements)', 'L~~#', FILTERS_OIL, CARTRIDGE),
  l('Purflux', 'LS (spin-on oil filters)', 'LS~~#', FILTERS_OIL, SPIN_ON),
  l('Purflux', 'A (air filters)', 'A~~~#', ['Luftfilter']),
  l('Purflux', 'C (fuel filters)', 'C~~#', ['Kraftstofffilter'], DIESEL),
  l('Purflux', 'AH (cabin filters)', 'AH~~#', CABIN),
  l('Purflux', 'AHC (activated-carbon cabin filters)', 'AHC~~#', ['Aktivkohlefilter']),
  // A washable cotton filter costs three to four paper ones.
  l('K&N', '33 (replacement air filters)', '33-####', ['Luftfilter'], { price: [4500, 8500] }),
  l('K&N', 'HP (oil filters)', 'HP-####', FILTERS_OIL, { design: 'spin-on', price: [1300, 2200] }),
  // Bosch, one number scheme per product range
  l('Bosch', 'Oil filters', 'F 026 407 ###', FILTERS_OIL),
  l('Bosch', 'Air filters', 'F 026 400 ###', ['Luftfilter']),
  // Bosch's fuel filter range (0 450 905 …, 0 450 906 …): room for a million-article catalogue's, which the makers with make codes cannot number for cars of several makes.
  l('Bosch', 'Fuel filters', '0 450 9## ###', ['Kraftstofffilter']),
  l('Bosch', 'Cabin filters', '1 987 43# ###', [...CABIN, 'Aktivkohlefilter', ...BIOFUNCTIONAL_CABIN]),
  l('Bosch', 'Brake discs', '0 986 479 ###', DISC_SIDE),
  l('Bosch', 'Brake pads', '0 986 494 ###', ['Bremsbeläge']),
  l('Bosch', 'Wear indicators', '1 987 474 ###', ['Verschleißanzeige Bremsbeläge']),
  l('Bosch', 'Brake drums', '0 986 477 ###', ['Bremstrommel']),
  l('Bosch', 'Brake shoes', '0 986 487 ###', SHOE_SIDE),
  l('Bosch', 'Brake calipers', '0 986 135 ###', ['Bremssattel']),
  l('Bosch', 'Brake hoses', '1 987 481 ###', ['Bremsschlauch']),
  l('Bosch', 'Wheel cylinders', 'F 026 002 ###', ['Radbremszylinder']),
  l('Bosch', 'Master cylinders', '0 986 481 ###', ['Hauptbremszylinder']),
  l('Bosch', 'Wheel speed sensors', '0 986 594 ###', ['ABS-Sensor']),
  l('Bosch', 'Brake fluid', '1 987 479 ###', ['Bremsflüssigkeit']),
  // Bosch's plugs lie in 0 242 1xx … and 2xx …, its glow plugs in 0 250 2xx, 4xx and 6xx … (data/number-ranges.ts).
  l('Bosch', 'Spark plugs', '0 242 ### ###', ['Zündkerzen']),
  l('Bosch', 'Ignition coils', '0 221 604 ###', ['Zündspule']),
  l('Bosch', 'Ignition leads', '0 986 357 ###', ['Zündkabelsatz']),
  l('Bosch', 'Distributors', '0 237 ### ###', ['Zündverteiler']),
  l('Bosch', 'Glow plugs', '0 250 ### ###', ['Glühkerzen']),
  l('Bosch', 'Lambda sensors', '0 258 0## ###', ['Lambdasonde']),
  l('Bosch', 'Air mass sensors', '0 280 218 ###', ['Luftmassenmesser']),
  // Bosch numbers its engine sensors by kind, each in a range of its own: a cam (Hall) sensor 0 232 103 …, a crank (speed)
  // sensor 0 261 210 …, a knock sensor 0 261 231 …, a manifold pressure sensor 0 261 230 …, an exhaust (differential) pressure
  // sensor 0 281 006 …. A 0 261 230 … sold as a cam or knock sensor is a pressure sensor at the counter.
  l('Bosch', 'Camshaft sensors', '0 232 103 ###', ['Nockenwellensensor']),
  l('Bosch', 'Crankshaft sensors', '0 261 210 ###', ['Kurbelwellensensor']),
  l('Bosch', 'Knock sensors', '0 261 231 ###', ['Klopfsensor']),
  l('Bosch', 'Pressure sensors', '0 261 230 ###', ['Saugrohrdrucksensor']),
  l('Bosch', 'Exhaust pressure sensors', '0 281 006 ###', ['Abgasdrucksensor']),
  l('Bosch', 'Throttle bodies', '0 280 750 ###', ['Drosselklappe']),
  // Bosch names a battery by its type: S4 005 is 0 092 S40 050, the type's digits and a 0 (data/number-ranges.ts).
  l('Bosch', 'Batteries', '0 092 S40 @0', ['Starterbatterie']),
  l('Bosch', 'Starters (exchange)', '0 986 0## ###', ['Anlasser']),
  l('Bosch', 'Alternators (exchange)', '0 986 04# ###', ['Lichtmaschine']),
  l('Bosch', 'Regulators', 'F 00M 1## ###', ['Generatorregler']),
  l('Bosch', 'Relays', '0 332 ### ###', ['Relais Kraftstoffpumpe']),
  l('Bosch', 'Parking sensors', '0 263 009 ###', ['Einparkhilfe Sensor']),
  l('Bosch', 'Horns', '0 986 320 ###', ['Hupe']),
  l('Bosch', 'Wiper blades', '3 397 ### ###', ['Scheibenwischer']),
  l('Bosch', 'Wiper motors', '0 390 2## ###', ['Wischermotor']),
  l('Bosch', 'Fuel pumps', '0 580 ### ###', ['Kraftstoffpumpe']),
  // Injectors by system: a common-rail injector (CRI) is no petrol's, a petrol direct injector (HDEV) no port's (EV14).
  l('Bosch', 'Common-rail injectors', '0 445 110 ###', ['Einspritzdüse'], { injection: 'common_rail', systemMaker: 'bosch' }),
  l('Bosch', 'Unit injectors', '0 414 720 ###', ['Einspritzdüse'], { injection: 'unit_injector', systemMaker: 'bosch' }),
  l('Bosch', 'Petrol direct injectors', '0 261 500 ###', ['Einspritzdüse'], { injection: 'petrol_direct' }),
  l('Bosch', 'Injection valves', '0 280 158 ###', ['Einspritzdüse'], { injection: 'port_injection' }),
  l('Bosch', 'High-pressure pumps', '0 445 010 ###', ['Hochdruckpumpe'], { systemMaker: 'bosch' }),
  l('Bosch', 'Pressure regulators', '0 280 160 ###', ['Kraftstoffdruckregler']),
  l('Bosch', 'Steering pumps', 'K S01 000 ###', ['Servopumpe']),
  l('Bosch', 'Bulbs', `1 987 302 ###${LAMP_TOKEN}`, ['Glühlampe Hauptscheinwerfer', 'Glühlampe Blinkleuchte']),
  l('Bosch', 'V-ribbed belts', '1 987 947 ###', ['Keilrippenriemen']),
  l('Bosch', 'Battery chargers', '0 189 999 ###', ['Batterieladegerät']),
  // Brakes
  l('Brembo', 'Brake discs', '09.####.##', DISC_SIDE),
  l('Brembo', 'Brake pads', 'P § ###', ['Bremsbeläge']),
  l('Brembo', 'Wear indicators', 'A 00 ###', ['Verschleißanzeige Bremsbeläge']),
  l('Brembo', 'Brake drums', '14.####.10', ['Bremstrommel']),
  l('Brembo', 'Brake shoes', 'S § ###', SHOE_SIDE),
  l('Brembo', 'Calipers', 'F § ###', ['Bremssattel']),
  l('Brembo', 'Wheel cylinders', 'A 12 ###', ['Radbremszylinder']),
  l('Brembo', 'Master cylinders', 'M § ###', ['Hauptbremszylinder']),
  l('ATE', 'Brake discs', '24.01##-####.1', DISC_SIDE),
  l('ATE', 'Brake pads', '13.0460-####.2', ['Bremsbeläge']),
  l('ATE', 'Wear indicators', '24.8190-####.2', ['Verschleißanzeige Bremsbeläge']),
  l('ATE', 'Calipers', '24.3###-####.5', ['Bremssattel']),
  l('ATE', 'Caliper repair kits', '13.0441-####.2', ['Bremssattel Reparatursatz']),
  l('ATE', 'Brake drums', '24.0220-####.1', ['Bremstrommel']),
  l('ATE', 'Brake shoes', '03.0137-####.2', SHOE_SIDE),
  l('ATE', 'Wheel cylinders', '24.3222-####.3', ['Radbremszylinder']),
  l('ATE', 'Master cylinders', '03.2###-####.3', ['Hauptbremszylinder']),
  l('ATE', 'Brake boosters', '03.7###-####.4', ['Bremskraftverstärker']),
  l('ATE', 'Brake hoses', '83.6###-####.3', ['Bremsschlauch']),
  l('ATE', 'Handbrake cables', '24.3727-####.2', ['Handbremsseil']),
  l('ATE', 'Wheel speed sensors', '24.0711-####.3', ['ABS-Sensor']),
  l('ATE', 'Brake fluid', '03.9901-####.2', ['Bremsflüssigkeit']),
  l('TRW', 'Brake discs', 'DF####', DISC_SIDE),
  l('TRW', 'Brake pads', 'GDB####', ['Bremsbeläge']),
  l('TRW', 'Wear indicators', 'GIC###', ['Verschleißanzeige Bremsbeläge']),
  l('TRW', 'Brake drums', 'DB####', ['Bremstrommel']),
  l('TRW', 'Brake shoes', 'GS####', SHOE_SIDE),
  l('TRW', 'Calipers', 'BHN###', ['Bremssattel']),
  l('TRW', 'Brake hoses', 'PHB###', ['Bremsschlauch']),
  l('TRW', 'Master cylinders', 'PML###', ['Hauptbremszylinder']),
  l('TRW', 'Handbrake cables', 'GCH####', ['Handbremsseil']),
  l('TRW', 'Wheel speed sensors', 'GBS####', ['ABS-Sensor']),
  l('TRW', 'Parking brake actuators', 'SPK###', ['Stellelement Feststellbremse']),
  // TRW's JGM is a shock absorber, its JGS a strut (data/bilstein-numbers.ts).
  l('TRW', 'Shock absorbers and struts', '¦####T', ['Stoßdämpfer']),
  l('TRW', 'Track control arms', 'JTC####', ['Querlenker']),
  l('TRW', 'Ball joints', 'JBJ###', ['Traggelenk']),
  l('TRW', 'Stabiliser links', 'JTS###', ['Koppelstange']),
  l('TRW', 'Tie rod ends', 'JTE####', ['Spurstangenkopf']),
  l('TRW', 'Axial joints', 'JAR####', ['Axialgelenk Spurstange']),
  l('TRW', 'Steering racks', 'JRP####', ['Lenkgetriebe']),
  l('TRW', 'Steering pumps', 'JPR####', ['Servopumpe']),
  l('TRW', 'Clutch cylinders', 'PNB###', ['Kupplungsgeberzylinder', 'Kupplungsnehmerzylinder']),
  // Textar's pad number: the pad's five-digit WVA number and a two-digit variant (2357001, 2357002), spelled from the pad's shape (data/pad-numbers.ts).
  l('Textar', 'Brake pads', '2####0#', ['Bremsbeläge']),
  l('Textar', 'Brake discs', '92######', DISC_SIDE),
  l('Textar', 'Brake shoes', '91######', SHOE_SIDE),
  l('Textar', 'Brake drums', '94######', ['Bremstrommel']),
  l('Textar', 'Wear indicators', '98######', ['Verschleißanzeige Bremsbeläge']),
  l('Textar', 'Brake hoses', '40######', ['Bremsschlauch']),
  l('Textar', 'Brake fluid', '95######', ['Bremsflüssigkeit']),
  l('Ferodo', 'Brake pads', 'FDB####', ['Bremsbeläge']),
  l('Ferodo', 'Brake discs', 'DDF####', DISC_SIDE),
  l('Ferodo', 'Brake shoes', 'FSB###', SHOE_SIDE),
  l('Ferodo', 'Wear indicators', 'FWI###', ['Verschleißanzeige Bremsbeläge']),
  l('Ferodo', 'Brake fluid', 'FBX###', ['Bremsflüssigkeit']),
  l('Jurid', 'Brake pads', '57####J', ['Bremsbeläge']),
  l('Jurid', 'Brake discs', '56####J', DISC_SIDE),
  l('Jurid', 'Brake shoes', '36####J', SHOE_SIDE),
  l('Jurid', 'Wear indicators', '58####', ['Verschleißanzeige Bremsbeläge']),
  l('Zimmermann', 'Brake discs', '§.####.##', DISC_SIDE),
  l('Zimmermann', 'Brake pads', '2####.###.#', ['Bremsbeläge']),
  l('Mintex', 'Brake pads', 'MDB####', ['Bremsbeläge']),
  l('Mintex', 'Brake discs', 'MDC####', DISC_SIDE),
  l('Mintex', 'Brake shoes', 'MFR###', SHOE_SIDE),
  l('Delphi', 'Brake pads', 'LP####', ['Bremsbeläge']),
  l('Delphi', 'Brake discs', 'BG####', DISC_SIDE),
  l('Delphi', 'Brake shoes', 'LS####', SHOE_SIDE),
  l('Delphi', 'Wheel speed sensors', 'SS2####', ['ABS-Sensor']),
  l('Delphi', 'Control arms', 'TC####', ['Querlenker', 'Traggelenk', 'Koppelstange']),
  l('Delphi', 'Tie rod ends', 'TA####', ['Spurstangenkopf', 'Axialgelenk Spurstange']),
  l('Delphi', 'Fuel filters', 'HDF###', ['Kraftstofffilter'], DIESEL),
  l('Delphi', 'Common-rail injectors', 'HRD###', ['Einspritzdüse'], { injection: 'common_rail', systemMaker: 'delphi' }),
  l('Delphi', 'High-pressure pumps', '9422A###A', ['Hochdruckpumpe'], { systemMaker: 'delphi' }),
  l('Delphi', 'Fuel pumps', 'FE####-12B1', ['Kraftstoffpumpe']),
  l('Delphi', 'Ignition coils', 'GN10###-12B1', ['Zündspule']),
  // Suspension and steering
  l('Sachs', 'Shock absorbers', '3## ###', ['Stoßdämpfer']),
  l('Sachs', 'Coil springs', '99# ###', ['Fahrwerksfeder']),
  l('Sachs', 'Top mounts', '802 ###', ['Federbeinstützlager']),
  l('Sachs', 'Protection kits', '900 ###', ['Staubschutzsatz Stoßdämpfer']),
  l('Sachs', 'Performance kits', '841500 ######', ['Sportfahrwerk']),
  l('Sachs', 'Clutch kits', '3000 ### ###', ['Kupplungssatz']),
  l('Sachs', 'Clutch discs', '1878 ### ###', ['Kupplungsscheibe']),
  l('Sachs', 'Pressure plates', '3082 ### ###', ['Kupplungsdruckplatte']),
  l('Sachs', 'Release bearings', '3151 ### ###', ['Ausrücklager']),
  l('Sachs', 'Dual-mass flywheels', '2294 ### ###', ['Zweimassenschwungrad']),
  l('Sachs', 'Master cylinders', '6284 ### ###', ['Kupplungsgeberzylinder']),
  l('Sachs', 'Slave cylinders', '6283 ### ###', ['Kupplungsnehmerzylinder']),
  // Bilstein's B4 prefix names the part: 19- a shock absorber, 22- a strut (data/bilstein-numbers.ts); 24- the B6 monotube, a sport type's.
  l('Bilstein', 'B4 shock absorbers and struts', '¦-######', ['Stoßdämpfer']),
  l('Bilstein', 'B6 shock absorbers', '24-######', ['Stoßdämpfer'], { sport: true }),
  l('Bilstein', 'B3 coil springs', '36-######', ['Fahrwerksfeder']),
  l('Bilstein', 'B1 protection kits', '11-######', ['Staubschutzsatz Stoßdämpfer']),
  l('Bilstein', 'B4 air springs', '40-######', ['Luftfeder']),
  l('Bilstein', 'B12 kits', '46-######', ['Sportfahrwerk']),
  l('Monroe', 'Original shock absorbers', 'G####', ['Stoßdämpfer']),
  l('Monroe', 'Reflex shock absorbers', 'E####', ['Stoßdämpfer']),
  l('Monroe', 'Coil springs', 'SP####', ['Fahrwerksfeder']),
  l('Monroe', 'Mounting kits', 'MK###', ['Federbeinstützlager']),
  l('Monroe', 'Protection kits', 'PK###', ['Staubschutzsatz Stoßdämpfer']),
  // KYB's Excel-G number names the damper's construction: 33xxxx a McPherson strut, 34xxxx a telescopic shock absorber (data/bilstein-numbers.ts).
  l('KYB', 'Excel-G shock absorbers and struts', '¦####', ['Stoßdämpfer']),
  l('KYB', 'Coil springs', 'RA####', ['Fahrwerksfeder']),
  l('KYB', 'Suspension mounts', 'SM####', ['Federbeinstützlager']),
  l('KYB', 'Protection kits', '910###', ['Staubschutzsatz Stoßdämpfer']),
  // Lemförder prints five digits and a two-digit index: "31126 01".
  l('Lemförder', 'Chassis and steering parts', '##### ##', [...CHASSIS_JOINTS, ...STEERING, 'Federbeinstützlager', ...MOUNTS]),
  // Moog numbers name the make (VO-, ME-, FD- …, data/make-codes.ts) and the kind: ES a tie-rod end, AX an axial joint, DS a tie rod,
  // BJ a ball joint, LS a stabiliser link, TC a control arm, SB a rubber bush. Steering boots Moog sells under no such code.
  l('Moog', 'Tie-rod ends', '*-ES-#####', ['Spurstangenkopf']),
  l('Moog', 'Axial joints', '*-AX-#####', ['Axialgelenk Spurstange']),
  l('Moog', 'Tie rods', '*-DS-#####', ['Spurstange']),
  l('Moog', 'Ball joints', '*-BJ-#####', ['Traggelenk']),
  l('Moog', 'Stabiliser links', '*-LS-#####', ['Koppelstange']),
  l('Moog', 'Control arms', '*-TC-#####', ['Querlenker']),
  l('Moog', 'Bushes', '*-SB-#####', ['Stabilisatorlager', 'Querlenkerlager', 'Achskörperlager']),
  // Meyle's "100 199 0001": three, three and four digits, the first the make's code (data/main-make-codes.ts).
  l('Meyle', 'Meyle parts', '§# ### ####', MEYLE_KINDS),
  // febi's numbers: five digits (the old range) or six; the range they lie in is data/number-ranges.ts's.
  l('Febi Bilstein', 'febi parts', '~#####', FEBI_KINDS),
  // SWAG's "30 91 2345" and Topran's "110 123" start with the make's code (data/main-make-codes.ts).
  l('SWAG', 'SWAG parts', '§ ## ####', SWAG_KINDS),
  l('Topran', 'Topran parts', '§##-###', TOPRAN_KINDS),
  l('Ruville', 'Belt drive', '5#####', ['Spannrolle', 'Umlenkrolle']),
  l('Ruville', 'Engine mounts', '32####', MOUNTS),
  l('Ruville', 'Hydraulic tappets', '26####', ['Hydrostößel']),
  l('Ruville', 'Chassis parts', '91####', ['Querlenker', 'Koppelstange', 'Querlenkerlager']),
  l('SKF', 'Wheel bearing kits', 'VKBA ####', ['Radlagersatz', 'Radnabe']),
  // SKF's timing-belt numbers open with the make group of the cars (data/main-make-codes.ts): VKMA 01… VW group, 06… Renault.
  l('SKF', 'Timing belts', 'VKMT §###', ['Zahnriemen']),
  l('SKF', 'Timing belt kits', 'VKMA §###', ['Zahnriemensatz']),
  l('SKF', 'Timing belt kits with water pump', 'VKMC §###', ['Zahnriemensatz mit Wasserpumpe']),
  // SKF's pulley numbers open with the part and the make group (data/skf-pulleys.ts): VKM 11… a VW group tensioner.
  l('SKF', 'Tensioner and idler pulleys', 'VKM ¶###', ['Spannrolle', 'Umlenkrolle']),
  l('SKF', 'Water pumps', 'VKPC #####', ['Wasserpumpe']),
  l('SKF', 'Suspension top mounts', 'VKDA #####', ['Federbeinstützlager']),
  l('SKF', 'Drive shafts', 'VKJC ####', ['Antriebswelle']),
  l('SKF', 'CV boot kits', 'VKJP ####', ['Achsmanschette']),
  l('SKF', 'CV joint kits', 'VKJA ####', ['Gelenksatz Antriebswelle']),
  l('FAG', 'Wheel bearing kits', '713 6## ###', ['Radlagersatz', 'Radnabe']),
  // Engine
  l('INA', 'Timing belt kits', '530 #### 10', ['Zahnriemensatz']),
  l('INA', 'Timing kits with water pump', '530 #### 30', ['Zahnriemensatz mit Wasserpumpe']),
  l('INA', 'Tensioner pulleys', '531 #### 10', ['Spannrolle']),
  l('INA', 'Idler pulleys', '532 #### 10', ['Umlenkrolle']),
  l('INA', 'Alternator freewheels', '535 #### 10', ['Generatorfreilauf']),
  l('INA', 'Crankshaft pulleys', '544 #### 10', ['Riemenscheibe Kurbelwelle']),
  // INA numbers the kit 559 … 10 and the chain sold on its own 553 … 10: a 559 number is a kit at the counter.
  l('INA', 'Timing chain kits', '559 #### 10', ['Steuerkettensatz']),
  l('INA', 'Timing chains', '553 #### 10', ['Steuerkette']),
  l('INA', 'Hydraulic tappets', '420 #### 10', ['Hydrostößel']),
  l('INA', 'Water pumps', '538 #### 10', ['Wasserpumpe']),
  // LuK's clutch numbers name the diameter in centimetres after the kind's digit (data/luk-numbers.ts): 623 … 00 a 228 mm kit, 320 … 10 a 200 mm disc.
  l('LuK', 'RepSet clutch kits', `6${LUK_DIAMETER_TOKEN} #### 00`, ['Kupplungssatz']),
  l('LuK', 'Clutch discs', `3${LUK_DIAMETER_TOKEN} #### 10`, ['Kupplungsscheibe']),
  l('LuK', 'Pressure plates', `1${LUK_DIAMETER_TOKEN} #### 10`, ['Kupplungsdruckplatte']),
  l('LuK', 'Release bearings', '500 #### ##', ['Ausrücklager']),
  // One series whatever the size, ending in its version (10, 09, 08: data/luk-numbers.ts).
  l('LuK', 'Dual-mass flywheels', '415 #### 10', ['Zweimassenschwungrad']),
  l('LuK', 'Master cylinders', '511 #### 10', ['Kupplungsgeberzylinder']),
  l('LuK', 'Slave cylinders', '512 #### 10', ['Kupplungsnehmerzylinder']),
  l('Gates', 'PowerGrip timing belts', '5~###XS', ['Zahnriemen']),
  l('Gates', 'PowerGrip kits', 'K015###XS', ['Zahnriemensatz']),
  l('Gates', 'PowerGrip kits with water pump', 'KP15###XS', ['Zahnriemensatz mit Wasserpumpe']),
  l('Gates', 'Micro-V belts', BELT_TOKEN, ['Keilrippenriemen']),
  l('Gates', 'DriveAlign tensioners', 'T4####', ['Spannrolle']),
  l('Gates', 'DriveAlign idlers', 'T3####', ['Umlenkrolle']),
  l('Gates', 'Alternator pulleys', 'OAP####', ['Generatorfreilauf']),
  l('Gates', 'Water pumps', 'WP####', ['Wasserpumpe']),
  l('Gates', 'Thermostats', 'TH#####G1', ['Thermostat']),
  l('Gates', 'Coolant hoses', '05-####', ['Kühlerschlauch']),
  l('Continental', 'Timing belts', 'CT####', ['Zahnriemen']),
  l('Continental', 'Timing belt kits', 'CT####K#', ['Zahnriemensatz']),
  l('Continental', 'Timing kits with water pump', 'CT####WP#', ['Zahnriemensatz mit Wasserpumpe']),
  l('Contitech', 'Multi V-belts', BELT_TOKEN, ['Keilrippenriemen']),
  l('Dayco', 'Timing belts', '94###', ['Zahnriemen']),
  // Dayco's timing belt kits are KTB and three digits (KTB259, KTB451), never one or two, never a leading 0 (data/leading-digits.ts).
  l('Dayco', 'Timing belt kits', 'KTB###', ['Zahnriemensatz']),
  l('Dayco', 'Timing kits with water pump', 'KTBWP####', ['Zahnriemensatz mit Wasserpumpe']),
  l('Dayco', 'Poly-V belts', `${BELT_TOKEN}S`, ['Keilrippenriemen']),
  l('Dayco', 'Tensioners', 'ATB####', ['Spannrolle', 'Umlenkrolle']),
  l('Dayco', 'Alternator pulleys', 'ALP####', ['Generatorfreilauf']),
  l('Dayco', 'Water pumps', 'DP###', ['Wasserpumpe']),
  l('Elring', 'Gaskets and seals', '###.###', [...GASKETS, 'Ölablassschraube']),
  l('Victor Reinz', 'Cylinder head gaskets', '61-#####-##', ['Zylinderkopfdichtung']),
  l('Victor Reinz', 'Gaskets', '71-#####-##', ['Ventildeckeldichtung', 'Ölwannendichtung', 'Dichtung Abgaskrümmer']),
  l('Victor Reinz', 'Shaft seals', '81-#####-##', ['Wellendichtring Kurbelwelle', 'Wellendichtring Nockenwelle']),
  l('Corteco', 'Shaft seals', '1201####B', ['Wellendichtring Kurbelwelle', 'Wellendichtring Nockenwelle']),
  l('Corteco', 'Head gaskets', '4#####P', ['Zylinderkopfdichtung']),
  l('Corteco', 'Rubber-metal mounts', '80######', [...MOUNTS, 'Riemenscheibe Kurbelwelle', 'Querlenkerlager', 'Achskörperlager']),
  // Ignition, sensors (NGK: plugs, glow plugs, coils, leads and, as NTK, sensors; nothing else)
  l('NGK', 'Spark plugs', '####', ['Zündkerzen']),
  l('NGK', 'Glow plugs', 'Y-###J', ['Glühkerzen']),
  l('NGK', 'Ignition coils', '48###', ['Zündspule']),
  l('NGK', 'Ignition leads', '4####', ['Zündkabelsatz']),
  l('NGK', 'NTK lambda sensors', 'OZA###-EE#', ['Lambdasonde']),
  l('NGK', 'NTK sensors', '9####', ['Luftmassenmesser', 'Nockenwellensensor', 'Kurbelwellensensor', 'Saugrohrdrucksensor', 'Abgastemperatursensor', 'Kühlmitteltemperatursensor']),
  l('Beru', 'Spark plugs', 'Z ~~#', ['Zündkerzen']),
  l('Beru', 'Glow plugs', '0 100 226 ###', ['Glühkerzen']),
  l('Beru', 'Ignition coils', 'ZS ###', ['Zündspule']),
  l('Beru', 'Ignition leads', 'ZEF ~###', ['Zündkabelsatz']),
  l('Beru', 'Glow plug relays', 'GSE ###', ['Glühzeitsteuergerät']),
  // Champion's plug order numbers are OE and three digits (OE001 … OE9xx): an "OE16" is no number the counter finds.
  l('Champion', 'Spark plugs', 'OE###', ['Zündkerzen']),
  l('Champion', 'Glow plugs', 'CH###', ['Glühkerzen']),
  l('Denso', 'Spark plugs', HEAT_TOKEN, ['Zündkerzen']),
  l('Denso', 'Glow plugs', 'DG-###', ['Glühkerzen']),
  l('Denso', 'Ignition coils', 'DIC-####', ['Zündspule']),
  l('Denso', 'Lambda sensors', 'DOX-####', ['Lambdasonde']),
  l('Denso', 'Air mass sensors', 'DMA-####', ['Luftmassenmesser']),
  l('Denso', 'Starters', 'DSN###', ['Anlasser']),
  l('Denso', 'Alternators', 'DAN###', ['Lichtmaschine']),
  l('Denso', 'Radiators', 'DRM#####', ['Kühler']),
  l('Denso', 'Compressors', 'DCP§###', ['Klimakompressor']),
  l('Denso', 'Condensers', 'DCN#####', ['Klimakondensator']),
  l('Denso', 'Common-rail injectors', 'DCRI######', ['Einspritzdüse'], { injection: 'common_rail', systemMaker: 'denso' }),
  l('Denso', 'High-pressure pumps', 'DCRP######', ['Hochdruckpumpe'], { systemMaker: 'denso' }),
  l('Pierburg', 'Pierburg parts', '7.#####.##.0', ['AGR-Ventil', 'Drosselklappe', 'Luftmassenmesser', 'Kraftstoffpumpe', 'Ölpumpe', 'Kraftstoffdruckregler', 'Wasserpumpe']),
  l('Hella', 'Headlamps', '1EJ ### ###-###', ['Hauptscheinwerfer']),
  l('Hella', 'Tail lights', '2SD ### ###-###', ['Heckleuchte']),
  l('Hella', 'Fog lamps', '1N0 ### ###-###', ['Nebelscheinwerfer']),
  l('Hella', 'Indicators', '2BA ### ###-###', ['Blinkleuchte']),
  l('Hella', 'Licence plate lights', '2KA ### ###-###', ['Kennzeichenleuchte']),
  l('Hella', 'Daytime running lights', '2PT ### ###-###', ['Tagfahrleuchte']),
  l('Hella', 'Headlamp levelling', '6NM ### ###-###', ['Leuchtweitenregulierung']),
  // Hella's and Bosch's bulbs are numbered one by one in their lists (data/bulb-lines.ts): the drawn digits hold the place until the bulb's own is spelled.
  l('Hella', 'Bulbs', `8GH 002 ###-###${LAMP_TOKEN}`, ['Glühlampe Hauptscheinwerfer', 'Glühlampe Blinkleuchte']),
  // A Hella D burner is 8GS 007 949-, not in the 8GH range of its halogen and signal bulbs: its D-type, S or R and version spell the rest (data/bulb-lines.ts).
  l('Hella', 'Xenon burners', `8GS 007 949-###${LAMP_TOKEN}`, ['Xenon-Brenner']),
  l('Hella', 'Horns', '3FH ### ###-###', ['Hupe']),
  l('Hella', 'Relays', '4RA ### ###-###', ['Relais Kraftstoffpumpe']),
  l('Hella', 'Sensors', '6PU ### ###-###', ['ABS-Sensor', 'Nockenwellensensor', 'Kurbelwellensensor', 'Kühlmitteltemperatursensor', 'Öldruckschalter', 'Abgasdrucksensor']),
  l('Hella', 'Switches', '6DD ### ###-###', ['Bremslichtschalter', 'Rückfahrlichtschalter', 'Lenkstockschalter']),
  l('Hella', 'Regulators', '5DR ### ###-###', ['Generatorregler']),
  l('Hella', 'Blower resistors', '5HL ### ###-###', ['Vorwiderstand Gebläse']),
  l('Hella', 'Radiators', '8MK 376 ###-###', ['Kühler']),
  // Osram's and Philips' headlamp and signal lamps carry their base's number, then the line's and pack's letters (data/bulb-lines.ts): an H7 is 64210…, a D2S 66240….
  l('Osram', 'Halogen bulbs', `64###${LAMP_TOKEN}`, ['Glühlampe Hauptscheinwerfer']),
  l('Osram', 'Signal bulbs', `7###${LAMP_TOKEN}`, ['Glühlampe Blinkleuchte']),
  l('Osram', 'Xenarc', `66###${LAMP_TOKEN}`, ['Xenon-Brenner']),
  l('Osram', 'LEDriving retrofits', '#####DWP-02B', ['LED-Lampe']),
  // LEDriving DRL are universal retrofit pairs (data/retrofit-lights.ts): listed with the universal LED lamps, never as a sided OE daytime lamp.
  l('Osram', 'LEDriving daytime lights', 'LEDDRL###', ['LED-Lampe'], { price: [6000, 16000] }),
  l('Osram', 'Battery chargers', 'OEBCS ###', ['Batterieladegerät']),
  l('Philips', 'Halogen bulbs', `12###${LAMP_TOKEN}`, ['Glühlampe Hauptscheinwerfer']),
  l('Philips', 'Signal bulbs', `12###B2${LAMP_TOKEN}`, ['Glühlampe Blinkleuchte']),
  l('Philips', 'Xenon bulbs', `85###${LAMP_TOKEN}`, ['Xenon-Brenner']),
  l('Philips', 'LED retrofits', '11###U#X2', ['LED-Lampe']),
  l('Magneti Marelli', 'Lighting', '71########', ['Hauptscheinwerfer', 'Heckleuchte', 'Nebelscheinwerfer', 'Blinkleuchte', 'Tagfahrleuchte']),
  l('Magneti Marelli', 'Electrics', '944######', ['Anlasser', 'Lichtmaschine', 'Zündspule']),
  l('Magneti Marelli', 'Fuel system', '313011######', ['Kraftstoffpumpe', 'Drosselklappe']),
  l('Magneti Marelli', 'Injection valves', 'IWP###', ['Einspritzdüse'], { injection: 'port_injection' }),
  l('Magneti Marelli', 'Exhaust', '5#######', ['Endschalldämpfer', 'Mittelschalldämpfer', 'Katalysator']),
  // Cooling and climate
  l('Nissens', 'Radiators', '6####', ['Kühler']),
  l('Nissens', 'Charge air coolers', '96~###', ['Ladeluftkühler']),
  l('Nissens', 'Oil coolers', '90###', ['Ölkühler']),
  l('Nissens', 'Fans', '85###', ['Kühlerlüfter']),
  l('Nissens', 'Fan clutches', '86###', ['Visko-Kupplung']),
  l('Nissens', 'Expansion tanks', '996###', ['Ausgleichsbehälter']),
  l('Nissens', 'Compressors', '89###', ['Klimakompressor']),
  l('Nissens', 'Condensers', '94###', ['Klimakondensator']),
  l('Nissens', 'Dryers', '95###', ['Trockner Klimaanlage']),
  l('Nissens', 'Expansion valves', '999###', ['Expansionsventil']),
  l('Nissens', 'Evaporators', '92###', ['Verdampfer']),
  l('Nissens', 'Blowers', '87###', ['Innenraumgebläse']),
  l('Nissens', 'Heater cores', '7####', ['Wärmetauscher']),
  l('Nissens', 'Turbochargers', '93###', ['Turbolader']),
  l('Behr', 'Radiators', '8MK 376 7##-###', ['Kühler']),
  // Behr's climate prefixes name the part: 8FK compressor, 8FC condenser, 8FT drier, 8UW expansion valve, 8FV evaporator.
  l('Behr', 'Climate compressors', '8FK 351 ###-###', ['Klimakompressor']),
  l('Behr', 'Condensers', '8FC 351 ###-###', ['Klimakondensator']),
  l('Behr', 'Driers', '8FT 351 ###-###', ['Trockner Klimaanlage']),
  l('Behr', 'Expansion valves', '8UW 351 ###-###', ['Expansionsventil']),
  l('Behr', 'Evaporators', '8FV 351 ###-###', ['Verdampfer']),
  l('Behr', 'Charge air and oil coolers', '8ML 376 ###-###', ['Ladeluftkühler', 'Ölkühler']),
  // 8FH a heater core, 8EW a blower.
  l('Behr', 'Heater cores', '8FH 351 ###-###', ['Wärmetauscher']),
  l('Behr', 'Blowers', '8EW 351 ###-###', ['Innenraumgebläse']),
  l('NRF', 'Radiators', '5####', ['Kühler']),
  l('NRF', 'Charge air coolers', '30~###', ['Ladeluftkühler']),
  l('NRF', 'Oil coolers', '31###', ['Ölkühler']),
  l('NRF', 'Condensers', '35###', ['Klimakondensator']),
  l('NRF', 'Dryers', '33###', ['Trockner Klimaanlage']),
  l('NRF', 'Evaporators', '36###', ['Verdampfer']),
  l('NRF', 'Expansion valves', '38###', ['Expansionsventil']),
  l('NRF', 'Heater cores', '54###', ['Wärmetauscher']),
  l('Valeo', 'Clutch kits', '826###', ['Kupplungssatz']),
  l('Valeo', 'Clutch discs', '803###', ['Kupplungsscheibe']),
  l('Valeo', 'Pressure plates', '802###', ['Kupplungsdruckplatte']),
  l('Valeo', 'Release bearings', '804###', ['Ausrücklager']),
  l('Valeo', 'Dual-mass flywheels', '836###', ['Zweimassenschwungrad']),
  l('Valeo', 'Hydraulics', '874###', ['Kupplungsgeberzylinder', 'Kupplungsnehmerzylinder']),
  l('Valeo', 'Starters', '438###', ['Anlasser']),
  l('Valeo', 'Alternators', '439###', ['Lichtmaschine']),
  l('Valeo', 'Regulators', '594###', ['Generatorregler']),
  l('Valeo', 'Wiper blades', '574###', ['Scheibenwischer']),
  l('Valeo', 'Wiper motors', '579###', ['Wischermotor']),
  l('Valeo', 'Wiper arms', '575###', ['Wischerarm']),
  l('Valeo', 'Headlamps', '04####', ['Hauptscheinwerfer', 'Heckleuchte', 'Blinkleuchte']),
  l('Valeo', 'Fog lamps', '08####', ['Nebelscheinwerfer']),
  l('Valeo', 'Parking sensors', '890###', ['Einparkhilfe Sensor']),
  l('Valeo', 'Radiators', '73####', ['Kühler']),
  // Valeo's fans are numbered in 69… (696 …, 698 …).
  l('Valeo', 'Fans', '69####', ['Kühlerlüfter']),
  l('Valeo', 'Compressors', '813###', ['Klimakompressor']),
  l('Valeo', 'Condensers', '814###', ['Klimakondensator']),
  l('Valeo', 'Evaporators', '817###', ['Verdampfer']),
  l('Valeo', 'Heater cores', '812###', ['Wärmetauscher']),
  l('Valeo', 'Blowers', '715###', ['Innenraumgebläse']),
  l('Valeo', 'Climate parts', '509###', ['Trockner Klimaanlage', 'Expansionsventil', 'Vorwiderstand Gebläse']),
  l('Valeo', 'Charge air coolers', '818###', ['Ladeluftkühler']),
  l('Valeo', 'EGR valves', '700###', ['AGR-Ventil']),
  l('Eberspächer', 'Parking heaters', '##.####.##.0000', ['Standheizung']),
  // Exhaust
  l('Walker', 'Exhaust', '2####', EXHAUST_PIPES),
  l('Walker', 'Catalytic converters', '28###', ['Katalysator']),
  l('Walker', 'Particulate filters', '93###', ['Rußpartikelfilter']),
  l('Bosal', 'Exhaust', '###-###', EXHAUST_PIPES),
  l('Bosal', 'Catalytic converters', '099-###', ['Katalysator']),
  l('Bosal', 'Particulate filters', '097-###', ['Rußpartikelfilter']),
  l('HJS', 'Catalytic converters', '96 ## ####', ['Katalysator']),
  l('HJS', 'Particulate filters', '93 ## ####', ['Rußpartikelfilter']),
  // Batteries: nothing else from these three
  // Varta's middle group tells the range: 0xx-4xx its flooded Blue and Black Dynamic, 50x the EFB, 90x the AGM;
  // its last three digits the cold-cranking current in tens of amperes (data/battery-numbers.ts).
  l('Varta', 'Blue and Black Dynamic', '@ 4## °', ['Starterbatterie']),
  l('Exide', 'Premium and Excell', 'EA@#', ['Starterbatterie']),
  l('Exide', 'Start-Stop EFB', 'EL@#', ['Starterbatterie']),
  l('Banner', 'Power Bull', 'P@ ##', ['Starterbatterie']),
  // Generalists
  // '*' is the make code of the cars the part is catalogued for (data/make-codes.ts): V10-…, ADV…
  l('Vemo', 'Vemo parts', '*-##-####', VEMO_KINDS),
  l('Vaico', 'Vaico parts', '*-####', VAICO_KINDS),
  // Blue Print's digits after the make code: five for the Asian makes it began with, six for the European ones (data/make-codes.ts).
  l('Blue Print', 'Blue Print parts', '*#####', BLUE_PRINT_KINDS),
  l('Metzger', 'Metzger parts', '0######', METZGER_KINDS),
  // Body-parts specialists (data/body-panels.ts): the panels, and the mirrors and grilles beside them.
  // Blic's "5511-00-9545905P": the part group (5510/5511 a bumper, 6504 a wing, 6803 a bonnet, 5402 a mirror, 6502 a grille), the side, the model's number and P.
  l('Blic', 'Bumpers', '5511-00-#######P', ['Stoßstange']),
  l('Blic', 'Wings', '6504-0#-#######P', ['Kotflügel']),
  l('Blic', 'Bonnets', '6803-00-#######P', ['Motorhaube']),
  l('Blic', 'Mirrors', '5402-0#-#######P', ['Außenspiegel', 'Spiegelglas', 'Abdeckung Außenspiegel']),
  l('Blic', 'Grilles', '6502-07-#######P', ['Kühlergrill']),
  // Van Wezel's and Klokkerholm's seven digits: the model's four and the part's three.
  l('Van Wezel', 'Body parts', '#######', [...BODY_PANEL_KINDS, 'Außenspiegel', 'Spiegelglas', 'Kühlergrill', 'Radlaufschale']),
  l('Klokkerholm', 'Body parts', '#######', [...BODY_PANEL_KINDS, 'Außenspiegel', 'Kühlergrill', 'Radlaufschale']),
  // Prasco's "VW0341001": the make's letters (data/make-codes.ts), the model's three digits and the part's four.
  l('Prasco', 'Body parts', '*#######', [...BODY_PANEL_KINDS, 'Außenspiegel', 'Spiegelglas', 'Kühlergrill']),
  // Wipers
  l('SWF', 'Wiper blades', '116###', ['Scheibenwischer']),
  l('SWF', 'Wiper motors', '390###', ['Wischermotor']),
  l('SWF', 'Washer pumps', '360###', ['Waschwasserpumpe']),
  // Champion's blade numbers spell the family and length (data/champion-wipers.ts): AF65/B01, X-35/B01.
  l('Champion', 'Aerovantage wiper blades', `${BLADE_TOKEN}####`, ['Scheibenwischer']),
  // Oils and fluids
  l('Castrol', 'Castrol lubricants', '15####', [...OILS, 'Kühlerfrostschutz', 'Bremsflüssigkeit', 'AdBlue']),
  l('Liqui Moly', 'Liqui Moly', '####', [...OILS, 'Hydrauliköl', 'Bremsflüssigkeit', 'Kühlerfrostschutz', 'Scheibenreiniger', 'AdBlue', 'Kraftstoffadditiv', 'Autopolitur', 'Felgenreiniger']),
  l('Mobil', 'Mobil lubricants', '15####', [...OILS, 'Hydrauliköl']),
  l('Shell', 'Helix and Spirax', '550######', OILS),
  l('Total', 'Quartz and Transmission', '21####', [...OILS, 'AdBlue']),
  l('Motul', 'Motul lubricants', '10####', [...OILS, 'Kühlerfrostschutz', 'Bremsflüssigkeit', 'Kraftstoffadditiv']),
  l('Fuchs', 'Titan', '60#######', [...OILS, 'Hydrauliköl', 'Kühlerfrostschutz', 'AdBlue']),
  l('Ravenol', 'Ravenol lubricants', '11#####', [...OILS, 'Hydrauliköl', 'Kühlerfrostschutz', 'Kraftstoffadditiv']),
  l('Valvoline', 'Valvoline lubricants', '87####', [...OILS, 'Kühlerfrostschutz']),
  // Tools, care, safety
  l('Hazet', 'Hazet tools', '####-#', ['Drehmomentschlüssel', 'Ölfilterschlüssel']),
  l('Gedore', 'Gedore tools', '#######', ['Drehmomentschlüssel', 'Ölfilterschlüssel', 'Wagenheber']),
  l('Sonax', 'Sonax care', '### ###', ['Autopolitur', 'Felgenreiniger', 'Scheibenreiniger']),
  l('Heyner', 'Heyner accessories', '######', ['Wagenheber', 'Starthilfekabel', 'Warndreieck', 'Verbandkasten', 'Fußmatten', 'Schneeketten', 'Scheibenwischer', 'Batterieladegerät']),
  // Start-stop and AGM batteries (data/vehicle-keyed-parts.ts): Bosch's S4 E (EFB) and S5 A (AGM), Exide's EK (AGM, its capacity in the number), Varta's.
  l('Bosch', 'S4 E EFB', '0 092 S4E @0', ['Starterbatterie']),
  l('Bosch', 'S5 A AGM', '0 092 S5A @0', ['Starterbatterie']),
  l('Exide', 'AGM', 'EK@#', ['Starterbatterie']),
  // Varta's Blue Dynamic EFB (560 500 …) and Silver Dynamic AGM (580 901 …): a third maker of each.
  l('Varta', 'Blue Dynamic EFB', '@ 50# °', ['Starterbatterie']),
  l('Varta', 'Silver Dynamic AGM', '@ 90# °', ['Starterbatterie']),
  // Banner's Running Bull EFB and AGM carry the European type number's capacity (Running Bull AGM 570 01 is 70 Ah): where Bosch has no type of a capacity, a third maker.
  l('Banner', 'Running Bull EFB', '@ 1#', ['Starterbatterie']),
  l('Banner', 'Running Bull AGM', '@ 0#', ['Starterbatterie']),
];

/** A line's pattern as a regular expression: what the plausibility check holds its numbers to; `codes` are the brand's make codes. */
export function patternRegExp(pattern: string, codes: readonly string[] = []): RegExp {
  // A headlamp lamp's number is spelled from its base, line and pack (data/bulb-lines.ts): one of those the makers print.
  if (pattern.includes(LAMP_TOKEN)) return new RegExp(`^${LAMP_SOURCE}$`);
  // A battery's capacity code (data/battery-numbers.ts) is two or three digits; a belt's size code (data/belt-numbers.ts) its ribs, PK and length.
  const part = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&').replace(/~+/g, (run) => `(?:[1-9]\\d{0,${run.length - 1}})?`).replace(/#/g, '\\d').split(CAPACITY_TOKEN).join('\\d{2,3}').split(COLD_TOKEN).join('\\d{3}').split(B4_TOKEN).join(DAMPER_PREFIX_SOURCE).split(BELT_TOKEN).join(BELT_CODE_SOURCE).split(MAIN_MAKE_TOKEN).join('\\d{1,3}').split(HEAT_TOKEN).join(DESIGNATION_SOURCE).split(PULLEY_TOKEN).join('[1278]\\d').split(`${BLADE_TOKEN}\\d\\d\\d\\d`).join(BLADE_SOURCE).split(GASKET_TOKEN).join(GASKET_SOURCE).split(LUK_DIAMETER_TOKEN).join(LUK_DIAMETER_SOURCE);
  return new RegExp(`^${pattern.split(MAKE_CODE_TOKEN).map(part).join(`(?:${codes.join('|')})`)}$`);
}

/** The numbers a line of the brand gives, with each make code's own count of digits where it has one (Blue Print's six after a European make's code). */
export function lineRegExp(line: Pick<ProductLine, 'brand' | 'pattern'>): RegExp {
  const codes = Object.keys(MAKE_CODES[line.brand] ?? {});
  if (!codes.length || !line.pattern.includes(MAKE_CODE_TOKEN)) return patternRegExp(line.pattern, codes);
  return new RegExp(codes.map((code) => patternRegExp(codedPattern(line.brand, line.pattern, code), [code]).source).join('|'));
}

/** How many distinct numbers a pattern can give (per make code, where it has one). */
export function patternCapacity(pattern: string): number {
  return 10 ** (pattern.match(/[#~]/g)?.length ?? 0);
}

/** The kind code a brand's lines of the kind print after the make code (Moog's ES, BJ, TC …); empty for a brand that prints none. */
export function kindCodesOf(brand: string, kind: string): string[] {
  return PRODUCT_LINES.filter((line) => line.brand === brand && line.kinds.includes(kind)).flatMap((line) => /^\*-([A-Z]{2})-/.exec(line.pattern)?.[1] ?? []);
}

/** The line of the brand and kind whose pattern the number follows, if any. */
export function lineOfNumber(brand: string, kind: string, number: string, codes: readonly string[] = []): ProductLine | undefined {
  return PRODUCT_LINES.find((line) => line.brand === brand && line.kinds.includes(kind) && patternRegExp(line.pattern, codes).test(number));
}
