/**
 * i18next resources: locales/resources/<language>/*.json, merged per language (each file owns its
 * top-level keys). Austria overlays German only where it really differs (de-AT falls back to de-DE).
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction, type i18n as I18n } from 'i18next';
import { LRUCache } from 'lru-cache';
import { DEFAULT_LOCALE, EDITIONS, LOCALES } from './editions';

export type Translate = TFunction;
export type Resource = Record<string, unknown>;

/** The texts are found from the sources and from the build output alike: the nearest folder up holding locales/resources. */
function resourcesDir(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'locales', 'resources');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return path.join(process.cwd(), 'locales', 'resources');
  }
}

export const RESOURCES_DIR = resourcesDir(__dirname);

function deepMerge(target: Resource, source: Resource): Resource {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = existing && typeof existing === 'object' && value && typeof value === 'object'
      ? deepMerge(existing as Resource, value as Resource)
      : value;
  }
  return target;
}

/** All files of one resource folder merged into one translation object. */
export function loadResource(folder: string): Resource {
  const dir = path.join(RESOURCES_DIR, folder);
  if (!fs.existsSync(dir)) return {};
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reduce<Resource>((merged, file) => deepMerge(merged, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))), {});
}

/** "de" elided before a vowel, as French writes it ("d’AutoDeal", "d’Eurorepar"); h is left alone (it may be aspirated). */
export function frenchDe(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(name) ? `d’${name}` : `de ${name}`;
}

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: Resource }> = {};
  for (const locale of LOCALES) resources[locale] = { translation: loadResource(EDITIONS[locale].language) };
  resources['de-AT'] = { translation: loadResource('de-AT') };
  // Resources are handed in, so init finishes synchronously; its promise carries nothing to wait for.
  void instance.init({
    resources,
    supportedLngs: [...LOCALES],
    fallbackLng: { 'de-AT': ['de-DE'], default: [] },
    lng: DEFAULT_LOCALE,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  // French "de" before a name: "CGV d’AutoDeal", "CGV de Bosch" ({{shop, de}} in the French texts).
  instance.services.formatter?.add('de', (value: unknown) => frenchDe(String(value)));
  return instance;
}

/**
 * One fixed translator per instance and locale, so per-request memos keyed by it hold across
 * requests. Resources do not change after init, so an answer follows from the key and the options
 * alone and is kept per translator: plain lookups (a key alone, or a key with only returnObjects)
 * in a map that stops growing at MEMO_MAX keys, and lookups whose options are all strings, numbers
 * or booleans (interpolation, count) in an LRU of MEMO_MAX, since their values (a shop's rating,
 * a price) come and go. i18next's lookup and interpolation were a large part of a page's CPU: the
 * cart's layout texts, and the article page's texts of every offer row, mostly the same shops'
 * ratings and shipping in one edition. Calls with any other options (an object, a function) still
 * go through i18next. Returned objects are shared: read them, never change them.
 */
const translators = new WeakMap<I18n, Map<string, Translate>>();
const MEMO_MAX = 5_000;

function onlyReturnObjects(options: unknown): boolean {
  if (!options || typeof options !== 'object') return false;
  const keys = Object.keys(options);
  return keys.length === 1 && keys[0] === 'returnObjects' && (options as { returnObjects?: unknown }).returnObjects === true;
}

/**
 * The memo key of a call whose options are all strings, numbers or booleans, each written with its
 * type (a count of 1 and a count of "1" may read differently); undefined for any other options.
 */
function primitiveCallKey(key: string, options: object): string | undefined {
  let memoKey = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return undefined;
    memoKey += `\u0000${name}\u0001${type[0]}${String(value)}`;
  }
  return memoKey;
}

function memoised(fixed: Translate): Translate {
  const call = fixed as unknown as (...args: unknown[]) => unknown;
  const plain = new Map<string, unknown>();
  const objects = new Map<string, unknown>();
  const withOptions = new LRUCache<string, { value: unknown }>({ max: MEMO_MAX });
  const lookup = (memo: Map<string, unknown>, key: string, options?: object): unknown => {
    if (memo.has(key)) return memo.get(key);
    const value = options ? call(key, options) : call(key);
    if (memo.size < MEMO_MAX) memo.set(key, value);
    return value;
  };
  const t = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
    if (typeof key === 'string' && rest.length === 0) {
      if (options === undefined) return lookup(plain, key);
      if (onlyReturnObjects(options)) return lookup(objects, key, options as object);
      const memoKey = options !== null && typeof options === 'object' ? primitiveCallKey(key, options) : undefined;
      if (memoKey !== undefined) {
        const known = withOptions.get(memoKey);
        if (known) return known.value;
        const value = call(key, options);
        withOptions.set(memoKey, { value });
        return value;
      }
    }
    return call(key, options, ...rest);
  };
  return Object.assign(t, fixed);
}

export function translatorFor(i18n: I18n, locale: (typeof LOCALES)[number]): Translate {
  let byLocale = translators.get(i18n);
  if (!byLocale) translators.set(i18n, (byLocale = new Map()));
  let t = byLocale.get(locale);
  if (!t) byLocale.set(locale, (t = memoised(i18n.getFixedT(locale))));
  return t;
}
