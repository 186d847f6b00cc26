/**
 * What became of a cart write whose answer did not come, asked by its key a few times: applied
 * (with the cart), surely not (the key is settled, so the write can no longer be applied), or
 * unknown. Its own module: fetched only when an answer did not come, not with the add's island.
 */
import type { AnswerOf } from '../../contract/call';
import type { commerceCalls } from '../../contract/calls/commerce';
import { cartPost, unanswered } from './api';

export type WriteFate =
  | { state: 'applied'; answer: AnswerOf<(typeof commerceCalls)['POST /Warenkorb/settle']> }
  | { state: 'none' }
  | { state: 'unknown' };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function writeFate(idempotencyKey: string, tries = 3, pauseMs = 1500): Promise<WriteFate> {
  for (let attempt = 0; attempt < tries; attempt++) {
    if (attempt > 0) await pause(pauseMs);
    try {
      const answer = await cartPost('POST /Warenkorb/settle', {}, { idempotencyKey });
      return answer.applied ? { state: 'applied', answer } : { state: 'none' };
    } catch (error) {
      if (!unanswered(error)) return { state: 'unknown' };
    }
  }
  return { state: 'unknown' };
}

/** The same for an add, as its button says it: added, not added, or not confirmed either way. */
export async function addFate(idempotencyKey: string): Promise<'added' | 'notAdded' | 'unconfirmed'> {
  const { state } = await writeFate(idempotencyKey);
  return state === 'applied' ? 'added' : state === 'none' ? 'notAdded' : 'unconfirmed';
}
