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

/**
 * Territories whose accounts carry another country's IBAN prefix, as SEPA's rulebook lists them:
 * a French IBAN may be held at a bank of Réunion, whose BIC names RE.
 */
const TERRITORIES: Record<string, readonly string[]> = {
  FI: ['AX'],
  FR: ['GF', 'GP', 'MQ', 'RE', 'PF', 'TF', 'YT', 'NC', 'BL', 'MF', 'PM', 'WF'],
  GB: ['IM', 'JE', 'GG'],
};

/**
 * Whether a BIC can belong to the IBAN's bank: its country (letters 5 and 6) is the IBAN's or one
 * of that country's territories. A transfer with another country's BIC is refused by the bank,
 * and the SEPA file refuses to be written with one.
 */
export function bicFitsIban(bic: string, iban: string): boolean {
  const bank = bic.slice(4, 6);
  const country = iban.slice(0, 2);
  return bank === country || (TERRITORIES[country]?.includes(bank) ?? false);
}

/** Country, check digits and the last four: enough to tell two accounts apart, not to pay into one. */
export function maskedIban(iban: string): string {
  return `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;
}
