/**
 * The withdrawal period in the shopper's words, as the order page, the withdrawal form and the mails
 * say it: one sentence from the period the orders domain counted, so they all name the same day.
 */
import type { Locale } from './editions';
import type { Translate } from './i18n';
import { formatCalendarDay } from './moments';

/** What of a part's withdrawal period (the orders' answer) the sentences tell. */
export interface PeriodFacts {
  state: 'open' | 'ended' | 'none' | 'withdrawn';
  days: number;
  /** YYYY-MM-DD, in the shopper's zone. */
  deliveryDay: string | null;
  lastDay: string | null;
  presumed: boolean;
  reason: string | null;
}

/** The day `days` calendar days after `day` (YYYY-MM-DD). */
function daysAfter(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How long the shopper may still withdraw (an open period): by when, counted from which delivery, or until what. */
export function openPeriodText(t: Translate, period: PeriodFacts, locale: Locale): string {
  if (!period.lastDay || !period.deliveryDay) return t('withdrawal.period.openUntilDelivered', { days: period.days });
  const facts = { date: formatCalendarDay(period.lastDay, locale), days: period.days, delivered: formatCalendarDay(period.deliveryDay, locale) };
  const moved = daysAfter(period.deliveryDay, period.days) !== period.lastDay;
  const sentence = t(period.presumed ? 'withdrawal.period.presumed' : 'withdrawal.period.open', facts);
  return moved ? `${sentence} ${t('withdrawal.period.moved')}` : sentence;
}

/** Why a part can no longer be withdrawn from (a period that ended, or no contract). */
export function closedPeriodText(t: Translate, period: PeriodFacts, locale: Locale, part: string): string {
  if (period.state === 'ended' && period.lastDay && period.deliveryDay) {
    const facts = { part, date: formatCalendarDay(period.lastDay, locale), days: period.days, delivered: formatCalendarDay(period.deliveryDay, locale) };
    return t(period.presumed ? 'withdrawal.period.endedPresumed' : 'withdrawal.period.ended', facts);
  }
  return t(`withdrawal.period.${period.reason ?? 'refused'}`, { part });
}
