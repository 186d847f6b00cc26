/**
 * What a shop may write into the fields of a step of its part (carrier, tracking number, a
 * refusal's reason): one rule per field for every way in (the portal, the shops' API as JSON and
 * as CSV), so no channel stores what another refuses. A value is trimmed; a refusal names the
 * field, a problem code the portal words in the member's language, and an English sentence for the API.
 */

export type StepField = 'carrier' | 'trackingNumber' | 'reason';
/** What is wrong with a field's value (the portal's message key). */
export type StepFieldProblem = 'required' | 'tooShort' | 'tooLong' | 'characters';
export interface StepFieldRefusal { field: StepField; problem: StepFieldProblem; error: string }

export const TRACKING_NUMBER_LENGTH = { min: 4, max: 60 } as const;
export const CARRIER_MAX = 60;
export const REASON_MAX = 500;

/** Carriers' numbers are letters and digits, grouped by spaces or dashes (00340434161234567890, 1Z999AA10123456784, GLS 4711 0815). */
const TRACKING_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/;
/** A carrier's name in any language (DHL, Österreichische Post, post.at, Spedition Müller & Co.): never markup or a formula. */
const CARRIER = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .&/()-]*$/u;
/** Control characters other than tab and line breaks (a reason may have several lines). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const TRACKING_RULE = `${TRACKING_NUMBER_LENGTH.min} to ${TRACKING_NUMBER_LENGTH.max} letters, digits, spaces or dashes, beginning and ending with a letter or digit`;

/** The tracking number a shipment needs. */
export function trackingNumberOf(value: unknown): { value: string } | StepFieldRefusal {
  const text = trimmed(value);
  const refuse = (problem: StepFieldProblem, what: string): StepFieldRefusal => ({ field: 'trackingNumber', problem, error: `trackingNumber ${what} (${TRACKING_RULE})` });
  if (!text) return refuse('required', 'is required for shipped');
  if (text.length < TRACKING_NUMBER_LENGTH.min) return refuse('tooShort', 'is too short');
  if (text.length > TRACKING_NUMBER_LENGTH.max) return refuse('tooLong', `is at most ${TRACKING_NUMBER_LENGTH.max} characters`);
  if (!TRACKING_NUMBER.test(text)) return refuse('characters', 'has characters a tracking number does not');
  return { value: text };
}

/** The carrier a shipment needs. */
export function carrierOf(value: unknown): { value: string } | StepFieldRefusal {
  const text = trimmed(value);
  const refuse = (problem: StepFieldProblem, what: string): StepFieldRefusal => ({ field: 'carrier', problem, error: `carrier ${what} (at most ${CARRIER_MAX} letters, digits, spaces and . & / ( ) -, beginning with a letter or digit)` });
  if (!text) return refuse('required', 'is required for shipped');
  if (text.length > CARRIER_MAX) return refuse('tooLong', `is at most ${CARRIER_MAX} characters`);
  if (!CARRIER.test(text)) return refuse('characters', 'has characters a carrier\'s name does not');
  return { value: text };
}

/** A refusal's or cancellation's reason: free text, optional (undefined when none was given). */
export function reasonOf(value: unknown): { value: string | undefined } | StepFieldRefusal {
  const text = trimmed(value);
  if (text.length > REASON_MAX) return { field: 'reason', problem: 'tooLong', error: `reason is at most ${REASON_MAX} characters` };
  if (CONTROL.test(text)) return { field: 'reason', problem: 'characters', error: 'reason must not contain control characters' };
  return { value: text || undefined };
}
