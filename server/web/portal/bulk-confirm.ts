/**
 * Several new parts ticked in the inbox, confirmed in one step: each through the same step as its
 * own "confirm" button, one after the other, so one refused part stops none of the others. What
 * was ticked comes back exactly as sent, with each refusal beside its part.
 */
import type { PortalWho } from './area';
import { partNumberOf, stepProblemText } from './step-problem';

/** The inbox's checkboxes as sent: part numbers only, each once, at most a page's worth and then some. */
export function tickedPartsOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return [...new Set(values.filter((v): v is string => typeof v === 'string').map((v) => partNumberOf(v)).filter((v): v is string => v !== null))].slice(0, 200);
}

/** confirmed: the parts now confirmed; refused: each part that was not, with why in the member's language. */
export interface BulkConfirmResult { confirmed: string[]; refused: Record<string, string> }

export async function confirmParts(who: PortalWho, parts: readonly string[]): Promise<BulkConfirmResult> {
  const confirmed: string[] = [];
  const refused: Record<string, string> = {};
  for (const number of parts) {
    const answer = await who.call('POST /portal/orders/:number/status', { params: { number }, body: { status: 'accepted' } });
    if (answer.ok) confirmed.push(number);
    else if (answer.status === 404) refused[number] = who.t('portal.bulk.notFound');
    else if (answer.status === 400 || answer.status === 409) refused[number] = stepProblemText(who.t, answer.status, answer.problem, who.lang);
    // The marketplace not answering stops no other part: this one is said to be tried again.
    else refused[number] = who.t('portal.bulk.unavailable');
  }
  return { confirmed, refused };
}
