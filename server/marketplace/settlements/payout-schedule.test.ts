import { nextPayoutDay, payoutRunDue } from './payout-schedule';

const closedOct = { month: '2026-10', closedAt: '2026-11-01T02:00:00.000Z' };

test('by default a run is due the day after a month is closed, once', () => {
  expect(payoutRunDue(0, { lastClosed: closedOct, lastRunAt: null }, new Date('2026-11-01T20:00:00Z'))).toBe(false);
  expect(payoutRunDue(0, { lastClosed: closedOct, lastRunAt: null }, new Date('2026-11-02T06:00:00Z'))).toBe(true);
  expect(payoutRunDue(0, { lastClosed: closedOct, lastRunAt: '2026-11-02T06:00:00.000Z' }, new Date('2026-11-03T06:00:00Z'))).toBe(false);
  expect(payoutRunDue(0, { lastClosed: null, lastRunAt: null }, new Date('2026-11-03T06:00:00Z'))).toBe(false);
  expect(nextPayoutDay(0, { lastClosed: closedOct, lastRunAt: null }, new Date('2026-11-01T20:00:00Z'))).toBe('2026-11-02');
  expect(nextPayoutDay(0, { lastClosed: closedOct, lastRunAt: '2026-11-02T06:00:00.000Z' }, new Date('2026-11-28T12:00:00Z'))).toBe('2026-12-02');
  // October not closed yet on the 1st: expected on the 2nd.
  expect(nextPayoutDay(0, { lastClosed: { month: '2026-09', closedAt: '2026-10-01T02:00:00.000Z' }, lastRunAt: '2026-10-02T06:00:00.000Z' }, new Date('2026-11-01T08:00:00Z'))).toBe('2026-11-02');
});

test('on a configured day of the month a run is due from that day until one is made', () => {
  const state = { lastClosed: closedOct, lastRunAt: '2026-10-15T08:00:00.000Z' };
  expect(payoutRunDue(15, state, new Date('2026-11-14T08:00:00Z'))).toBe(false);
  expect(payoutRunDue(15, state, new Date('2026-11-15T08:00:00Z'))).toBe(true);
  expect(payoutRunDue(15, { ...state, lastRunAt: '2026-11-15T08:00:00.000Z' }, new Date('2026-11-20T08:00:00Z'))).toBe(false);
  expect(nextPayoutDay(15, state, new Date('2026-11-14T08:00:00Z'))).toBe('2026-11-15');
  expect(nextPayoutDay(15, { ...state, lastRunAt: '2026-11-15T08:00:00.000Z' }, new Date('2026-11-20T08:00:00Z'))).toBe('2026-12-15');
  // Midnight in Berlin is the day's start, not UTC's.
  expect(payoutRunDue(15, state, new Date('2026-11-14T23:30:00Z'))).toBe(true);
});
