/**
 * Which call of the contract a request names. Paths match in any casing and with or without a
 * trailing slash; a GET of a catalogue path itself (/Bremsscheiben/Alle-Fahrzeuge/--1523) is the
 * listing of that path. The marketplace answers, the proxy forwards and the metrics label only
 * what this finds.
 */
import { match } from 'path-to-regexp';
import type { Call } from './call';
import { readCataloguePath } from './catalogue-path';
import { CALLS, type CallName } from './calls/index';

export interface ResolvedCall {
  name: CallName;
  call: Call;
  params: Record<string, unknown>;
}

const COMPILED = (Object.entries(CALLS) as Array<[CallName, Call]>).map(([name, call]) => ({ name, call, matches: match(call.path, { sensitive: false }) }));

function find(method: string, path: string): ResolvedCall | null {
  for (const entry of COMPILED) {
    if (entry.call.method !== method) continue;
    let result: ReturnType<typeof entry.matches>;
    try {
      result = entry.matches(path);
    } catch {
      return null; // malformed percent-encoding
    }
    if (result) return { name: entry.name, call: entry.call, params: result.params };
  }
  return null;
}

export function callAt(method: string, path: string): ResolvedCall | null {
  return find(method, path) ?? (method === 'GET' && readCataloguePath(path) ? find('GET', `/listing${path}`) : null);
}
