/**
 * By when a parcel arrives: the latest day, not a span of working days. An order is handled the day
 * it comes in when that is a working day of the shop's country and it came before the shop's
 * cut-off (in the shop's zone), else the next working day; the shop dispatches after its days to
 * dispatch (its working days); the carrier delivers after its longest time to the delivery country
 * (that country's working days). The same rule as the span (contract/delivery-time.ts), counted
 * on a calendar.
 */
import { addDays, workingCalendar, type WorkingCalendar } from './working-days';

/** The zone a shop of the country works in; Central European time where not listed. */
const ZONES: Record<string, string> = {
  PT: 'Europe/Lisbon', IE: 'Europe/Dublin', GB: 'Europe/London', IS: 'Atlantic/Reykjavik',
  FI: 'Europe/Helsinki', EE: 'Europe/Tallinn', LV: 'Europe/Riga', LT: 'Europe/Vilnius', GR: 'Europe/Athens', CY: 'Asia/Nicosia',
  RO: 'Europe/Bucharest', BG: 'Europe/Sofia', UA: 'Europe/Kyiv', MD: 'Europe/Chisinau', TR: 'Europe/Istanbul',
};

export interface DeliveryTerms {
  shopCountry: string;
  /** HH:MM in the shop's zone. */
  cutoff: string;
  /** The shop's working days until it dispatches. */
  dispatchDays: number;
  /** The carrier's longest time to the delivery country, in working days. */
  transitDays: number;
  deliveryCountry: string;
}

/**
 * One formatter per zone, made once: making an Intl.DateTimeFormat costs a hundred times what
 * formatting with it does, and a cart asked for every line's day made one per line, the largest
 * part of the cart's answer.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * The last answer per zone with the minute it holds for: a zone's offset is whole minutes, so the
 * day and the minute of the day stay the same through a minute of UTC. Formatting to parts cost more
 * than anything else in answering a kept cart's stand, asked for every line's shop on every view.
 */
const lastDay = new Map<string, { minute: number; day: string; minutes: number }>();

/** The calendar day and the minute of the day at `now` in the zone. */
function localDay(now: Date, zone: string): { day: string; minutes: number } {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDay.get(zone);
  if (last?.minute === minute) return last;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(zone).formatToParts(now)) parts[part.type] = part.value;
  const answer = { minute, day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
  lastDay.set(zone, answer);
  return answer;
}

function cutoffMinutes(cutoff: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(cutoff.trim());
  return match ? Math.min(24 * 60, Number(match[1]) * 60 + Number(match[2])) : 14 * 60;
}

/**
 * What latestDeliveryDay reads of `now` for a shop: the day in its zone and whether its cut-off has
 * passed. Two moments with the same answer give every one of the shop's offers the same day, so a
 * page showing those days holds while this does.
 */
export function cutoffState(now: Date, shopCountry: string, cutoff: string): string {
  const { day, minutes } = localDay(now, ZONES[shopCountry.toUpperCase()] ?? 'Europe/Berlin');
  return `${day}${minutes < cutoffMinutes(cutoff) ? '<' : '>'}`;
}

/** How far the zone's clock is ahead of UTC at the instant, in ms (whole minutes). */
function offsetAt(instant: number, zone: string): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The next moment after `now` at which the shop's cut-off passes: today's in its zone while it is
 * still ahead, else tomorrow's. Until then every one of the shop's offers keeps the delivery day it
 * has now, so an answer or page showing them may be kept until then and not a moment longer.
 */
export function nextCutoff(now: Date, shopCountry: string, cutoff: string): Date {
  const zone = ZONES[shopCountry.toUpperCase()] ?? 'Europe/Berlin';
  const { day, minutes } = localDay(now, zone);
  const cut = cutoffMinutes(cutoff);
  const [year, month, date] = (minutes < cut ? day : addDays(day, 1)).split('-').map(Number) as [number, number, number];
  // The wall clock's moment read as UTC, less the zone's offset then (asked twice: a clock change may lie between).
  const wall = Date.UTC(year, month - 1, date) + cut * 60_000;
  let instant = wall - offsetAt(wall, zone);
  instant = wall - offsetAt(instant, zone);
  return new Date(instant);
}

/** The earliest next cut-off of these shops (undefined for none): when a promise of any of them may change. */
export function earliestNextCutoff(now: Date, shops: Iterable<{ shopCountry: string; cutoff: string }>): Date | undefined {
  let earliest: Date | undefined;
  for (const shop of shops) {
    const next = nextCutoff(now, shop.shopCountry, shop.cutoff);
    if (!earliest || next < earliest) earliest = next;
  }
  return earliest;
}

/** The latest delivery day, YYYY-MM-DD, with a calendar made for both countries (deliveryCalendar). */
export function latestDeliveryDay(calendar: WorkingCalendar, now: Date, terms: DeliveryTerms): string {
  const shop = terms.shopCountry.toUpperCase();
  const { day, minutes } = localDay(now, ZONES[shop] ?? 'Europe/Berlin');
  let handled = calendar.isWorkingDay(shop, day) && minutes < cutoffMinutes(terms.cutoff) ? day : calendar.nextWorkingDay(shop, day);
  for (let i = 0; i < Math.max(0, terms.dispatchDays); i++) handled = calendar.nextWorkingDay(shop, handled);
  let arrives = handled;
  for (let i = 0; i < Math.max(0, terms.transitDays); i++) arrives = calendar.nextWorkingDay(terms.deliveryCountry, arrives);
  return arrives;
}

/** The calendar the promises of these shops to one delivery country need, from today on. */
export function deliveryCalendar(shopCountries: readonly string[], deliveryCountry: string, now: Date): Promise<WorkingCalendar> {
  return workingCalendar([...shopCountries, deliveryCountry], addDays(now.toISOString().slice(0, 10), -1));
}
