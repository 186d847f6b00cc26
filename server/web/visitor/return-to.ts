/**
 * Where a visitor's choice (delivery country, consent, forgetting the vehicle) sends them back:
 * only a path on this site, starts with one slash, no scheme-relative "//" or backslash tricks.
 */
export function safeReturnTo(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}
