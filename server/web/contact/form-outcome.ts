/** What a rejected or failed contact post hands to the page that shows the form again. Kept per request. */
import type { Request } from 'express';
import type { ContactPageProps } from '../../../views/pages/ContactPage';

export interface ContactOutcome {
  values: ContactPageProps['values'];
  error: NonNullable<ContactPageProps['error']>;
  status: number;
}

const outcomes = new WeakMap<Request, ContactOutcome>();

export function rememberContactOutcome(req: Request, outcome: ContactOutcome): void {
  outcomes.set(req, outcome);
}

export function contactOutcomeOf(req: Request): ContactOutcome | undefined {
  return outcomes.get(req);
}
