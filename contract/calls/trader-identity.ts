/**
 * Who a seller is, as the law makes a marketplace collect it and show it to shoppers: legal name,
 * address, phone, e-mail, trade register and number, VAT ID, and whether it sells as a trader.
 * The portal's form (to show each problem beside its field) and the marketplace (to refuse the
 * call) check it with this one schema; postcode and phone by the rules the checkout uses.
 */
import * as z from 'zod';
import { DELIVERY_COUNTRIES } from '../../locales/editions';
import { hasControlCharacters, normalisePostcode, phoneFits, postcodeFits } from '../address-rules';
import { compactVatId, VAT_PREFIX, vatIdProblem } from '../vat-id';
import { amountCentsOf } from '../../locales/amounts';

/** Why a field of the identity was refused; the portal says each in the member's language. */
export type IdentityProblem = 'invalid' | 'required' | 'tooLong' | 'control' | 'postcode' | 'phone' | 'email' | 'vatId' | 'checkDigit' | 'country' | 'registerOrVat'
  | 'amount' | 'taxNumber' | 'birthDate';

export const IDENTITY_FIELDS = ['legalName', 'street', 'postcode', 'city', 'country', 'phone', 'email', 'tradeRegister', 'registerNumber', 'vatId',
  'legalForm', 'shareCapital', 'taxNumber', 'birthDate'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number] | 'isTrader';

/** As stored and shown: strings, empty where the shop has given nothing yet. */
export const traderIdentity = z.object({
  legalName: z.string(), street: z.string(), postcode: z.string(), city: z.string(), country: z.string(),
  phone: z.string(), email: z.string(), tradeRegister: z.string(), registerNumber: z.string(), vatId: z.string(),
  isTrader: z.boolean(),
  /** The legal form and share capital (euros as typed, "10000.00"), printed on invoices; the tax number and a person's birth date, for the platform's yearly report. */
  legalForm: z.string().default(''), shareCapital: z.string().default(''), taxNumber: z.string().default(''), birthDate: z.string().default(''),
});
export type TraderIdentity = z.infer<typeof traderIdentity>;

const problem = (kind: IdentityProblem, message: string) => ({ message, params: { problem: kind } });

const line = (max: number, required: boolean) => z.string().trim()
  .max(max, problem('tooLong', `at most ${max} characters`))
  .refine((value) => !hasControlCharacters(value), problem('control', 'contains control characters'))
  .refine((value) => !required || value.length > 0, problem('required', 'required'));

export { compactVatId };

/** A real calendar day (YYYY-MM-DD) from 1900 on, at least 16 years before today. */
function plausibleBirthDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return false;
  const latest = new Date();
  latest.setUTCFullYear(latest.getUTCFullYear() - 16);
  return value >= '1900-01-01' && day <= latest;
}

export const traderIdentityInput = z.object({
  legalName: line(120, true),
  street: line(80, true),
  postcode: line(12, true).transform(normalisePostcode),
  city: line(60, true),
  country: z.string().trim().toUpperCase().refine((value) => (DELIVERY_COUNTRIES as readonly string[]).includes(value), problem('country', 'a European country code such as DE')),
  phone: line(30, true),
  email: line(254, true).refine((value) => !value || z.email().safeParse(value).success, problem('email', 'an e-mail address')),
  tradeRegister: line(80, false),
  registerNumber: line(40, false),
  vatId: line(20, false).transform(compactVatId),
  /** Optional; left out (an older caller), the stored value stays. */
  legalForm: line(40, false).optional(),
  /** Euros as typed ("25000", "25.000,00"); stored in cents. */
  shareCapital: line(20, false).refine((value) => !value || (amountCentsOf(value) ?? 0) > 0, problem('amount', 'an amount in euros such as 25000')).optional(),
  /** The seller's tax identification number (Steuer-ID, numéro fiscal, NIF, codice fiscale...): letters and digits, separators allowed. */
  taxNumber: line(20, false).refine((value) => !value || /^[A-Za-z0-9][A-Za-z0-9 ./-]{3,19}$/.test(value), problem('taxNumber', 'a tax identification number: letters and digits')).optional(),
  /** A person's date of birth, YYYY-MM-DD, of someone at least 16 years old. */
  birthDate: z.string().trim().refine((value) => !value || plausibleBirthDate(value), problem('birthDate', 'a date of birth as YYYY-MM-DD')).optional(),
  /** A form's checkbox ("1"/"on") or JSON's boolean. */
  isTrader: z.union([z.boolean(), z.enum(['1', 'on', 'true', '0', 'false', ''])]).transform((value) => value === true || value === '1' || value === 'on' || value === 'true'),
}).superRefine((identity, ctx) => {
  const country = identity.country;
  if (identity.postcode && !postcodeFits(identity.postcode, country)) ctx.addIssue({ code: 'custom', path: ['postcode'], ...problem('postcode', `not a postal code of ${country}`) });
  if (identity.phone && !phoneFits(identity.phone, country)) ctx.addIssue({ code: 'custom', path: ['phone'], ...problem('phone', `not a phone number that can be dialled in ${country}`) });
  // Checked exactly as the tax set-up checks it: the country's format and check digit.
  const wrong = identity.vatId ? vatIdProblem(identity.vatId, country) : null;
  if (wrong === 'checkDigit') ctx.addIssue({ code: 'custom', path: ['vatId'], ...problem('checkDigit', 'the check digit does not match') });
  else if (wrong) ctx.addIssue({ code: 'custom', path: ['vatId'], ...problem('vatId', `not a VAT ID of ${country} (it starts with ${VAT_PREFIX[country] ?? country})`) });
  // A trader must be traceable: by its VAT ID or its entry in a trade register.
  if (identity.isTrader && !identity.vatId && !identity.registerNumber) {
    ctx.addIssue({ code: 'custom', path: ['vatId'], ...problem('registerOrVat', 'a trader gives its VAT ID or its trade register number') });
  }
});
export type TraderIdentityInput = z.input<typeof traderIdentityInput>;

/** The problem each field has (the first), from the schema's issues. */
export function identityProblems(error: z.ZodError): Partial<Record<IdentityField, IdentityProblem>> {
  const problems: Partial<Record<IdentityField, IdentityProblem>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as IdentityField | undefined;
    if (!field || problems[field]) continue;
    const named = issue.code === 'custom' ? (issue.params as { problem?: IdentityProblem } | undefined)?.problem : undefined;
    problems[field] = named ?? (issue.code === 'too_big' ? 'tooLong' : 'required');
  }
  return problems;
}
