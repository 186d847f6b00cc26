/**
 * A moment (date and time) as a shopper of the edition reads it, in the edition's own time zone
 * with the zone named: a confirmation that says when something was received must not be read in
 * the server's zone.
 */
import type { Locale } from './editions';

const TIME_ZONES: Record<Locale, string> = {
  'de-DE': 'Europe/Berlin', 'de-AT': 'Europe/Vienna', 'es-ES': 'Europe/Madrid', 'fr-FR': 'Europe/Paris', 'it-IT': 'Europe/Rome', 'nl-NL': 'Europe/Amsterdam',
};

/** The time zone a person of the edition reads times in (staff and shop members included). */
export function timeZoneOf(locale: Locale): string {
  return TIME_ZONES[locale];
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, withTime
      ? { dateStyle: 'long', timeStyle: 'long', timeZone: TIME_ZONES[locale] }
      : { dateStyle: 'long', timeZone: TIME_ZONES[locale] });
    formats.set(key, format);
  }
  return format;
}

/** "25. November 2026 um 22:41:07 MEZ", "25 novembre 2026 à 22:41:07 UTC+1". */
export function formatMoment(iso: string, locale: Locale): string {
  return formatOf(locale, true).format(new Date(iso));
}

/** The day alone: "9. Dezember 2026". */
export function formatDay(iso: string, locale: Locale): string {
  return formatOf(locale, false).format(new Date(iso));
}

/**
 * A moment in the lists and pages of the desk and the shops' portal: the reader's own zone, named,
 * so that two people looking at the same event from two screens agree on it
 * ("26.11.2026, 14:03 MEZ", "26/11/2026 14:03 UTC+1"). An unreadable moment stays as it came.
 */
export function formatWhen(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return iso;
  const key = `${locale}|when`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone: TIME_ZONES[locale] });
    formats.set(key, format);
  }
  return format.format(date);
}

/**
 * A moment as a shopper reads it: the edition's own clock, which is the shopper's, so no zone is
 * named (a code such as "UTC+1" or "CET" means nothing to most); German says "Uhr" after the time.
 * `style` long, to the second (a withdrawal's receipt): "26. November 2026 um 14:03:07 Uhr",
 * "26 novembre 2026 à 14:03:07"; short:
 * "26.11.2026, 14:03 Uhr", "26/11/2026 14:03". An unreadable moment stays as it came.
 */
export function formatLocalMoment(iso: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return iso;
  const key = `${locale}|local|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, style === 'long'
      ? { dateStyle: 'long', timeStyle: 'medium', timeZone: TIME_ZONES[locale] }
      : { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONES[locale] });
    formats.set(key, format);
  }
  const text = format.format(date);
  return locale.startsWith('de') ? `${text} Uhr` : text;
}

/** A calendar day (YYYY-MM-DD, no zone: the same day everywhere) in the edition's long form: "18. Dezember 2026". */
export function formatCalendarDay(day: string, locale: Locale): string {
  const key = `${locale}|calendar`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(key, format);
  }
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}
