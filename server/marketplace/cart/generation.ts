/**
 * Cart generation links: ?cartParam[{offerId}]=qty or cartParam[{offerId},{modelId}]=qty,
 * repeated, optional replace=true. Only the first 50 entries are taken.
 */
export const MAX_GENERATION_ITEMS = 50;

export interface GenerationItem {
  offerId: number;
  modelId: number | null;
  quantity: number;
}

export interface ParsedGeneration {
  items: GenerationItem[];
  replace: boolean;
  /** Entries past the first 50 that were not taken. */
  truncated: number;
  /** Entries taken but unreadable (bad id or quantity), as given. */
  invalid: { param: string; value: string }[];
}

type QueryValue = unknown;

const PARAM = /^cartParam\[\s*(\d{1,12})\s*(?:,\s*(\d{1,12})\s*)?\]$/;
const INNER = /^\s*(\d{1,12})\s*(?:,\s*(\d{1,12})\s*)?$/;

function values(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(values);
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  return [];
}

/** Accepts a raw query string, Node's flat parse ({'cartParam[12]': '2'}) or the extended one ({cartParam: {'12': '2'}}). */
export function parseCartGenerationQuery(query: string | Record<string, QueryValue>): ParsedGeneration {
  const pairs: [string, string][] = [];
  let replace = false;
  if (typeof query === 'string') {
    for (const [key, value] of new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)) {
      if (key === 'replace') replace ||= value === 'true' || value === '1';
      else if (key.startsWith('cartParam')) pairs.push([key, value]);
    }
  } else {
    for (const [key, value] of Object.entries(query)) {
      if (key === 'replace') replace ||= values(value).some((v) => v === 'true' || v === '1');
      else if (key === 'cartParam' && value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [inner, v] of Object.entries(value as Record<string, unknown>)) for (const one of values(v)) pairs.push([`cartParam[${inner}]`, one]);
      } else if (key.startsWith('cartParam')) for (const one of values(value)) pairs.push([key, one]);
    }
  }

  const taken = pairs.slice(0, MAX_GENERATION_ITEMS);
  const items: GenerationItem[] = [];
  const invalid: ParsedGeneration['invalid'] = [];
  for (const [param, value] of taken) {
    const match = PARAM.exec(param) ?? INNER.exec(param.replace(/^cartParam\[|\]$/g, ''));
    const quantity = /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : NaN;
    if (!match || !(quantity >= 1 && quantity <= 99)) {
      invalid.push({ param, value });
      continue;
    }
    items.push({ offerId: Number(match[1]), modelId: match[2] === undefined ? null : Number(match[2]), quantity });
  }
  return { items, replace, truncated: pairs.length - taken.length, invalid };
}
