/**
 * The page's main entity (the thing a page is about) distinguishes "does not exist" (404 page) from
 * "marketplace down" (503 page); lists are read with request() and its fallback, never failing a page.
 */
import type { AnswerOf, CallName, CallOf } from '../../../../contract/index';
import type { CallInput } from '../../marketplace-client';
import type { PageContext } from '../types';

export class UpstreamError extends Error {
  status = 503;
}

/** The call's answer; null when the marketplace says it does not exist (or the input names nothing). */
export async function requestEntity<N extends CallName>(context: PageContext, name: N, input: CallInput = {}): Promise<AnswerOf<CallOf<N>> | null> {
  const outcome = await context.marketplace.attempt(name, input, context.upstreamHeaders);
  if (outcome.ok) return outcome.answer;
  if (outcome.status === 404 || outcome.status === 400) return null;
  throw new UpstreamError(`marketplace answered ${outcome.status} for ${name}`);
}
