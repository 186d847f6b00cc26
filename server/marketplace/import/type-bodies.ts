/**
 * The body a KBA trade name spells ("A3 CABRIOLET", "GOLF VARIANT") and the types a maker built in
 * fewer bodies than their generation: a convertible's key is no Sportback-only plug-in.
 */

export type Body = 'hatchback' | 'estate' | 'saloon' | 'convertible' | 'coupe';

/** Body words of the makers' trade names, by the catalogue's body. */
const BODY_WORDS: readonly { word: RegExp; body: Body }[] = [
  { word: /\b(?:CABRIO|CABRIOLET|ROADSTER|SPIDER|SPYDER)\b/, body: 'convertible' },
  { word: /\b(?:AVANT|VARIANT|KOMBI|TOURING|ESTATE|BREAK|COMBI|CARAVAN|GRANDTOUR|SPORTS ?TOURER|SW|SPORTSWAGON)\b/, body: 'estate' },
  { word: /\b(?:LIMOUSINE|SEDAN|SALOON)\b/, body: 'saloon' },
  { word: /\b(?:SPORTBACK|HATCHBACK|FLIESSHECK)\b/, body: 'hatchback' },
  { word: /\bCOUPE\b/, body: 'coupe' },
];

/** The body a pair's trade names spell, or null when none does or they spell several. */
export function spelledBody(names: readonly string[]): Body | null {
  const bodies = new Set<Body>();
  for (const name of names) {
    const upper = name.toUpperCase();
    for (const { word, body } of BODY_WORDS) if (word.test(upper)) bodies.add(body);
  }
  return bodies.size === 1 ? [...bodies][0]! : null;
}

/**
 * Types built in one body of a generation that had several. The reason is what a parts seller
 * would say at the counter.
 */
const TYPES_OF_ONE_BODY: readonly { make: string; generation: RegExp; type: string; body: Body; reason: string }[] = [
  { make: 'Audi', generation: /^A3 8V\b/, type: '1.4 TFSI e-tron', body: 'hatchback', reason: 'the A3 e-tron was a Sportback only, never a saloon or a convertible' },
  { make: 'VW', generation: /^Golf VII\b/, type: 'e-Golf', body: 'hatchback', reason: 'the e-Golf was a hatchback only, never a Variant' },
  { make: 'VW', generation: /^Golf VII\b/, type: '2.0 TSI GTI', body: 'hatchback', reason: 'the Golf VII GTI was a hatchback only, never a Variant' },
];

/** Whether a type of the generation was built in the body; types of no known single body were built in all of them. */
export function builtInBody(makes: readonly string[], generation: string, type: string, body: Body): boolean {
  const only = TYPES_OF_ONE_BODY.find((t) => makes.includes(t.make) && t.generation.test(generation) && t.type === type);
  return !only || only.body === body;
}

/**
 * Bodies a maker sells as a line of their own, with other dampers, wipers and lamps than the car
 * they are named after: a key naming one is no type of a generation of another name, so where the
 * catalogue lacks the line the key stays unplaced ("GOLF, GOLF SPORTSVAN" is no Golf hatchback).
 */
const OWN_LINE_BODIES: readonly RegExp[] = [
  // The Golf Sportsvan is a taller van body on the Golf's platform, not a Golf hatchback.
  /\bSPORTS ?VAN\b/,
];

/** Whether the trade names name a body of a line of its own that the generation's name is not. */
export function namesBodyLineNotGeneration(names: readonly string[], generation: string): boolean {
  const upper = generation.toUpperCase();
  return names.some((name) => OWN_LINE_BODIES.some((word) => word.test(name.toUpperCase()) && !word.test(upper)));
}

/**
 * The panel van and the passenger car a maker sells under one model name, each named for its line:
 * Opel's "Cargo" is the van (no rear seats or side windows, load floor, van rear springs and doors),
 * its "Life" the passenger car. A key naming one line is no type named for the other.
 */
const VAN_AND_PASSENGER_LINES: readonly { van: RegExp; passenger: RegExp }[] = [
  { van: /\bCARGO\b/i, passenger: /\bLIFE\b/i },
];

/** Whether the trade names name the van line and the type the passenger line of its model, or the other way round. */
export function namesOtherLine(names: readonly string[], type: string): boolean {
  return VAN_AND_PASSENGER_LINES.some(({ van, passenger }) => {
    const keyVan = names.some((n) => van.test(n));
    const keyPassenger = names.some((n) => passenger.test(n));
    if (keyVan === keyPassenger) return false;
    return keyVan ? passenger.test(type) && !van.test(type) : van.test(type) && !passenger.test(type);
  });
}

/**
 * Body names a maker gave one generation of a family only: a key spelling one names that generation,
 * whatever its years allow (a key of the changeover year may be of either).
 */
const GENERATION_BODY_NAMES: readonly { make: string; word: RegExp; generation: RegExp }[] = [
  // Opel called the Insignia B's five-door the "Grand Sport"; the Insignia A's was the "Limousine".
  { make: 'Opel', word: /\bGRAND SPORT\b/, generation: /^Insignia B\b/ },
  // The Insignia A's keys spell its bodies "Limousine HB" (hatchback), "NB" (notchback) and "Sports Tourer SW";
  // the Insignia B's saloon was never a "Limousine" and its estate's keys read "Sports Tourer" alone.
  { make: 'Opel', word: /\bLIMOUSINE [HN]B\b|\bSPORTS TOURER SW\b/, generation: /^Insignia A\b/ },
];

/** Whether the trade names spell a body name the maker gave this generation only. */
export function namesGenerationBody(makes: readonly string[], names: readonly string[], generation: string): boolean {
  return GENERATION_BODY_NAMES.some((b) => makes.includes(b.make) && b.generation.test(generation) && names.some((name) => b.word.test(name.toUpperCase())));
}

/**
 * The bodies a type was built in: the vehicle base lists them for each of its types (an A6 C7 2.0 TDI
 * is a saloon and an Avant); a type the base does not hold is named for its body where it is one
 * ("Q3 Sportback 35 TFSI", "GLE 400 d 4MATIC Coupe"). A type with neither states no body.
 */
export function typeBodies(type: { name: string; body?: string | null }): Set<string> {
  const bodies = new Set((type.body ?? '').split(';').map((b) => b.trim().toLowerCase()).filter((b) => b !== ''));
  const named = spelledBody([type.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '')]);
  if (named) bodies.add(named);
  return bodies;
}

/**
 * Whether a key whose trade names state a body ("A6 AVANT", "GLE 300 D 4MATIC COUPE", "Q5 SPORTBACK")
 * may stand for a type: only for one built in that body. A coupé, an estate or a Sportback has other
 * rear dampers and springs, tailgate struts, rear wiper and rear lights than the saloon or SUV of its
 * generation, so the coupé's key on the SUV's type sells its owner the wrong ones; where the base has
 * no type of that body the key stays unplaced (body not in the base). A body word that is the
 * generation's own name ("KOMBI", the Transporter Kombi) states no body.
 */
export function onStatedBody(names: readonly string[], generation: string, type: { name: string; body?: string | null }): boolean {
  const body = spelledBody(names);
  if (!body || spelledBody([generation]) === body) return true;
  return typeBodies(type).has(body);
}

/**
 * A trade name with the body word it spells taken out ("Q3 SPORTBACK E-TRON": "Q3 E-TRON", a hatchback),
 * or null where it spells none.
 */
export function bodyApart(name: string): { bare: string; body: Body } | null {
  const upper = name.toUpperCase();
  const body = spelledBody([upper]);
  const word = body ? BODY_WORDS.find((w) => w.body === body && w.word.test(upper))?.word : undefined;
  if (!body || !word) return null;
  return { bare: upper.replace(word, ' ').replace(/\s+/g, ' ').trim(), body };
}

/**
 * The bodies other keys of a maker number add to a name: Audi gave the Q3 Sportback its own key
 * ("Q3 SPORTBACK E-TRON") beside the SUV's ("Q3 E-TRON"), so the name without the body word is the
 * SUV's, never the Sportback's (its rear dampers, tailgate struts and rear wiper are the SUV's).
 */
// Only the Sportback is read so: a coupé key's name without its word may still be a coupé (BMW's "420D"
// is the 4 Series Coupé beside the "420D GRAN COUPE").
const SIBLING_BODIES: readonly Body[] = ['hatchback'];
export function siblingBodies(register: readonly { hsn: string; tradeName: string }[]): (hsn: string, names: readonly string[]) => Set<Body> {
  const apart = new Map<string, Set<Body>>();
  const key = (hsn: string, name: string) => `${hsn}:${name.toUpperCase().replace(/\s+/g, ' ').trim()}`;
  for (const row of register) {
    for (const name of row.tradeName.split(/[;,]/)) {
      const split = bodyApart(name);
      if (!split || split.bare === '' || !SIBLING_BODIES.includes(split.body)) continue;
      const k = key(row.hsn, split.bare);
      apart.set(k, (apart.get(k) ?? new Set<Body>()).add(split.body));
    }
  }
  return (hsn, names) => new Set(names.flatMap((name) => (spelledBody([name]) ? [] : [...(apart.get(key(hsn, name)) ?? [])])));
}

/**
 * The types a key naming no body stands for where a sibling key names a body apart: not those named
 * for that body ("Q3 Sportback 45 TFSI e" is no "Q3 E-TRON").
 */
export function withoutSiblingBodies<T extends { name: string }>(types: readonly T[], bodies: ReadonlySet<Body>): T[] {
  return types.filter((t) => ![...typeBodies({ name: t.name })].some((b) => bodies.has(b as Body)));
}

/** Why a key naming a body the base has no type of stays unplaced. */
export const BODY_NOT_IN_BASE = 'body not in the base';
