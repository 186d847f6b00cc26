/**
 * A settlement month is a calendar month in Europe/Berlin, where the marketplace keeps its books:
 * from local midnight on the 1st to local midnight on the 1st of the next month, as UTC instants
 * (the form every stored moment has), so "shipped in October" means what a German accountant means.
 */
const ZONE = 'Europe/Berlin';
const parts = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** How far Berlin's clock is ahead of UTC at the instant, in milliseconds. */
function offsetAt(instant: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - (instant - (instant % 1000));
}

/** Local midnight of the day in Berlin, as a UTC instant (no DST change happens at midnight there). */
function berlinMidnight(year: number, monthIndex: number): number {
  const wall = Date.UTC(year, monthIndex, 1);
  return wall - offsetAt(wall - 3 * 60 * 60 * 1000);
}

export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(text: string): boolean {
  return MONTH.test(text);
}

/** The month's bounds as ISO instants: start inclusive, end exclusive. */
export function monthBounds(month: string): { start: string; end: string } {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`not a month: ${month}`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return { start: new Date(berlinMidnight(year, index)).toISOString(), end: new Date(berlinMidnight(year, index + 1)).toISOString() };
}

/** The Berlin month the instant falls in. */
export function monthOf(instant: Date): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}`;
}

/** The month before: what a run on the 1st closes by default. */
export function monthBefore(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 1 ? `${year - 1}-12` : `${year}-${String(mon - 1).padStart(2, '0')}`;
}

/** Whether the month has ended at the instant (only an ended month can be closed). */
export function monthEnded(month: string, now: Date): boolean {
  return monthBounds(month).end <= now.toISOString();
}
