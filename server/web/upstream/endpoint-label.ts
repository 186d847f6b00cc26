/**
 * A bounded label for an upstream path: metrics must not grow with every id, search term or word
 * the outside world puts into a path. The label is the pattern of the contract's call the path
 * matches (e.g. "Warenkorb/Hinzufuegen/:articleId"), "listing" for a catalogue path
 * (GET /api{path}), "not_found" for an answer 404 and "other" for anything else: never a piece of
 * the path itself.
 */
import { match } from 'path-to-regexp';
import { CALLS } from '../../../contract/index';
import { readCataloguePath } from '../../../contract/catalogue-path';

/** Matched as the marketplace matches them: in any casing, with or without a trailing slash. */
const PATTERNS = [...new Set(Object.values(CALLS).map((call) => call.path))].map((path) => ({
  label: path.replace(/\{\/\*\w+\}$/, '').replace(/^\//, ''),
  matches: match(path, { sensitive: false }),
}));

export function endpointLabel(path: string, status?: number): string {
  if (status === 404) return 'not_found';
  for (const pattern of PATTERNS) {
    try {
      if (pattern.matches(path)) return pattern.label;
    } catch {
      return 'other'; // malformed percent-encoding
    }
  }
  return readCataloguePath(path) ? 'listing' : 'other';
}
