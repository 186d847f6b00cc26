/**
 * The sums of an invoice, written down once. Prices are gross; per VAT rate the lines' gross amounts
 * are added up and the VAT contained in that sum is taken with the tax domain's one rounding
 * (vatContained: half up to the cent, once per rate). The net of the rate is its gross less that VAT.
 * Each line's net is its gross less its own contained VAT, and the cent or two by which these differ
 * from the rate's net go to the rate's largest line, so the lines' nets add up to the rate's net
 * exactly (EN 16931 wants the line nets to add up to the invoice's sum of lines).
 */
import { vatContained } from '../tax/index';

export interface GrossLine { grossCents: number; rateBp: number }
export interface RateTotal { rateBp: number; netCents: number; vatCents: number; grossCents: number }
export interface Sums { lineNets: number[]; rates: RateTotal[]; netCents: number; vatCents: number; grossCents: number }

/** A line that gives an amount back (negative) contains its VAT as a charged one does, with the sign. */
const contained = (grossCents: number, rateBp: number) => (grossCents < 0 ? -vatContained(-grossCents, rateBp) : vatContained(grossCents, rateBp));

export function sumsOf(lines: readonly GrossLine[]): Sums {
  const lineNets = lines.map((line) => line.grossCents - contained(line.grossCents, line.rateBp));
  const rateBps = [...new Set(lines.map((line) => line.rateBp))].sort((a, b) => b - a);
  const rates = rateBps.map((rateBp): RateTotal => {
    const members = lines.flatMap((line, index) => (line.rateBp === rateBp ? [index] : []));
    const grossCents = members.reduce((sum, index) => sum + lines[index]!.grossCents, 0);
    const vatCents = contained(grossCents, rateBp);
    const netCents = grossCents - vatCents;
    const largest = members.reduce((best, index) => (lines[index]!.grossCents > lines[best]!.grossCents ? index : best), members[0]!);
    lineNets[largest]! += netCents - members.reduce((sum, index) => sum + lineNets[index]!, 0);
    return { rateBp, netCents, vatCents, grossCents };
  });
  const total = (key: 'netCents' | 'vatCents' | 'grossCents') => rates.reduce((sum, rate) => sum + rate[key], 0);
  return { lineNets, rates, netCents: total('netCents'), vatCents: total('vatCents'), grossCents: total('grossCents') };
}
