/**
 * Brands whose number starts with a code of the vehicle make, which the trade reads at a glance: SWAG
 * "30 91 2345" is a VW group part, "20 …" a BMW one; Topran "110-…" VW group, "501-…" BMW; Meyle
 * "100 199 0001" VW group, "014 …" Mercedes, "300 …" BMW. Unlike Blue Print or Vemo (data/make-codes.ts)
 * these brands also number a part that fits several makes: it carries the code of its main fitted
 * make, the make most of its cars are of, as their catalogues list it under that make.
 * Zimmermann's brake discs start the same way, with a three-digit block of the make ("150.3422.20" BMW,
 * "100.…" VW group, "400.…" Mercedes): a clerk reads the make off a disc number before its size.
 * SKF's timing-belt numbers (VKMT, VKMA, VKMC) go the same way: the digits after the letters open with the
 * make group, 0 and a digit for the European makes ("VKMA 01250" VW group, "VKMA 03316" PSA, "VKMA 06134" Renault).
 * SWAG's, Topran's and Meyle's codes for the big European makes are the printed ones; the codes for
 * the rarer makes and the "others" code are the compiler's choice where no catalogue page was at hand.
 */

/** The token a product line's pattern writes the main make's code as (data/product-lines.ts). */
export const MAIN_MAKE_TOKEN = '§';

const VAG = ['VW', 'Audi', 'Skoda', 'Seat', 'Cupra'];
const PSA = ['Peugeot', 'Citroën', 'DS'];
const FIAT = ['Fiat', 'Alfa Romeo', 'Jeep', 'Maserati', 'Ferrari'];

interface MakeCodes { byMake: Readonly<Record<string, readonly string[]>>; others: string }

const codes = (others: string, byCode: Readonly<Record<string, readonly string[]>>): MakeCodes => ({ byMake: byCode, others });

export const MAIN_MAKE_CODES: Readonly<Record<string, MakeCodes>> = {
  // 10 Mercedes, 20 BMW, 30 VW group, 40 Opel, 50 Ford, 60 Renault, 62 PSA, 70 Fiat, 8x Japanese, 90 Hyundai and Kia.
  SWAG: codes('99', {
    10: ['Mercedes-Benz', 'Smart'], 20: ['BMW', 'Mini', 'Rolls-Royce'], 30: [...VAG, 'Porsche', 'Bentley', 'Lamborghini'], 40: ['Opel'], 50: ['Ford'],
    55: ['Volvo'], 60: ['Renault', 'Dacia', 'Alpine'], 62: PSA, 70: FIAT, 80: ['Toyota', 'Lexus'], 81: ['Nissan'], 83: ['Mazda'], 84: ['Mitsubishi'],
    85: ['Honda'], 86: ['Suzuki'], 87: ['Subaru'], 90: ['Hyundai', 'Kia', 'SsangYong'],
  }),
  // 1xx VW group, 2xx Opel, 3xx Ford, 4xx Mercedes, 5xx BMW, 7xx PSA and Renault.
  Topran: codes('9', {
    1: [...VAG, 'Porsche', 'Bentley', 'Lamborghini'], 2: ['Opel'], 3: ['Ford'], 4: ['Mercedes-Benz', 'Smart'], 5: ['BMW', 'Mini', 'Rolls-Royce'],
    6: FIAT, 7: [...PSA, 'Renault', 'Dacia', 'Alpine'], 8: ['Toyota', 'Lexus', 'Nissan', 'Mazda', 'Mitsubishi', 'Honda', 'Suzuki', 'Subaru', 'Hyundai', 'Kia', 'SsangYong'],
  }),
  // 01x Mercedes, 10x VW group, 11x PSA, 16x Renault, 30x BMW, 61x Opel, 71x Ford.
  Meyle: codes('48', {
    '01': ['Mercedes-Benz', 'Smart'], 10: [...VAG, 'Porsche', 'Bentley', 'Lamborghini'], 11: PSA, 16: ['Renault', 'Dacia', 'Alpine'], 21: FIAT,
    30: ['BMW', 'Mini', 'Rolls-Royce'], 51: ['Volvo'], 61: ['Opel'], 71: ['Ford'], 28: ['Hyundai', 'Kia', 'SsangYong'],
    31: ['Toyota', 'Lexus', 'Nissan', 'Mazda', 'Mitsubishi', 'Honda', 'Suzuki', 'Subaru'],
  }),
  // 01 VW group, 02 Fiat group, 03 PSA, 04 Ford, 05 Opel, 06 Renault as the trade reads SKF's timing-belt numbers; 38 BMW, 9x the Asian
  // makes as remembered from catalogue pages, to be checked; 07 Volvo, 08 Mercedes and 09 the rarer makes the compiler's choice.
  SKF: codes('09', {
    '01': [...VAG, 'Porsche', 'Bentley', 'Lamborghini'], '02': FIAT, '03': PSA, '04': ['Ford'], '05': ['Opel'], '06': ['Renault', 'Dacia', 'Alpine'],
    '07': ['Volvo'], '08': ['Mercedes-Benz', 'Smart'], 38: ['BMW', 'Mini', 'Rolls-Royce'], 91: ['Toyota', 'Lexus'], 92: ['Nissan'], 93: ['Honda'],
    94: ['Mazda'], 95: ['Mitsubishi', 'Hyundai', 'Kia', 'SsangYong'], 96: ['Suzuki', 'Subaru'],
  }),
  // Printed on Zimmermann boxes and catalogue pages: 100 VW group, 150 BMW, 400 Mercedes, 430 Opel, 440 PSA, 470 Renault,
  // 250 Ford, 180 Fiat group, 590 Toyota, 610 Volvo, 460 Porsche. Read from memory of catalogue pages, to be checked:
  // 320 Hyundai and Kia, 370 Mazda, 200 Nissan, 280 Honda, 380 Mitsubishi, 510 Suzuki, 290 Land Rover and Jaguar.
  // The compiler's choice: 480 Subaru, 650 Tesla, 690 the rarer makes. 600 is printed on VW's discs, so no other make's disc may carry it.
  Zimmermann: codes('690', {
    100: [...VAG, 'Bentley', 'Lamborghini'], 150: ['BMW', 'Mini', 'Rolls-Royce'], 400: ['Mercedes-Benz', 'Smart'], 430: ['Opel'], 440: PSA,
    470: ['Renault', 'Dacia', 'Alpine'], 250: ['Ford'], 180: FIAT, 590: ['Toyota', 'Lexus'], 610: ['Volvo'], 460: ['Porsche'],
    320: ['Hyundai', 'Kia', 'SsangYong'], 370: ['Mazda'], 200: ['Nissan'], 280: ['Honda'], 380: ['Mitsubishi'], 510: ['Suzuki'],
    290: ['Land Rover', 'Jaguar'], 480: ['Subaru'], 650: ['Tesla'],
  }),
  // Brembo's pads (P), shoes (S), calipers (F) and master cylinders (M) carry the make in the two digits after the letter,
  // the same for every part: "P 85 020" a VW group pad, "P 06 036" BMW, "P 50 069" Mercedes, "P 59" Opel, "P 24" Ford,
  // "P 68" Renault and Dacia, "P 61" PSA, "P 23" Fiat group, "P 56" Nissan, "P 83" Toyota, "P 30" Hyundai and Kia, "P 28" Honda,
  // "P 49" Mazda, "P 54" Mitsubishi, "P 79" Suzuki, "P 78" Subaru, "P 86" Volvo, "P 65" Porsche, "P 44" Land Rover, "P 36" Jaguar,
  // as Brembo's aftermarket catalogue prints them. From memory, to be checked: "P 37" Jeep. The compiler's choice: "P 99" the rarer makes.
  Brembo: codes('99', {
    85: [...VAG, 'Bentley', 'Lamborghini'], '06': ['BMW', 'Mini', 'Rolls-Royce'], 50: ['Mercedes-Benz', 'Smart'], 59: ['Opel'], 24: ['Ford'],
    68: ['Renault', 'Dacia', 'Alpine'], 61: PSA, 23: ['Fiat', 'Alfa Romeo', 'Maserati', 'Ferrari'], 56: ['Nissan'], 83: ['Toyota', 'Lexus'],
    30: ['Hyundai', 'Kia'], 28: ['Honda'], 49: ['Mazda'], 54: ['Mitsubishi'], 79: ['Suzuki'], 78: ['Subaru'], 86: ['Volvo'], 65: ['Porsche'],
    44: ['Land Rover'], 36: ['Jaguar'], 37: ['Jeep'],
  }),
  // Denso's aftermarket A/C compressors carry the make in the two digits after DCP, as Denso's other climate and cooling parts
  // do: "DCP02…" Audi, "DCP32…" VW (the group's Skoda, Seat and Cupra with it), "DCP05…" BMW and Mini, "DCP17…" Mercedes,
  // "DCP50…" Toyota and Lexus. Denso lists its compressors for no other make here (data/brand-coverage.ts), so no number
  // carries the "others" code, which is the compiler's choice.
  Denso: codes('99', {
    '02': ['Audi'], 32: ['VW', 'Skoda', 'Seat', 'Cupra'], '05': ['BMW', 'Mini'], 17: ['Mercedes-Benz', 'Smart'], 50: ['Toyota', 'Lexus'],
  }),
};

/** The makes Denso numbers compressors for (DCP and the make's two digits). */
export const DENSO_COMPRESSOR_MAKES: ReadonlySet<string> = new Set(Object.values(MAIN_MAKE_CODES.Denso!.byMake).flat());

const codeOfMake = new Map(Object.entries(MAIN_MAKE_CODES).map(([brand, { byMake }]) => [brand, new Map(Object.entries(byMake).flatMap(([code, makes]) => makes.map((make) => [make, code] as const)))]));

/** The make most of the cars are of (the first of them in alphabetical order on a tie), or undefined for no cars. */
export function mainMakeOf(makes: Iterable<string>): string | undefined {
  const count = new Map<string, number>();
  for (const make of makes) count.set(make, (count.get(make) ?? 0) + 1);
  return [...count].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))[0]?.[0];
}

/** The brand's code for a make: its own, or the brand's code for other makes. */
export function mainMakeCode(brand: string, make: string | undefined): string {
  const own = make === undefined ? undefined : codeOfMake.get(brand)?.get(make);
  return own ?? MAIN_MAKE_CODES[brand]?.others ?? '';
}

/** The code a number of the brand starts with, or undefined where the brand numbers no makes or the number starts with none of its codes. */
export function mainMakeCodeInNumber(brand: string, number: string): string | undefined {
  const table = MAIN_MAKE_CODES[brand];
  if (!table) return undefined;
  // SKF's letters name the part (VKMT a belt, VKMA a kit): the make's code follows them. So do Denso's DCP, without a space.
  const digits = number.replace(/^[A-Z]+ ?/, '');
  return [...Object.keys(table.byMake), table.others].find((code) => digits.startsWith(code));
}
