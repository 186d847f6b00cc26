/**
 * Facelifts. A maker's mid-life facelift gives a generation a new front: the bumpers, the grille and the
 * headlamps of a Focus II from 2008 do not fit one built before, though both carry the same type name.
 * The trade lists such a panel for every type of the generation and states its build years
 * ("built from 2008", "built until 2007"); a panel that states none is sent back.
 * Years are the facelift's start of sales in Europe, from the makers' press releases; a year marked
 * guessed is read from the model year and may be a year early or late.
 */
import type { CarFacts } from './fitment-rules';

/** The parts a facelift changes: the front and rear bumpers, the grille and the headlamps. */
export const FACELIFT_PANEL_KINDS: ReadonlySet<string> = new Set(['Stoßstange', 'Kühlergrill', 'Hauptscheinwerfer']);

/** The years a facelift went on sale, per generation (as the catalogue names it); guessed where marked. */
export const FACELIFT_YEARS: Readonly<Record<string, { years: readonly number[]; guessed?: true }>> = {
  'Ford Focus II (DA3)': { years: [2008] },
  'Ford Focus III (DYB)': { years: [2014] },
  'Ford Fiesta VI (JA8)': { years: [2013] },
  'Ford Mondeo IV (BA7)': { years: [2010] },
  'Ford C-Max II (DXA)': { years: [2015] },
  'VW Golf VII (5G1)': { years: [2017] },
  'VW Passat B8 (3G2)': { years: [2019] },
  'VW Touran I (1T1)': { years: [2006, 2010] },
  'VW Transporter T5 (7HA)': { years: [2009] },
  'VW Caddy III (2KA)': { years: [2010] },
  'Audi A3 8P (8P1)': { years: [2008] },
  'Audi A3 8V (8V1)': { years: [2016] },
  'Audi A4 B8 (8K2)': { years: [2012], guessed: true },
  'Skoda Octavia II (1Z3)': { years: [2009] },
  'Skoda Octavia III (5E3)': { years: [2017] },
  'Skoda Superb II (3T4)': { years: [2013] },
  'Skoda Superb III (3V3)': { years: [2019] },
  'Seat Leon II (1P1)': { years: [2009] },
  'Seat Leon III (5F1)': { years: [2017] },
  'Seat Ibiza IV (6J1)': { years: [2012] },
  'Opel Astra H (A04)': { years: [2007] },
  'Opel Astra J (P10)': { years: [2012] },
  'Opel Corsa D (S07)': { years: [2011] },
  'Opel Insignia A (G09)': { years: [2013] },
  'Opel Zafira B (A05)': { years: [2008] },
  'Mercedes-Benz A-Klasse W169': { years: [2008] },
  'Mercedes-Benz B-Klasse W246': { years: [2014], guessed: true },
  'BMW 1er E87 (E81)': { years: [2007] },
  'BMW 1er F20': { years: [2015, 2017] },
  'Peugeot 207 (WA)': { years: [2009] },
  'Renault Clio IV (BH)': { years: [2016] },
  'Renault Kangoo II (KW0)': { years: [2013] },
  'Toyota Yaris III (XP13)': { years: [2014, 2017] },
  'Fiat 500 (312)': { years: [2015] },
  'Mini Mini F56': { years: [2018, 2021] },
};

/**
 * Facelifts that made LED headlamps standard on every type, by the year their new front went on sale: from then on no
 * type of the generation takes a halogen low-beam bulb or a xenon burner, whatever its base row says. Mercedes' C-Klasse
 * W205 of 2018 (the C 200 M264, the C 220 d and C 300 d OM654) came with LED High Performance headlamps as standard; the
 * types before it had halogen H7 as standard and LED at extra cost.
 */
export const LED_HEADLAMP_FACELIFTS: Readonly<Record<string, number>> = {
  'Mercedes-Benz C-Klasse W205': 2018,
};
export function ledHeadlampFacelift(car: { generation: string; typeStart?: number }): boolean {
  const from = LED_HEADLAMP_FACELIFTS[car.generation];
  return from !== undefined && car.typeStart !== undefined && car.typeStart >= from;
}

/** A generation's build periods, [from, until] years, split at its facelifts; none where the data knows no facelift. */
export function faceliftPeriodsOf(car: Pick<CarFacts, 'generation' | 'generationStart'>): readonly (readonly [number, number])[] | undefined {
  const facelift = FACELIFT_YEARS[car.generation];
  if (!facelift) return undefined;
  const starts = [Math.min(car.generationStart, facelift.years[0]! - 1), ...facelift.years];
  return starts.map((from, i) => [from, i + 1 < starts.length ? starts[i + 1]! - 1 : 9999] as const);
}

/**
 * The periods a type was built in: the indexes of its generation's periods its years overlap. A type whose
 * last year is a facelift's year (an E87 116i of 2004 to 2007, an F20 116i N13 of 2011 to 2015) is the car the
 * facelift replaced that year: the pre-facelift type, built in no period from the facelift on. A type that
 * starts in the facelift's year is the facelifted car.
 */
function periodsOfType(car: Pick<CarFacts, 'generation' | 'generationStart' | 'typeStart' | 'typeEnd'>): number[] {
  const periods = faceliftPeriodsOf(car) ?? [];
  const replacedAtFacelift = car.typeEnd !== undefined && car.typeEnd > car.typeStart && (FACELIFT_YEARS[car.generation]?.years ?? []).includes(car.typeEnd);
  const [from, until] = [car.typeStart, replacedAtFacelift ? car.typeEnd! - 1 : car.typeEnd ?? 9999];
  return periods.flatMap(([start, end], i) => (start <= until && end >= from ? [i] : []));
}

/** The fitment key's part for a facelift panel: the periods the type was built in, so one article's cars all share the period it states. */
export function faceliftKey(kind: string, car: CarFacts): string | undefined {
  return FACELIFT_PANEL_KINDS.has(kind) && FACELIFT_YEARS[car.generation] ? `facelift/${periodsOfType(car).join(',')}` : undefined;
}

/**
 * The build years a facelift panel for the car states, as criteria: one of the periods the type was built
 * in, `pick` (0..1) choosing where it spans a facelift. None for another kind or a generation without a known facelift.
 */
export function faceliftCriteria(kind: string, car: CarFacts | null, pick: number): { key: string; value: string }[] {
  const periods = car && FACELIFT_PANEL_KINDS.has(kind) ? faceliftPeriodsOf(car) : undefined;
  if (!car || !periods) return [];
  const own = periodsOfType(car);
  const index = own[Math.min(own.length - 1, Math.floor(pick * own.length))] ?? 0;
  const [from, until] = periods[index]!;
  return [...(index > 0 ? [{ key: 'built_from', value: String(from) }] : []), ...(index < periods.length - 1 ? [{ key: 'built_until', value: String(until) }] : [])];
}

/** Whether a facelift panel's stated build years fit the car: a period of its generation's that its type was built in. Always so for another kind or generation. */
export function faceliftPanelFits(kind: string, value: (key: string) => string | undefined, car: CarFacts): boolean {
  const periods = FACELIFT_PANEL_KINDS.has(kind) ? faceliftPeriodsOf(car) : undefined;
  if (!periods) return true;
  const from = Number(value('built_from') ?? periods[0]![0]);
  const until = Number(value('built_until') ?? 9999);
  const index = periods.findIndex(([start, end]) => start === from && end === until);
  return index >= 0 && periodsOfType(car).includes(index);
}
