/**
 * Cached Intl objects: building an Intl.NumberFormat / DateTimeFormat / DisplayNames
 * costs far more than formatting with one, and the server renders hundreds of prices per second.
 * One object per locale and options, shared by server and islands. The caches stay tiny: six
 * editions times a handful of option sets.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const regionNames = new Map<string, Intl.DisplayNames>();
const sortedRegionLists = new Map<string, readonly string[]>();

/** The same options object (a module constant) gives the same key without JSON.stringify on every price. */
const optionKeys = new WeakMap<object, string>();
function keyOf(locale: string, options: object): string {
  let json = optionKeys.get(options);
  if (json === undefined) optionKeys.set(options, (json = JSON.stringify(options)));
  return `${locale}|${json}`;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? keyOf(locale, options) : locale;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = options ? keyOf(locale, options) : locale;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** Names looked up before, per locale and code: DisplayNames.of is slow and pages ask on every render. */
const regionNameTexts = new Map<string, string>();

/** The region's name in the locale's language ("Deutschland", "Allemagne"); the code when unknown. */
export function regionName(locale: string, code: string): string {
  const key = `${locale}|${code}`;
  let text = regionNameTexts.get(key);
  if (text !== undefined) return text;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  try {
    text = names.of(code) ?? code;
  } catch {
    text = code;
  }
  // Only well-formed codes are kept, so odd input cannot grow the map without bound.
  if (/^[A-Z]{2}$/.test(code)) regionNameTexts.set(key, text);
  return text;
}

/** An address on one line as staff read it, the country by its name in the reader's language ("…, 10115 Berlin, Deutschland"). */
export function addressLine(locale: string, address: { name: string; street: string; zip: string; city: string; country: string }): string {
  return [address.name, address.street, `${address.zip} ${address.city}`.trim(), address.country && regionName(locale, address.country)].filter(Boolean).join(', ');
}

/** Region codes sorted by their name in the locale's language (computed once per locale and list). */
export function sortedRegions(locale: string, codes: readonly string[]): readonly string[] {
  const key = `${locale}|${codes.join(',')}`;
  let sorted = sortedRegionLists.get(key);
  if (!sorted) {
    sorted = [...codes].sort((a, b) => regionName(locale, a).localeCompare(regionName(locale, b), locale));
    sortedRegionLists.set(key, sorted);
  }
  return sorted;
}

/** A file's size as shoppers read it: "840 B", "12 kB", "1,4 MB" (units in the edition's words). */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < 1000) return numberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'short' }).format(bytes);
  if (bytes < 1_000_000) return numberFormat(locale, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 }).format(Math.round(bytes / 1000));
  return numberFormat(locale, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / 1_000_000);
}
