/**
 * Working days per country: Monday to Friday without the country's nationwide public holidays,
 * as date-holidays keeps them (regional holidays, a Bavarian's Epiphany, are left out: a parcel
 * crossing the country does not stop for them). The library loads on the first date asked for
 * (it holds every country's rules) and each country's year is read once.
 */
import type HolidaysLibrary from 'date-holidays';

type Holidays = typeof HolidaysLibrary;

let library: Promise<Holidays> | undefined;
const years = new Map<string, ReadonlySet<string>>();

async function holidaysOf(country: string, year: number): Promise<ReadonlySet<string>> {
  const key = `${country}-${year}`;
  const known = years.get(key);
  if (known) return known;
  library ??= import('date-holidays').then((module) => module.default);
  const Library = await library;
  const calendar = new Library();
  calendar.init(country);
  // A code without rules answers no holidays: weekends only.
  const days = (calendar.getHolidays(year) || []).filter((holiday) => holiday.type === 'public');
  const set = new Set(days.map((holiday) => holiday.date.slice(0, 10)));
  years.set(key, set);
  return set;
}

/** A calendar day, YYYY-MM-DD, moved by `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Answers synchronously for the countries and years it was made for. */
export interface WorkingCalendar {
  isWorkingDay(country: string, day: string): boolean;
  /** The first working day of the country after `day`. */
  nextWorkingDay(country: string, day: string): string;
}

/**
 * A calendar for these countries from `from` (YYYY-MM-DD) on, for as far as a delivery reaches:
 * this year and the next (a promise made in late December ends in January).
 */
export async function workingCalendar(countries: readonly string[], from: string): Promise<WorkingCalendar> {
  const year = Number(from.slice(0, 4));
  const holidays = new Map<string, ReadonlySet<string>>();
  for (const country of new Set(countries.map((c) => c.toUpperCase()))) {
    const [thisYear, nextYear] = await Promise.all([holidaysOf(country, year), holidaysOf(country, year + 1)]);
    holidays.set(country, new Set([...thisYear, ...nextYear]));
  }
  const isWorkingDay = (country: string, day: string) => {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !holidays.get(country.toUpperCase())?.has(day);
  };
  return {
    isWorkingDay,
    nextWorkingDay(country, day) {
      let next = addDays(day, 1);
      // Two weeks at most: no country rests longer; the bound keeps a bad calendar from looping.
      for (let i = 0; i < 14 && !isWorkingDay(country, next); i++) next = addDays(next, 1);
      return next;
    },
  };
}
