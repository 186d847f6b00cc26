/**
 * What makes a postal code, a phone number or an address line acceptable for a delivery country.
 * The checkout form (to show the error beside the field) and the marketplace (to refuse the order
 * call) ask the same functions, so both paths refuse the same input. Postal code formats come from
 * postcode-validator, phone numbers from libphonenumber-js: kept by others, per country.
 */
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

/** Why a field was refused; the form shows each in the edition's language. */
/** vatId: no VAT ID of the country its prefix names; checkDigit: the right shape with a wrong check digit; companyNeeded: a VAT ID without the company's name. */
export type FieldProblem = 'required' | 'tooLong' | 'control' | 'postcode' | 'phone' | 'email' | 'invalid' | 'vatId' | 'checkDigit' | 'companyNeeded';

/**
 * C0 and C1 control characters except tab, line feed and carriage return: a NUL or an escape in a
 * city breaks the XML and CSV the shops receive, and no one types them on purpose.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/** The postal code as it is compared: trimmed, upper case (a Dutch "1011 ab" is "1011 AB"). */
export function normalisePostcode(value: string): string {
  return value.trim().toUpperCase();
}

/** True when the code has the format of the country's postal codes (any plausible code where no format is known). */
export function postcodeFits(value: string, country: string): boolean {
  const code = normalisePostcode(value);
  if (!/^[A-Z0-9][A-Z0-9 -]{1,9}$/.test(code)) return false;
  const upper = country.toUpperCase();
  return postcodeValidatorExistsForCountry(upper) ? postcodeValidator(code, upper) : true;
}

/**
 * True when the number can be dialled: in the country's own format, or in any country's with its
 * international prefix (+33 …, 0033 …).
 */
export function phoneFits(value: string, country: string): boolean {
  const number = value.trim().replace(/^00(?=[1-9])/, '+');
  if (!/^\+?[0-9 ()/.-]{5,30}$/.test(number)) return false;
  try {
    return isValidPhoneNumber(number, country.toUpperCase() as CountryCode);
  } catch {
    return false;
  }
}

export interface AddressLines { name: string; street: string; zip: string; city: string }

/**
 * The first problem of each address line, by line; `max` is the longest line the shops' documents
 * take. An empty result means the address is acceptable for the country.
 */
export function addressProblems(address: AddressLines, country: string, max = 50): Partial<Record<keyof AddressLines, FieldProblem>> {
  const problems: Partial<Record<keyof AddressLines, FieldProblem>> = {};
  for (const line of ['name', 'street', 'zip', 'city'] as const) {
    const value = address[line];
    if (hasControlCharacters(value)) problems[line] = 'control';
    else if (!value.trim()) problems[line] = 'required';
    else if (value.trim().length > max) problems[line] = 'tooLong';
    else if (line === 'zip' && !postcodeFits(value, country)) problems[line] = 'postcode';
  }
  return problems;
}
