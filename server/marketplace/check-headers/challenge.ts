/** The check headers as the marketplace's endpoints use them. */
import { verifyCheckHeaders } from '../../request-checks/check-challenge';
import type { Refusal } from '../http/endpoint';

export { issueChallenge, verifyCheckHeaders } from '../../request-checks/check-challenge';

/** For the calls that require check headers: null when the headers pass, else the 403 to answer. */
export async function checkHeadersFailure(headers: Record<string, string | undefined>, secret: string): Promise<Refusal | null> {
  const result = await verifyCheckHeaders(headers, secret, Date.now());
  if (result.ok) return null;
  return { status: 403, body: { error: 'check_failed', reason: result.reason, message: 'check headers missing, stale or wrong' } };
}
