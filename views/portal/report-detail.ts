/**
 * A feed report line's detail in the member's language. The marketplace keeps one English detail
 * per line (the shops' API and the CSV report hand it on as it is); the portal words the kinds it
 * knows and shows data (an unknown EAN, brand or number) as it came.
 */
import type { Translate } from '../../locales/i18n';

/** The feeds' English problems, by the key that words them. */
const PROBLEMS: Record<string, string> = {
  'a line break or tab inside the amount': 'lineBreak',
  'a negative amount': 'negative',
  'not an amount (digits with a decimal comma or point, € or EUR)': 'notAmount',
  'more than 1,000,000 €': 'tooLarge',
  'three decimals: a cent has two': 'threeDecimals',
  'a point or comma before three digits: a thousand or three decimals? (write 1.234,00 or 1,23)': 'ambiguous',
  'a negative stock': 'negativeStock',
  'not a whole number': 'notWhole',
  zero: 'zero',
  'not in stock, out of stock, preorder or backorder': 'availability',
};

/**
 * Why a linked image or document could not be used, by the English problem's shape: the key that
 * words it and the value it names (a size, a status code, a host). Any other problem is said in
 * general words, never in English.
 */
const MEDIA_PROBLEMS: [RegExp, string][] = [
  [/^answered HTTP 401/, 'unauthorised'],
  [/^answered HTTP (\d+)/, 'status'],
  [/^answered (\d+) without a Location/, 'status'],
  [/^the host (\S+) is unknown/, 'unknownHost'],
  [/^no complete answer within (\d+)/, 'timeout'],
  [/^larger than (\d+ megapixels)/, 'tooManyPixels'],
  [/^larger than ([\d.,]+ ?[MKk]B)/, 'tooLarge'],
  [/^(\d+ x \d+) px: smaller than/, 'tooSmall'],
  [/^not an image/, 'notImage'],
  [/^not a PDF/, 'notPdf'],
  [/^answered an empty file/, 'empty'],
  [/^not a link/, 'notLink'],
  [/^only http/, 'scheme'],
  [/user name or password/, 'credentials'],
  [/^more than (\d+) redirects/, 'redirects'],
  [/inside the shop's own network/, 'inside'],
  [/^not fetched: the feed links more than (\d+)/, 'later'],
];

const COLUMNS = new Set(['sku', 'brand', 'mpn', 'ean', 'price', 'shipping', 'stock', 'deposit', 'availability', 'sale_price', 'image_link', 'additional_image_link', 'document_link']);

function columnName(t: Translate, column: string): string {
  const [name = column, country] = column.split('.');
  const label = COLUMNS.has(name) ? t(`portal.detail.column.${name}`) : name;
  return country ? `${label} (${country})` : label;
}

export function reportDetail(t: Translate, line: { reason: string; detail: string | null }): string {
  const { reason, detail } = line;
  if (!detail) return '';
  if (reason === 'missing-field') return t('portal.detail.missing', { column: columnName(t, detail) });
  if (reason === 'bad-ean' && (detail === 'length' || detail === 'check-digit')) return t(`portal.detail.ean.${detail}`);
  const replaced = /^replaced by line (\d+)$/.exec(detail);
  if (reason === 'duplicate-sku' && replaced) return t('portal.detail.replacedBy', { line: replaced[1] });
  const value = /^([\w.]+) "(.*)": (.+)$/s.exec(detail);
  if (value && (reason === 'unusable-image' || reason === 'unusable-document')) {
    const [, column, url, problem] = value as unknown as [string, string, string, string];
    const known = MEDIA_PROBLEMS.find(([shape]) => shape.test(problem));
    const problemText = t(`portal.detail.media.${known?.[1] ?? 'other'}`, { value: known ? shapeValue(known[0], problem) : '' });
    return t('portal.detail.mediaValue', { column: columnName(t, column), url, problem: problemText });
  }
  if (value && PROBLEMS[value[3]!]) return t('portal.detail.value', { column: columnName(t, value[1]!), problem: t(`portal.detail.problem.${PROBLEMS[value[3]!]}`) });
  return detail;
}

const shapeValue = (shape: RegExp, problem: string) => shape.exec(problem)?.[1] ?? '';
