/**
 * A day as people of the edition type it: day first everywhere ("28.11.2026", "28/11/2026",
 * "28-11-2026", a two-digit year read as this century), and the ISO day a date picker sends.
 * Shown back in the edition's own short form, with the pattern to type as its hint.
 */
import type { Locale } from './editions';
import { timeZoneOf } from './moments';

const DAY_FIRST = /^(\d{1,2})[./\- ](\d{1,2})[./\- ](\d{2}|\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO day ("2026-11-28") typed, or null when it is no day of the calendar. */
export function typedDay(text: string): string | null {
  const typed = text.trim();
  const iso = ISO_DAY.exec(typed);
  const parts = iso ? [Number(iso[3]), Number(iso[2]), Number(iso[1])] : (() => {
    const match = DAY_FIRST.exec(typed);
    return match ? [Number(match[1]), Number(match[2]), match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3])] : null;
  })();
  if (!parts) return null;
  const [day, month, year] = parts as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** "28.11.2026", "28/11/2026", "28-11-2026": the ISO day as the edition writes it short. */
export function shownDay(isoDay: string, locale: Locale): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The moment a day begins where the reader lives, as an ISO instant (a day in Paris starts at 23:00 UTC in winter). */
export function dayStartIn(isoDay: string, locale: Locale): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const noonUtc = Date.UTC(year, month - 1, day, 12);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: timeZoneOf(locale), timeZoneName: 'longOffset' }).formatToParts(new Date(noonUtc))
    .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const signed = /GMT([+-])(\d{2}):(\d{2})/.exec(offset);
  const minutes = signed ? (signed[1] === '-' ? -1 : 1) * (Number(signed[2]) * 60 + Number(signed[3])) : 0;
  return new Date(Date.UTC(year, month - 1, day) - minutes * 60_000).toISOString();
}

/** The day after an ISO day. */
export function nextDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
