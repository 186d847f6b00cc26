/**
 * A shop's tax set-up as the portal and the desk take it: how it charges VAT on distance sales and
 * its VAT ID. The forms (to answer beside the field) and the marketplace (to refuse the call) check
 * it with this one schema; what rate follows from it is the marketplace's tax module.
 */
import * as z from 'zod';
import { compactVatId, vatIdProblem, type VatIdProblem } from './vat-id';

/**
 * oss: registered for the EU one-stop shop, charges the destination country's rate (the default);
 * threshold: declares it stays under the EU distance-selling threshold, charges its own country's rate;
 * exempt: a small business that declares the exemption (e.g. German Kleinunternehmer), charges none.
 */
export const TAX_SCHEMES = ['oss', 'threshold', 'exempt'] as const;
export type TaxScheme = (typeof TAX_SCHEMES)[number];

/** The law a small business's exemption rests on, by the shop's country; named in the note on the bill. */
export const SMALL_BUSINESS_BASIS: Record<string, string> = {
  DE: '§ 19 UStG', AT: '§ 6 Abs. 1 Z 27 UStG', FR: 'art. 293 B du CGI', IT: 'art. 1, c. 54-89, L. 190/2014',
  NL: 'art. 25 Wet OB 1968', BE: 'art. 56bis WBTW', LU: 'art. 57 LTVA',
};

/** Why a field of the set-up was refused; the forms say each in the member's language. */
export type TaxSetupProblem = VatIdProblem | 'required' | 'scheme' | 'exemptionCountry';

export interface TaxSetup { scheme: TaxScheme | null; vatId: string }

/** The scheme as stored; anything else is none declared. */
export const schemeOf = (value: string | null): TaxScheme | null => ((TAX_SCHEMES as readonly (string | null)[]).includes(value) ? value as TaxScheme : null);

const TAX_PROBLEMS = ['format', 'checkDigit', 'required', 'scheme', 'exemptionCountry'] as const;
/** The set-up as the portal shows it, with what keeps the shop from going live (null: nothing). */
export const taxSetupAnswer = z.object({
  scheme: z.enum(TAX_SCHEMES).nullable(), vatId: z.string(),
  gap: z.object({ field: z.enum(['scheme', 'vatId']), problem: z.enum(TAX_PROBLEMS) }).nullable(),
});

const problem = (kind: TaxSetupProblem, message: string) => ({ message, params: { problem: kind } });

/** The set-up for a shop of `country`: an OSS or threshold shop gives a valid VAT ID; an exempt one may. */
export function taxSetupInput(country: string) {
  return z.object({
    scheme: z.string().refine((value): value is TaxScheme => (TAX_SCHEMES as readonly string[]).includes(value), problem('scheme', 'one of oss, threshold, exempt')),
    vatId: z.string().max(20, problem('format', 'at most 20 characters')).transform(compactVatId),
  }).superRefine((setup, ctx) => {
    if (setup.scheme === 'exempt' && !SMALL_BUSINESS_BASIS[country.toUpperCase()]) {
      ctx.addIssue({ code: 'custom', path: ['scheme'], ...problem('exemptionCountry', `no small-business exemption is known for ${country}`) });
    }
    if (!setup.vatId) {
      if (setup.scheme !== 'exempt') ctx.addIssue({ code: 'custom', path: ['vatId'], ...problem('required', 'a VAT ID is required unless the shop is exempt') });
      return;
    }
    const wrong = vatIdProblem(setup.vatId, country);
    if (wrong) ctx.addIssue({ code: 'custom', path: ['vatId'], ...problem(wrong, wrong === 'checkDigit' ? 'the check digit does not match' : `not a VAT ID of ${country}`) });
  }).transform((setup) => ({ scheme: setup.scheme, vatId: setup.vatId }));
}

/** Whether a stored set-up lets the shop go live; null when it does, else the field at fault and why. */
export function taxSetupGap(setup: TaxSetup, country: string): { field: 'scheme' | 'vatId'; problem: TaxSetupProblem } | null {
  if (!setup.scheme) return { field: 'scheme', problem: 'required' };
  const checked = taxSetupInput(country).safeParse({ scheme: setup.scheme, vatId: setup.vatId });
  if (checked.success) return null;
  const first = checked.error.issues[0]!;
  return { field: first.path[0] === 'scheme' ? 'scheme' : 'vatId', problem: (first.code === 'custom' ? (first.params as { problem?: TaxSetupProblem } | undefined)?.problem : undefined) ?? 'required' };
}

/** The problem each field has (the first), from the schema's issues. */
export function taxSetupProblems(error: z.ZodError): Partial<Record<'scheme' | 'vatId', TaxSetupProblem>> {
  const problems: Partial<Record<'scheme' | 'vatId', TaxSetupProblem>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as 'scheme' | 'vatId' | undefined;
    if (!field || problems[field]) continue;
    const named = issue.code === 'custom' ? (issue.params as { problem?: TaxSetupProblem } | undefined)?.problem : undefined;
    problems[field] = named ?? (issue.code === 'too_big' ? 'format' : 'required');
  }
  return problems;
}

/** What a held import's reason says when the tax set-up held it: "tax-setup:<field>:<problem>" (the screens say it in the member's language). */
export const TAX_HOLD_PREFIX = 'tax-setup';
export function taxHoldOf(holdReason: string | null | undefined): { field: 'scheme' | 'vatId'; problem: TaxSetupProblem } | null {
  const match = /^tax-setup:(scheme|vatId):(\w+)/.exec(holdReason ?? '');
  return match ? { field: match[1] as 'scheme' | 'vatId', problem: match[2] as TaxSetupProblem } : null;
}
