/**
 * Judging one answer of the search against the judged query set: whether it found anything, whether
 * its first article is right, and nDCG@10 (binary gains: an article is right or not).
 */
import type { JudgedQuery } from './judged-queries';

/** What the bench knows about an article the search answered. */
export interface FoundArticle { id: number; categoryTitle: string; criteria: string | null; normNumber: string; brand?: string }

/** The catalogue's numbers a `#N` judgement names. */
export interface NumberedArticle { id: number; number: string; oeNumber: string | null }

export interface Verdict { answerable: boolean; zero: boolean; firstRight: boolean; ndcg: number }

const CUTOFF = 10;

/** The term a `@N` query stands for, written as the judgement says ("#3 dotted"). */
export function termFor(query: JudgedQuery, numbered: (n: number) => NumberedArticle, exists: (norm: string) => boolean): string {
  if (!query.term.startsWith('@')) return query.term;
  const [ref, form] = query.good.split(' ');
  const article = numbered(Number(ref!.slice(1)));
  const norm = article.number.toUpperCase().replace(/[\s.\-/]+/g, '');
  const group = (separator: string) => norm.replace(/(.{3})(?=.)/g, `$1${separator}`);
  switch (form) {
    case 'spaced': return group(' ');
    case 'dotted': return group('.');
    case 'dashed': return group('-');
    case 'oe': return article.oeNumber ?? article.number;
    case 'typo': return oneDigitWrong(norm, exists) ?? norm;
    default: return article.number;
  }
}

/** The number with its last possible digit changed so that it names no article. */
function oneDigitWrong(norm: string, exists: (norm: string) => boolean): string | null {
  for (let i = norm.length - 1; i >= 0; i--) {
    if (!/\d/.test(norm[i]!)) continue;
    for (let step = 1; step < 10; step++) {
      const variant = norm.slice(0, i) + String((Number(norm[i]) + step) % 10) + norm.slice(i + 1);
      if (!exists(variant)) return variant;
    }
  }
  return null;
}

/** Whether an article's criteria hold the value, however it is written ("5W-30" = "5W30"); with `prefix`, a value beginning so. */
function carries(criteria: string | null, key: string, value: string, prefix = false): boolean {
  const fold = (text: string) => text.toLowerCase().replace(/[^a-z0-9.]/g, '');
  try {
    const list = JSON.parse(criteria ?? '[]') as { key?: unknown; value?: unknown }[];
    return list.some((c) => c.key === key && typeof c.value === 'string' && (prefix ? fold(c.value).startsWith(fold(value)) : fold(c.value) === fold(value)));
  } catch {
    return false;
  }
}

/** "Bremsbeläge*" marks a kind made per axle: its one category, front and rear alike (a condition may ask for one). */
function titles(list: string): string[] {
  return list.split(';').map((t) => t.trim().replace(/\*$/, '')).filter(Boolean);
}

/** The shoppers' set: categories, then conditions after " & " (criteria, `key^=` a value's beginning, brand). */
function meetsConditions(good: string, article: FoundArticle): boolean {
  const [categories, ...conditions] = good.split('&').map((part) => part.trim());
  if (categories && !titles(categories).includes(article.categoryTitle)) return false;
  return conditions.every((condition) => {
    const [, key, op, value] = /^([\w]+)(\^?=)(.+)$/.exec(condition) ?? [];
    if (!key || !value) return false;
    if (key === 'brand') return article.brand === value;
    return carries(article.criteria, key, value, op === '^=');
  });
}

function isRight(query: JudgedQuery, article: FoundArticle, numbered: (n: number) => NumberedArticle): boolean {
  const good = query.good;
  if (good.startsWith('num:')) return article.normNumber === good.slice(4);
  if (good.includes('&') || good.includes('*')) return meetsConditions(good, article);
  if (good.startsWith('attr:')) {
    const [key, value] = good.slice(5).split('=') as [string, string];
    return carries(article.criteria, key, value);
  }
  if (good.startsWith('#')) {
    // Another brand's article with the same number is as right: the number alone cannot tell them apart.
    const wanted = numbered(Number(good.split(' ')[0]!.slice(1)));
    return article.id === wanted.id || (!good.endsWith(' oe') && article.normNumber === wanted.number.toUpperCase().replace(/[\s.\-/]+/g, ''));
  }
  return good.split(';').includes(article.categoryTitle);
}

export function judge(query: JudgedQuery, found: FoundArticle[], didYouMean: string | null, numbered: (n: number) => NumberedArticle): Verdict {
  if (query.good === '-') return { answerable: false, zero: found.length === 0, firstRight: found.length === 0, ndcg: found.length === 0 ? 1 : 0 };
  if (query.good.endsWith(' typo')) {
    // Offered, never searched in its place: the article must not be answered for the wrong number.
    const article = numbered(Number(query.good.split(' ')[0]!.slice(1)));
    const offered = didYouMean !== null && didYouMean.toUpperCase().replace(/[\s.\-/]+/g, '') === article.number.toUpperCase().replace(/[\s.\-/]+/g, '');
    const right = offered && !found.some((f) => f.id === article.id);
    return { answerable: true, zero: !offered, firstRight: right, ndcg: right ? 1 : 0 };
  }
  const gains = found.slice(0, CUTOFF).map((article) => (isRight(query, article, numbered) ? 1 : 0));
  const dcg = gains.reduce<number>((sum, gain, i) => sum + gain / Math.log2(i + 2), 0);
  // The ideal answer: every place it has right (how many right articles exist is not known), or
  // for a number, the articles carrying it first (brands share numbers: as many as were found, at least one).
  const named = query.good.startsWith('#') || query.good.startsWith('num:');
  const idealCount = named ? Math.max(1, gains.reduce<number>((sum, gain) => sum + gain, 0)) : Math.max(1, gains.length);
  let ideal = 0;
  for (let i = 0; i < idealCount; i++) ideal += 1 / Math.log2(i + 2);
  return { answerable: true, zero: found.length === 0, firstRight: gains[0] === 1, ndcg: dcg / ideal };
}
