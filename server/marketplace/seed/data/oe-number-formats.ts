/**
 * How each make prints its own part numbers, the OE numbers an aftermarket article replaces: the
 * pattern the seed draws them from (# a digit, @ a letter, anything else as written, so Mercedes'
 * leading "A" stays an A) and the format a parts seller recognises the make's numbers by.
 */

import { type OePart, withOeGroup } from './oe-groups';

export interface OeNumberFormat {
  /** What the seed draws: # a digit, @ a letter, anything else as written. */
  pattern: string;
  /** Every number of the make in the form its catalogues print it. */
  format: RegExp;
  /** A number in the make's form, for the tests and the reader. */
  example: string;
}

/** VW group: model (5Q0), main and sub group (615), part (301), index letters (F). */
const VAG: OeNumberFormat = { pattern: '#@0 ### ### @', format: /^[0-9][0-9A-Z][0-9A-Z] \d{3} \d{3}(?: [A-Z]{1,2})?$/, example: '5Q0 615 301 F' };
/** BMW: main group, sub group, design, part: 11 digits. */
const BMW: OeNumberFormat = { pattern: '## ## # ### ###', format: /^\d{2} \d{2} \d \d{3} \d{3}$/, example: '34 11 6 792 219' };
/** Mercedes (and Smart): A and ten digits for parts, N and twelve for standard parts. */
const MERCEDES: OeNumberFormat = { pattern: 'A ### ### ## ##', format: /^A \d{3} \d{3} \d{2} \d{2}$|^N \d{6} \d{6}$/, example: 'A 000 420 17 20' };
/** PSA: ten digits ending in the 80 of the parts catalogue, or the four digits and two of its older list. */
const PSA: OeNumberFormat = { pattern: '16## #### 80', format: /^(?:16|96|98)\d{2} \d{4} \d{2}$|^\d{4}\.[0-9A-Z]{2}$/, example: '1609 7465 80' };
/** Renault and Dacia: ten digits, the last an R on the newer numbers, or the 8200 series. */
const RENAULT: OeNumberFormat = { pattern: '## ## ### ##R', format: /^\d{2} \d{2} \d{3} \d{2}[0-9R]$|^8200 \d{3} \d{3}$/, example: '41 06 014 23R' };
/** Fiat group: eight digits. */
const FIAT: OeNumberFormat = { pattern: '5#######', format: /^\d{8}$/, example: '51888654' };
/** Toyota and its group: five digits, five characters. */
const TOYOTA: OeNumberFormat = { pattern: '#####-#####', format: /^\d{5}-[0-9A-Z]{5}$/, example: '04465-02220' };
/** Hyundai and Kia: five digits, five characters. */
const HYUNDAI: OeNumberFormat = { pattern: '#####-@####', format: /^\d{5}-[0-9A-Z]{5}$/, example: '58101-D7A00' };
/** GM's eight digits (Opel, Chevrolet, Saab). */
const GM: OeNumberFormat = { pattern: '## ### ###', format: /^\d{2} \d{3} \d{3}$/, example: '13 502 047' };
/** Chrysler group: eight digits and the index letters AA, AB … */
const CHRYSLER: OeNumberFormat = { pattern: '########A@', format: /^\d{8}A[A-Z]$/, example: '68003775AA' };

const FORMATS: Readonly<Record<string, OeNumberFormat>> = {
  VW: VAG, Audi: VAG, Seat: VAG, 'Škoda': VAG, Skoda: VAG, Cupra: VAG,
  BMW, Mini: BMW,
  'Mercedes-Benz': MERCEDES, Smart: MERCEDES,
  Peugeot: PSA, 'Citroën': PSA, Citroen: PSA, DS: PSA,
  Renault: RENAULT, Dacia: RENAULT,
  Fiat: FIAT, 'Alfa Romeo': FIAT, Lancia: FIAT, Abarth: FIAT,
  Toyota: TOYOTA, Lexus: TOYOTA, Daihatsu: TOYOTA,
  Hyundai: HYUNDAI, Kia: HYUNDAI,
  Opel: GM, Chevrolet: GM, Saab: GM,
  Jeep: CHRYSLER, Chrysler: CHRYSLER, Dodge: CHRYSLER,
  // Ford's seven-digit Finis number.
  Ford: { pattern: '# ### ###', format: /^\d \d{3} \d{3}$/, example: '1 223 496' },
  Volvo: { pattern: '31######', format: /^\d{7,8}$/, example: '31262209' },
  Mazda: { pattern: '@@@#-##-###', format: /^[0-9A-Z]{4}-\d{2}-[0-9A-Z]{3,4}$/, example: 'GHT2-33-28X' },
  Nissan: { pattern: '#####-@@##@', format: /^[0-9D]\d{4}-[0-9A-Z]{5}$/, example: '41060-JD00A' },
  Honda: { pattern: '#####-@@@-@##', format: /^\d{5}-[0-9A-Z]{3}-[0-9A-Z]{3}$/, example: '45022-SMG-E01' },
  Suzuki: { pattern: '#####-##@##', format: /^\d{5}-[0-9A-Z]{5}$/, example: '55810-68L00' },
  Mitsubishi: { pattern: 'MN######', format: /^M[BNRQZ]\d{6}$|^\d{4}A\d{3}$/, example: 'MN102618' },
  // Porsche: the type first (992, 982, 971, 9Y0, 95B, 9J1, the engine's 9A1; 7L5/7P5 on the first Cayennes; 000 and 999 for
  // accessories and standard parts), then two triplets and an index: two digits on its own cars, VW's letters on the shared ones.
  Porsche: { pattern: '9## ### ### ##', format: /^(?:9[0-9A-Z]{2}|7L5|7P5|000|999) \d{3} \d{3}(?: \d{2}| [A-Z]{1,2})?$/, example: '9Y0 615 301 00' },
  'Land Rover': { pattern: 'LR0#####', format: /^LR\d{6}$/, example: 'LR031415' },
  Rover: { pattern: '@@@####', format: /^[A-Z]{3}\d{3,6}$/, example: 'GBD90212' },
  Jaguar: { pattern: 'C2@#####', format: /^[A-Z]\d[A-Z]\d{4,5}$/, example: 'C2D12345' },
  Subaru: { pattern: '#####@@###', format: /^\d{5}[A-Z]{2}\d{3}$/, example: '26296AG000' },
  Tesla: { pattern: '#######-##-@', format: /^\d{7}-\d{2}-[A-Z]$/, example: '1044611-00-C' },
  Iveco: { pattern: '########', format: /^\d{8,10}$/, example: '42555328' },
  MG: { pattern: '########', format: /^\d{8}$/, example: '10093626' },
  Lada: { pattern: '####-#######', format: /^\d{4,5}-\d{7}$/, example: '2108-3501070' },
  Maserati: { pattern: '#########', format: /^\d{9}$/, example: '670001416' },
  SsangYong: { pattern: '##########', format: /^\d{10}$/, example: '4813009001' },
};

/** Makes not listed print plain digits; eight of them is the commonest length. */
const PLAIN: OeNumberFormat = { pattern: '########', format: /^\d{6,12}$/, example: '12345678' };

export function oeNumberFormatOf(make: string): OeNumberFormat {
  return FORMATS[make] ?? PLAIN;
}

/** The letters a maker's number may carry: never I or O, which a reader takes for 1 and 0 (VW's index letters skip them). */
const OE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A number drawn from the make's pattern; for a part of a kind, with the kind's group and the car's model prefix (data/oe-groups.ts). */
export function drawOeNumber(rng: () => number, make: string, part?: OePart): string {
  let out = '';
  for (const ch of oeNumberFormatOf(make).pattern) {
    if (ch === '#') out += String(Math.floor(rng() * 10));
    else if (ch === '@') out += OE_LETTERS[Math.floor(rng() * OE_LETTERS.length)]!;
    else out += ch;
  }
  return part ? withOeGroup(out, make, part) : out;
}

/** Other catalogues a make's parts are numbered in: Opel's cars built on a PSA platform carry PSA's numbers, a Range Rover's BMW V8 BMW's (data/oe-catalogues.ts). */
const ALSO_NUMBERED: Readonly<Record<string, readonly OeNumberFormat[]>> = { Opel: [PSA], 'Land Rover': [BMW] };

/** Whether a number is printed the way its make prints its own, in any catalogue its cars are numbered in. */
export function oeNumberFits(make: string, number: string): boolean {
  return [oeNumberFormatOf(make), ...(ALSO_NUMBERED[make] ?? [])].some((f) => f.format.test(number));
}
