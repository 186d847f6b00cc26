/** What a refused checkout or order lookup form hands back to its page: the values typed and why. */
import type { CheckoutProblem, CheckoutValues, QuoteAnswer, QuoteChangeAnswer } from '../../../views/checkout/types';

export interface CheckoutOutcome {
  values: CheckoutValues;
  problem: CheckoutProblem | null;
  /** The fresh quote and what changed, when prices, stock or shipping moved. */
  changed?: { quote: QuoteAnswer; changes: QuoteChangeAnswer[] };
  status: number;
}

export interface LookupOutcome {
  number: string;
  email: string;
  problem: 'notFound' | 'invalid' | 'unavailable' | 'tooMany';
  status: number;
  /** With tooMany: the minutes until the lookup is taken again. */
  retryMinutes?: number;
}

/** What a refused form of the orders page hands back: the lookup's, or the list link's (the address typed and why). */
export type OrdersOutcome = (LookupOutcome & { form: 'lookup' })
  | { form: 'list'; email: string; problem: 'invalid' | 'unavailable' | 'tooMany'; status: number; retryMinutes?: number };
