/**
 * Equipment the parts trade knows per generation (and per type where a generation splits): which
 * parking brake it pulls, how it is started, how its steering is assisted, how its engine is cooled,
 * where its front indicators sit, which petrols carry an exhaust temperature sensor and which axles'
 * pads have a wear contact. A part of such equipment is sold only for the cars that have it; the
 * fitment rules (fitment-rules.ts) and the ignition and steering facts (car-equipment.ts) ask here.
 */
import type { CarFacts } from './fitment-rules';

type Car = Pick<CarFacts, 'make' | 'fuel' | 'generation' | 'generationStart' | 'typeName' | 'engineCode' | 'ccm' | 'hybridDrive' | 'platform'>;

/**
 * Parking brake per generation. Electric: the compacts and vans that brought one as standard (Audi's A3 8V,
 * Opel's Astra J, VW's T-Roc, Caddy V and T6.1, Ford's Caddy-based Tourneo Connect of 2022 on) besides the
 * larger cars. A hand lever and cables: the small cars, BMW's E87, F20, E90, F30 and E84, PSA's and Opel's
 * vans (Partner, Berlingo, Rifter, Combo, Traveller, Space Tourer), Ford's Tourneo Connect II, Transit and
 * Tourneo Custom, Mondeo IV, Fiesta, Puma and EcoSport, the Trafic and Primastar, VW's T5, T6, Caddy III and IV,
 * the Wrangler, Hyundai's i30 and Kona I, Kia's Ceed and Sportage SL, Dacia, Fiat and Suzuki; Mercedes' C W204
 * and E W212 hold by a foot pedal on cables. Generations not named here: the larger cars from 2005 (front discs of 300 mm on).
 * Audi's A6 C6 (4F, from 2004, allroad too) was the first A6 with the electromechanical brake in the rear calipers on every
 * type: no cable to sell, though its launch year is before the rule's. The Honda e holds by an electric brake (its brake-hold
 * button). Renault's Mégane III pulls a lever on cables on every body and engine, the RS 250 and 265 behind 340 mm front
 * discs too; its electric brake was the Scénic III's.
 */
const EPB_GENERATIONS = /^(Mercedes-Benz (A-Klasse W177|B-Klasse W247|CLA|GLA|GLB|EQA|EQB)|BMW (1er F40|X1 F48|X2|2er|iX1)|VW (Golf VIII|Touran II|Tiguan II|Passat|Sharan II|Arteon|Touareg|T-Roc|Caddy V|Kombi)|Skoda (Octavia IV|Superb|Kodiaq|Karoq)|Seat (Leon IV|Ateca|Tarraco)|Cupra|Audi (A3 8[VY]|A6 C6)|Honda E$|Peugeot (308 (II|III)|3008|5008|508)|Citroën (C4 Picasso|C5)|Renault (Scénic|Mégane IV|Espace|Talisman|Kadjar|Austral)|Ford (Focus IV|Kuga III|Tourneo Connect$)|Opel (Astra [JL]|Insignia))\b/;
const LEVER_GENERATIONS = /^(VW (Golf (V|VI|VII)\b|Polo|Caddy (III|IV)|Transporter|Tiguan I\b|Touran I\b)|Skoda (Octavia (II|III)|Fabia|Scala|Kamiq)|Seat (Leon (II|III)|Ibiza|Arona)|Audi A3 8P|Opel (Astra H|Zafira B|Corsa|Meriva|Combo|Crossland)|Ford (Focus (II|III)|Fiesta|C-Max|Kuga (I|II)|Tourneo Connect II|Transit Custom|Tourneo Custom|Mondeo IV|Ecosport|Puma)|BMW (1er (E87|F20)|3er (E90|F30)|X1 E84)|Mercedes-Benz (C-Klasse W204|E-Klasse W212)|Peugeot (Partner|Rifter|Traveller|308 I\b|20[678])|Citroën (Berlingo|C3|C4 II|Space Tourer)|Renault (Trafic|Clio|Captur|Twingo|Kangoo II|Mégane III)|Nissan Primastar|Jeep Wrangler|Hyundai (i30|Kona I\b|I 10|I 20)|Kia (Ceed|Sportage SL|Picanto|RIO|Stonic)|Dacia|Fiat|Suzuki (?!Swace)|Toyota (Yaris (II|III|IV)|Aygo|Auris)|Mitsubishi Space Star|Smart fortwo|Mazda 2)\b/;
export const electricParkingBrake = (car: Pick<CarFacts, 'generation' | 'generationStart' | 'frontDiscMm'>): boolean => EPB_GENERATIONS.test(car.generation)
  || (!LEVER_GENERATIONS.test(car.generation) && car.generationStart >= 2005 && car.frontDiscMm >= 300);

/**
 * Started without a key turned in a lock cylinder: Renault's card generations (Laguna II and Mégane II on:
 * Mégane, Scénic, Espace, Laguna, Talisman, Kadjar, Koleos, Arkana, Austral, Zoe, and the Captur II's card
 * and start button; the Clio, the first Captur and the Kangoo come with a key or a card and keep their lock), the VW group's key slots (Passat B6 and B7 and CC, Audi's
 * A4 B8, A5, Q5 8R, A6 C6 and C7 and every later longitudinal Audi), the MQB Evo generations started
 * by a button in every trim (Golf VIII, Octavia IV, Leon IV, Formentor), the makes that start every car by a
 * button (Alfa Romeo's Giulia, Stelvio and Tonale, Mazda's 3, CX-30, CX-60 and MX-30, Maserati and the
 * hand-built makes), the power-split and Hyundai/Kia hybrids (a power button) and the electric cars but the
 * Dacia Spring's and the Smart EQ's turned key.
 */
const CARD_OR_SLOT_GENERATIONS = /^(Renault (Mégane (II|III|IV)|Captur II|Scénic|Grand Scénic|Espace|Laguna|Talisman|Kadjar|Koleos|Arkana|Austral|Zoe|Vel Satis)|VW (Passat (B6|B7|CC)|CC|Golf VIII)|Skoda Octavia IV|Seat Leon IV|Cupra Formentor|Audi (A4 B[89]|A5|A6 C[678]|A7|A8|Q5|Q7|Q8|E-Tron GT|e-tron)|Alfa Romeo (Giulia|Stelvio|Tonale)|Mazda (3|CX-30|CX-60|MX-30)|Maserati|Ferrari|Lamborghini|McLaren|Bentley|Rolls-Royce|Aston Martin)\b/;
const TURNED_KEY_ELECTRIC = /^(Dacia Spring|Smart)\b/;
const powerButtonHybrid = (car: Car): boolean => car.hybridDrive !== 'none' && ['Toyota', 'Lexus', 'Suzuki', 'Honda', 'Hyundai', 'Kia'].includes(car.make);
export const startsWithoutLockCylinder = (car: Car): boolean => CARD_OR_SLOT_GENERATIONS.test(car.generation) || powerButtonHybrid(car)
  || (car.fuel === 'electric' && !TURNED_KEY_ELECTRIC.test(car.generation));

/**
 * Vans and off-roaders of generations from 2010 that keep hydraulic assistance with a belt-driven pump:
 * Renault's Trafic III and its Nissan Primastar (NV300), Dacia's Duster I and Lodgy; the Wrangler's pump is electric
 * (electro-hydraulic). No electric steering gear for them; a steering pump, its fluid and filter instead.
 */
const HYDRAULIC_ASSIST_GENERATIONS = /^(Renault Trafic|Nissan (Primastar|NV300)|Opel Vivaro B|Fiat Talento|Dacia (Duster I\b|Lodgy|Dokker))/;
const ELECTRO_HYDRAULIC_ASSIST_GENERATIONS = /^Jeep Wrangler\b/;
export function vanSteeringAssist(car: Pick<CarFacts, 'generation'>): 'hydraulic' | 'electro-hydraulic' | null {
  if (HYDRAULIC_ASSIST_GENERATIONS.test(car.generation)) return 'hydraulic';
  return ELECTRO_HYDRAULIC_ASSIST_GENERATIONS.test(car.generation) ? 'electro-hydraulic' : null;
}

/**
 * Longitudinal engines that cool with electric fans whatever their cylinders: every Audi from the B7 and C6
 * (its 2.7 and 3.0 TDI and FSI V6 included; only the older 2.5 V6 TDI drove a viscous fan) and Mercedes'
 * passenger cars from the W204 and W212 on. BMW's M47 and M57 and Mercedes' vans keep a viscous fan.
 */
const AUDI_VISCOUS_V6_TDI = (car: Car) => car.fuel === 'diesel' && car.ccm >= 2450 && car.ccm <= 2500;
const MERCEDES_VANS = /^Mercedes-Benz (Sprinter|Vito|V-Klasse|Marco Polo|G-Klasse)\b/;
export const electricFanLongitudinal = (car: Car): boolean => (car.make === 'Audi' && !AUDI_VISCOUS_V6_TDI(car))
  || (car.make === 'Mercedes-Benz' && !MERCEDES_VANS.test(car.generation));

/**
 * A separate front indicator lamp: the generations whose front indicators sit apart from the headlamp (the
 * Fiat 500's upper lamps, the Kona I's upper lamp strip, the Wrangler's wings, the G-Klasse's wing tops, the
 * 911's front apron lamps). Every other car of the base carries its front indicator in the headlamp and the rear one in
 * the tail lamp; side repeaters are a kind of their own.
 */
const SEPARATE_INDICATOR_GENERATIONS = /^(Fiat 500 \(312\)|Hyundai Kona I\b|Jeep Wrangler|Mercedes-Benz G-Klasse|Porsche 911)/;
export const separateIndicatorLamp = (car: Pick<CarFacts, 'generation'>): boolean => SEPARATE_INDICATOR_GENERATIONS.test(car.generation);

/**
 * Front parking sensors: only where the generation offered a front parking aid. The first and second Mini
 * (R50 to R59), the Smart fortwo 450 and 451, the Fiat 500 (312), the VW up!, Dacia's Logan I and
 * Sandero I and the Peugeot 206 were sold with a rear parking aid at most: a front sensor has no bumper
 * holes or control unit channel to plug into. The Mini F56 brought the front sensors.
 */
const REAR_ONLY_PARKING_AID_GENERATIONS = /^(Mini (Mini )?R5\d|Smart fortwo 45[01]|Fiat 500 \(312\)|VW up!|Dacia (Logan I|Sandero I)\b|Peugeot 206\b)/;
export const frontParkingSensors = (car: Pick<CarFacts, 'generation'>): boolean => !REAR_ONLY_PARKING_AID_GENERATIONS.test(car.generation);

/**
 * Petrol engine systems with an exhaust temperature sensor at their particulate filter: Renault's, Dacia's,
 * Nissan's and Mercedes' 1.3 TCe (H5H), Hyundai's and Kia's T-GDi (G3LC, G4LD, G4LH, G4FJ), Mercedes' own petrols
 * (M254, M256, M260, M264, M274, M282, AMG's M139, M177, M176) and Porsche's. VW's EA211 evo and EA888, PSA's
 * PureTech and THP, BMW's B38, B48 and B58, Ford's EcoBoost, Fiat's FireFly and Volvo's Drive-E model the filter's
 * temperature and carry no such sensor.
 */
const SENSED_PETROL_CODES = /^(H5H|G3LC|G4L[DH]|G4FJ|M2(54|56|60|64|74|82)|M1(39|76|77))/;
export function petrolExhaustTemperatureSensor(car: Car): boolean {
  if (car.engineCode) return SENSED_PETROL_CODES.test(car.engineCode);
  if (car.make === 'Porsche' || car.make === 'Mercedes-Benz') return true;
  return (['Renault', 'Dacia', 'Nissan'].includes(car.make) && /\bTCe 1[34]\d\b/.test(car.typeName)) || (['Hyundai', 'Kia'].includes(car.make) && /\bT-GD[Ii]\b/i.test(car.typeName));
}

/**
 * A wear contact on the pads, decided by the platform's axle where makes share it: the VW group's transverse
 * platforms (PQ24 to PQ46, MQB, MQB Evo, MQB-A0: Golf, A3 8P, 8V and 8Y, Octavia, Leon, Q2, Q3) brake their rear
 * wheels with pads without one, whatever the badge, while Audi's longitudinal platforms (PL46, C6, MLB, MLB Evo) and
 * the e-tron GT have one; the Renault-Nissan CMF platforms (Clio V, Sandero III, Mégane IV, Qashqai J11) warn by an
 * acoustic tab on both axles, a Renault's pads as a Dacia's or a Nissan's. Undefined where the make decides
 * (car-equipment's padWearSensor).
 */
const VW_GROUP = new Set(['VW', 'Audi', 'Skoda', 'Seat', 'Cupra']);
const NO_FRONT_WEAR_LEAD_PLATFORMS = new Set(['PQ35', 'PQ46']);
const AUDI_LONGITUDINAL_PLATFORMS = new Set(['PL46', 'C6', 'Audi/C6', 'MLB', 'MLB Evo']);
const AUDI_LONGITUDINAL_GENERATIONS = /^Audi (A[45678]|Q[578]|S[4-8]|RS ?[4-7]|E-Tron GT|e-tron GT)\b/;
export function wearContactOfPlatform(car: Pick<CarFacts, 'make' | 'platform' | 'generation'>, axle: 'front' | 'rear'): boolean | undefined {
  if (/^CMF/.test(car.platform)) return false;
  // The Golf V/VI, Octavia II and Passat B6/B7 (PQ35, PQ46) have no wear lead at the front either: their pads are sold without a contact.
  if (axle === 'front' && NO_FRONT_WEAR_LEAD_PLATFORMS.has(car.platform)) return false;
  if (axle === 'front' || !VW_GROUP.has(car.make)) return undefined;
  return car.make === 'Audi' && (AUDI_LONGITUDINAL_PLATFORMS.has(car.platform) || AUDI_LONGITUDINAL_GENERATIONS.test(car.generation));
}
