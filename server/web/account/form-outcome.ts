/**
 * What a rejected account form hands to the page that shows it again: which form, the message
 * code, the field at fault and the e-mail typed (never the password). Kept per request.
 */
import type { Request } from 'express';

import type { AccountFormOutcome } from '../../../views/account/types';

export type { AccountError, AccountForm, AccountFormOutcome } from '../../../views/account/types';

const outcomes = new WeakMap<Request, AccountFormOutcome>();

export function rememberOutcome(req: Request, outcome: AccountFormOutcome): void {
  outcomes.set(req, outcome);
}

export function outcomeOf(req: Request): AccountFormOutcome | undefined {
  return outcomes.get(req);
}
