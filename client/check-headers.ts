/**
 * Check headers for the calls that require them: the page's challenge (embedded state) and
 * c = deriveCheck(csr, ts). Bot friction only; see README.
 */
import { deriveCheck } from '../contract/check';

interface PageState {
  challenge?: { csr: string; ts: string };
}

function pageState(): PageState {
  const element = document.getElementById('spareo-state');
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as PageState) : {};
  } catch {
    return {};
  }
}

/** x-csr, x-ts, x-c; the user calls take the short names (csr, ts, c). */
export async function checkHeaders(style: 'x' | 'user' = 'x'): Promise<Record<string, string>> {
  const challenge = pageState().challenge;
  if (!challenge) return {};
  const c = await deriveCheck(challenge.csr, challenge.ts);
  return style === 'x'
    ? { 'x-csr': challenge.csr, 'x-ts': challenge.ts, 'x-c': c }
    : { csr: challenge.csr, ts: challenge.ts, c };
}
