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
    leaves(t(key, { returnObjects: true }), key, found);
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

/** A text cut at its {{placeholders}}: even indexes are literal text, odd ones placeholder names. */
type Template = string[];
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/;
const compiled = new WeakMap<FlatTexts, Map<string, Template>>();

function templateOf(texts: FlatTexts, key: string): Template | undefined {
  let byKey = compiled.get(texts);
  if (!byKey) compiled.set(texts, (byKey = new Map()));
  let template = byKey.get(key);
  if (template === undefined && texts[key] !== undefined) byKey.set(key, (template = texts[key].split(PLACEHOLDER)));
  return template;
}

/**
 * Texts are cut at their placeholders once per texts object (the server keeps one per locale, see
 * flatTexts): the cart page fills the same few texts hundreds of times a second.
 */
export function liteTranslator(locale: string, texts: FlatTexts): LiteTranslate {
  const rules = pluralRules(locale);
  return (key, vars = {}) => {
    const count = vars.count;
    const template = typeof count === 'number'
      ? templateOf(texts, `${key}_${rules.select(count)}`) ?? templateOf(texts, `${key}_other`) ?? templateOf(texts, key)
      : templateOf(texts, key);
    if (template === undefined) return key;
    let out = template[0]!;
    for (let i = 1; i < template.length; i += 2) {
      const name = template[i]!;
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the values are the strings and numbers a text is given
      out += (vars[name] === undefined ? `{{${name}}}` : String(vars[name])) + template[i + 1]!;
    }
    return out;
  };
}
