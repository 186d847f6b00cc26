/**
 * Each generation's wheel hub: how many wheel studs or bolts it carries and on which pitch circle. A brake disc is
 * drilled for the hub it sits on and a hub for the car's wheels, so a 5-hole disc never goes onto a 4x100 Yaris
 * and a 5x120 hub never onto a G-series BMW. The car facts of the vehicle base do not carry the stud count, so it
 * lives here, one line per generation, as the wheel trade's fitment lists give it.
 *
 * Sources: the makers' owner's manuals (wheels and tyres), the wheel makers' fitment certificates (ABE/TÜV
 * Gutachten of Borbet, Dezent, ATS) and the trade's fitment tables (wheel-size.com, Reifen.com "Lochkreis").
 * Generations whose hub depends on the engine (Astra H, Astra J, Duster with or without 4x4) are not listed:
 * the platform and make tables of data/wheel-hubs.ts decide for them.
 */
import type { CarFacts } from './fitment-rules';

export interface BoltPattern { bolts: 3 | 4 | 5; circleMm: number }
type HubCar = Pick<CarFacts, 'make' | 'platform'> & Partial<Pick<CarFacts, 'generation' | 'typeStart' | 'generationStart'>>;

const P = (bolts: 3 | 4 | 5, circleMm: number): BoltPattern => ({ bolts, circleMm });
/** Generation (make and series, as the vehicle base names it) to its hub; the first line that matches decides. */
const HUB_OF_GENERATION: readonly (readonly [RegExp, BoltPattern])[] = [
  // The small cars on four studs: the Renault/Dacia B platform and the CMF-B Clio V and Sandero III keep 4x100,
  // as do Toyota's, Kia's, Hyundai's, Mazda's and Suzuki's city cars, the up!, the Corsa D/E and the first Mini.
  [/^Renault (Clio (III|IV|V)|Captur I|Twingo (II|III)|Zoe|Mégane II|Scénic II|Kangoo II)\b/, P(4, 100)],
  [/^Dacia (Sandero|Logan|Lodgy|Jogger|Spring)\b/, P(4, 100)],
  [/^Toyota (Aygo|Yaris (II|III|IV))\b/, P(4, 100)],
  [/^(Kia (Picanto|RIO|Rio|Stonic)|Hyundai (I 10|I 20|i10|i20|Bayon))\b/, P(4, 100)],
  [/^(Mazda 2|Suzuki (Swift|Ignis)|Mitsubishi Space Star|Nissan Micra|Honda Jazz|Smart Forfour|Mini Mini R56|VW up!)/, P(4, 100)],
  [/^Opel Corsa [DE]\b/, P(4, 100)],
  // PSA's people carriers and SUVs on five studs (5x108): the PF2 MPVs C4 Picasso I, 3008 I and 5008 I carry a heavier
  // hub than the 307, 308 I, C4 I and Berlingo II they share the platform with, and the EMP2 MPVs and SUVs (C4 Picasso II,
  // 3008 II, 5008 II, DS 7) keep it; the EMP2 308 II stays on the hatchback's four studs.
  [/^(Citroën C4 Picasso (I|II)|Peugeot (3008|5008)|DS DS 7)\b/, P(5, 108)],
  // PSA's small and compact cars (PF1, PF2, CMP, the 308 II) and the Corsa F, Mokka B and Crossland on them: 4x108.
  [/^Peugeot (20[678]|2008|30[78]|408|Partner II)\b/, P(4, 108)],
  [/^Citroën (C3|C4|Berlingo II)\b/, P(4, 108)],
  [/^DS (DS 3|DS 4)\b/, P(4, 108)],
  [/^Opel (Corsa F|Crossland|Mokka)\b/, P(4, 108)],
  // Ford's Fiesta-based cars: 4x108.
  [/^Ford (Fiesta|Puma|Ecosport)\b/, P(4, 108)],
  // The Fiat 500 (312) and the Pandas: 4x98.
  [/^Fiat (500 \(312\)|Panda)/, P(4, 98)],
  // The smart fortwo: three bolts on 112 mm.
  [/^Smart fortwo\b/, P(3, 112)],
  // The PSA vans (K9, K0) and Ford's C and D cars: 5x108; Volvo, Jaguar and the transverse Land Rovers too.
  [/^(Peugeot (Partner III|Rifter|Traveller)|Citroën (Berlingo III|Space Tourer)|Opel Combo)\b/, P(5, 108)],
  [/^Ford (Focus|C-Max|Kuga|Mondeo|Galaxy|S-MAX|Tourneo Connect)\b/, P(5, 108)],
  [/^(Volvo|Jaguar|Land Rover (Range Rover (Evoque|Velar)|Discovery Sport))\b/, P(5, 108)],
  // The VW group's small cars (PQ24, PQ25, PQ26, MQB-A0): 5x100.
  [/^(VW Polo|Seat Ibiza|Skoda (Fabia|Kamiq|Scala))\b/, P(5, 100)],
  // The VW group's compact and larger cars, Mercedes (but the G), the Minis from F56 and BMW's front-drive cars: 5x112.
  [/^Mercedes-Benz G-Klasse\b/, P(5, 130)],
  [/^(VW (?!Transporter|Kombi)|Audi|Seat|Cupra|Skoda|Mercedes-Benz|Bentley|Mini)\b/, P(5, 112)],
  [/^BMW (1er F40|2er (F44|U06|G42)|3er G20|5er G30|X1 F48|X2|X3 G01|iX|iX3)\b/, P(5, 112)],
  // The rear-drive BMWs before the G-series (E and F generations): 5x120.
  [/^BMW (1er (E87|F20)|3er (E90|F30)|5er (E60|F10)|X1 E84|X3 F25)\b/, P(5, 120)],
  // The Transporter's hub carries a van's load; the Insignia A and the large Land Rovers share it: 5x120.
  [/^(VW (Transporter|Kombi)|Opel Insignia A|Land Rover (Range Rover|Discovery|Defender))\b/, P(5, 120)],
  // Opel: Zafira B 5x110, Astra K and Meriva B 5x105, Insignia B and Zafira C 5x115; the Fiat group's larger cars 5x110.
  [/^Opel Zafira B\b/, P(5, 110)],
  [/^Opel (Astra K|Meriva B)\b/, P(5, 105)],
  [/^Opel (Insignia B|Zafira C)\b/, P(5, 115)],
  [/^(Fiat 500X|Jeep (Renegade|Compass)|Alfa Romeo)\b/, P(5, 110)],
  // Renault's and Nissan's C and D cars, the Japanese and Korean compacts and SUVs, Tesla: 5x114.3.
  [/^Renault (Mégane (III|IV)|Scénic (III|IV)|Kadjar|Kangoo III|Talisman|Espace|Koleos|Austral|Arkana)\b/, P(5, 114.3)],
  [/^Nissan (Qashqai|Juke|Leaf|Ariya|Townstar)\b/, P(5, 114.3)],
  [/^(Hyundai (i30|Kona|Tucson|Santa FE)|Kia (Ceed|Proceed|Xceed|Sportage|Niro|Soul|EV6|Sorento))\b/, P(5, 114.3)],
  [/^(Toyota (Auris|Corolla|C-HR|Camry|Yaris Cross)|Lexus|Mazda (3|CX-30|CX-5|CX-60|MX-30)|Honda (Civic|CR-V|HR-V)|Tesla|Suzuki (SX4|Vitara|Swace)|Mitsubishi Eclipse Cross|Alpine)\b/, P(5, 114.3)],
  // The Trafic and Primastar: 5x118; the Transit Custom: 5x160.
  [/^(Renault Trafic|Nissan Primastar)\b/, P(5, 118)],
  [/^Ford (Transit|Tourneo) Custom\b/, P(5, 160)],
  // Porsche: the Macan on its Audi platform's 5x112, every other one on 5x130.
  [/^Porsche Macan\b/, P(5, 112)],
  [/^Porsche\b/, P(5, 130)],
];

/**
 * BMW moved every new generation to 5x112 from 2017 (CLAR G30/G01/G02/G05/G15/G20/G22, the M5 F90, UKL2 F40/U06): a
 * BMW generation begun from 2017, or a type the base files without a platform and built from 2019 on, is a G-series
 * car (a 4er M440i of 2023 is a G22, an 8er of 2018 a G15, an X4 M of 2019 an F98), never a 5x120 E or F one.
 */
const BMW_G_GENERATIONS_FROM = 2017;
const BMW_G_TYPES_FROM = 2019;
const bmwGSeries = (car: HubCar): boolean => car.make === 'BMW' && ((car.generationStart ?? 0) >= BMW_G_GENERATIONS_FROM || (car.typeStart ?? 0) >= BMW_G_TYPES_FROM);

/** The car's hub as the trade's fitment lists give it, or none where its generation is not listed. */
export function listedHubOf(car: HubCar): BoltPattern | undefined {
  const generation = car.generation ?? '';
  const listed = HUB_OF_GENERATION.find(([pattern]) => pattern.test(generation))?.[1];
  if (listed) return listed;
  if (bmwGSeries(car)) return P(5, 112);
  return undefined;
}
