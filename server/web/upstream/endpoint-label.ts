/**
 * A bounded label for an upstream path: metrics must not grow with every id, search term or word
 * the outside world puts into a path. The label is the pattern of the contract's call the path
 * matches (e.g. "Warenkorb/Hinzufuegen/:articleId"), "listing" for a catalogue path
 * (GET /api{path}), "not_found" for an answer 404 and "other" for anything else: never a piece of
 * the path itself.
 */
import { callAt } from '../../../contract/index';

export function endpointLabel(path: string, status?: number): string {
  if (status === 404) return 'not_found';
  const found = callAt('GET', path) ?? callAt('POST', path);
  if (!found) return 'other';
  return found.name === 'GET /listing{/*path}' ? 'listing' : found.call.path.replace(/^\//, '');
}
