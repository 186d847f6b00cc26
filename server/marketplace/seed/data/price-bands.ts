/**
 * What one article of each kind costs a shopper, in euros, from the cheapest offer of a budget
 * brand to the dearest of a premium one (one piece, or the set the trade sells: a pair of discs is
 * two articles, a clutch kit one). Every offer the generator writes lies in its kind's band, and the
 * plausibility check holds the catalogue to it: a drain plug costs 1 to 10 euros, never 200.
 * Fluids are priced by the container (1 to 5 litres), so their band spans the sizes.
 */
import { AIR_SPRING_DESIGNS } from './air-springs';
import { BULB_LINE_BANDS, BULB_LINE_KIND, SIGNAL_KIND, SIGNAL_LINE_BANDS, XENON_KIND, XENON_LINE_BANDS, bulbLineOf } from './bulb-lines';

export const PRICE_BANDS_EUR: Readonly<Record<string, readonly [number, number]>> = {
  // Filters
  'Ölfilter': [3, 25], Luftfilter: [6, 120], Kraftstofffilter: [6, 60], 'Ölfilterdichtung': [1, 8], 'Kurbelgehäuseentlüftungsfilter': [8, 60],
  Pollenfilter: [5, 30], Aktivkohlefilter: [9, 45], 'Biofunktionaler Innenraumfilter': [9, 45], 'Hydraulikfilter Automatikgetriebe': [12, 90], 'Hydraulikfilter Lenkung': [6, 35], Harnstofffilter: [20, 90],
  // Brakes
  Bremsscheiben: [15, 850], 'Bremsbeläge': [10, 260], Bremssattel: [45, 350], 'Verschleißanzeige Bremsbeläge': [3, 25], 'Bremssattel Reparatursatz': [5, 45], 'Zubehörsatz Bremsbeläge': [3, 30],
  Bremstrommel: [25, 140], Bremsbacken: [15, 90], Radbremszylinder: [8, 50], Bremsbackensatz: [40, 200], Bremsschlauch: [5, 40], Hauptbremszylinder: [35, 220], 'Bremskraftverstärker': [80, 450],
  Bremsleitung: [4, 30], Bremslichtschalter: [4, 35], Handbremsseil: [8, 60], 'ABS-Sensor': [12, 90], 'ABS-Ring': [6, 40], 'Stellelement Feststellbremse': [60, 300],
  // Suspension and steering
  'Stoßdämpfer': [25, 300], Fahrwerksfeder: [18, 120], 'Federbeinstützlager': [10, 240], 'Staubschutzsatz Stoßdämpfer': [8, 50], 'Gasfeder Heckklappe': [8, 60], Luftfeder: [80, 1300], Sportfahrwerk: [250, 1800],
  Querlenker: [20, 250], Traggelenk: [8, 60], Koppelstange: [5, 50], Stabilisatorlager: [3, 30], Querlenkerlager: [5, 45], 'Achskörperlager': [10, 80], Radlagersatz: [20, 220], Radnabe: [30, 250],
  Radschraube: [1, 8], Spurstangenkopf: [8, 60], 'Axialgelenk Spurstange': [10, 70], Lenkgetriebe: [250, 1500], Servopumpe: [100, 700], 'Faltenbalg Lenkung': [5, 35], Spurstange: [15, 110],
  // Engine
  Zahnriemen: [10, 80], Zahnriemensatz: [40, 300], 'Zahnriemensatz mit Wasserpumpe': [80, 450], Keilrippenriemen: [6, 50], Spannrolle: [12, 120], Umlenkrolle: [8, 70], Steuerkette: [20, 150],
  Steuerkettensatz: [60, 600], 'Riemenscheibe Kurbelwelle': [30, 250], Zylinderkopfdichtung: [12, 160], Ventildeckeldichtung: [5, 60], 'Ölwannendichtung': [4, 45], 'Wellendichtring Kurbelwelle': [4, 50],
  'Wellendichtring Nockenwelle': [3, 30], 'Ölablassschraube': [1, 10], 'Dichtung Abgaskrümmer': [3, 35], Lambdasonde: [30, 220], Luftmassenmesser: [40, 300], Nockenwellensensor: [10, 90],
  Kurbelwellensensor: [12, 100], Klopfsensor: [15, 90], Drosselklappe: [60, 450], 'AGR-Ventil': [60, 500], 'Kühlmitteltemperatursensor': [5, 45], 'Öldruckschalter': [4, 40], Saugrohrdrucksensor: [20, 150],
  Motorlager: [15, 180], Getriebelager: [15, 150], 'Ölpumpe': [40, 400], 'Ölwanne': [35, 300], Nockenwelle: [80, 600], 'Hydrostößel': [4, 30], Kolbenringe: [25, 200], Turbolader: [300, 2500], Ladeluftschlauch: [12, 150],
  // Ignition and glow plugs
  'Zündkerzen': [3, 35], 'Zündspule': [15, 150], 'Zündkabelsatz': [15, 120], 'Zündverteiler': [80, 400], 'Glühkerzen': [6, 45], 'Glühzeitsteuergerät': [25, 180],
  // Cooling, climate, heating
  Wasserpumpe: [20, 250], 'Kühler': [45, 450], Thermostat: [8, 120], 'Kühlerschlauch': [6, 80], 'Ausgleichsbehälter': [12, 90], 'Kühlerlüfter': [50, 450], 'Visko-Kupplung': [50, 350],
  'Ölkühler': [40, 400], 'Ladeluftkühler': [60, 500], Klimakompressor: [180, 1100], Klimakondensator: [50, 350], 'Trockner Klimaanlage': [10, 80], Expansionsventil: [15, 120], Verdampfer: [60, 400],
  'Innenraumgebläse': [40, 300], 'Vorwiderstand Gebläse': [10, 90], 'Wärmetauscher': [40, 300], Standheizung: [600, 2500],
  // Exhaust
  'Endschalldämpfer': [40, 450], 'Mittelschalldämpfer': [35, 350], 'Vorschalldämpfer': [35, 300], Abgasrohr: [15, 200], Flexrohr: [10, 80], 'Halter Abgasanlage': [2, 20], 'Rohrverbinder Abgasanlage': [4, 35],
  Katalysator: [120, 1200], 'Rußpartikelfilter': [250, 1800], Abgasdrucksensor: [25, 200], Abgastemperatursensor: [20, 180],
  // Clutch and drive
  Kupplungssatz: [80, 600], 'Kupplungsscheibe': [35, 250], Kupplungsdruckplatte: [45, 300], 'Ausrücklager': [15, 180], 'Zweimassenschwungrad': [200, 1200], Kupplungsgeberzylinder: [20, 150],
  Kupplungsnehmerzylinder: [15, 200], Kupplungsseil: [10, 60], Antriebswelle: [70, 450], Achsmanschette: [6, 45], 'Gelenksatz Antriebswelle': [25, 180], Schaltseil: [20, 150], Kardanwelle: [200, 1500],
  'Getriebeölwechselsatz': [60, 350],
  // Electrics
  Starterbatterie: [45, 320], Anlasser: [90, 600], Lichtmaschine: [110, 800], Generatorregler: [15, 120], Generatorfreilauf: [15, 110], Fensterheberschalter: [8, 80], Lenkstockschalter: [30, 250],
  'Rückfahrlichtschalter': [4, 35], 'Relais Kraftstoffpumpe': [5, 45], 'Zündschloss': [15, 120], Fensterheber: [25, 180], Fensterhebermotor: [30, 200], 'Zentralverriegelung Stellelement': [20, 150],
  'Einparkhilfe Sensor': [15, 90], Hupe: [8, 60],
  // Lights
  Hauptscheinwerfer: [60, 1500], Heckleuchte: [25, 400], Nebelscheinwerfer: [15, 150], Blinkleuchte: [6, 80], Kennzeichenleuchte: [4, 40], Tagfahrleuchte: [20, 200], Leuchtweitenregulierung: [20, 150],
  // Body
  'Außenspiegel': [40, 350], Spiegelglas: [8, 80], 'Abdeckung Außenspiegel': [8, 60], 'Stoßstange': [60, 500], 'Kotflügel': [35, 300], Motorhaube: [90, 700], 'Kühlergrill': [20, 250], 'Türgriff': [6, 80],
  'Motorhaubendämpfer': [8, 50], Radlaufschale: [12, 90], Unterfahrschutz: [20, 180], Scheibenwischer: [5, 60], Wischermotor: [40, 250], Waschwasserpumpe: [6, 50], Wischerarm: [10, 80], 'Waschwasserdüse': [3, 30],
  // Fuel
  Kraftstoffpumpe: [40, 400], 'Einspritzdüse': [15, 500], Hochdruckpumpe: [250, 1500], Tankgeber: [25, 300], Tankdeckel: [5, 40], Kraftstoffdruckregler: [20, 150],
  // Oils and fluids (per container)
  'Motoröl': [6, 90], 'Getriebeöl': [8, 60], 'Automatikgetriebeöl': [9, 60], 'Hydrauliköl': [7, 40], 'Zweitaktöl': [6, 30], 'Bremsflüssigkeit': [4, 30], 'Kühlerfrostschutz': [3, 40],
  Scheibenreiniger: [2, 20], AdBlue: [6, 35], Kraftstoffadditiv: [6, 30],
  // Bulbs, tools, care
  'Glühlampe Hauptscheinwerfer': [3, 40], 'Glühlampe Blinkleuchte': [1, 12], 'Xenon-Brenner': [35, 180], 'LED-Lampe': [10, 250], 'Drehmomentschlüssel': [40, 450], 'Ölfilterschlüssel': [6, 60],
  Wagenheber: [25, 300], 'Batterieladegerät': [30, 250], Starthilfekabel: [12, 90], Autopolitur: [6, 40], Felgenreiniger: [5, 30], Warndreieck: [5, 30], Verbandkasten: [6, 35], 'Fußmatten': [15, 150], Schneeketten: [30, 250],
};

/**
 * The least a trade buyer believes one article costs where the kind's band is wider than the article:
 * a pair of flat blades is two blades (never under 12 euros), a single flat blade under 7 euros is a
 * conventional one's price, a K&N washable cotton filter costs three to four paper filters and its
 * oil filter (HP, with a wrench nut) twice a plain can.
 * 0 where the band says all.
 */
export function tradeFloorEur(kind: string, brand: string, criteria: readonly { key: string; value: string }[]): number {
  const value = (key: string) => criteria.find((c) => c.key === key)?.value;
  if (kind === 'Scheibenwischer' && value('blade_type') === 'flat_blade') return value('pieces') === '2' ? 12 : 7;
  if (kind === 'Luftfilter' && brand === 'K&N') return 35;
  if (kind === 'Ölfilter' && brand === 'K&N') return 10;
  return 0;
}

/**
 * What a performance disc costs: a coated (PSCB) or carbon-ceramic (PCCB) disc of a performance package is a 250 to
 * 600 euro disc. A Taycan disc at 85 euros is a price no parts seller asks. None: a cast disc of any size, however large
 * (a Range Rover's or an AMG GT's 380 to 400 mm iron disc is sold by the aftermarket at a big disc's price, not three
 * times its 370 mm neighbour's), priced by its size (castDiscPriceEur).
 */
export const DISC_PRICE_CLASSES: readonly { name: 'performance'; of: (diameterMm: number, material: string) => boolean; eur: readonly [number, number] }[] = [
  { name: 'performance', of: (_diameterMm, material) => material === 'coated_cast_iron' || material === 'carbon_ceramic', eur: [250, 600] },
];

/** A disc's price class by its criteria (diameter, material), or none for a cast disc priced by its size. */
export function discPriceClassOf(criteria: readonly { key: string; value: string }[]): (typeof DISC_PRICE_CLASSES)[number] | undefined {
  const value = (key: string) => criteria.find((c) => c.key === key)?.value;
  const diameter = Number(value('diameter') ?? 0);
  const material = value('material') ?? 'cast_iron';
  return DISC_PRICE_CLASSES.find((c) => c.of(diameter, material));
}

/**
 * A cast-iron disc's street price (euros) grows smoothly with its iron: a little with every millimetre of diameter
 * and with its thickness (a solid rear disc is cheaper than a vented front one of that size). A small car's 256 mm
 * disc costs 25 to 40 euros (no cast disc less), a 312 mm vented one about 50, an Audi's or Volvo's 350x34 90 to 140; there is no size
 * from which a cast disc suddenly costs three times its neighbour.
 */
export function castDiscPriceEur(diameterMm: number, thicknessMm: number): [number, number] {
  const centre = Math.max(32, 22 * Math.exp(0.0135 * (diameterMm - 240)) * Math.pow(Math.max(8, thicknessMm || 22) / 22, 0.35));
  return [Math.round(centre / 1.25), Math.round(centre * 1.2)];
}

/** How far a brand and a shop put a cast disc's offer above its size's price at most. */
export const CAST_DISC_OFFER_PLAY = 1.5;

type Criteria = readonly { key: string; value: string }[];

/** A complete headlamp's street price (euros) by its light technology. */
export const HEADLAMP_TECHNOLOGY_BANDS: readonly (readonly [technology: string, eur: readonly [number, number]])[] = [
  ['halogen', [60, 250]], ['xenon', [250, 900]], ['led', [400, 1500]],
];

/** The premium makes whose door-lock units carry the lock, the soft-close and the maker's price. */
const PREMIUM_LOCK_MAKES = new Set(['BMW', 'Mini', 'Mercedes-Benz', 'Audi', 'Porsche', 'Volvo', 'Jaguar', 'Land Rover', 'Lexus', 'Tesla', 'Maserati', 'Alpine', 'Bentley', 'Rolls-Royce', 'Ferrari', 'Lamborghini']);

/** A battery's price bands by technology and capacity (from, below, euros): see SIZE_PRICE_BANDS. */
const BATTERY_BANDS = [
  ['standard', 0, 50, [45, 95]], ['standard', 50, 66, [55, 110]], ['standard', 66, 81, [65, 130]], ['standard', 81, 999, [80, 160]],
  ['EFB', 0, 66, [75, 145]], ['EFB', 66, 81, [90, 170]], ['EFB', 81, 999, [105, 200]],
  ['AGM', 0, 50, [90, 200]], ['AGM', 50, 66, [120, 230]], ['AGM', 66, 81, [140, 270]], ['AGM', 81, 999, [165, 320]],
] as const;

/**
 * Street prices (euros, one article, without a deposit) where one kind spans articles of very
 * different sizes or builds, each band with the trade's reason; every band is at least 1.9 times as
 * wide as it is low, so brand and shop have room. None: the kind's band says all.
 */
export const SIZE_PRICE_BANDS: readonly { kind: string; name: string; of: (criteria: Criteria, makes: readonly string[]) => boolean; eur: readonly [number, number] }[] = [
  // A battery's price follows its technology and capacity: a 44 Ah flooded battery is a small car's 60 to 90 euro battery,
  // an EFB costs a third more, an AGM twice a flooded one; the 12 V AGM of a hybrid or electric car is small but still an AGM.
  ...BATTERY_BANDS.map(([technology, from, below, eur]) => ({
    kind: 'Starterbatterie', name: `${technology} ${from}-${below - 1} Ah`, eur,
    of: (criteria: Criteria) => valueOf(criteria, 'technology') === technology && Number(valueOf(criteria, 'capacity')) >= from && Number(valueOf(criteria, 'capacity')) < below,
  })),
  // A pencil coil sits on one plug and is sold singly at 30 to 45 euros; a coil pack or cassette serves every cylinder.
  { kind: 'Zündspule', name: 'pencil coil', of: (criteria) => valueOf(criteria, 'coil_type') === 'pencil', eur: [18, 65] },
  { kind: 'Zündspule', name: 'coil pack', of: (criteria) => valueOf(criteria, 'coil_type') === 'block', eur: [35, 150] },
  // A thermostat insert is a wax element and a seal; a thermostat housing unit is the cast or plastic housing with it.
  { kind: 'Thermostat', name: 'insert', of: (criteria) => valueOf(criteria, 'with_housing') === 'no', eur: [8, 35] },
  { kind: 'Thermostat', name: 'housing unit', of: (criteria) => valueOf(criteria, 'with_housing') === 'yes', eur: [20, 120] },
  // A volume car's central-locking actuator is a small motor unit at 30 to 50 euros; a premium make's door-lock unit costs up to three times that.
  { kind: 'Zentralverriegelung Stellelement', name: 'volume make', of: (_, makes) => !makes.some((make) => PREMIUM_LOCK_MAKES.has(make)), eur: [20, 70] },
  { kind: 'Zentralverriegelung Stellelement', name: 'premium make', of: (_, makes) => makes.some((make) => PREMIUM_LOCK_MAKES.has(make)), eur: [35, 150] },
  // A pad set is priced by its brake, whose disc its width follows: a volume car's pads by the car's class, a large brake's
  // (345 mm and more at the front, 320 at the rear) dearer, and a performance brake's of 370 mm and more (an M5's, an RS6's,
  // an S-Klasse's) at several times a small car's set.
  ...([
    ['front', 145, 155, [30, 110]], ['front', 155, 999, [65, 260]], ['rear', 115, 999, [22, 90]],
  ] as const).map(([axle, from, below, eur]) => ({
    kind: 'Bremsbeläge', name: `${axle} pads ${from}-${below} mm wide`, eur,
    of: (criteria: Criteria) => valueOf(criteria, 'fitting_position') === axle && Number(valueOf(criteria, 'width')) >= from && Number(valueOf(criteria, 'width')) < below,
  })),
  // A petrol port-injection valve (EV6, EV14) is a small solenoid valve sold new at 15 to 60 euros; a diesel or direct injector
  // is a high-pressure part several times dearer, priced in the kind's band.
  { kind: 'Einspritzdüse', name: 'port-injection valve', of: (criteria) => valueOf(criteria, 'injection_system') === 'port_injection', eur: [15, 60] },
  // A fuel level sender with the pump is the tank's whole delivery unit (pump, filter, sender); a bare sender is the float and its resistor.
  { kind: 'Tankgeber', name: 'delivery unit with pump', of: (criteria) => valueOf(criteria, 'with_fuel_pump') === 'yes', eur: [85, 300] },
  { kind: 'Tankgeber', name: 'bare level sender', of: (criteria) => valueOf(criteria, 'with_fuel_pump') === 'no', eur: [25, 110] },
  // A complete headlamp is priced by its light: a halogen unit is a reflector and a bulb holder, a xenon unit adds the
  // projector and ballast, an LED unit carries its LED modules and control unit and costs several hundred euros and more.
  ...HEADLAMP_TECHNOLOGY_BANDS.map(([technology, eur]) => ({ kind: 'Hauptscheinwerfer', name: `${technology} headlamp`, eur, of: (criteria: Criteria) => valueOf(criteria, 'light_technology') === technology })),
  // An air strut is spring and damper in one unit at several hundred euros; a rear air spring is the bellows alone (data/air-springs.ts).
  // A headlamp bulb is priced by its maker's line and pack: the plain line's single bulb cheapest, a Duo-Box about two singles (data/bulb-lines.ts).
  ...BULB_LINE_BANDS.map(({ line, pack, eur }) => ({ kind: BULB_LINE_KIND, name: `${line} ${pack}`, eur, of: (criteria: Criteria) => ((stated) => stated?.line === line && stated.pack === pack)(bulbLineOf(criteria)) })),
  // A xenon burner likewise: the plain line's single burner cheapest, a Duo-Box of a premium line the dearest.
  ...XENON_LINE_BANDS.map(({ line, pack, eur }) => ({ kind: XENON_KIND, name: `${line} ${pack}`, eur, of: (criteria: Criteria) => ((stated) => stated?.line === line && stated.pack === pack)(bulbLineOf(criteria)) })),
  // A signal bulb likewise: one bulb a euro or a few, a blister of two about twice that.
  ...SIGNAL_LINE_BANDS.map(({ line, pack, eur }) => ({ kind: SIGNAL_KIND, name: `${line} ${pack}`, eur, of: (criteria: Criteria) => ((stated) => stated?.line === line && stated.pack === pack)(bulbLineOf(criteria)) })),
  // A battery charger is priced by its charge current: a 3.8 A maintenance charger (Bosch C3) about 55 euros, a 5 A one
  // (CTEK MXS 5.0, NOCO GENIUS5) about 70, a 7 A (Bosch C7) about 90, a 10 A (CTEK MXS 10, GENIUS10) 120 to 150, a 15 A
  // workshop unit 150 to 250. A small charger is never dearer than its maker's bigger one.
  ...([[3.8, [35, 75]], [5, [45, 95]], [7, [60, 125]], [10, [80, 170]], [15, [120, 250]]] as const).map(([amps, eur]) => ({
    kind: 'Batterieladegerät', name: `${amps} A charger`, eur, of: (criteria: Criteria) => Number(valueOf(criteria, 'charging_current')) === amps,
  })),
  // Jump leads are copper: a 16 mm² pair for small petrol cars is the cheapest, a 35 mm² pair for diesels and vans the dearest.
  ...([[16, [12, 28]], [25, [18, 40]], [35, [28, 60]]] as const).map(([section, eur]) => ({
    kind: 'Starthilfekabel', name: `${section} mm² leads`, eur, of: (criteria: Criteria) => Number(valueOf(criteria, 'cross_section')) === section,
  })),
  // A trolley jack is priced by what it lifts: a 1.5 t car jack about 40 euros, a 3 t workshop jack two to three times that.
  ...([[1.5, [25, 55]], [2, [35, 75]], [2.5, [50, 110]], [3, [70, 150]]] as const).map(([tonnes, eur]) => ({
    kind: 'Wagenheber', name: `${tonnes} t jack`, eur, of: (criteria: Criteria) => Number(valueOf(criteria, 'load_capacity')) === tonnes,
  })),
  // A click torque wrench is priced by its range: the longer 1/2" wrench to 340 Nm is dearer than the 1/4" one to 25 Nm.
  ...([[25, [40, 90]], [100, [50, 110]], [200, [62, 135]], [340, [75, 170]]] as const).map(([toNm, eur]) => ({
    kind: 'Drehmomentschlüssel', name: `wrench to ${toNm} Nm`, eur, of: (criteria: Criteria) => torqueTopNm(valueOf(criteria, 'torque_range')) === toNm,
  })),
  ...(['front', 'rear'] as const).map((axle) => ({ kind: 'Luftfeder', name: AIR_SPRING_DESIGNS[axle].design, eur: AIR_SPRING_DESIGNS[axle].eur, of: (criteria: Criteria) => valueOf(criteria, 'air_spring_type') === AIR_SPRING_DESIGNS[axle].design })),
];

function valueOf(criteria: Criteria, key: string): string | undefined {
  return criteria.find((c) => c.key === key)?.value;
}

/** The top of a torque wrench's range ("40–200" Nm: 200). */
function torqueTopNm(range: string | undefined): number {
  return Number(range?.split(/[–-]/).pop());
}

/** The size band (euros) an article of the kind with these criteria, fitting cars of these makes, lies in, or none. */
export function sizePriceBandEur(kind: string, criteria: Criteria, makes: readonly string[]): readonly [number, number] | undefined {
  return SIZE_PRICE_BANDS.find((band) => band.kind === kind && band.of(criteria, makes))?.eur;
}

/**
 * Kinds whose size or capacity is what the buyer pays for: of one maker's line, the bigger size never
 * costs less than the smaller (a 5 A charger not under its 3.8 A one, a 5 l can not under its 4 l can).
 * `size` reads the size from the criteria, `line` what else must be equal for two sizes to be one
 * line (the battery's technology, the blade's design, the disc's axle and build); `place` (0..1),
 * where given, is where the size puts the article in its kind's or size band's price range.
 * Not here, by the trade's own pricing:
 * - parts made for one car (alternator amps, starter kW, blower and fan watts, clutch, flywheel and
 *   drum diameters, a gearbox-oil kit's litres): priced by the car they are made for, whose rating they carry;
 * - snow chains by link thickness: the 7 mm chain for low wheel arches is the dearer design, not the cheaper;
 * - floor mats by pieces: a car's cut set, priced by the car.
 */
export interface SizeLadder { kind: string; size: (criteria: Criteria) => number; line: (criteria: Criteria) => string; place?: (criteria: Criteria) => number | undefined }

const numberOf = (key: string) => (criteria: Criteria) => Number(valueOf(criteria, key));
const spanPlace = (value: number, from: number, to: number) => Math.min(1, Math.max(0, (value - from) / (to - from)));
/**
 * The capacities a battery's price band spans (its open ends closed at the smallest and largest car batteries), the band its
 * technology's: an EFB's first band runs from 35 to 65 Ah, so a 51 Ah EFB sits above a 45 Ah one in it, not at its foot.
 */
function batterySpan(ah: number, technology: string | undefined): [number, number] {
  const band = BATTERY_BANDS.find(([tech, from, below]) => tech === technology && ah >= from && ah < below);
  const [from, below] = band ? [band[1], band[2]] : ah < 50 ? [0, 50] : ah < 66 ? [50, 66] : ah < 81 ? [66, 81] : [81, 999];
  return [Math.max(35, from), Math.min(110, below - 1)];
}

export const SIZE_LADDERS: readonly SizeLadder[] = [
  { kind: 'Batterieladegerät', size: numberOf('charging_current'), line: () => '' },
  // Inside its technology's size band a battery's price follows its capacity: a 74 Ah flooded battery is not under a 70 Ah one.
  { kind: 'Starterbatterie', size: numberOf('capacity'), line: (criteria) => valueOf(criteria, 'technology') ?? '',
    place: (criteria) => ((ah) => spanPlace(ah, ...batterySpan(ah, valueOf(criteria, 'technology'))))(Number(valueOf(criteria, 'capacity'))) },
  // A longer blade of one design and pack is more blade: a 650 mm wiper is not under a 400 mm one (a rear blade the cheapest).
  // Blades a few centimetres apart sell at one price, the shop's rounding deciding, so lengths are compared by 5 cm.
  { kind: 'Scheibenwischer', size: (criteria) => Math.floor(Number(valueOf(criteria, 'length')) / 50) * 50, line: (criteria) => `${valueOf(criteria, 'blade_type')} ${valueOf(criteria, 'pieces')}`,
    place: (criteria) => spanPlace(Number(valueOf(criteria, 'length')), 250, 750) },
  // A disc of one axle, material and thickness is priced by its iron: the larger disc is never the cheaper. A thicker (vented)
  // disc may cost more than a larger thin one, so only discs of one thickness are one line; and discs a centimetre or two
  // apart are priced by the car they are made for (a compact's or an MPV's 268 mm rear disc above a Zafira's 278), so sizes
  // are compared in steps of two centimetres.
  { kind: 'Bremsscheiben', size: (criteria) => Math.floor(Number(valueOf(criteria, 'diameter')) / 20) * 20, line: (criteria) => `${valueOf(criteria, 'fitting_position')} ${valueOf(criteria, 'material')} ${valueOf(criteria, 'thickness')}` },
  { kind: 'Starthilfekabel', size: numberOf('cross_section'), line: () => '' },
  { kind: 'Wagenheber', size: numberOf('load_capacity'), line: () => '' },
  { kind: 'Drehmomentschlüssel', size: (criteria) => torqueTopNm(valueOf(criteria, 'torque_range')), line: () => '' },
  // Packs: a bigger can of one line costs more in total (and less per litre).
  ...['Motoröl', 'Getriebeöl', 'Automatikgetriebeöl', 'Hydrauliköl', 'Zweitaktöl', 'Bremsflüssigkeit', 'Kühlerfrostschutz', 'Scheibenreiniger', 'AdBlue', 'Kraftstoffadditiv', 'Autopolitur', 'Felgenreiniger']
    .map((kind) => ({ kind, size: numberOf('volume'), line: (criteria: Criteria) => criteria.filter((c) => c.key !== 'volume').map((c) => `${c.key}=${c.value}`).join(';') })),
];

/** The kind's size ladder, if its size decides its price. */
export function sizeLadderOf(kind: string): SizeLadder | undefined {
  return SIZE_LADDERS.find((ladder) => ladder.kind === kind);
}

/** Where the article's size puts it in its price range (0 the smallest size, 1 the largest), where the size decides the place. */
export function sizePlaceOf(kind: string, criteria: Criteria): number | undefined {
  const place = sizeLadderOf(kind)?.place?.(criteria);
  return place === undefined || Number.isNaN(place) ? undefined : place;
}

/** How far an article's place may stray from its size's place, either way at most half of it: its line's and maker's play. */
export const SIZE_PLACE_PLAY = 0.2;

/** A common size: one the category holds at least this share of (and at least three articles) within its line. */
export const COMMON_SIZE_SHARE = 0.03;
/** A brand's median street price moves by its shops' play: a fall of less than a tenth is the shops', not the size's. */
export const SIZE_FALL_TOLERANCE = 0.1;

/**
 * How many times one brand's median offer falls from one common size to the next bigger one of its line,
 * by more than the shops' play: `medians` are the brand's (size, median cents) of common sizes.
 */
export function priceFallsWithSize(medians: readonly (readonly [size: number, cents: number])[]): number {
  const sorted = [...medians].sort((a, b) => a[0] - b[0]);
  let falls = 0;
  for (let i = 1; i < sorted.length; i++) if (sorted[i]![1] < sorted[i - 1]![1] * (1 - SIZE_FALL_TOLERANCE)) falls++;
  return falls;
}
