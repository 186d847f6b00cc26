/** What a refused withdrawal or order lookup form hands back to its page: the values typed and why. */
import type { WithdrawalProblem, WithdrawalValues, WithdrawPageProps } from '../../../views/withdrawal/types';

export interface WithdrawalOutcome { values: WithdrawalValues; problem: WithdrawalProblem; status: number }
export type WithdrawLookupOutcome = WithdrawPageProps['lookup'] & { status: number };
