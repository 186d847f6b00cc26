/**
 * Brakes as the trade sells them: by make, platform, axle and brake package, never by a diameter ladder shared across makes.
 * A Kia brakes on Kia's 280 and 305 mm discs, not on a Golf's 288; a disc's thickness and whether it is ventilated are
 * its axle's on that make's cars (a W204's 300 mm rear disc is solid); a pad is shaped for its make's caliper; a caliper
 * is its brake package's (a 911 Carrera's and a Turbo S's are other monoblocs); drums where the rear axle has drums.
 */
import type { CarFacts } from './fitment-rules';
import type { MakeDiscs } from './brake-sizes';
import { brakeMakeOf } from './built-on';
import { floatingPistonsOf } from './caliper-pistons';
import { generationRearDiscOf } from './generation-rear-brakes';

type Axle = 'front' | 'rear';
type BrakeCar = Pick<CarFacts, 'make' | 'generation' | 'typeName' | 'kw' | 'platform'>;

/** The VW group's volume makes: they brake on the group's own sizes (253, 272, 288, 312 …), which no other make shares. */
export const VAG_MAKES: ReadonlySet<string> = new Set(['VW', 'Audi', 'Skoda', 'Seat', 'Cupra']);
export const VAG_ONLY_DISC_MM: readonly number[] = [253, 272, 288, 312];

/**
 * Each make's own disc diameters by power class (as in data/brake-sizes.ts; 0 a rear drum), for the makes that were
 * on the VW group's ladder: the Korean makes' 280/305 mm fronts, the Fiat group's 281/305 (500X, Renegade), Nissan's,
 * Honda's, Mazda's, Volvo's, Suzuki's. `other` holds the sizes their generations carry in the vehicle base and the
 * platform tables below.
 */
const KOREAN: MakeDiscs = { front: [241, 256, 280, 280, 305, 320, 345, 360], rear: [0, 0, 262, 262, 284, 302, 315, 340], other: [300, 305] };
const FIAT_GROUP: MakeDiscs = { front: [240, 257, 257, 281, 305, 305, 330, 330], rear: [0, 0, 240, 251, 278, 278, 292, 292], other: [284] };
const ALLIANCE_JAPAN: MakeDiscs = { front: [236, 260, 280, 296, 320, 320, 355, 380], rear: [0, 0, 0, 292, 292, 292, 330, 350], other: [260, 290] };
const GENERIC: MakeDiscs = { front: [240, 258, 278, 296, 300, 320, 345, 380], rear: [0, 0, 262, 262, 280, 302, 330, 345] };
export const OWN_MAKE_DISC_MM: Readonly<Record<string, MakeDiscs>> = {
  Hyundai: KOREAN, Kia: KOREAN,
  Fiat: FIAT_GROUP, Abarth: FIAT_GROUP, Lancia: FIAT_GROUP,
  'Alfa Romeo': { front: [257, 281, 281, 305, 305, 330, 360, 380], rear: [0, 251, 278, 278, 292, 330, 350, 350] },
  Jeep: { front: [281, 281, 281, 305, 305, 330, 350, 350], rear: [278, 278, 278, 278, 278, 330, 330, 330] },
  Nissan: ALLIANCE_JAPAN, Mitsubishi: { front: [241, 256, 276, 294, 294, 320, 320, 320], rear: [0, 0, 262, 262, 302, 302, 302, 302] },
  Honda: { front: [240, 262, 282, 293, 300, 320, 350, 350], rear: [0, 0, 260, 260, 282, 305, 305, 305] },
  Mazda: { front: [250, 258, 281, 297, 297, 320, 320, 320], rear: [0, 0, 265, 265, 278, 303, 303, 325] },
  Volvo: { front: [278, 280, 300, 316, 322, 345, 366, 366], rear: [278, 278, 302, 302, 320, 320, 330, 350] },
  Suzuki: { front: [231, 240, 252, 278, 278, 294, 294, 294], rear: [0, 0, 0, 250, 278, 278, 278, 278] },
  Subaru: { front: [277, 277, 294, 294, 316, 316, 326, 326], rear: [266, 266, 274, 274, 286, 300, 316, 316] },
  Porsche: { front: [330, 330, 330, 330, 345, 360, 390, 410], rear: [299, 299, 299, 330, 330, 330, 358, 365], other: [350, 408, 420, 380, 390, 415, 410] },
  'Land Rover': { front: [300, 300, 316, 325, 350, 350, 380, 395], rear: [300, 300, 300, 302, 325, 325, 365, 365] },
  Jaguar: { front: [300, 300, 316, 325, 350, 350, 380, 395], rear: [300, 300, 300, 302, 325, 325, 365, 365] },
  Tesla: { front: [320, 320, 320, 320, 320, 355, 355, 355], rear: [335, 335, 335, 335, 335, 335, 335, 365] },
  Smart: { front: [258, 258, 258, 280, 295, 295, 295, 295], rear: [0, 0, 0, 0, 276, 276, 276, 276] },
};

/** A make's disc sizes, or none for the VW group's makes (they are the common ladder's); any other make not listed brakes on generic sizes. */
export function ownDiscsOf(make: string, listed: Readonly<Record<string, MakeDiscs>>): MakeDiscs | undefined {
  return listed[make] ?? OWN_MAKE_DISC_MM[make] ?? (VAG_MAKES.has(make) ? undefined : GENERIC);
}

/**
 * What a disc is made of: cast iron, cast iron with a hard coating (Porsche's tungsten-carbide PSCB) or carbon-ceramic
 * (PCCB); the coated and ceramic discs belong to their brake package and cost what a performance disc costs.
 */
export type DiscMaterial = 'cast_iron' | 'coated_cast_iron' | 'carbon_ceramic';
/** One size of an axle, chosen by the type's name where it names a brake package, else by power (kW below `below`); cast iron unless it says. */
interface Step { type?: RegExp; below?: number; mm: number; material?: DiscMaterial }
interface PlatformBrakes {
  /** The cars of the platform (by generation; a base platform where several generations share it). */
  of: (car: BrakeCar) => boolean;
  front?: readonly Step[];
  /** 0 a rear drum. */
  rear?: readonly Step[];
  /** Why, as a parts seller says it. */
  reason: string;
}
const gen = (pattern: RegExp) => (car: BrakeCar) => pattern.test(car.generation);
/** A generation's sporty version, by the badge in its type's name (RS, OPC, ST). */
const badged = (generation: RegExp, badge: RegExp) => (car: BrakeCar) => generation.test(car.generation) && badge.test(car.typeName);
/**
 * A generation's performance version, by the badge the trade knows it by: GTI, R, RS/R.S., PSE, ST, OPC, GSi, Nismo,
 * N, Type R, John Cooper Works, Abarth's and Alfa's Quadrifoglio, BMW's M Performance types (M40d, M340i, M135i),
 * AMG, Audi's S and RS, Seat's Cupra, Skoda's vRS. It brakes on its own package (a larger disc, often a fixed caliper),
 * never on the disc of the base car it is built from; a trim line that borrows the badge (R-Line, ST-Line, N Line,
 * AMG Line, RS Line, GT-Line) is the base car.
 */
const PERFORMANCE_BADGE = /(?<![\w.-])(GTI|R|RS ?\d*|R\.S\.|PSE|ST|OPC|GSi|Nismo|N|Type R|JCW|John Cooper Works|Quadrifoglio|AMG|[SR]Q?\d|vRS|VRS|Cupra|M\d{1,3}[a-z]?|M Comp[eé]tition)(?![\w.-]|[ -]Line\b)/;
export const performanceVersion = (car: Pick<BrakeCar, 'make' | 'typeName'>): boolean =>
  PERFORMANCE_BADGE.test(car.make === 'Cupra' ? car.typeName.replace(/^Cupra\b/, '') : car.typeName);
/** A performance version whose own package the trade names: the table's entry for it, never its base car's. */
const performance = (generation: RegExp, badge: RegExp, minKw = 0) => (car: BrakeCar) => generation.test(car.generation) && badge.test(car.typeName) && (car.kw ?? 0) >= minKw;
export const PLATFORM_BRAKES: readonly PlatformBrakes[] = [
  // The performance versions' own front brakes: a larger disc than any of their generation's other types, which their
  // base car's calipers, carriers and pads do not fit.
  {
    of: performance(/^Peugeot 508\b/, /\bPSE\b/),
    front: [{ mm: 380 }], rear: [{ mm: 290 }],
    reason: 'the 508 PSE (Peugeot Sport Engineered, 265 kW system power) brakes its front on 380 mm discs with 4-piston fixed calipers; the 330 mm disc and floating caliper are the 508 Hybrid\'s, the 304 the PureTech\'s; at the rear it keeps the 290 mm disc of the 508 Hybrid',
  },
  {
    of: performance(/^BMW X4\b/, /\bM40[di]\b/),
    front: [{ mm: 370 }],
    reason: 'an X4 M40d or M40i (G02) has the M Sport brake as standard, a 4-piston fixed caliper on the large front disc of the M40 types; the 348 mm disc and floating caliper are the xDrive30d\'s',
  },
  {
    of: performance(/^VW Passat B8\b/, /\b2\.0 (TSI|BiTDI)\b/, 162),
    front: [{ mm: 340 }],
    reason: 'a Passat B8 2.0 TSI of 162 or 200 kW and the 2.0 BiTDI of 176 kW brake their front on 340×30 mm discs, as the 2.0 TDI of 140 kW already does; the 312 mm disc is the smaller engines\'',
  },
  {
    of: performance(/^VW Polo (V|VI)\b/, /\bGTI\b/),
    front: [{ mm: 310 }],
    reason: 'a Polo GTI (6R/6C 1.4 TSI and 1.8 TSI, AW 2.0 TSI) brakes its front on 310×25 mm discs; the 256 and 276 mm discs are its sisters\', and the 294 mm disc is no VW\'s',
  },
  {
    of: performance(/^VW Golf (V|VI)\b/, /\bGTI\b/),
    front: [{ mm: 312 }],
    reason: 'a Golf V or VI GTI brakes its front on the 312×25 mm disc of the 2.0 TDI with its own red-painted caliper: the 280 and 288 mm discs are the smaller engines\', the 345 mm disc an R32\'s or R\'s',
  },
  {
    of: performance(/^Mini \S+ F5[67]\b/, /\b(John Cooper Works|JCW)\b/),
    front: [{ mm: 330 }],
    reason: 'a Mini John Cooper Works hatch or convertible (F56, F57) brakes its front on 330 mm discs with Brembo 4-piston fixed calipers; the 294 mm disc is the Cooper S\'s',
  },
  {
    of: performance(/^Mini (Clubman F54|Countryman F60)\b/, /\b(John Cooper Works|JCW)\b/),
    front: [{ mm: 360 }],
    reason: 'a Mini John Cooper Works Clubman or Countryman (F54, F60) of 225 kW brakes its front on 360 mm discs with 4-piston fixed calipers; the 294 mm disc is the Cooper S\'s and Cooper SD\'s',
  },
  {
    of: performance(/^BMW 4er\b/, /\b(M440[di]|M50)\b/),
    front: [{ mm: 370 }],
    reason: 'a 4er M440i, M440d or i4 M50 (G22, G23, G26) has the M Sport brake as standard, a 4-piston fixed caliper on the large front disc; the 330 and 348 mm discs and floating calipers are the 420d\'s and 430d\'s',
  },
  {
    of: performance(/^BMW iX$/, /\bM60\b/),
    front: [{ mm: 395 }],
    reason: 'an iX M60 has the M Sport brake as standard, a 4-piston fixed caliper on a 395 mm front disc; the 370 mm disc is the xDrive40\'s and xDrive50\'s',
  },
  {
    of: performance(/^Mercedes-Benz EQS\b/, /\bAMG\b/),
    front: [{ mm: 415 }],
    reason: 'a Mercedes-AMG EQS 53 brakes its front on the AMG high-performance brake, 415 mm discs with 6-piston fixed calipers; the 390 mm disc is the EQS 450+\'s and 580\'s',
  },
  {
    of: performance(/^Audi E-Tron GT\b/, /\bRS\b/),
    front: [{ mm: 410 }],
    reason: 'an RS e-tron GT brakes its front on 410 mm discs with 10-piston fixed calipers; the smaller disc is the e-tron GT quattro\'s',
  },
  {
    of: performance(/^Skoda Kodiaq\b/, /\bRS\b/),
    front: [{ mm: 340 }],
    reason: 'a Kodiaq RS brakes its front on 340×30 mm discs; the 312 and 320 mm discs are the 1.5 TSI\'s and 2.0 TDI\'s',
  },
  {
    of: performance(/^Renault Mégane IV\b/, /\bR\.?S\.?\b/),
    front: [{ mm: 355 }],
    reason: 'a Mégane IV R.S. (205 kW and the Trophy) brakes its front on 355×28 mm discs with Brembo 4-piston fixed calipers; the 320 mm disc is the GT\'s, the 296 and 280 the other types\'',
  },
  {
    of: (car) => /^VW Golf VII\b/.test(car.generation) && /\bGTI\b/.test(car.typeName) && (car.kw ?? 0) < 169,
    front: [{ mm: 312 }], rear: [{ mm: 300 }],
    reason: 'a Golf VII GTI of 162 kW (CHHB) brakes on 312×25 mm front and 300×12 mm rear discs; the 340 mm front and 310 mm rear discs are the Performance package\'s (169 kW) and the R\'s, whose calipers and carriers the standard GTI does not have',
  },
  {
    of: badged(/^Ford Fiesta VII\b/, /\bST\b/),
    front: [{ mm: 278 }], rear: [{ mm: 253 }],
    reason: 'the Fiesta ST (2018-2023) brakes on 278×25 mm front and 253×10 mm solid rear discs: its sisters\' rear drums, shoes and wheel cylinders are no part of an ST',
  },
  // The sporty versions of the small and compact cars brake on their own packages: rear discs where their sisters have drums.
  {
    of: badged(/^Renault Clio III\b/, /\bRS\b/),
    front: [{ mm: 312 }], rear: [{ mm: 300 }],
    reason: 'the Clio III RS brakes on 312 mm Brembo-caliper front discs and 300 mm solid rear discs: the 259 mm front discs and 203 mm drums are its sisters\'',
  },
  {
    of: badged(/^Renault Clio IV\b/, /\bRS\b/),
    front: [{ mm: 320 }], rear: [{ mm: 260 }],
    reason: 'the Clio IV RS 200 and RS 220 Trophy brake on 320 mm front and 260 mm solid rear discs: the 258 mm front discs and 203 mm drums are its sisters\'',
  },
  {
    of: badged(/^Renault Mégane III\b/, /\bRS\b/),
    front: [{ mm: 340 }], rear: [{ mm: 290 }],
    reason: 'the Mégane III RS 250/265/275 brakes on 340 mm Brembo front discs and 290 mm rear discs; the 280 and 260 mm discs are its sisters\'',
  },
  {
    of: badged(/^Opel Corsa D\b/, /\bOPC\b/),
    front: [{ mm: 308 }], rear: [{ mm: 264 }],
    reason: 'the Corsa D OPC brakes on 308 mm front and 264 mm solid rear discs: the 257 mm front discs and 200 mm drums are its sisters\'',
  },
  {
    of: badged(/^Ford Fiesta VI\b/, /\bST\b/),
    front: [{ mm: 278 }], rear: [{ mm: 253 }],
    reason: 'the Fiesta VI ST (2013-2017) brakes on 278 mm front and 253×10 mm solid rear discs, as the later ST does: no drum, shoe or wheel cylinder of its sisters',
  },
  {
    of: (car) => /^Ford Puma\b/.test(car.generation) && (/\bST\b/.test(car.typeName) || (car.kw ?? 0) >= 140),
    front: [{ mm: 325 }], rear: [{ mm: 271 }],
    reason: 'the Puma ST (the 1.5 EcoBoost of 147 kW) brakes on 325 mm front and 271 mm solid rear discs: its sisters\' rear drums are no part of an ST',
  },
  { of: gen(/^Nissan Qashqai J11\b/), rear: [{ mm: 292 }], reason: 'the Qashqai J11 brakes its rear wheels on 292×16 mm solid discs whatever its engine: the 260 mm rear disc is a Mégane IV\'s, never a Qashqai\'s' },
  { of: gen(/^(Kia (Ceed CD|Proceed|Xceed)|Hyundai (i30 PD|Kona I))\b/), front: [{ below: 110, mm: 280 }, { mm: 305 }], rear: [{ mm: 262 }], reason: 'the K2/K3 compacts (Ceed CD, XCeed, i30 PD, Kona I) brake on 280×23 mm discs, the 1.5/1.6 T-GDI and the 64 kWh Kona on 305×25; 262 mm solid at the rear' },
  { of: gen(/^(Fiat 500X|Jeep (Renegade|Compass))\b/), front: [{ below: 100, mm: 281 }, { mm: 305 }], rear: [{ mm: 278 }], reason: 'the small-wide platform (500X, Renegade, Compass) takes 281 or 305 mm front discs and 278 mm solid rear ones' },
  { of: gen(/^BMW (X5|X6|X7)$/), front: [{ type: /\bM\d\d[id]\b/, mm: 395 }, { below: 300, mm: 348 }, { mm: 395 }], rear: [{ type: /\bM\d\d[id]\b/, mm: 370 }, { below: 300, mm: 345 }, { mm: 370 }], reason: 'the G05/G06/G07 brake on 348×36 mm front and 345×24 mm rear discs (the M50/M60 on 395/370)' },
  { of: gen(/^BMW X3 F25\b/), front: [{ below: 150, mm: 328 }, { mm: 348 }], reason: 'the X3 F25 is a two-tonne SUV: the 18d, 20i and 20d brake their front on 328×28 mm discs, the 30d and 35i on 348; the 300 and 312 mm discs are an E90\'s or F30\'s, smaller than the F25\'s own 330 mm rear disc' },
  { of: gen(/^BMW X3 G01\b/), front: [{ below: 180, mm: 330 }, { mm: 348 }], rear: [{ below: 180, mm: 330 }, { mm: 345 }], reason: 'the X3 G01 brakes on 330×24 mm front and 330×20 mm rear discs with the four-cylinders (18d, 20i, 20d), on 348×36 and 345×24 with the 30d, 30e and M40; the 312 mm front and 300 mm rear discs are a 3er\'s' },
  { of: gen(/^Mercedes-Benz (GLE|GLS)$/), front: [{ type: /\bAMG\b.*\b63\b/, mm: 400 }, { type: /\bAMG\b/, mm: 375 }, { below: 300, mm: 350 }, { below: 400, mm: 375 }, { mm: 400 }], rear: [{ type: /\bAMG\b.*\b63\b/, mm: 370 }, { below: 400, mm: 345 }, { mm: 370 }], reason: 'the W167/X167 front discs start at 350 mm (AMG 53 375, AMG 63 400), the rear at 345' },
  { of: gen(/^Mercedes-Benz A-Klasse W169\b/), front: [{ below: 103, mm: 276 }, { mm: 288 }], reason: 'the A-Klasse W169 (2004-2012) brakes its front on 276×22 mm ventilated discs from the A 150 and A 160 CDI to the A 200, on 288×25 with the A 200 CDI and A 200 Turbo; the 295 mm disc is a later MFA car\'s (W176, W246), no W169\'s' },
  { of: gen(/^Opel Insignia A\b/), front: [{ below: 110, mm: 296 }, { mm: 321 }], reason: 'the Insignia A brakes as the heavy D-segment car it is on every engine: 296×26 front discs behind the 16-inch wheels (1.4 and 1.8, 2.0 CDTI 96 kW), 321×30 behind the 17-inch ones; the 300 mm disc is an Astra\'s' },
  { of: gen(/^Opel Astra H\b/), front: [{ below: 105, mm: 280 }, { below: 160, mm: 308 }, { mm: 321 }], rear: [{ below: 105, mm: 264 }, { mm: 278 }], reason: 'the Astra H brakes on 280×25 mm front and 264×10 mm rear discs up to the 1.8 of 103 kW; the 1.9 CDTI of 110 kW and the 2.0 Turbo on 308×25 front and 278×12 rear discs, the OPC on 321 mm: the 321×30 disc of the Insignia is none of them' },
  { of: gen(/^Opel Zafira B\b/), rear: [{ below: 86, mm: 264 }, { below: 150, mm: 278 }, { mm: 292 }], reason: 'the Zafira B brakes its rear on 264, 278 (1.8, 1.9 CDTI) or 292 mm (OPC) solid discs; 268 is the Astra J\'s' },
  { of: (car) => car.platform === 'EMP2' || /^(Peugeot (Partner III|Rifter)|Citroën (Berlingo III|C4 Picasso II)|Opel Combo)\b/.test(car.generation), rear: [{ below: 96, mm: 268 }, { mm: 290 }], reason: 'EMP2 cars (Partner III K9, Berlingo III, Combo, C4 Picasso II, 308 II, 3008 II) take 268 or 290 mm rear discs; 249 is a PF1 small car\'s' },
  { of: gen(/^(VW (Passat B8|Tiguan II)|Skoda Superb III)\b/), rear: [{ below: 110, mm: 272 }, { mm: 300 }], reason: 'MQB rear discs follow the PR code: the Passat B8, Superb III and Tiguan II with the 1.5 TSI, 2.0 TDI or a plug-in drive and the electric parking brake run 300×12, the small engines 272×10' },
  { of: gen(/^Seat Leon III\b/), rear: [{ below: 130, mm: 272 }, { mm: 300 }], reason: 'a Leon III brakes its rear on 272×10 discs, the 2.0 TDI 135 kW (FR) on 300×12' },
  { of: gen(/^BMW 1er E87\b/), rear: [{ below: 150, mm: 280 }, { mm: 300 }], reason: 'the 1er E81/E87 from the 116i to the 123d brakes its rear on 280 mm solid discs; the ventilated 300 mm rear disc is the 130i/135i package' },
  { of: gen(/^(Citroën C4 Picasso I|Peugeot (3008 I|5008 I))\b/), front: [{ mm: 304 }], rear: [{ below: 96, mm: 268 }, { mm: 290 }], reason: 'PSA\'s heavy PF2 MPVs (C4 Picasso I, 3008 I, 5008 I) brake on the 302/304 mm front system on every type, and at the rear on 268×12 mm solid discs (290×12 behind the stronger engines) on their five-stud hubs; the 283 mm front discs and the 249×9 four-hole rear disc are a 307\'s, 308 I\'s or C4\'s' },
  { of: gen(/^(Kia Sportage SL|Hyundai ix ?35)\b/i), front: [{ mm: 300 }], rear: [{ mm: 262 }], reason: 'the Sportage SL and its twin the ix35 brake on 300×28 mm ventilated front discs on every engine, 1.6 GDI to 2.0 CRDi, and on 262×10 mm solid rear discs; the 280×23 disc is a Ceed\'s, the 305×25 a Sportage QL\'s or Tucson TL\'s' },
  { of: gen(/^BMW (1er F20|2er F22)\b/), rear: [{ below: 160, mm: 290 }, { mm: 300 }], reason: 'the F20/F21 rear disc is 290×11 solid (the 125i/M135i 300 ventilated)' },
  { of: (car) => /^Toyota (Yaris (II|III)|Auris II?)\b/.test(car.generation) && /\bD-4D\b/.test(car.typeName) && /^1\.4\b/.test(car.typeName), front: [{ mm: 275 }], reason: 'Toyota\'s 1.4 D-4D (1ND-TV) is the heaviest engine of the Yaris II, Yaris III, Auris I and Auris II, whatever its 66 kW: it brakes its front on the 275×22 mm ventilated discs of the 1.33 Dual VVT-i, never on the 1.0\'s or 1.3\'s small solid ones' },
  { of: gen(/^Toyota Yaris Cross\b/), front: [{ mm: 275 }], reason: 'the Yaris Cross is the Yaris IV\'s GA-B platform as a 1.2-tonne SUV: it brakes its front on the hybrid Yaris\'s 275×22 mm ventilated discs, never on the 1.0 Yaris\'s or Aygo\'s small solid ones' },
  { of: gen(/^Renault Clio IV\b/), front: [{ below: 70, mm: 258 }, { mm: 280 }], reason: 'a Clio IV brakes its front on 258×22 mm ventilated discs with the 1.2 16V, 0.9 TCe 90 and 1.5 dCi 75/90, on 280×24 with the 1.2 TCe 120 and 1.5 dCi 110 (the RS on 320); the 259 mm disc is a Clio III\'s' },
  { of: gen(/^Renault (Grand )?Scénic II\b/), front: [{ mm: 280 }], reason: 'the Scénic II and Grand Scénic II brake their front on 280×24 mm ventilated discs on every engine, the 1.4 16V and 1.5 dCi too: the 259 mm disc is a Clio\'s, the 269 a Dacia\'s' },
  { of: gen(/^Renault Mégane IV\b/), front: [{ below: 96, mm: 280 }, { below: 150, mm: 296 }, { mm: 320 }], reason: 'a Mégane IV brakes its front on 280 mm discs with the 1.5 dCi, on 296 with the 1.6 dCi 130 and the TCe 130/140, on 320 as a GT; the 259 and 269 mm discs are a Clio\'s' },
  { of: gen(/^(Renault (Scénic IV|Kadjar|Kangoo III|Talisman|Espace|Koleos|Austral)|Nissan Qashqai J11)\b/), front: [{ below: 80, mm: 280 }, { below: 120, mm: 296 }, { mm: 320 }], reason: 'the CMF-CD cars are heavy compacts, vans and SUVs whatever their engine: a Kangoo III 1.5 dCi 95 brakes its front on 280 mm discs, a Kadjar, Scénic IV or Qashqai J11 on 296, the strongest types on 320; the 259 and 269 mm discs are a Clio\'s or Captur\'s' },
  { of: gen(/^Renault (Mégane IV|Scénic IV|Kadjar|Talisman|Espace|Koleos|Austral)\b/), rear: [{ below: 120, mm: 260 }, { mm: 290 }], reason: 'the CMF-CD cars (Mégane IV, Scénic IV, Kadjar, Talisman, Espace V) brake their rear wheels with discs on every type; the 228 mm drum is a Kangoo III\'s' },
  {
    of: (car) => /^Alfa Romeo (Giulia|Stelvio)\b/.test(car.generation) && (car.kw ?? 0) >= 180,
    front: [{ type: /\b2\.9\b/, mm: 360 }, { mm: 330 }],
    rear: [{ type: /\b2\.9\b/, mm: 350 }, { mm: 330 }],
    reason: 'a Giulia or Stelvio 2.0 T Veloce brakes on 330 mm discs with floating calipers and the electric parking brake at the rear; the 2.9 V6 Quadrifoglio has its own Brembo package (360 mm front with fixed calipers, 350 mm rear): no disc, pad or caliper of one is the other\'s',
  },
  {
    of: gen(/^Porsche 911\b/),
    front: [{ type: /\bTURBO S\b/i, mm: 420, material: 'carbon_ceramic' }, { type: /\bTURBO\b/i, mm: 408, material: 'coated_cast_iron' }, { type: /\b(GT3|GT2|GTS)\b/i, mm: 408 }, { type: /\b4?S\b/i, mm: 350 }, { mm: 330 }],
    rear: [{ type: /\bTURBO S\b/i, mm: 390, material: 'carbon_ceramic' }, { type: /\bTURBO\b/i, mm: 380, material: 'coated_cast_iron' }, { type: /\b(GT3|GT2|GTS)\b/i, mm: 380 }, { type: /\b4?S\b/i, mm: 350 }, { mm: 330 }],
    reason: 'a 911 (992) Carrera and Targa 4 brake on 330 mm discs front and rear with 4-piston monoblocs, the S and 4S on 350 front and rear with 6-piston, the GTS on the Turbo\'s brake (408 front, 380 rear) in cast iron, the GT3 likewise, the Turbo on 408/380 mm coated discs (PSCB) and the Turbo S on 420/390 mm carbon-ceramic discs (PCCB) with 10-piston monoblocs',
  },
  {
    of: gen(/^Porsche (Cayman|Boxster)\b/),
    front: [{ type: /\bGT4 RS\b/i, mm: 408 }, { type: /\b(GT4|SPYDER)\b/i, mm: 380 }, { type: /\bGTS\b/i, mm: 350 }, { mm: 330 }],
    rear: [{ type: /\bGT4 RS\b/i, mm: 380 }, { type: /\b(GT4|SPYDER)\b/i, mm: 380 }, { type: /\bGTS\b/i, mm: 330 }, { mm: 299 }],
    reason: 'a 718 Cayman or Boxster, T and S brake on 330 mm front and 299 mm rear discs with 4-piston monoblocs, the GTS 4.0 on 350/330 with 6-piston at the front, the GT4 and Spyder on 380 mm front and rear, the GT4 RS on the 911 GT3\'s 408/380: the 390 mm disc and its pads belong to no 718',
  },
  {
    of: gen(/^Porsche Taycan\b/),
    front: [{ type: /\bTURBO S\b/i, mm: 420, material: 'carbon_ceramic' }, { type: /\b(TURBO|GTS)\b/i, mm: 415, material: 'coated_cast_iron' }, { mm: 360 }],
    rear: [{ type: /\bTURBO S\b/i, mm: 410, material: 'carbon_ceramic' }, { type: /\b(TURBO|GTS)\b/i, mm: 365, material: 'coated_cast_iron' }, { mm: 358 }],
    reason: 'a Taycan, 4 and 4S brake on 360 mm front and 358 mm rear cast discs, the GTS and Turbo on 415/365 mm coated discs (PSCB), the Turbo S on 420/410 mm carbon-ceramic discs (PCCB): three packages, never one disc for every Taycan',
  },
];

const pick = (steps: readonly Step[], car: BrakeCar): Step => steps.find((s) => (s.type ? s.type.test(car.typeName) : s.below === undefined || (car.kw ?? 0) < s.below)) ?? steps.at(-1)!;
/** The table that sizes the car's axle: a generation's own (Mégane IV front) before its platform's (CMF-CD rear). */
const platformOf = (car: BrakeCar, axle: Axle) => PLATFORM_BRAKES.find((p) => p[axle] && p.of(car));

/**
 * The front disc of a performance version's own package where the table names it (a 508 PSE's 380, a Golf V GTI's 312
 * shared with the 2.0 TDI, said so in its reason): an entry that sizes the type but not its base car (the type without its badge).
 */
export function performancePackageMm(car: BrakeCar): number | undefined {
  const own = platformOf(car, 'front');
  if (!own || !performanceVersion(car)) return undefined;
  const step = pick(own.front!, car);
  return step.type || own !== platformOf({ ...car, typeName: '' }, 'front') ? step.mm : undefined;
}

/** The disc diameter the platform's table gives the car on the axle (0 a drum), or none where its make's sizes decide. */
export function platformDiscMm(car: BrakeCar, axle: Axle): number | undefined {
  const steps = platformOf(car, axle)?.[axle];
  return steps ? pick(steps, car).mm : undefined;
}

/** The diameters a platform's cars brake on at the axle, or none where the platform has no table. */
export function platformDiscSizes(car: BrakeCar, axle: Axle): readonly number[] | undefined {
  return platformOf(car, axle)?.[axle]?.map((s) => s.mm);
}

/**
 * Cars that leave the factory on carbon-ceramic brakes on both axles, whatever the type: every Ferrari of the base
 * (Roma, Portofino, F8, 296, 812, SF90, Monza), Lamborghini's Aventador and Urus. Their discs and pads come from the
 * maker; a cast-iron disc, or a pad made for cast iron, is a conversion, not a part that fits the car.
 */
const CERAMIC_AS_STANDARD = /^(Ferrari|Lamborghini (Aventador|Urus))\b/;
export const ceramicBrakesAsStandard = (car: Pick<BrakeCar, 'generation'>): boolean => CERAMIC_AS_STANDARD.test(car.generation);

/** What the car's disc on the axle is made of: its brake package's (a Taycan Turbo S's carbon-ceramic), cast iron elsewhere. */
export function discMaterialOf(car: BrakeCar, axle: Axle): DiscMaterial {
  if (ceramicBrakesAsStandard(car)) return 'carbon_ceramic';
  const steps = platformOf(car, axle)?.[axle];
  return (steps && pick(steps, car).material) || 'cast_iron';
}

/**
 * Types whose standard discs only their maker supplies: a coated disc (Porsche's PSCB, a tungsten-carbide layer on iron)
 * or a carbon-ceramic one (PCCB). The aftermarket casts plain iron discs; no parts brand sells a PSCB disc, and a ceramic
 * disc comes from the maker (a replacement weighs a third of the iron one and costs ten times as much), so a brand's disc
 * listed for a 911 Turbo, a Turbo S or a Taycan GTS is a part no one sells.
 */
export const makerOnlyDiscs = (car: BrakeCar): boolean => discMaterialOf(car, 'front') !== 'cast_iron' || discMaterialOf(car, 'rear') !== 'cast_iron';

/**
 * Make groups that share platforms and so brake parts: the VW group, BMW with Mini, Mercedes with Smart, Stellantis
 * (PSA, Opel, the Fiat group, Jeep), the Renault-Nissan alliance, Hyundai with Kia, Toyota with Lexus. A pad or caliper
 * is never one group's and another's.
 */
const MAKE_GROUPS: readonly (readonly string[])[] = [
  ['VW', 'Audi', 'Skoda', 'Seat', 'Cupra', 'Porsche', 'Bentley', 'Lamborghini'], ['BMW', 'Mini', 'Rolls-Royce'], ['Mercedes-Benz', 'Smart'],
  ['Peugeot', 'Citroën', 'DS', 'Opel', 'Fiat', 'Abarth', 'Alfa Romeo', 'Lancia', 'Jeep', 'Chrysler', 'Dodge', 'Maserati'],
  ['Renault', 'Dacia', 'Nissan', 'Mitsubishi', 'Alpine'], ['Hyundai', 'Kia'], ['Toyota', 'Lexus', 'Daihatsu'], ['Ford'], ['Volvo'], ['Honda'], ['Mazda'], ['Suzuki'],
  ['Subaru'], ['Tesla'], ['Land Rover', 'Jaguar'], ['MG'], ['SsangYong'], ['Ferrari'], ['McLaren'],
];
/** The make group's number (makes not listed take one past the list, each its own by name). */
export function makeGroupOf(make: string): string {
  const at = MAKE_GROUPS.findIndex((group) => group.includes(make));
  return at >= 0 ? MAKE_GROUPS[at]![0]! : make;
}
const groupIndex = (make: string): number => {
  const at = MAKE_GROUPS.findIndex((group) => group.includes(make));
  return at >= 0 ? at : MAKE_GROUPS.length + (hash(make) % (100 - MAKE_GROUPS.length));
};

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/**
 * Front discs as they are cast, diameter to thickness, for the make groups whose sizes the general rule does not give:
 * Stellantis' 266×22 (208, C3), 276×26 (Astra J/K), 283×26 (308, C4), 304×28 (508) and the Insignia A's 296×26 and 321×30;
 * the Renault-Nissan 280×24 (Mégane III), 296×26 (Kadjar, Scénic IV, Qashqai J11) and 320×28 (Talisman, Espace V);
 * Ford's 278×25 (Focus, C-Max) and the VW group's 256×22 (Polo, Fabia, Ibiza): a 278 × 22 or a 256 × 20 is no disc the trade sells for them.
 * A 321 mm disc 25 mm thick or a 296 one 25 mm thick is no disc the trade sells.
 */
const FRONT_DISC_THICKNESS_MM: Readonly<Record<string, Readonly<Record<number, number>>>> = {
  Peugeot: { 266: 22, 276: 26, 283: 26, 296: 26, 304: 28, 321: 30 },
  // Hyundai's and Kia's 300 mm front disc (Sportage SL, ix35) is 28 mm thick, never the 25 of their 305 mm one.
  Hyundai: { 300: 28 },
  Renault: { 280: 24, 296: 26, 320: 28, 355: 28 },
  // Ford's C1 and C2 cars (Focus II, III and IV, C-Max, Kuga's little brothers): the 278 mm front disc is 25 mm thick, never 22.
  Ford: { 278: 25 },
  // The VW group's small cars (Polo 9N, 6R/6C and AW, Fabia, Ibiza 6J and KJ, A1, up!): the 256 mm front disc is 22 mm ventilated.
  VW: { 256: 22 },
  // BMW's 328 mm front disc is the X3 F25's: 28 mm thick, never a 3er's 24.
  BMW: { 328: 28 },
};

/** The thickness (mm) the trade knows for a front disc of the diameter on the make's cars, where the table above states one. */
export function knownFrontDiscThicknessMm(make: string, diameter: number): number | undefined {
  if (make === 'Porsche' || ['Fiat', 'Abarth', 'Alfa Romeo', 'Lancia', 'Jeep'].includes(make)) return undefined;
  return FRONT_DISC_THICKNESS_MM[makeGroupOf(make)]?.[diameter];
}

/**
 * A disc's thickness and design on the make's axle: front discs ventilated from 256 mm; rear discs solid up to the
 * make's mid-size cars (the VW group's 272×10 MQB and 300×12 MLB, BMW's 290×11, Mercedes' 300×10 on the W204 and
 * W212, the Korean 262×10) and ventilated on the large and fast ones; a Porsche's ventilated on both axles.
 */
export function discOf(make: string, axle: Axle, diameter: number): { thicknessMm: number; ventilated: boolean } {
  const group = makeGroupOf(make);
  if (make === 'Porsche') return { thicknessMm: axle === 'front' ? (diameter < 400 ? 34 : diameter < 415 ? 36 : 40) : diameter < 300 ? 20 : diameter < 350 ? 28 : diameter < 385 ? 30 : 32, ventilated: true };
  if (axle === 'front') {
    if (diameter < 256) return { thicknessMm: diameter < 245 ? 10 : 12, ventilated: false };
    if (group === 'BMW') return { thicknessMm: knownFrontDiscThicknessMm(make, diameter) ?? (diameter < 300 ? 22 : diameter < 340 ? 24 : diameter < 348 ? 30 : 36), ventilated: true };
    if (group === 'Mercedes-Benz') return { thicknessMm: diameter < 285 ? 22 : diameter < 295 ? 25 : diameter < 320 ? 28 : diameter < 350 ? 32 : diameter < 375 ? 34 : 36, ventilated: true };
    if (group === 'Hyundai') return { thicknessMm: knownFrontDiscThicknessMm(make, diameter) ?? (diameter < 270 ? 19 : diameter < 290 ? 23 : diameter < 310 ? 25 : diameter < 330 ? 28 : 30), ventilated: true };
    if (group === 'Peugeot' && ['Fiat', 'Abarth', 'Alfa Romeo', 'Lancia', 'Jeep'].includes(make)) return { thicknessMm: diameter < 270 ? 22 : diameter < 290 ? 26 : diameter < 320 ? 28 : 32, ventilated: true };
    const listed = knownFrontDiscThicknessMm(make, diameter);
    if (listed) return { thicknessMm: listed, ventilated: true };
    // The VW group's and the other makes': a 288 mm disc 25 mm thick (the group's 1.4 TSI), a 280 one 22.
    return { thicknessMm: diameter < 270 ? 20 : diameter < 285 ? 22 : diameter < 330 ? 25 : diameter < 350 ? 30 : 34, ventilated: true };
  }
  // Ford's CD and C2 cars (Mondeo IV and V, Focus IV, Kuga III, S-MAX, Galaxy) brake their rear on a 302×11 solid disc,
  // the Focus III and C-Max II (C1) on a 271×11 one.
  if (group === 'Ford' && (diameter === 302 || diameter === 271)) return { thicknessMm: 11, ventilated: false };
  // Stellantis' 268 mm rear disc (PSA's PF2 MPVs, the EMP2 cars and the K9 vans, Opel's Astra J and the Astra L on EMP2)
  // is cast 12 mm thick, solid: the 10 mm discs of that size are other makes'.
  if (group === 'Peugeot' && diameter === 268) return { thicknessMm: 12, ventilated: false };
  // Renault casts its large rear discs solid, 11 mm thick: the Clio III RS's 300, the Mégane III RS's and Talisman's 290.
  if ((make === 'Renault' || make === 'Dacia') && diameter >= 290 && diameter <= 300) return { thicknessMm: 11, ventilated: false };
  const ventilatedFrom = group === 'VW' ? 310 : group === 'BMW' ? 300 : group === 'Mercedes-Benz' ? 320 : group === 'Hyundai' ? 306 : 300;
  if (diameter >= ventilatedFrom) return { thicknessMm: group === 'BMW' ? (diameter < 340 ? 20 : 24) : 22, ventilated: true };
  if (group === 'VW') return { thicknessMm: diameter < 250 ? 9 : diameter <= 272 ? 10 : 12, ventilated: false };
  if (group === 'BMW') return { thicknessMm: diameter < 285 ? 10 : 11, ventilated: false };
  if (group === 'Mercedes-Benz' || group === 'Hyundai') return { thicknessMm: 10, ventilated: false };
  return { thicknessMm: diameter < 250 ? 9 : diameter < 270 ? 10 : 12, ventilated: false };
}

/**
 * Front discs a generation casts otherwise than its make's other cars of the diameter: the vans' heavier discs.
 */
const GENERATION_FRONT_DISCS: readonly { of: RegExp; mm: number; thicknessMm: number; reason: string }[] = [
  {
    of: /^VW (Transporter T5|Transporter T6|Kombi)\b/, mm: 340, thicknessMm: 32,
    reason: 'the T5\'s, T6\'s and T6.1\'s 17-inch front disc (2.5 TDI, BiTDI, the strong 2.0 TDI) is 340×32 mm ventilated, worn to 30: the 340×30 disc is the Golf R\'s, Passat B8\'s and Tiguan II\'s, not the van\'s',
  },
];

/** The front disc of the diameter as the generation casts it, where the trade states it for the generation (a T5's 340×32). */
export function generationFrontDiscOf(generation: string, diameter: number): { thicknessMm: number; ventilated: boolean } | undefined {
  const known = GENERATION_FRONT_DISCS.find((g) => g.mm === diameter && g.of.test(generation));
  return known ? { thicknessMm: known.thicknessMm, ventilated: true } : undefined;
}

/**
 * The disc of the car's axle as it is cast: its generation's known disc where the trade states it (a T5's or
 * T6's 294 mm rear disc is 22 mm ventilated, though the group's other rear discs below 310 mm are solid; their 340 mm
 * front disc 32 mm thick), else the make's rule for the diameter.
 */
export function axleDiscOf(car: Pick<CarFacts, 'make' | 'generation' | 'typeName'>, axle: Axle, diameter: number): { thicknessMm: number; ventilated: boolean } {
  const front = axle === 'front' ? generationFrontDiscOf(car.generation, diameter) : undefined;
  if (front) return front;
  const known = axle === 'rear' ? generationRearDiscOf(car.generation) : undefined;
  if (known && known.mm === diameter) return { thicknessMm: known.thicknessMm, ventilated: known.ventilated };
  return discOf(brakeMakeOf(car), axle, diameter);
}

/**
 * The platform whose calipers a car's brake parts are made for: the group's longitudinal platforms carry each model line's
 * own calipers (MLB: an A6 C7's rear caliper and pads are not an A4 B8's or a Q5 8R's; CLAR, MRA likewise), the
 * transverse ones share theirs across the models (one MQB rear caliper on a Golf, an Octavia and a Leon).
 */
const CALIPER_PER_MODEL_LINE = new Set(['MLB', 'MLB Evo', 'CLAR', 'MRA', 'MRA2', 'C6', 'PL46']);

/**
 * Porsche's brake packages go by the model line, not by power alone: the GT cars (a 911 GT3, a 718 GT4, GT4 RS
 * or Spyder, a Cayenne Turbo GT) brake on their own racing-derived calipers and discs, the Turbo and Turbo S on
 * theirs, the GTS on its own (a 718 Cayman GTS 4.0's calipers are not a GT4's), the base, T, S and 4S types on the
 * series' own. A pad or disc of one package fits no car of another, whatever the diameter.
 */
const PORSCHE_BRAKE_LINES: readonly (readonly [RegExp, string])[] = [[/\bGT\d*\b|\bRS\b|\bSpyder\b/i, 'GT'], [/\bTurbo\b/i, 'Turbo'], [/\bGTS\b/i, 'GTS']];
export const porscheBrakeLineOf = (car: Partial<Pick<CarFacts, 'make' | 'typeName'>>): string | null =>
  car.make !== 'Porsche' ? null : (PORSCHE_BRAKE_LINES.find(([name]) => name.test(car.typeName ?? ''))?.[1] ?? 'base');

type BrakePlatformCar = Pick<CarFacts, 'platform' | 'generation'> & Partial<Pick<CarFacts, 'make' | 'typeName'>>;
export const brakePlatformOf = (car: BrakePlatformCar): string => {
  const platform = CALIPER_PER_MODEL_LINE.has(car.platform) ? `${car.platform}/${car.generation}` : car.platform;
  const line = porscheBrakeLineOf(car);
  return line ? `${platform}/${line}` : platform;
};

/**
 * MQB's heavy cars (Passat B8, Superb III, Tiguan II, Arteon, Kodiaq, Tarraco) brake at the front with a larger caliper
 * than the compacts (Golf, Octavia, Leon, A3, Caddy, Touran) even on the same 312 mm disc: their pads are another
 * shape, so a pad or caliper of one never fits the other.
 */
const MQB_LARGE_CALIPER = /^(VW (Passat B8|Tiguan II|Arteon)|Skoda (Superb III|Kodiaq)|Seat Tarraco)\b/;
/** The platform whose caliper a car's pads and calipers on the axle are made for: its brake platform, MQB's heavy cars' front apart. */
export const caliperPlatformOf = (car: BrakePlatformCar, axle: Axle): string =>
  `${brakePlatformOf(car)}${axle === 'front' && car.platform === 'MQB' && MQB_LARGE_CALIPER.test(car.generation) ? '/large' : ''}`;

/**
 * A pad's shape (width × height, mm) for the caliper of the car's platform on that axle and disc: the disc's size sets
 * its scale, the platform's caliper its outline, and the tenth of a millimetre its make group's pattern, so no pad of
 * one group's caliper is another group's.
 */
export function padShapeOf(car: Pick<CarFacts, 'make' | 'platform' | 'generation' | 'typeName'>, axle: Axle, discMm: number): { widthMm: number; heightMm: number; thicknessMm: number } {
  const front = axle === 'front';
  const outline = hash(`${caliperPlatformOf(car, axle)}/${axle}/${discMm}`);
  // A rebadged car's caliper is its donor's (data/built-on.ts): a Mazda2 Hybrid's pad is a Yaris XP21's.
  const group = groupIndex(brakeMakeOf(car));
  const width = Math.round(discMm * (front ? 0.42 : 0.36)) + (outline % 9) - 4 + (group % 10) / 10;
  const height = Math.round(discMm * (front ? 0.19 : 0.165)) + ((outline >>> 8) % 7) - 3 + Math.floor(group / 10) / 10;
  return { widthMm: Number(width.toFixed(1)), heightMm: Number(height.toFixed(1)), thicknessMm: front ? (discMm >= 330 ? 20 : 18) : (discMm >= 330 ? 17 : 15) };
}

/**
 * The caliper of the car's brake package on the axle: a floating caliper whose piston grows with the disc (one piston
 * at the rear, two on the large fronts), or a fixed monobloc with its piston count; Porsche's, the hand-built makes'
 * and the M/AMG performance packages' monoblocs come from the maker only.
 */
export interface Caliper { design: 'floating' | 'fixed'; pistons: number; pistonMm: number; makerOnly: boolean }
const MONOBLOC_MAKES = new Set(['Porsche', 'Ferrari', 'Lamborghini', 'McLaren', 'Bentley', 'Rolls-Royce', 'Aston Martin']);
export function caliperOf(car: Pick<CarFacts, 'make' | 'generation'>, axle: Axle, discMm: number): Caliper {
  if (MONOBLOC_MAKES.has(car.make) || /^(Maserati MC20|Mercedes-Benz AMG GT|Audi R8|BMW M[2-8])\b/.test(car.generation)) {
    const pistons = axle === 'rear' ? 4 : discMm >= 400 ? 10 : discMm >= 345 ? 6 : 4;
    return { design: 'fixed', pistons, pistonMm: axle === 'rear' ? 28 : discMm >= 400 ? 36 : 34, makerOnly: true };
  }
  return { design: 'floating', ...floatingPistonsOf(axle, discMm), makerOnly: false };
}

/** A car's brake package on the axle: its platform, disc and caliper; an aftermarket caliper fits one package only. */
export const brakePackageOf = (car: Pick<CarFacts, 'make' | 'generation' | 'platform' | 'typeName' | 'frontDiscMm' | 'rearDiscMm'>, axle: Axle): string =>
  `${caliperPlatformOf(car, axle)}/${axle}/${axle === 'front' ? car.frontDiscMm : car.rearDiscMm}`;

/** Whether the car's calipers are monoblocs only its maker supplies: the aftermarket makes none for them. */
export const makerOnlyCalipers = (car: Pick<CarFacts, 'make' | 'generation'>): boolean => caliperOf(car, 'front', 330).makerOnly;

/** Generations whose rear axle brakes with discs on every type, whatever a platform sibling (a Kangoo III) has. */
export function rearDiscsOnEveryType(car: BrakeCar): boolean {
  const sizes = platformDiscSizes(car, 'rear');
  return sizes !== undefined && sizes.every((mm) => mm > 0);
}
