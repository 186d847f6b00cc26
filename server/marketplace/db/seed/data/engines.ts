/**
 * Engine families by vehicle class, so a generated model's power, capacity and fuel belong
 * together and to its car: a city car gets a 1.0 or 1.2, a van a 2.0 to 3.0 diesel, a V8 only a
 * large car of a premium make. Written "fuel litres ccm ps,ps,... from-to [turbo] [premium]":
 * p petrol, d diesel; the years are when the family was built; "turbo" petrol engines carry the
 * make's engine suffix (TSI, EcoBoost ...), older ones are named by capacity alone; "hot" ones (a
 * 245 PS compact) only makes that sell such versions.
 */
export type VehicleClass = 'city' | 'small' | 'compact' | 'suv' | 'mid' | 'large' | 'smallvan' | 'van' | 'pickup' | 'sport';

export interface EngineFamily {
  fuel: 'petrol' | 'diesel';
  litres: string;
  ccm: number;
  ps: number[];
  from: number;
  to: number;
  turbo: boolean;
  /** Only premium makes build it (a 3.0 diesel in a mid-size car, a V8). */
  premium: boolean;
  /** A sporty version of an everyday car: only makes with such versions (HOT_MAKES). */
  hot: boolean;
}

const FAMILIES: Record<VehicleClass, string[]> = {
  city: ['p 1.0 998 60,65,68,75 1995-2025', 'p 1.2 1242 60,69 1995-2020', 'p 1.0 999 90,95,100 2014-2025 turbo', 'd 1.3 1248 70,75,95 2004-2020', 'd 1.4 1398 54,68,70 2001-2014'],
  small: [
    'p 1.2 1198 60,70,75 1995-2017', 'p 1.4 1390 75,80,85,100 1995-2012', 'p 1.6 1598 100,105,120 1995-2014', 'p 1.0 999 90,95,110,115 2013-2025 turbo',
    'p 1.2 1199 90,105,110,130 2010-2025 turbo', 'p 1.6 1598 150,180,200 2008-2020 turbo hot', 'd 1.4 1422 70,75,80,90 2000-2014', 'd 1.5 1461 75,85,90,110 2005-2025', 'd 1.6 1598 90,95,105,115 2009-2020',
  ],
  compact: [
    'p 1.4 1390 75,80,90 1995-2012', 'p 1.6 1598 100,102,105,115 1995-2015', 'p 1.8 1781 125,150 1995-2008', 'p 2.0 1984 115,150 1995-2010',
    'p 1.0 999 110,115,125 2014-2025 turbo', 'p 1.2 1197 105,110,130 2010-2020 turbo', 'p 1.4 1395 122,125,140,150 2007-2020 turbo', 'p 1.5 1498 130,150 2017-2025 turbo',
    'p 2.0 1984 200,230,245,300 2005-2025 turbo hot', 'd 1.5 1461 90,110,115 2008-2025', 'd 1.6 1598 90,105,110,115,120 2009-2025', 'd 1.9 1896 90,100,105,110,130 1996-2010',
    'd 2.0 1968 136,140,150,170,184 2003-2025',
  ],
  suv: [
    'p 1.0 999 110,115,125 2015-2025 turbo', 'p 1.2 1199 115,130 2012-2025 turbo', 'p 1.4 1395 125,150,160 2007-2020 turbo', 'p 1.5 1498 130,150,163 2017-2025 turbo',
    'p 1.6 1598 115,117,120 2000-2018', 'p 2.0 1998 140,150,160 2000-2020', 'p 2.0 1984 180,190,220,245 2007-2025 turbo hot', 'd 1.5 1461 110,115,130 2010-2025',
    'd 1.6 1598 115,120,136 2009-2025', 'd 2.0 1968 136,150,163,190 2004-2025', 'd 2.2 2179 150,177,200 2005-2020',
  ],
  mid: [
    'p 1.4 1395 125,150 2007-2020 turbo', 'p 1.6 1598 102,110,116 1995-2012', 'p 1.8 1798 125,140,160 1995-2015', 'p 2.0 1984 130,150 1995-2012',
    'p 2.0 1984 190,200,220,250 2005-2025 turbo', 'p 2.5 2497 165,170,192 1995-2012', 'p 3.0 2996 231,258,272 2000-2025 premium', 'd 1.6 1598 110,115,120 2009-2025',
    'd 1.9 1896 100,115,130,150 1996-2010', 'd 2.0 1968 136,140,150,163,190 2003-2025', 'd 2.2 2143 150,170,204 2004-2020', 'd 3.0 2993 218,245,258 2004-2025 premium',
  ],
  large: [
    'p 2.0 1998 190,245,252,300 2010-2025 turbo', 'p 3.0 2996 231,258,272,306 1995-2025', 'p 3.0 2998 340,360,381 2010-2025 turbo premium', 'p 4.4 4395 408,450,530 2002-2025 turbo premium',
    'd 2.0 1995 150,163,190,231 2008-2025', 'd 2.2 2179 150,163,200 2005-2020', 'd 3.0 2993 204,218,245,258,286 2002-2025',
  ],
  smallvan: [
    'p 1.2 1197 102,110 2010-2025 turbo', 'p 1.4 1390 75,80,85 1995-2012', 'p 1.6 1598 90,102,110 1995-2015', 'd 1.5 1461 75,95,110 2005-2025',
    'd 1.6 1598 75,90,102,110 2006-2020', 'd 1.9 1896 68,75,105 1995-2010', 'd 2.0 1968 110,122,140 2010-2025',
  ],
  van: [
    'p 2.0 1984 115,150 1995-2020', 'd 1.9 1896 86,90,105 1995-2010', 'd 2.0 1968 102,114,140,150,180 2003-2025', 'd 2.2 2148 88,109,129,150,163 2000-2020',
    'd 2.3 2287 110,130,150,180 2006-2025', 'd 2.5 2461 95,130,174 1995-2010', 'd 3.0 2987 146,163,190,204 2006-2025',
  ],
  pickup: ['p 2.7 2694 152,160 1998-2015', 'd 2.2 2198 150,160,200 2010-2025', 'd 2.4 2442 136,150,181 2005-2025', 'd 2.5 2488 133,144,190 1998-2015', 'd 3.0 2993 171,190,224 2005-2025'],
  sport: [
    'p 1.4 1368 135,160,180 2008-2025 turbo', 'p 1.8 1798 140,160 1995-2010', 'p 2.0 1998 160,184 2005-2025', 'p 2.0 1984 200,230,245,310 2005-2025 turbo',
    'p 3.4 3387 300,320 1996-2012 premium', 'p 3.0 2981 385,450 2015-2025 turbo premium', 'p 3.8 3800 385,400,430 2004-2019 premium', 'd 2.0 1968 170,184 2008-2018',
  ],
};

function parse(spec: string): EngineFamily {
  const [fuel, litres, ccm, ps, years, ...flags] = spec.split(' ') as [string, string, string, string, string, ...string[]];
  const [from, to] = years.split('-').map(Number) as [number, number];
  return { fuel: fuel === 'd' ? 'diesel' : 'petrol', litres, ccm: Number(ccm), ps: ps.split(',').map(Number), from, to, turbo: flags.includes('turbo'), premium: flags.includes('premium'), hot: flags.includes('hot') };
}

export const ENGINES: Record<VehicleClass, EngineFamily[]> = Object.fromEntries(
  Object.entries(FAMILIES).map(([vehicleClass, specs]) => [vehicleClass, specs.map(parse)]),
) as Record<VehicleClass, EngineFamily[]>;

/** Makes that also build the premium engines. */
export const PREMIUM_MAKES = new Set(['BMW', 'Mercedes-Benz', 'Audi', 'Porsche', 'Land Rover', 'Jaguar', 'Volvo', 'Lexus', 'Maserati']);
/** Makes that sell sporty versions of everyday cars (Golf GTI, Focus ST, Civic Type R ...), premium makes besides. */
export const HOT_MAKES = new Set(['VW', 'Seat', 'Cupra', 'Škoda', 'Ford', 'Opel', 'Renault', 'Peugeot', 'Hyundai', 'Honda', 'Mini', 'Toyota', 'Kia', 'Alfa Romeo', 'Abarth', 'Subaru']);
/** Makes whose smallest engine is this big (no 1.4 in a Porsche 911). */
export const MIN_CCM: Record<string, number> = { Porsche: 2900, Maserati: 2900, Jaguar: 1990, 'Land Rover': 1990 };

/** Vehicle class per family name; "Make:Family" where a name means another car at another make. Unlisted: compact. */
const CLASSES: Record<Exclude<VehicleClass, 'compact'>, string[]> = {
  city: ['up!', 'Aygo', 'C1', 'i10', 'Picanto', 'Twingo', 'Ka', 'Panda', 'Fiat:500', 'Mii', 'Fortwo', 'Forfour', 'Cuore', 'Spark', 'Matiz', 'Adam', 'Space Star', 'Splash', 'Ignis', 'Sirion', 'Ypsilon'],
  small: [
    'Polo', 'Fiesta', 'Corsa', 'Clio', '206', '207', '208', 'Ibiza', 'Fabia', 'Yaris', 'Micra', 'i20', 'Rio', 'Swift', 'Jazz', 'Mazda2', 'C3', 'Fiat:Punto', 'A1',
    'Mini', 'Sandero', 'MiTo', 'Colt', 'DS 3', 'Logan', 'Kalina', 'Granta', 'Saxo', 'Getz', 'MG3', 'Note', 'Aveo', 'Rapid', 'Baleno', 'Materia', '25', '200',
    'Vesta', 'Clubman', 'Paceman', 'Almera',
  ],
  suv: [
    'Tiguan', 'T-Roc', 'Q3', 'X1', 'Kuga', 'Qashqai', 'Captur', '2008', '3008', 'ASX', 'Sportage', 'Tucson', 'CX-5', 'CX-3', 'Yeti', 'Karoq', 'Ateca', 'Arona', 'Kamiq',
    'Mokka', 'Duster', 'Renegade', 'Compass', 'XC40', 'Range Rover Evoque', 'Vitara', 'SX4', 'Juke', 'Kona', 'C-HR', 'Niro', 'RAV4', 'HR-V', 'CR-V', 'XV', 'Forester',
    'Tivoli', 'Korando', 'ZS', 'HS', 'Kadjar', 'Outlander', 'ix35', 'Countryman', 'Formentor', 'Jimny', 'Niva', 'Freelander', 'Nitro', 'Terios', 'Captiva', 'Puma',
    'DS 7', 'NX', '500X', 'Stelvio', 'Cherokee', 'Journey', 'Kyron', 'GLC', 'Q5', 'X3', 'XC60', 'Macan',
  ],
  mid: [
    'Passat', 'A4', '3er', 'C-Klasse', 'Mondeo', 'Insignia', 'Vectra', '508', '407', 'Laguna', 'Superb', 'Avensis', 'Mazda6', 'Accord', 'V60', 'S60', 'V50', 'V70', 'C5',
    '159', '156', 'Giulia', '9-3', '9-5', '900', 'Legacy', 'Outback', 'XE', 'X-Type', 'IS', 'Arteon', 'Jetta', 'Toledo', 'Sebring', 'CLA', 'Zafira', 'Touran', 'Scénic',
    'C-Max', 'S-Max', 'Galaxy', 'Sharan', 'Alhambra', 'Espace', '5008', 'C4 Picasso', 'Meriva', 'B-Klasse', '2er Active Tourer', 'Altea', 'Lodgy', 'Jogger', 'Venga',
    'Voyager', 'Musa', 'Lybra', 'Roomster', 'Prius', 'FR-V', '75', 'PT Cruiser', '5', 'Delta', 'DS 5',
  ],
  large: [
    '5er', '7er', 'E-Klasse', 'A6', 'XC90', 'X5', 'Q7', 'Touareg', 'Cayenne', 'Range Rover', 'Discovery', 'XF', 'XJ', 'F-Pace', 'RX', 'S80', 'Santa Fe', 'Sorento',
    'Grand Cherokee', 'Pajero', 'Panamera', 'Ghibli', 'Levante', 'Quattroporte', 'Kodiaq', 'Thesis', 'Rexton', '300C', 'Defender', 'Wrangler', 'X-Trail',
  ],
  smallvan: ['Caddy', 'Kangoo', 'Partner', 'Berlingo', 'Doblò', 'Dokker', 'Qubo'],
  van: ['Transporter', 'Sprinter', 'Vito', 'Crafter', 'Ducato', 'Boxer', 'Jumper', 'Master', 'Trafic', 'Vivaro', 'Transit', 'Daily', 'Eurocargo', 'Primastar', 'Jumpy'],
  pickup: ['Hilux', 'Ranger', 'Navara', 'L200', 'RAM'],
  sport: ['911', 'Boxster', 'MX-5', 'TT', 'Scirocco', '124 Spider', 'Abarth:500', 'Abarth:Punto'],
};

const CLASS_OF = new Map<string, VehicleClass>();
for (const [vehicleClass, names] of Object.entries(CLASSES)) for (const name of names) CLASS_OF.set(name, vehicleClass as VehicleClass);

export function vehicleClass(make: string, family: string): VehicleClass {
  return CLASS_OF.get(`${make}:${family}`) ?? CLASS_OF.get(family) ?? 'compact';
}

/** Front brake disc diameters in mm, smallest car to largest: a model's size step indexes it. */
export const FRONT_DISC_MM = [239, 256, 266, 280, 288, 300, 312, 320, 330, 345, 360, 374];
const CLASS_BASE_STEP: Record<VehicleClass, number> = { city: 0, small: 1, compact: 2, smallvan: 2, mid: 3, suv: 3, van: 4, pickup: 4, large: 5, sport: 5 };

/**
 * A model's size step for wheel-end parts (brakes, suspension): by class and power, as makers fit
 * larger brakes to heavier and stronger versions of one car. Vehicles of one step share such parts.
 */
export function sizeStep(vehicleClass: VehicleClass, ps: number): number {
  const step = CLASS_BASE_STEP[vehicleClass] + Number(ps >= 110) + Number(ps >= 150) + Number(ps >= 200) + Number(ps >= 300);
  return Math.min(FRONT_DISC_MM.length - 1, step);
}
