/**
 * Texts for islands that re-render server views on the client (cart): the server flattens the
 * needed resource keys (raw, placeholders kept, de-AT falling back to de-DE through i18next), and
 * the client translates them with the same rules i18next applies to these texts: plural suffix
 * from Intl.PluralRules (_one, _other ...) and {{name}} interpolation without escaping.
 */
import type { Translate } from '../../locales/i18n';

export type FlatTexts = Record<string, string>;

function leaves(value: unknown, prefix: string, out: string[]): void {
  if (typeof value === 'string') out.push(prefix);
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) leaves(inner, `${prefix}.${key}`, out);
}

const flatCache = new WeakMap<Translate, Map<string, FlatTexts>>();

/**
 * Server side: every leaf under the given keys, each resolved on its own so fallbacks apply. Kept
 * per translator (one per locale) and key list, as islands ask on every page (shared: do not change).
 */
export function flatTexts(t: Translate, keys: string[]): FlatTexts {
  const cacheKey = keys.join('\n');
  let byKeys = flatCache.get(t);
  if (!byKeys) flatCache.set(t, (byKeys = new Map()));
  let texts = byKeys.get(cacheKey);
  if (!texts) byKeys.set(cacheKey, (texts = readFlatTexts(t, keys)));
  return texts;
}

function readFlatTexts(t: Translate, keys: string[]): FlatTexts {
  const out: FlatTexts = {};
  for (const key of keys) {
    const found: string[] = [];
    leaves(t(key, { returnObjects: true }) as unknown, key, found);
    for (const leaf of found) out[leaf] = String(t(leaf));
  }
  return out;
}

const pluralRulesByLocale = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRulesByLocale.get(locale);
  if (!rules) pluralRulesByLocale.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

export type LiteTranslate = (key: string, vars?: Record<string, unknown>) => string;

export function liteTranslator(locale: string, texts: FlatTexts): LiteTranslate {
  const rules = pluralRules(locale);
  return (key, vars = {}) => {
    const count = vars.count;
    const template = typeof count === 'number'
      ? texts[`${key}_${rules.select(count)}`] ?? texts[`${key}_other`] ?? texts[key]
      : texts[key];
    if (template === undefined) return key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (vars[name] === undefined ? match : String(vars[name])));
  };
}
