/** What the account pages show: a rejected form's outcome and the notice after an action. */

export type AccountForm = 'signIn' | 'register' | 'vehicles';

export type AccountError = 'invalidField' | 'invalidCredentials' | 'emailTaken' | 'throttled' | 'unavailable';

/** Which form, the message code, the field at fault and the e-mail typed (never the password). */
export interface AccountFormOutcome {
  form: AccountForm;
  error: AccountError;
  field?: string;
  email?: string;
  retryAfterMinutes?: number;
  status: number;
}

export const NOTICES = ['saved', 'alreadySaved', 'removed', 'signedIn', 'registered', 'signedOut', 'notSaved'] as const;
export type AccountNotice = (typeof NOTICES)[number];
