/**
 * French registration plates as the register issues them. The SIV number (AB-123-CD) is handed out
 * in one national sequence since 15 April 2009 and stays with the car for life; a car first
 * registered before then keeps its old FNI plate (1234-AB-56) until it changes hands, when it gets
 * the SIV number of that day. So a plate's first two letters say roughly when it was issued: never
 * before the car was built, never a series the register has not reached yet, and an FNI plate only
 * on a car built before the SIV began.
 */

/** The SIV's letters: I, O and U are never used (they read as 1, 0 and V). */
export const SIV_LETTERS = 'ABCDEFGHJKLMNPQRSTVWXYZ';

/**
 * When each first letter's series began, as years with a fraction: the sequence passed BA at the
 * end of 2010, CA at the turn of 2012 (the old plates' owners changing cars filled 2011), DA late in
 * 2013 and EA in 2016, slowed with the market in 2020 and reached the H series in 2024.
 * Approximate to a few months, which is all a plate's date needs here.
 */
const FIRST_LETTER_FROM: Readonly<Record<string, number>> = { A: 2009.29, B: 2010.9, C: 2012.05, D: 2013.8, E: 2016.1, F: 2018.7, G: 2021.3, H: 2024.3 };
/** The last series the register has reached (late 2026), and when. */
export const SIV_REACHED = { series: 'HK', year: 2026.9 } as const;

/** The SIV began on 15 April 2009: an FNI plate belongs to a car registered before. */
export const SIV_START_YEAR = 2009.29;
/** Pairs the register leaves out of the sequence ("SS" in both blocks, "WW" in the first, which marks a temporary plate). */
const LEFT_OUT_FIRST = new Set(['SS', 'WW']);
const LEFT_OUT_LAST = new Set(['SS']);

const firstLetters = Object.keys(FIRST_LETTER_FROM);
const positionOf = (series: string): number => SIV_LETTERS.indexOf(series[0]!) * SIV_LETTERS.length + SIV_LETTERS.indexOf(series[1]!);

/** When a series (its first two letters) was issued: from its start to the next one's, interpolated within its first letter. */
export function sivSeriesYears(series: string): { from: number; to: number } | undefined {
  const first = series[0]!;
  const from = FIRST_LETTER_FROM[first];
  if (from === undefined || positionOf(series) > positionOf(SIV_REACHED.series)) return undefined;
  const nextLetter = firstLetters[firstLetters.indexOf(first) + 1];
  const second = SIV_LETTERS.indexOf(series[1]!);
  if (nextLetter === undefined) {
    // The series being issued now: its pace so far, to the series reached.
    const reached = SIV_LETTERS.indexOf(SIV_REACHED.series[1]!);
    const perSeries = (SIV_REACHED.year - from) / (reached + 1);
    return { from: from + second * perSeries, to: Math.min(SIV_REACHED.year, from + (second + 1) * perSeries) };
  }
  const perSeries = (FIRST_LETTER_FROM[nextLetter]! - from) / SIV_LETTERS.length;
  return { from: from + second * perSeries, to: from + (second + 1) * perSeries };
}

/** The series issued at a moment (a year with a fraction), clamped to the SIV's span. */
export function sivSeriesAt(year: number): string {
  const at = Math.min(SIV_REACHED.year - 0.01, Math.max(SIV_START_YEAR, year));
  const first = [...firstLetters].reverse().find((letter) => FIRST_LETTER_FROM[letter]! <= at)!;
  for (const second of SIV_LETTERS) {
    const years = sivSeriesYears(`${first}${second}`);
    if (years && at < years.to) return `${first}${second}`;
  }
  return SIV_REACHED.series;
}

/**
 * Types whose first French registrations came months into the year the base starts them (or the year
 * after), by the month the French market launch put the first cars on the road: a plate of a series
 * issued before then would be a car not yet sold. Dates from the makers' French launches as the trade
 * remembers them (to about a month); a type not listed is taken as on sale from its first year's start.
 */
export const FRENCH_LAUNCH_MONTHS: readonly { type: RegExp; month: string }[] = [
  // Twingo Electric: orders and first deliveries in France from the autumn of 2020.
  { type: /^Renault Twingo III Twingo Electric/, month: '2020-09' },
  // Niro II: French launch in the summer of 2022, the hybrid first.
  { type: /^Kia Niro II /, month: '2022-07' },
  // Civic XI: the e:HEV, the only Civic sold in France, delivered from the autumn of 2022.
  { type: /^Honda Civic(?: XI|$)/, month: '2022-10' },
  // Renegade 1.5 T4 e-Hybrid (48 V mild hybrid): on sale from the summer of 2022.
  { type: /^Jeep Renegade 1\.5 Turbo T4/, month: '2022-06' },
  // CX-60 e-Skyactiv PHEV: first European deliveries in September 2022.
  { type: /^Mazda CX-60 .*PHEV/, month: '2022-09' },
  // V60 T6 Recharge with the larger battery and rear motor: the 2023 model year, from mid-2022.
  { type: /^Volvo V60 T6 Recharge/, month: '2022-06' },
  // C-HR II: revealed in mid-2023, first French deliveries at the start of 2024.
  { type: /^Toyota C-HR II /, month: '2024-01' },
];

/** When a type's first French registrations came, as a year with a fraction: its launch month where known, else its first year's start. */
export function frenchLaunch(fullName: string, builtFrom: number): number {
  const month = FRENCH_LAUNCH_MONTHS.find((launch) => launch.type.test(fullName))?.month;
  if (!month) return builtFrom;
  const [year, number] = month.split('-').map(Number) as [number, number];
  return Math.max(builtFrom, year + (number - 1) / 12);
}

/** Whether a letter pair may stand in a plate's first or last block. */
export const sivPairAllowed = (pair: string, block: 'first' | 'last'): boolean => !(block === 'first' ? LEFT_OUT_FIRST : LEFT_OUT_LAST).has(pair);

/**
 * Whether a type first built in a year can carry an FNI plate: one launched by 2008 can. A type known
 * only as "from 2009" most likely came after 15 April (the year's launches are spread over it, and
 * the spring and autumn shows bring most), so its first registrations were SIV ones.
 */
export const fniPossible = (builtFrom: number): boolean => builtFrom < Math.floor(SIV_START_YEAR);

/** An FNI plate's number, series and département (Corsica's 2A and 2B), stored without hyphens. */
const FNI_FORM = /^(\d{1,4})([A-Z]{1,3})(\d{2}|2[AB])$/;

/** SIV AB123CD or FNI 1234AB56 (stored without hyphens), or neither. */
export function plateFormat(plate: string): 'SIV' | 'FNI' | undefined {
  if (/^[A-Z]{2}\d{3}[A-Z]{2}$/.test(plate)) return 'SIV';
  if (FNI_FORM.test(plate)) return 'FNI';
  return undefined;
}

/**
 * The départements an FNI plate of the cars still on the road ends in: 01 to 95, Corsica as 2A and 2B
 * (its 20 ended in 1976).
 */
export const FNI_DEPARTMENTS: readonly string[] = [...Array.from({ length: 95 }, (_, i) => String(i + 1).padStart(2, '0')).filter((d) => d !== '20'), '2A', '2B'];

/**
 * What an FNI plate could never have been on a car of the last decades: each département's series
 * ran from one letter (the 1950s) to two and three, and a three-letter series counts to 999 only
 * (1234 AB 75, 123 ABC 75; never 1234 ABC 75); a département outside the list.
 */
export function fniFormatProblem(plate: string): string | undefined {
  const [, digits, series, department] = FNI_FORM.exec(plate) ?? [];
  if (!digits || !series || !department) return 'no FNI plate format';
  if (series.length === 1) return `a one-letter FNI series (${plate}), of the 1950s`;
  if (series.length === 3 && digits.length === 4) return `four digits before a three-letter FNI series (${plate})`;
  if (!FNI_DEPARTMENTS.includes(department)) return `no département ${department} (${plate})`;
  return undefined;
}

/**
 * The latest moment a plate can have been issued to a car of a type built from `builtFrom` to
 * `builtUntil` (null: still built): the year after the type's last, for the last cars sold off stock.
 * An SIV number goes to a car at its first registration and stays with it for life; the counter reads
 * a plate's series as the car's first registration, so a 2016 "EB" plate is a car on sale in 2016.
 * An older car re-registered on a change of owner does get a later number, but a plate the trade
 * dates years after its type ended reads as another car: the demo's plates are first registrations.
 */
export function sivIssuedUntil(builtUntil: number | null): number {
  if (builtUntil === null) return SIV_REACHED.year;
  return Math.min(SIV_REACHED.year, builtUntil + 1);
}

/** Whether any SIV series was issued while a type was on sale: none for a type that ended before the SIV began. */
export const sivPossible = (builtUntil: number | null): boolean => sivIssuedUntil(builtUntil) >= SIV_START_YEAR;

/** A year with a fraction as its month ("2022-03"). */
const monthOf = (year: number): string => `${Math.floor(year)}-${String(Math.floor((year - Math.floor(year)) * 12 + 1e-9) + 1).padStart(2, '0')}`;

/**
 * What is wrong with a plate on a car first built in `builtFrom` (a year, or a year with a fraction: its launch month, frenchLaunch): an SIV series the register has not
 * reached or one that ended before the car was built (a plate goes to a car at its first French
 * registration), a series issued after the type's years and the year after (sivIssuedUntil), a
 * left-out pair, or an FNI plate on a car built after the SIV began.
 */
export function plateAgainstCar(plate: string, builtFrom: number, builtUntil: number | null = null): string | undefined {
  const format = plateFormat(plate);
  if (format === 'FNI') return fniFormatProblem(plate) ?? (fniPossible(builtFrom) ? undefined : `FNI plate on a car built from ${builtFrom}`);
  if (format !== 'SIV') return 'no French plate format';
  const series = plate.slice(0, 2);
  if (!sivPairAllowed(series, 'first') || !sivPairAllowed(plate.slice(5), 'last')) return `left-out letters in ${plate}`;
  const years = sivSeriesYears(series);
  if (!years) return `series ${series} not issued yet`;
  if (years.to < builtFrom) return `series ${series} issued by ${monthOf(years.to)}, before the car was on sale (${monthOf(builtFrom)})`;
  if (years.from > sivIssuedUntil(builtUntil)) return `series ${series} issued from ${Math.floor(years.from)}, after the car was built (${builtFrom}-${builtUntil})`;
  return undefined;
}
