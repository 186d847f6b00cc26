/** What a rejected checkout or lookup form hands to the page that shows it again. Kept per request. */
import type { Request } from 'express';
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
  problem: 'notFound' | 'invalid' | 'unavailable';
  status: number;
}

const checkouts = new WeakMap<Request, CheckoutOutcome>();
const lookups = new WeakMap<Request, LookupOutcome>();

export const rememberCheckout = (req: Request, outcome: CheckoutOutcome) => void checkouts.set(req, outcome);
export const checkoutOutcomeOf = (req: Request) => checkouts.get(req);
export const rememberLookup = (req: Request, outcome: LookupOutcome) => void lookups.set(req, outcome);
export const lookupOutcomeOf = (req: Request) => lookups.get(req);
