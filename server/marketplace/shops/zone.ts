/**
 * A shop's day: the time zone of the shop's country, and where a day of it starts as a moment.
 * "Today's sales" and an order list's days mean the shop's midnight to midnight, whoever reads them.
 */

/** The zone of each country a shop may trade from (one zone per country: the mainland's). */
const ZONES: Record<string, string> = {
  AT: 'Europe/Vienna', BE: 'Europe/Brussels', BG: 'Europe/Sofia', CH: 'Europe/Zurich', CY: 'Asia/Nicosia', CZ: 'Europe/Prague', DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen', EE: 'Europe/Tallinn', ES: 'Europe/Madrid', FI: 'Europe/Helsinki', FR: 'Europe/Paris', GB: 'Europe/London', GR: 'Europe/Athens',
  HR: 'Europe/Zagreb', HU: 'Europe/Budapest', IE: 'Europe/Dublin', IT: 'Europe/Rome', LI: 'Europe/Vaduz', LT: 'Europe/Vilnius', LU: 'Europe/Luxembourg',
  LV: 'Europe/Riga', MT: 'Europe/Malta', NL: 'Europe/Amsterdam', NO: 'Europe/Oslo', PL: 'Europe/Warsaw', PT: 'Europe/Lisbon', RO: 'Europe/Bucharest',
  SE: 'Europe/Stockholm', SI: 'Europe/Ljubljana', SK: 'Europe/Bratislava',
};

export const shopZoneOf = (country: string): string => ZONES[country] ?? 'Europe/Berlin';

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function wallClockOf(instant: number, zone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    partsFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** How far the zone's clock is ahead of UTC at the instant (ms). */
function offsetAt(instant: number, zone: string): number {
  const wall = wallClockOf(instant, zone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(instant / 1000) * 1000;
}

/** The day ("2026-11-27") the instant falls on in the zone. */
export function dayIn(zone: string, instant: Date): string {
  const wall = wallClockOf(instant.getTime(), zone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/** The moment the day begins in the zone, as the ISO text orders are stored with (a clock change at midnight is allowed for). */
export function dayStartIn(zone: string, day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, date);
  let start = midnight - offsetAt(midnight, zone);
  start = midnight - offsetAt(start, zone);
  return new Date(start).toISOString();
}

/** The day after ("2026-12-31" → "2027-01-01"). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
