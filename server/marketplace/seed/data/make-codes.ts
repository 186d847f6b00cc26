/**
 * Brands whose article numbers name the vehicle make they are catalogued for: Blue Print's prefix
 * (ADV12345 a VW group part, ADT12345 a Toyota one), Vemo's and Vaico's first group (V10-… VW
 * group, V30-… Mercedes), Moog's first letters (VO-ES-… VW group, FD-… Ford). An article of such a brand fits cars of its code's makes only; a part
 * that spans makes of different codes, or fits no car at all, is made by other brands. Only codes
 * the compiler is sure of are listed: a make without one gets no part of these brands.
 */

/** Brand -> make code -> the makes (as the manufacturers table names them) it stands for. */
export const MAKE_CODES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  'Blue Print': {
    ADV: ['VW', 'Audi', 'Skoda', 'Seat', 'Cupra'], ADB: ['BMW', 'Mini'], ADU: ['Mercedes-Benz'], ADF: ['Ford'],
    ADP: ['Peugeot', 'Citroën', 'DS'], ADR: ['Renault', 'Dacia'], ADT: ['Toyota'], ADN: ['Nissan'], ADG: ['Hyundai', 'Kia'],
    ADM: ['Mazda'], ADH: ['Honda'], ADK: ['Suzuki'], ADC: ['Mitsubishi'], ADS: ['Subaru'],
  },
  // Moog's first letters: VO-ES-2814 a VW group tie-rod end, ME- Mercedes, BM- BMW and Mini, FD- Ford, PE- PSA, RE- Renault and Dacia.
  Moog: {
    VO: ['VW', 'Audi', 'Skoda', 'Seat', 'Cupra'], ME: ['Mercedes-Benz'], BM: ['BMW', 'Mini'], FD: ['Ford'], PE: ['Peugeot', 'Citroën', 'DS'], RE: ['Renault', 'Dacia'],
    OP: ['Opel'], FI: ['Fiat', 'Alfa Romeo'], TO: ['Toyota'], NI: ['Nissan'], HY: ['Hyundai'], KI: ['Kia'], MD: ['Mazda'], HO: ['Honda'], VV: ['Volvo'],
  },
  // Prasco's first letters: VW0341001 a VW, FD… Ford, OP… Opel, PG… Peugeot, RN… Renault, TY… Toyota, DS… Nissan (Datsun's letters).
  Prasco: {
    VW: ['VW'], AD: ['Audi'], SK: ['Skoda'], ST: ['Seat', 'Cupra'], BM: ['BMW'], ME: ['Mercedes-Benz'], FD: ['Ford'], OP: ['Opel'],
    PG: ['Peugeot'], CI: ['Citroën', 'DS'], RN: ['Renault'], DA: ['Dacia'], FT: ['Fiat'], TY: ['Toyota'], DS: ['Nissan'],
    MZ: ['Mazda'], HD: ['Honda'], HN: ['Hyundai'], KI: ['Kia'], VV: ['Volvo'],
  },
  ...Object.fromEntries(['Vemo', 'Vaico'].map((brand) => [brand, {
    V10: ['VW', 'Audi', 'Skoda', 'Seat', 'Cupra'], V20: ['BMW', 'Mini'], V22: ['Citroën', 'DS'], V42: ['Peugeot'], V24: ['Fiat', 'Alfa Romeo'],
    V25: ['Ford'], V30: ['Mercedes-Benz'], V40: ['Opel'], V46: ['Renault', 'Dacia'], V70: ['Toyota'], V95: ['Volvo'], V38: ['Nissan'],
    V52: ['Hyundai'], V53: ['Kia'], V26: ['Honda'], V32: ['Mazda'], V64: ['Suzuki'], V45: ['Porsche'],
  }])),
};

/** The token a product line's pattern writes the make code as (data/product-lines.ts). */
export const MAKE_CODE_TOKEN = '*';

/**
 * Codes whose numbers carry another count of digits than the line's pattern: Blue Print began as the Asian
 * makes' specialist and numbers their parts with five digits after the code (ADT34299, ADN12246, ADH22128,
 * ADM52235, ADG02154, ADC42120, ADK84214 a Suzuki's), and the European makes it took up later with six
 * (ADV182101, ADB114201, ADF124205, ADR164201, ADP154201, ADU174203). An "ADV18210" is no Blue Print number.
 */
const CODE_DIGITS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  'Blue Print': {
    ADT: 5, ADN: 5, ADH: 5, ADM: 5, ADG: 5, ADC: 5, ADK: 5, ADS: 5,
    ADV: 6, ADB: 6, ADU: 6, ADF: 6, ADP: 6, ADR: 6,
  },
};

/** The line's pattern for numbers of this make code: as many digits after the code as the code's family numbers with. */
export function codedPattern(brand: string, pattern: string, code: string): string {
  const digits = CODE_DIGITS[brand]?.[code];
  return digits === undefined ? pattern : pattern.replace(/\*#+/, `${MAKE_CODE_TOKEN}${'#'.repeat(digits)}`);
}

/** Whether a number of the brand carries another count of digits after its make code than the code's family numbers with (an ADV with five). */
export function codeDigitsNotFamily(brand: string, number: string): boolean {
  const code = makeCodeInNumber(brand, number);
  const wanted = code === undefined ? undefined : CODE_DIGITS[brand]?.[code];
  return wanted !== undefined && /^\d*/.exec(number.slice(code!.length))![0].length !== wanted;
}

const codeByMake = new Map(Object.entries(MAKE_CODES).map(([brand, codes]) => [brand, new Map(Object.entries(codes).flatMap(([code, makes]) => makes.map((make) => [make, code] as const)))]));

/** Whether the brand's numbers carry a make code. */
export function hasMakeCodes(brand: string): boolean {
  return codeByMake.has(brand);
}

/** The brand's code for a make, or undefined when the brand catalogues no part for it. */
export function makeCodeOf(brand: string, make: string): string | undefined {
  return codeByMake.get(brand)?.get(make);
}

/** The one code the brand would number a part fitting all these makes with, or undefined when they need different codes (or none). */
export function makeCodeFor(brand: string, makes: Iterable<string>): string | undefined {
  let found: string | undefined;
  for (const make of makes) {
    const code = makeCodeOf(brand, make);
    if (code === undefined || (found !== undefined && code !== found)) return undefined;
    found = code;
  }
  return found;
}

/** The make code an article number of the brand starts with, or undefined. */
export function makeCodeInNumber(brand: string, number: string): string | undefined {
  const codes = MAKE_CODES[brand];
  return codes ? Object.keys(codes).find((code) => number.startsWith(code)) : undefined;
}

/** Whether an article number of the brand may fit a car of the make: always for a brand without codes, else when its code stands for the make. */
export function makeCodeFits(brand: string, number: string, make: string): boolean {
  const codes = MAKE_CODES[brand];
  if (!codes) return true;
  const code = makeCodeInNumber(brand, number);
  return code !== undefined && codes[code]!.includes(make);
}
