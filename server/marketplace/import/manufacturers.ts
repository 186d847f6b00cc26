/**
 * The reviewed manufacturer mapping: how the KBA register and the ADEME list spell vehicle makers,
 * and which of the shop's manufacturers each spelling means. Edit here, nowhere else.
 */
import { displayName, matchKey } from './text';

/** The shop's manufacturer names, with other names the catalogue may already use for them. */
export const SHOP_MANUFACTURERS: Record<string, readonly string[]> = {
  VW: ['Volkswagen'], BMW: [], 'Mercedes-Benz': ['Mercedes'], Audi: [], Opel: [], Ford: [],
  Renault: [], Dacia: [], Peugeot: [], 'Citroën': ['Citroen'], DS: ['DS Automobiles'], Fiat: [],
  'Alfa Romeo': [], Lancia: [], Jeep: [], Abarth: [], Chrysler: [], Dodge: [], Seat: [], Cupra: [],
  Skoda: ['Škoda'], Toyota: [], Lexus: [], Honda: [], Nissan: [], Mazda: [], Mitsubishi: [],
  Suzuki: [], Subaru: [], Hyundai: [], Kia: [], Volvo: [], Saab: [], Porsche: [], Jaguar: [],
  'Land Rover': [], Rover: [], Mini: ['MINI'], MG: [], Smart: [], Tesla: [], Daewoo: [],
  Chevrolet: [], SsangYong: ['KGM'], Daihatsu: [], Alpina: [], Alpine: [], Ferrari: [],
  Lamborghini: [], Maserati: [], Bentley: [], 'Rolls-Royce': [], Lotus: [], Lada: [], Isuzu: [],
  BYD: [], Polestar: [], Maxus: [], NIO: [], Leapmotor: [], 'Great Wall': [], NSU: [],
  Wartburg: [], Trabant: [],
};

/**
 * KBA FZ 6 manufacturer label -> shop manufacturers. Several names where one KBA label stands for
 * a group building several brands (Stellantis, FCA, Jaguar Land Rover); the trade name decides.
 * Labels that are absent are skipped: trailers, caravans, tractors, trucks, buses, motorcycles.
 */
export const KBA_MANUFACTURERS: Record<string, readonly string[]> = {
  'VOLKSWAGEN-VW': ['VW'],
  'ARBEITSGEM.VW-M.A.N.': ['VW'],
  'BAYER.MOT.WERKE-BMW': ['BMW', 'Mini'],
  'BMW M': ['BMW'],
  'ALPINA': ['Alpina'],
  'DAIMLER (D)': ['Mercedes-Benz'],
  'DAIMLERCHRYSLER (D)': ['Mercedes-Benz'],
  'DAIMLER-BENZ': ['Mercedes-Benz'],
  'MERCEDES-BENZ': ['Mercedes-Benz'],
  'MERCEDES-BENZ (E)': ['Mercedes-Benz'],
  'MERCEDES-AMG': ['Mercedes-Benz'],
  'MCC SMART': ['Smart'],
  'SMART': ['Smart'],
  'SMART (RC)': ['Smart'],
  'AUDI': ['Audi'],
  'AUDI (H)': ['Audi'],
  'AUDI SPORT': ['Audi'],
  'AUDI NSU AUTO UNION': ['Audi', 'NSU'],
  'NSU-MOTORENWERKE': ['NSU'],
  'OPEL': ['Opel'],
  'OPEL AUTOMOBILE': ['Opel'],
  'FORD (D)': ['Ford'], 'FORD (B)': ['Ford'], 'FORD (E)': ['Ford'], 'FORD (UK)': ['Ford'],
  'FORD (USA)': ['Ford'], 'FORD (AUS)': ['Ford'], 'FORD (NL)': ['Ford'], 'FORD (TR)': ['Ford'],
  'FORD (IND)': ['Ford'],
  'RENAULT (F)': ['Renault', 'Alpine'],
  'SOVAB (F)': ['Renault'],
  'TOYO KOGYO (J)': ['Mazda'],
  'GENERAL MOT-GMC(USA)': ['Chevrolet'],
  'ALPINE (F)': ['Alpine'],
  'DACIA (RO)': ['Dacia'],
  'PEUGEOT (F)': ['Peugeot'],
  'CITROEN (F)': ['Citroën', 'DS'],
  'PSA AUTOMOBILES (F)': ['Peugeot', 'Citroën', 'DS', 'Opel'],
  'STELLANTIS (F)': ['Peugeot', 'Citroën', 'DS', 'Opel', 'Fiat'],
  'STELLANTIS (I)': ['Fiat', 'Abarth', 'Alfa Romeo', 'Jeep', 'Lancia'],
  'FIAT (I)': ['Fiat', 'Abarth'],
  'FCA ITALY (I)': ['Fiat', 'Abarth', 'Alfa Romeo', 'Jeep', 'Lancia'],
  'FCA (USA)': ['Jeep', 'Chrysler', 'Dodge'],
  'ALFA ROMEO (I)': ['Alfa Romeo'],
  'ALFA LANCIA (I)': ['Alfa Romeo', 'Lancia'],
  'LANCIA (I)': ['Lancia'],
  'CHRYSLER (USA)': ['Chrysler', 'Jeep', 'Dodge'],
  'CHRYSLER (F)': ['Chrysler'],
  'SEAT (E)': ['Seat', 'Cupra'],
  'SKODA (CZ)': ['Skoda'],
  'AZNP-SKODA (CS)': ['Skoda'],
  'TOYOTA (J)': ['Toyota', 'Lexus'], 'TOYOTA EUROPE (B)': ['Toyota'], 'TOYOTA MEM (B)': ['Toyota'],
  'TOYOTA (UK)': ['Toyota'],
  'HONDA MOTOR (J)': ['Honda'], 'HONDA (UK)': ['Honda'], 'HONDA (USA)': ['Honda'],
  'NISSAN (J)': ['Nissan'], 'NISSAN (CH)': ['Nissan'], 'NISSAN EUROPE (F)': ['Nissan'],
  'NISSAN EUROPE (NL)': ['Nissan'], 'NISSAN (UK)': ['Nissan'], 'NISSAN (E)': ['Nissan'],
  'NISSAN AUTOMOTIVE (F)': ['Nissan'],
  'MAZDA (J)': ['Mazda'], 'MAZDA (B)': ['Mazda'],
  'MITSUBISHI (J)': ['Mitsubishi'], 'MITSUBISHI (NL)': ['Mitsubishi'], 'MITSUBISHI (THA)': ['Mitsubishi'],
  'NETHERLANDS CAR (NL)': ['Mitsubishi', 'Volvo'],
  'SUZUKI (J)': ['Suzuki'], 'MAGYAR SUZUKI (H)': ['Suzuki'], 'SUZUKI (E)': ['Suzuki'],
  'FUJI HEAVY IND.(J)': ['Subaru'], 'SUBARU (J)': ['Subaru'],
  'HYUNDAI MOTOR (ROK)': ['Hyundai'], 'HYUNDAI MOTOR (CZ)': ['Hyundai'], 'HYUNDAI (TR)': ['Hyundai'],
  'HYUNDAI MOTOR (IND)': ['Hyundai'],
  'KIA MOTOR (ROK)': ['Kia'], 'KIA MOTORS (SK)': ['Kia'], 'KIA (ROK)': ['Kia'], 'KIA (SK)': ['Kia'],
  'VOLVO (S)': ['Volvo'], 'VOLVO (B)': ['Volvo'], 'VOLVO (NL)': ['Volvo'], 'POLESTAR (S)': ['Polestar'],
  'SAAB AUTOMOBILE (S)': ['Saab'], 'SAAB (S)': ['Saab'], 'SAAB EUROPE (B)': ['Saab'], 'SAAB VALMET (SF)': ['Saab'],
  'PORSCHE': ['Porsche'],
  'JAGUAR (UK)': ['Jaguar'],
  'JAGUAR LAND ROVER (UK)': ['Jaguar', 'Land Rover'],
  'LAND ROVER (UK)': ['Land Rover'], 'LAND ROVER GROUP(UK)': ['Land Rover'],
  'ROVER (UK)': ['Rover', 'Land Rover'], 'AUSTIN ROVER (UK)': ['Rover'],
  'MG ROVER (UK)': ['MG', 'Rover'], 'SAIC (RC)': ['MG'], 'SAIC MAXUS (RC)': ['Maxus'],
  'TESLA (USA)': ['Tesla'],
  'DAEWOO (ROK)': ['Daewoo'], 'GM DAEWOO (ROK)': ['Chevrolet', 'Daewoo'], 'GM KOREA': ['Chevrolet'],
  'SSANGYONG (ROK)': ['SsangYong'],
  'DAIHATSU (J)': ['Daihatsu'],
  'FERRARI (I)': ['Ferrari'], 'LAMBORGHINI (I)': ['Lamborghini'], 'MASERATI (I)': ['Maserati'],
  'BENTLEY (UK)': ['Bentley'], 'ROLLS-ROYCE MC (UK)': ['Rolls-Royce'], 'ROLLS-ROYCE (UK)': ['Rolls-Royce'],
  'LOTUS (UK)': ['Lotus'],
  'WOLGA-AUTOW.-VAZ/RUS': ['Lada'], 'AVTOVAZ (RUS)': ['Lada'], 'LADA': ['Lada'],
  'ISUZU (J)': ['Isuzu'],
  'BYD (RC)': ['BYD'], 'BYD AUTO (RC)': ['BYD'],
  'NIO (RC)': ['NIO'], 'NIO TECHNOLOGY (RC)': ['NIO'], 'LEAPMOTOR (RC)': ['Leapmotor'],
  'GREAT WALL MOTOR (RC)': ['Great Wall'],
  'AUTOMOB-EISENACH-AWE': ['Wartburg'], 'SACHSENRING': ['Trabant'],
};

/** Why an unmapped KBA label is skipped, by words in the label; the rest is "not a car maker". */
const NON_CAR_HINTS: readonly [RegExp, string][] = [
  [/DEERE|FENDT|CLAAS|KUBOTA|SAME|DEUTZ|CNH|CASE|AGCO|MASSEY|LANDINI|VALTRA|EICHER|KRAMER|TRATT|HOLDER|CARRARO|ARGO|STEYR|SCHLUETER|HANOMAG|KLOECKNER|NEW HOLLAND|INTER HARV|LAMBORGHINI TRATT|KRONE/, 'tractor or farm machine maker'],
  [/BUERSTNER|KNAUS|HYMER|TABBERT|DETHLEFFS|HUMBAUR|BOECKMANN|WM MEYER|HEINEMANN|STEMA|PONGRATZ|BRENDERUP|SARIS|THULE|WOERMANN|CARAVAN|TRIGANO|ANHAENGER|FAHRZEUGBAU|SCHMITZ|KOEGEL|KRONE|EDUARDS|STAUDINGER/, 'trailer or caravan maker'],
  [/YAMAHA|KAWASAKI|KTM|DUCATI|TRIUMPH|HARLEY|APRILIA|PIAGGIO|MOTORRAD|MOTOCYCL|MV AGUSTA|ZUENDAPP|ZWEIRAD|MONTESA|SUNDIRO|WUYANG|JAWA|SIMSON|KYMCO|VESPA/, 'motorcycle maker'],
  [/TRUCK|MAN NUTZ|MAN TRUCK|IVECO|SCANIA|DAF|EVOBUS|BUSES|SETRA|NEOPLAN|M\.A\.N|MASCH\.F\.A-NUERNB/, 'truck or bus maker'],
];

export function nonCarReason(label: string): string {
  const hint = NON_CAR_HINTS.find(([pattern]) => pattern.test(label));
  return `manufacturer "${label}" is not in the car maker mapping (${hint ? hint[1] : 'not a car maker'})`;
}

/** ADEME "Marque" -> shop manufacturer; the rest are plain makes that only need their case fixed. */
export const ADEME_MANUFACTURERS: Record<string, string> = {
  'B.M.W.': 'BMW', MERCEDES: 'Mercedes-Benz', VOLKSWAGEN: 'VW', 'M.G.': 'MG', LAMBORGHIN: 'Lamborghini',
  'ROLLS ROYC': 'Rolls-Royce', CITROEN: 'Citroën', DS: 'DS', 'ALFA ROMEO': 'Alfa Romeo',
  'LAND ROVER': 'Land Rover', SSANGYONG: 'SsangYong', SEAT: 'Seat', SKODA: 'Skoda', MINI: 'Mini',
  SMART: 'Smart', KIA: 'Kia', FIAT: 'Fiat', CUPRA: 'Cupra',
};

/** All names (shop name and aliases) by match key, so existing catalogue rows are found whatever the spelling. */
export function manufacturerKeys(shopName: string): string[] {
  return [shopName, ...(SHOP_MANUFACTURERS[shopName] ?? [])].map(matchKey);
}

/** A register entry as a shopper reads it: the catalogue's make and the trade name ("BMW 320I", "VW Golf Variant"). */
export function registerName(kbaManufacturer: string, tradeName: string): string {
  const make = KBA_MANUFACTURERS[kbaManufacturer]?.[0] ?? displayName(kbaManufacturer);
  const name = displayName(tradeName.split(/[;,]/)[0] ?? tradeName);
  return name.toUpperCase().startsWith(make.toUpperCase()) ? name : `${make} ${name}`;
}
