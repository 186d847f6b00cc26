/**
 * What an OE number says about its part: BMW, VW group and Mercedes number their parts by a group of
 * the car, and a parts seller reads the group before anything else. BMW's first four digits are main
 * group and sub group (34 11 front brake, 34 21 rear brake, 11 42 oil filter), VW's middle triplet is
 * the part's group (698 pads, 615 discs, 115 oil filter) behind the model's prefix (5G0 Golf VII, 4F0
 * A6 C6), Mercedes' second triplet (A 000 420 … pads) behind the model series or engine type (A 651
 * 180 … the OM651's oil filter). A number of another group names another part: the trade rejects it.
 */
import type { Axle } from './oe-axles';

/** The groups a kind's OE numbers carry, per axle where the maker numbers the axles apart. */
type Groups = readonly string[] | { front: readonly string[]; rear: readonly string[] };

/** BMW and Mini: main group and sub group, as printed ("34 11"). */
const BMW_GROUPS: Readonly<Record<string, Groups>> = {
  'Bremsbeläge': { front: ['34 11'], rear: ['34 21'] },
  Bremsscheiben: { front: ['34 11'], rear: ['34 21'] },
  Bremssattel: { front: ['34 11'], rear: ['34 21'] },
  'Verschleißanzeige Bremsbeläge': ['34 35'],
  Hauptbremszylinder: ['34 31', '34 33'],
  Handbremsseil: ['34 40'],
  'ABS-Sensor': ['34 52'],
  'Ölfilter': ['11 42'],
  Luftfilter: ['13 71'],
  Kraftstofffilter: ['13 32'],
  Innenraumfilter: ['64 11', '64 31'],
  Pollenfilter: ['64 11', '64 31'],
  Aktivkohlefilter: ['64 11', '64 31'],
  'Endschalldämpfer': ['18 30', '18 10'],
  'Mittelschalldämpfer': ['18 30', '18 10'],
  'Vorschalldämpfer': ['18 30', '18 10'],
  Spannrolle: ['11 28'],
  Umlenkrolle: ['11 28'],
  Keilrippenriemen: ['11 28'],
  'Riemenscheibe Kurbelwelle': ['11 23'],
  'Zündkerzen': ['12 12'],
  'Zündspule': ['12 13'],
  'Glühkerzen': ['12 23'],
  Scheibenwischer: ['61 61'],
  'Stoßdämpfer': { front: ['31 31', '31 30'], rear: ['33 52'] },
  Fahrwerksfeder: { front: ['31 33'], rear: ['33 53'] },
  Wasserpumpe: ['11 51'],
  Thermostat: ['11 53'],
  'Kühler': ['17 11'],
  Starterbatterie: ['61 21'],
  Anlasser: ['12 41'],
  Lichtmaschine: ['12 31'],
  Lambdasonde: ['11 78'],
};

/** VW group: the middle triplet. */
const VAG_GROUPS: Readonly<Record<string, Groups>> = {
  'Bremsbeläge': ['698'],
  Bremsscheiben: ['615'],
  Bremssattel: ['615'],
  Hauptbremszylinder: ['611'],
  Bremsschlauch: ['611'],
  'ABS-Sensor': ['927'],
  'Ölfilter': ['115'],
  Luftfilter: ['129'],
  Kraftstofffilter: ['127'],
  Innenraumfilter: ['819'],
  Pollenfilter: ['819'],
  Aktivkohlefilter: ['819'],
  'Zündkerzen': ['905'],
  'Zündspule': ['905'],
  'Glühkerzen': ['963'],
  'Stoßdämpfer': { front: ['413'], rear: ['513'] },
  Fahrwerksfeder: { front: ['411'], rear: ['511'] },
  Scheibenwischer: ['955'],
  Wischermotor: ['955'],
  Wasserpumpe: ['121'],
  Thermostat: ['121'],
  'Kühler': ['121'],
  Zahnriemen: ['109'],
  Spannrolle: ['109'],
  Zahnriemensatz: ['198'],
  Starterbatterie: ['915'],
  Anlasser: ['911'],
  Lichtmaschine: ['903'],
  Lambdasonde: ['906'],
  'Endschalldämpfer': ['253'],
  'Mittelschalldämpfer': ['253'],
  'Vorschalldämpfer': ['253'],
  Katalysator: ['254'],
  Querlenker: ['407'],
  Spurstangenkopf: ['423'],
  Radlagersatz: ['498'],
};

/** Mercedes: the second triplet. */
const MERCEDES_GROUPS: Readonly<Record<string, Groups>> = {
  'Bremsbeläge': ['420'],
  Bremsscheiben: { front: ['421'], rear: ['423'] },
  Bremssattel: { front: ['420'], rear: ['423'] },
  'Ölfilter': ['180'],
  Luftfilter: ['094'],
  Kraftstofffilter: ['090', '092', '477'],
  Innenraumfilter: ['830'],
  Pollenfilter: ['830'],
  Aktivkohlefilter: ['830'],
  'Zündkerzen': ['159'],
  'Glühkerzen': ['159'],
  'Zündspule': ['150'],
  'Stoßdämpfer': { front: ['323'], rear: ['326'] },
  Fahrwerksfeder: { front: ['321'], rear: ['324'] },
  Scheibenwischer: ['820'],
  Wasserpumpe: ['200'],
  Thermostat: ['200'],
  'Kühler': ['500'],
  Starterbatterie: ['982'],
  Anlasser: ['151'],
  Lichtmaschine: ['154'],
  Lambdasonde: ['540'],
  Querlenker: ['330'],
};

type Family = 'BMW' | 'VAG' | 'Mercedes';
const FAMILY: Readonly<Record<string, Family>> = {
  BMW: 'BMW', Mini: 'BMW', VW: 'VAG', Audi: 'VAG', Seat: 'VAG', Cupra: 'VAG', Skoda: 'VAG', 'Škoda': 'VAG', 'Mercedes-Benz': 'Mercedes', Smart: 'Mercedes',
};
const GROUPS: Readonly<Record<Family, Readonly<Record<string, Groups>>>> = { BMW: BMW_GROUPS, VAG: VAG_GROUPS, Mercedes: MERCEDES_GROUPS };

/** Where the group stands in the printed number ("34 11 6 860 016", "5Q0 698 151", "A 000 420 17 20"). */
const GROUP_AT: Readonly<Record<Family, readonly [number, number]>> = { BMW: [0, 5], VAG: [4, 7], Mercedes: [6, 9] };

/** The groups a make's number for the kind (on the axle) may carry, or null where the group is not listed. */
export function oeGroupsFor(make: string, kind: string, axle: Axle | null): readonly string[] | null {
  const family = FAMILY[make];
  const groups = family ? GROUPS[family][kind] : undefined;
  if (!groups) return null;
  if (Array.isArray(groups)) return groups;
  const byAxle = groups as { front: readonly string[]; rear: readonly string[] };
  return axle ? byAxle[axle] : [...byAxle.front, ...byAxle.rear];
}

/** The group printed in a make's number, or null for a make that numbers no groups. */
export function oeGroupOf(make: string, number: string): string | null {
  const family = FAMILY[make];
  if (!family) return null;
  const [from, to] = GROUP_AT[family];
  return number.slice(from, to);
}

/** The VW group model prefix a generation's own parts carry: its type code's first two characters and 0 ("Golf VII (5G1)" 5G0, "A6 C6 (4F2)" 4F0). */
export function vagPrefixOf(generation: string): string | null {
  const code = /\((\d[0-9A-Z])[0-9A-Z]\)/.exec(generation)?.[1];
  return code ? `${code}0` : null;
}

/** The first Mercedes triplet: the engine type for an engine's part (OM651 651), else the model series (W204 204). */
export function mercedesSeriesOf(kind: string, generation: string, engineCode: string): string | null {
  const engine = ENGINE_KINDS.has(kind) ? /(?:^|\b)(?:OM|M)\s?(\d{3})/.exec(engineCode)?.[1] : undefined;
  return engine ?? /\b[WCSVXRH](\d{3})\b/.exec(generation)?.[1] ?? null;
}
const ENGINE_KINDS = new Set(['Ölfilter', 'Luftfilter', 'Kraftstofffilter', 'Zündkerzen', 'Glühkerzen', 'Zündspule', 'Wasserpumpe', 'Thermostat', 'Lambdasonde', 'Anlasser', 'Lichtmaschine']);

/** The part an OE number is drawn for: its kind, axle and car. */
export interface OePart { kind: string; axle: Axle | null; generation?: string; engineCode?: string }

/** The number with the kind's group (one of several by the number's own last digit) and the car's model prefix written in. */
export function withOeGroup(number: string, make: string, part: OePart): string {
  const family = FAMILY[make];
  if (!family) return number;
  let out = number;
  const groups = oeGroupsFor(make, part.kind, part.axle);
  if (groups) {
    const [from, to] = GROUP_AT[family];
    const group = groups[Number(out.replace(/\D/g, '').slice(-1)) % groups.length]!;
    out = out.slice(0, from) + group + out.slice(to);
  }
  if (family === 'VAG' && part.generation) {
    const prefix = vagPrefixOf(part.generation);
    if (prefix) out = prefix + out.slice(3);
  }
  if (family === 'Mercedes') {
    const series = mercedesSeriesOf(part.kind, part.generation ?? '', part.engineCode ?? '');
    if (series) out = out.slice(0, 2) + series + out.slice(5);
  }
  return out;
}
