/**
 * IBAN and BIC as the banks check them (ibantools: country lengths, check digits, BIC form), and
 * the IBAN masked wherever it is only named, never shown whole (the audit log).
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/** The IBAN without spaces, upper-case; null when its length or check digits are wrong. */
export function ibanOf(text: string): string | null {
  const iban = electronicFormatIBAN(text) ?? '';
  return isValidIBAN(iban) ? iban : null;
}

/** The BIC upper-case (8 or 11 characters); null when it is not one. */
export function bicOf(text: string): string | null {
  const bic = text.replace(/\s+/g, '').toUpperCase();
  return isValidBIC(bic) ? bic : null;
}

/** Country, check digits and the last four: enough to tell two accounts apart, not to pay into one. */
export function maskedIban(iban: string): string {
  return `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;
}
