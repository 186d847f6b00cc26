/**
 * A full disk (or a used-up quota) is the operator's problem, not the client's and not a bug: it is
 * recognised where files are written, answered as such and never leaves a half-written file behind.
 */
const FULL = new Set(['ENOSPC', 'EDQUOT']);

export function isDiskFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    if (FULL.has((current as NodeJS.ErrnoException).code ?? '')) return true;
  }
  return false;
}

/** The answer a client gets when nothing more can be stored: 507, to try again later. */
export const DISK_FULL_ANSWER = {
  status: 507,
  retryAfterS: 60,
  error: 'insufficient_storage',
  message: 'the server has no room to store this now; try again later',
} as const;
