/**
 * Whether a VAT ID can be one: its country's format and, where the country publishes one, its check
 * digit. The portal's and the desk's forms (to answer beside the field) and the marketplace (to
 * refuse the call and to decide whether a shop may go live) ask this one function. It cannot tell
 * whether the number was issued: only the tax office's VIES service can, and it is not asked here.
 *
 * Formats and check digits as the EU Commission's VIES help describes them
 * (https://ec.europa.eu/taxation_customs/vies/#/faq, "VAT number format"); the algorithms of each
 * country are cited beside it. The library jsvat covers the same and may replace this file once it is
 * installed with the project's dependencies.
 */

/** Why a VAT ID was refused. */
export type VatIdProblem = 'format' | 'checkDigit';

/** A VAT ID written without spaces, dots or dashes, in capitals: "de 136 695 976" is DE136695976. */
export const compactVatId = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

const digitsOf = (text: string): number[] => [...text].map(Number);

/**
 * DE: 9 digits, the last by ISO 7064 MOD 11,10 (Bundeszentralamt für Steuern, "Prüfziffernverfahren
 * der USt-IdNr.", the method of DIN ISO 7064 hybrid system).
 */
function germanOk(body: string): boolean {
  if (!/^[1-9]\d{8}$/.test(body)) return false;
  let product = 10;
  for (const digit of digitsOf(body.slice(0, 8))) {
    const sum = (digit + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === Number(body[8]);
}

/**
 * AT: "U" and 8 digits; Bundesministerium für Finanzen, "UID-Nummer Prüfziffer": odd places as they
 * are, even places doubled and their digits summed, check = (96 - sum) mod 10.
 */
function austrianOk(body: string): boolean {
  if (!/^U\d{8}$/.test(body)) return false;
  const digits = digitsOf(body.slice(1));
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const doubled = digits[i]! * (i % 2 === 1 ? 2 : 1);
    sum += Math.floor(doubled / 10) + (doubled % 10);
  }
  return (96 - sum) % 10 === digits[7];
}

/** BE: 10 digits starting 0 or 1 (enterprise number); the last two are 97 - (first eight mod 97) (FPS Finance). */
function belgianOk(body: string): boolean {
  const padded = body.length === 9 ? `0${body}` : body;
  if (!/^[01]\d{9}$/.test(padded)) return false;
  return 97 - (Number(padded.slice(0, 8)) % 97) === Number(padded.slice(8));
}

/**
 * FR: a two-character key and the 9-digit SIREN. A numeric key is (12 + 3 × (SIREN mod 97)) mod 97
 * (Direction générale des Finances publiques, "numéro de TVA intracommunautaire"); keys with letters
 * are issued without a published check and are accepted by format.
 */
function frenchOk(body: string): boolean {
  if (!/^[0-9A-HJ-NP-Z]{2}\d{9}$/.test(body)) return false;
  const key = body.slice(0, 2);
  if (!/^\d\d$/.test(key)) return true;
  return (12 + 3 * (Number(body.slice(2)) % 97)) % 97 === Number(key);
}

/** IT: 11 digits (partita IVA), the last by the Luhn method (Agenzia delle Entrate, DM 23/12/1976). */
function italianOk(body: string): boolean {
  if (!/^\d{11}$/.test(body)) return false;
  let sum = 0;
  digitsOf(body).forEach((digit, i) => {
    const value = i % 2 === 1 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  });
  return sum % 10 === 0;
}

/**
 * NL: 9 digits, "B", 2 digits. Before 2020 the ninth digit was a weighted sum (9..2) mod 11; sole
 * traders' numbers since 2020 pass the ISO 7064 MOD 97-10 check over "NL" + number with letters as
 * numbers (Belastingdienst, "btw-identificatienummer"). Either is valid.
 */
function dutchOk(body: string): boolean {
  if (!/^\d{9}B\d{2}$/.test(body)) return false;
  const digits = digitsOf(body.slice(0, 9));
  const weighted = digits.slice(0, 8).reduce((sum, digit, i) => sum + digit * (9 - i), 0) % 11;
  if (weighted !== 10 && weighted === digits[8]) return true;
  const numeric = `NL${body}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/**
 * ES: the NIF. A person's DNI (8 digits + letter) or a foreigner's NIE (X/Y/Z for 0/1/2, 7 digits,
 * letter): the letter is the number mod 23 in DNI_LETTERS (Real Decreto 1065/2007 and Ministerio del
 * Interior). A company's CIF (letter, 7 digits, control): even places summed, odd places doubled with
 * their digits summed, control = (10 - sum mod 10) mod 10, as a digit or as the letter at that place
 * in "JABCDEFGHI" (Orden EHA/451/2008).
 */
function spanishOk(body: string): boolean {
  if (/^\d{8}[A-Z]$/.test(body)) return DNI_LETTERS[Number(body.slice(0, 8)) % 23] === body[8];
  if (/^[XYZ]\d{7}[A-Z]$/.test(body)) return DNI_LETTERS[Number(`${'XYZ'.indexOf(body[0]!)}${body.slice(1, 8)}`) % 23] === body[8];
  if (!/^[ABCDEFGHJKLMNPQRSUVW]\d{7}[0-9A-J]$/.test(body)) return false;
  const digits = digitsOf(body.slice(1, 8));
  let sum = 0;
  digits.forEach((digit, i) => {
    if (i % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  });
  const control = (10 - (sum % 10)) % 10;
  const given = body[8]!;
  return given === String(control) || given === 'JABCDEFGHI'[control];
}

/** The check a country's number passes after its prefix (the countries the editions serve and their neighbours). */
const CHECKED: Record<string, (body: string) => boolean> = {
  DE: germanOk, AT: austrianOk, BE: belgianOk, FR: frenchOk, MC: frenchOk, IT: italianOk, NL: dutchOk, ES: spanishOk,
};

/** The formats of the other countries, after the prefix (VIES help); checked by format only. */
const FORMAT: Record<string, RegExp> = {
  BG: /^\d{9,10}$/, CY: /^\d{8}[A-Z]$/, CZ: /^\d{8,10}$/, DK: /^\d{8}$/, EE: /^\d{9}$/, GR: /^\d{9}$/, FI: /^\d{8}$/,
  HR: /^\d{11}$/, HU: /^\d{8}$/, IE: /^\d[0-9A-Z+*]\d{5}[A-Z]{1,2}$/, LT: /^(\d{9}|\d{12})$/, LU: /^\d{8}$/, LV: /^\d{11}$/,
  MT: /^\d{8}$/, PL: /^\d{10}$/, PT: /^\d{9}$/, RO: /^\d{2,10}$/, SE: /^\d{12}$/, SI: /^\d{8}$/, SK: /^\d{10}$/,
  MC: /^[0-9A-Z]{2}\d{9}$/, CH: /^\d{9}(MWST|TVA|IVA)?$/, NO: /^\d{9}(MVA)?$/, GB: /^(\d{9}|\d{12})$/, LI: /^\d{5}$/,
};

/** The prefix a country's VAT IDs carry where it is not the country code itself (Greece EL, Switzerland CHE, Monaco FR). */
export const VAT_PREFIX: Record<string, string> = { GR: 'EL', CH: 'CHE', MC: 'FR' };

/** Null when the (compact) VAT ID fits the country; else why not. */
export function vatIdProblem(vatId: string, country: string): VatIdProblem | null {
  const upper = country.toUpperCase();
  const prefix = VAT_PREFIX[upper] ?? upper;
  const compact = compactVatId(vatId);
  if (!compact.startsWith(prefix)) return 'format';
  const body = compact.slice(prefix.length);
  const checked = CHECKED[upper];
  if (checked) {
    if (checked(body)) return null;
    // The right shape with the wrong check digit: likely a typo, told apart so the answer can say so.
    return shapeOnly(upper).test(body) ? 'checkDigit' : 'format';
  }
  return (FORMAT[upper] ?? /^[0-9A-Z]{2,13}$/).test(body) ? null : 'format';
}

function shapeOnly(country: string): RegExp {
  switch (country) {
    case 'DE': return /^[1-9]\d{8}$/;
    case 'AT': return /^U\d{8}$/;
    case 'BE': return /^[01]?\d{9}$/;
    case 'FR': case 'MC': return /^\d{11}$/;
    case 'IT': return /^\d{11}$/;
    case 'NL': return /^\d{9}B\d{2}$/;
    default: return /^([0-9XYZ]\d{7}[A-Z]|[A-W]\d{7}[0-9A-J])$/;
  }
}

/** The country a VAT ID's prefix names (EL is Greece, CHE Switzerland). */
export function countryOfVatId(vatId: string): string {
  const compact = compactVatId(vatId);
  if (compact.startsWith('CHE')) return 'CH';
  const prefix = compact.slice(0, 2);
  return prefix === 'EL' ? 'GR' : prefix;
}

/** A business buyer's VAT ID, of whatever country its prefix names: null when it can be one. */
export function buyerVatIdProblem(vatId: string): VatIdProblem | null {
  const country = countryOfVatId(vatId);
  // Only the countries whose VAT IDs are known here: a prefix of no such country is no VAT ID.
  return country in CHECKED || country in FORMAT ? vatIdProblem(vatId, country) : 'format';
}
