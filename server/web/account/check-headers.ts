/**
 * The user calls need the check headers csr, ts, c. Page loaders and forms call from the
 * server, which holds the secret, so they issue and answer a challenge themselves.
 */
import { issueChallenge } from '../../request-checks/check-challenge';
import { deriveCheck } from '../../../contract/check';

export async function withCheckHeaders(headers: Record<string, string | undefined>, secret: string): Promise<Record<string, string | undefined>> {
  const { csr, ts } = issueChallenge(secret, Date.now());
  return { ...headers, csr, ts, c: await deriveCheck(csr, ts) };
}
