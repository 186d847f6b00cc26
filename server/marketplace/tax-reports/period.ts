/**
 * The periods the filings count in: a quarter (OSS return, DAC7's per-quarter figures) and a year,
 * as calendar months in Europe/Berlin where the marketplace keeps its books (settlements' months).
 */
import { monthBounds, monthOf } from '../settlements';

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

/** The quarter an instant falls in, in the books' time zone. */
export function quarterOf(instant: Date): string {
  const month = monthOf(instant);
  return `${month.slice(0, 4)}-Q${quarterOfMonth(month)}`;
}

/** The quarter before. */
export function quarterBefore(quarter: string): string {
  const match = QUARTER.exec(quarter);
  if (!match) throw new Error(`not a quarter: ${quarter}`);
  const [year, q] = [Number(match[1]), Number(match[2])];
  return q === 1 ? `${year - 1}-Q4` : `${year}-Q${q - 1}`;
}

/** The quarters a report is asked for: the running one and those before it, newest first. */
export function recentQuarters(now: Date, count = 8): string[] {
  const quarters = [quarterOf(now)];
  while (quarters.length < count) quarters.push(quarterBefore(quarters[quarters.length - 1]!));
  return quarters;
}

/** The years a DAC7 report is asked for: the running one and those before it, newest first. */
export function recentYears(now: Date, count = 4): number[] {
  const year = Number(monthOf(now).slice(0, 4));
  return Array.from({ length: count }, (_, index) => year - index);
}
