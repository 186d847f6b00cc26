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

/** Why a field of the identity was refused; the portal says each in the member's language. */
export type IdentityProblem = 'invalid' | 'required' | 'tooLong' | 'control' | 'postcode' | 'phone' | 'email' | 'vatId' | 'checkDigit' | 'country' | 'registerOrVat';

export const IDENTITY_FIELDS = ['legalName', 'street', 'postcode', 'city', 'country', 'phone', 'email', 'tradeRegister', 'registerNumber', 'vatId'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number] | 'isTrader';

/** As stored and shown: strings, empty where the shop has given nothing yet. */
export const traderIdentity = z.object({
  legalName: z.string(), street: z.string(), postcode: z.string(), city: z.string(), country: z.string(),
  phone: z.string(), email: z.string(), tradeRegister: z.string(), registerNumber: z.string(), vatId: z.string(),
  isTrader: z.boolean(),
});
export type TraderIdentity = z.infer<typeof traderIdentity>;

const problem = (kind: IdentityProblem, message: string) => ({ message, params: { problem: kind } });

const line = (max: number, required: boolean) => z.string().trim()
  .max(max, problem('tooLong', `at most ${max} characters`))
  .refine((value) => !hasControlCharacters(value), problem('control', 'contains control characters'))
  .refine((value) => !required || value.length > 0, problem('required', 'required'));

export { compactVatId };

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
