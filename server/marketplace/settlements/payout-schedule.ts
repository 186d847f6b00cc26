/**
 * When payouts are due (PAYOUT_RUN_DAY): by default (0) the day after a month is closed, so a shop
 * is paid as soon as its settlement stands; or a fixed day of every month (1 to 28, a day every
 * month has). Days are Berlin days, as the months are. A run made by hand counts as the month's.
 */
import { monthBefore, monthOf } from './month';

export const DEFAULT_PAYOUT_RUN_DAY = 0;

export interface PayoutScheduleState {
  /** The latest closed month and when it was closed. */
  lastClosed: { month: string; closedAt: string } | null;
  /** When the latest run was made. */
  lastRunAt: string | null;
}

const berlinDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Berlin day of the instant, as YYYY-MM-DD. */
export const berlinDay = (instant: Date | string): string => berlinDays.format(typeof instant === 'string' ? new Date(instant) : instant);

/** The day after, as YYYY-MM-DD. */
const dayAfter = (day: string): string => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const monthAfter = (month: string): string => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
};
const later = (a: string, b: string) => (a > b ? a : b);

/** Whether a run is due at `now`. */
export function payoutRunDue(day: number, state: PayoutScheduleState, now: Date): boolean {
  const today = berlinDay(now);
  if (day > 0) {
    const thisMonths = `${monthOf(now)}-${String(day).padStart(2, '0')}`;
    return today >= thisMonths && (state.lastRunAt === null || berlinDay(state.lastRunAt) < thisMonths);
  }
  if (!state.lastClosed) return false;
  const ranSince = state.lastRunAt !== null && state.lastRunAt >= state.lastClosed.closedAt;
  return !ranSince && today >= dayAfter(berlinDay(state.lastClosed.closedAt));
}

/** The next day payouts go out (YYYY-MM-DD, Berlin): today when one is due and not made yet. */
export function nextPayoutDay(day: number, state: PayoutScheduleState, now: Date): string {
  const today = berlinDay(now);
  const month = monthOf(now);
  if (day > 0) {
    const dd = String(day).padStart(2, '0');
    const thisMonths = `${month}-${dd}`;
    if (today < thisMonths || payoutRunDue(day, state, now)) return later(thisMonths, today);
    return `${monthAfter(month)}-${dd}`;
  }
  // A month closes on the 1st of the next (cron), its payouts go out the day after.
  if (state.lastClosed && (state.lastRunAt === null || state.lastRunAt < state.lastClosed.closedAt)) return later(dayAfter(berlinDay(state.lastClosed.closedAt)), today);
  if (state.lastClosed?.month !== monthBefore(month)) return later(`${month}-02`, dayAfter(today));
  return `${monthAfter(month)}-02`;
}
