/**
 * The latest delivery day as the edition writes a near date: a short weekday and the day and month
 * in the edition's numeric order ("Fr. 28.11.", "ven. 28/11", "vr 28-11"). Pages and mails alike.
 */
import type { Locale } from './editions';

const formats = new Map<string, { weekday: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

/** `day`: YYYY-MM-DD, a calendar day (no zone: it is the same day everywhere). */
export function formatDeliveryDay(day: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = {
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }),
    };
    formats.set(locale, format);
  }
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  let weekday = format.weekday.format(date);
  // German abbreviates with a point ("Fr."); the data of some runtimes leaves it out.
  if (locale.startsWith('de') && !weekday.endsWith('.')) weekday += '.';
  return `${weekday} ${format.day.format(date)}`;
}
