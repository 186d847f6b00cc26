/** The periods the filings are chosen by: quarters and years in the books' time zone, newest first. */
import { monthsOfQuarter, quarterBefore, quarterOf, recentQuarters, recentYears } from './period';

test('a quarter\'s months, the one before, and the quarter of an instant in Europe/Berlin', () => {
  expect(monthsOfQuarter('2026-Q3')).toEqual(['2026-07', '2026-08', '2026-09']);
  expect(quarterBefore('2026-Q1')).toBe('2025-Q4');
  expect(quarterBefore('2026-Q4')).toBe('2026-Q3');
  // 30 September, 23:30 UTC, is already October in Berlin.
  expect(quarterOf(new Date('2026-09-30T23:30:00Z'))).toBe('2026-Q4');
  expect(quarterOf(new Date('2026-09-30T21:30:00Z'))).toBe('2026-Q3');
});

test('the quarters and years offered: the running one first, then those before', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  expect(recentQuarters(now, 6)).toEqual(['2026-Q4', '2026-Q3', '2026-Q2', '2026-Q1', '2025-Q4', '2025-Q3']);
  expect(recentYears(now)).toEqual([2026, 2025, 2024, 2023]);
  // New Year's Eve after 23:00 UTC is the new year in Berlin.
  expect(recentYears(new Date('2026-12-31T23:30:00Z'), 1)).toEqual([2027]);
});
