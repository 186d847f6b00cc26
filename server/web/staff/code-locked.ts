/**
 * A fresh code refused because the account's code entry is locked (too many wrong codes, at sign-in
 * or before a guarded action): what the form says beside its code field, in the reader's language,
 * with the minutes left. Null for any other refusal.
 */
import type { Problem } from '../../../contract/wire';
import type { Translate } from '../../../locales/i18n';

export function codeLockedMessage(t: Translate, answer: { status: number; problem: Problem }): string | null {
  if (answer.status !== 429 || answer.problem.error !== 'locked') return null;
  const minutes = Math.max(1, Math.ceil(Number(answer.problem.retryAfterSeconds ?? 60) / 60));
  return t('desk.codeLocked', { count: minutes });
}
