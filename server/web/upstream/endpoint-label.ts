/**
 * A bounded label for an upstream path (metrics must not grow with every id or search term the
 * outside world sends): the first path segment when it is a plain word, else "other".
 */
export function endpointLabel(path: string, status?: number): string {
  if (status === 404) return 'not_found';
  const first = path.split('/')[1] ?? '';
  return /^[A-Za-z][\w-]{0,31}$/.test(first) ? first : 'other';
}
