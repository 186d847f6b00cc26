/** What a rejected withdrawal or order lookup form hands to the page that shows it again. Kept per request. */
import type { Request } from 'express';
import type { WithdrawalProblem, WithdrawalValues, WithdrawPageProps } from '../../../views/withdrawal/types';

export interface WithdrawalOutcome { values: WithdrawalValues; problem: WithdrawalProblem; status: number }
export type WithdrawLookupOutcome = WithdrawPageProps['lookup'] & { status: number };

const withdrawals = new WeakMap<Request, WithdrawalOutcome>();
const lookups = new WeakMap<Request, WithdrawLookupOutcome>();

export const rememberWithdrawal = (req: Request, outcome: WithdrawalOutcome) => void withdrawals.set(req, outcome);
export const withdrawalOutcomeOf = (req: Request) => withdrawals.get(req);
export const rememberWithdrawLookup = (req: Request, outcome: WithdrawLookupOutcome) => void lookups.set(req, outcome);
export const withdrawLookupOutcomeOf = (req: Request) => lookups.get(req);
