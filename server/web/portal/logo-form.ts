/** What went wrong with a logo upload, as the marketplace's redirect names it (anything else: nothing). */
import { LOGO_PROBLEMS, type LogoUploadProblem } from '../../../contract/portal-paths';

export function logoProblemOf(value: unknown): LogoUploadProblem | null {
  return typeof value === 'string' && (LOGO_PROBLEMS as readonly string[]).includes(value) ? value as LogoUploadProblem : null;
}
