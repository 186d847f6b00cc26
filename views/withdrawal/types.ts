/** What the withdrawal pages show; the web tier fills these from the marketplace's answers. */
import type { OrderAnswer, RETURN_REASONS, WithdrawalPeriodAnswer } from '../../contract/calls/orders';

/** holder and iban: the account a prepayment part's refund goes to. */
export type WithdrawalField = 'name' | 'email' | 'part' | 'lines' | 'holder' | 'iban';

/** The form as typed: lines as "<part number>:<position>", the checkboxes' values. */
export interface WithdrawalValues {
  name: string; email: string; part: string; lines: string[]; reason?: (typeof RETURN_REASONS)[number];
  /** The refund account's fields as typed, when the form asked for them. */
  account?: { holder: string; iban: string };
}

export type WithdrawalProblem =
  | { kind: 'field'; field: WithdrawalField }
  /** The marketplace refused: the period ended (or there is no contract) meanwhile. */
  | { kind: 'period'; part: string; period: WithdrawalPeriodAnswer }
  | { kind: 'unavailable' };

export interface OrderWithdrawalPageProps {
  order: OrderAnswer;
  /** The signed link's token, carried by the form. */
  token: string;
  /** As posted; null before: every line is ticked. */
  values: WithdrawalValues | null;
  /** The part whose "withdraw" link led here. */
  chosenPart: string | null;
  problem: WithdrawalProblem | null;
}

export interface WithdrawPageProps {
  lookup: { number: string; email: string; problem: 'notFound' | 'invalid' | 'unavailable' | 'tooMany' | null; retryMinutes?: number };
  /** Signed in (DE, AT): the order history also offers the function. */
  signedIn: boolean;
}
