/**
 * The shipping table as the portal's form posts it (country_0, cost_0, …; a blank country is no
 * row, a ticked remove_i drops it). Amounts are typed as people write money ("4,95", "4.95 €")
 * and travel in cents; what was typed is kept to show the form again beside the problems, each
 * named by its row and field so the page words it in the member's language.
 */
import type { ShippingRowInput } from '../../../contract/calls/portal';
import { readAmount } from '../../../locales/amounts';
import type { ShippingField, ShippingProblem, ShippingProblems, TypedShippingRow } from '../../../contract/portal-shipping';

const MAX_ROWS = 61;
const MAX_DAYS = 120;
const MAX_CENTS = 10_000_000;

export interface ShippingForm {
  typed: TypedShippingRow[];
  rows: ShippingRowInput[];
  problems: ShippingProblems;
}

export function shippingFormOf(form: Record<string, unknown>): ShippingForm {
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key]).trim().slice(0, 40) : '');
  const count = Math.min(MAX_ROWS, Number(text('rows')) || 0);
  const typed: TypedShippingRow[] = [];
  const rows: ShippingRowInput[] = [];
  const problems: ShippingProblems = {};
  for (let i = 0; i < count; i++) {
    const row: TypedShippingRow = {
      country: text(`country_${i}`).toUpperCase(), cost: text(`cost_${i}`), freeFrom: text(`freeFrom_${i}`),
      daysMin: text(`daysMin_${i}`), daysMax: text(`daysMax_${i}`), remove: text(`remove_${i}`) !== '',
    };
    typed.push(row);
    if (!row.country || row.remove) continue;
    const at = typed.length - 1;
    const problem = (field: ShippingField, what: ShippingProblem) => void (problems[`${at}.${field}`] ??= what);
    if (!/^[A-Z]{2}$/.test(row.country)) problem('country', 'country');
    const cost = amountOf(row.cost, (what) => problem('cost', what));
    const freeFrom = row.freeFrom === '' ? null : amountOf(row.freeFrom, (what) => problem('freeFrom', what));
    const daysMin = daysOf(row.daysMin, (what) => problem('daysMin', what));
    const daysMax = daysOf(row.daysMax, (what) => problem('daysMax', what));
    if (daysMin !== undefined && daysMax !== undefined && daysMax < daysMin) problem('daysMax', 'daysOrder');
    if (cost !== undefined && freeFrom !== undefined && daysMin !== undefined && daysMax !== undefined) {
      rows.push({ country: row.country, costCents: cost, freeFromCents: freeFrom, deliveryDaysMin: daysMin, deliveryDaysMax: daysMax });
    }
  }
  return { typed, rows, problems };
}

function amountOf(typed: string, problem: (what: ShippingProblem) => void): number | undefined {
  if (typed === '') return void problem('required');
  const read = readAmount(typed);
  if ('problem' in read) return void problem(read.problem === 'ambiguous' || read.problem === 'threeDecimals' ? read.problem : read.problem === 'tooLarge' ? 'tooLarge' : 'amount');
  if (read.cents > MAX_CENTS) return void problem('tooLarge');
  return read.cents;
}

function daysOf(typed: string, problem: (what: ShippingProblem) => void): number | undefined {
  if (typed === '') return void problem('required');
  if (!/^\d{1,3}$/.test(typed) || Number(typed) > MAX_DAYS) return void problem('days');
  return Number(typed);
}

/**
 * A refusal of the marketplace ("rows.<n>.<field>") as the row of the form and its field: the
 * marketplace numbers only the rows it was sent.
 */
export function shippingProblemOf(form: ShippingForm, field: string | undefined): ShippingProblems {
  const match = /^rows\.(\d+)\.(\w+)$/.exec(field ?? '');
  const sent = form.typed.map((row, i) => ({ row, i })).filter(({ row }) => row.country && !row.remove);
  const at = match ? sent[Number(match[1])]?.i : undefined;
  const names: Record<string, ShippingField> = { country: 'country', costCents: 'cost', freeFromCents: 'freeFrom', deliveryDaysMin: 'daysMin', deliveryDaysMax: 'daysMax' };
  const name = match ? names[match[2]!] : undefined;
  return at !== undefined && name ? { [`${at}.${name}`]: 'invalid' } : { form: 'invalid' };
}
