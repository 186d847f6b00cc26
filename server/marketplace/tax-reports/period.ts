/**
 * The periods the filings count in: a quarter (OSS return, DAC7's per-quarter figures) and a year,
 * as calendar months in Europe/Berlin where the marketplace keeps its books (settlements' months).
 */
import { monthBounds } from '../settlements';

export const QUARTER = /^(\d{4})-Q([1-4])$/;

export const isQuarter = (text: string): boolean => QUARTER.test(text);

/** The quarter's months, YYYY-MM. */
export function monthsOfQuarter(quarter: string): string[] {
  const match = QUARTER.exec(quarter);
  if (!match) throw new Error(`not a quarter: ${quarter}`);
  const first = (Number(match[2]) - 1) * 3 + 1;
  return [0, 1, 2].map((offset) => `${match[1]}-${String(first + offset).padStart(2, '0')}`);
}

/** The quarter's bounds as ISO instants: start inclusive, end exclusive. */
export function quarterBounds(quarter: string): { start: string; end: string } {
  const months = monthsOfQuarter(quarter);
  return { start: monthBounds(months[0]!).start, end: monthBounds(months[2]!).end };
}

/** 1 to 4: the quarter a month (YYYY-MM) is in. */
export const quarterOfMonth = (month: string): number => Math.ceil(Number(month.slice(5, 7)) / 3);
