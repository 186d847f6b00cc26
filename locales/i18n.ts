/**
 * i18next resources: locales/resources/<language>/*.json, merged per language (each file owns its
 * top-level keys). Austria overlays German only where it really differs (de-AT falls back to de-DE).
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction, type i18n as I18n } from 'i18next';
import { projectRoot } from '../server/paths';
import { DEFAULT_LOCALE, EDITIONS, LOCALES } from './editions';

export type Translate = TFunction;
export type Resource = Record<string, unknown>;

export const RESOURCES_DIR = path.join(projectRoot, 'locales', 'resources');

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

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: Resource }> = {};
  for (const locale of LOCALES) resources[locale] = { translation: loadResource(EDITIONS[locale].language) };
  resources['de-AT'] = { translation: loadResource('de-AT') };
  instance.init({
    resources,
    supportedLngs: [...LOCALES],
    fallbackLng: { 'de-AT': ['de-DE'], default: [] },
    lng: DEFAULT_LOCALE,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}

/** One fixed translator per instance and locale (it looks resources up on each call), so per-request memos keyed by it hold across requests. */
const translators = new WeakMap<I18n, Map<string, Translate>>();

export function translatorFor(i18n: I18n, locale: (typeof LOCALES)[number]): Translate {
  let byLocale = translators.get(i18n);
  if (!byLocale) translators.set(i18n, (byLocale = new Map()));
  let t = byLocale.get(locale);
  if (!t) byLocale.set(locale, (t = i18n.getFixedT(locale)));
  return t;
}
