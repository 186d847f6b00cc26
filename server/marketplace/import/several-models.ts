/**
 * A register key whose trade names are several models ("ROOMSTER,PRAKTIK,FABIA": one key approved for
 * the Roomster, its Praktik van and the Fabia) may be any of them: rear axle, dampers, wipers and
 * body differ. It names a generation only when every name is a model of that generation in the
 * data; a name the data does not have (or has as another model) leaves the key unplaced.
 */

/**
 * First words the register gives one model under another name: a market's name (the Kona is the
 * Kauai in Portugal), a body or van line of the same car (Caravelle, SpaceTourer, ProCeed), a
 * variant (SQ5) or Mini's own engine names beside "MINI".
 */
const SAME_MODEL_NAMES: Readonly<Record<string, string>> = {
  KAUAI: 'KONA', CARAVELLE: 'TRANSPORTER', SPACETOURER: 'JUMPY', PROCEED: 'CEED', SQ5: 'Q5',
  ONE: 'MINI', COOPER: 'MINI',
};

const firstWord = (name: string) => name.trim().toUpperCase().split(/\s+/)[0] ?? '';

/** Whether a trade name that fits none of the key's generations is only another name of one that does. */
export function sameModelName(tradeName: string, fitting: readonly string[]): boolean {
  const other = SAME_MODEL_NAMES[firstWord(tradeName)];
  return other !== undefined && fitting.some((name) => firstWord(name) === other);
}

/** A filler the register writes where a name is missing ("--", "XXXXX") names no model. */
const filler = (name: string) => !/[A-Z]{2}/.test(name.toUpperCase()) || /^X+$/i.test(name.trim());

/**
 * The trade names that name a model other than the key's generations (one of several models): a
 * name that fits none of them and begins with another word than the names that do ("A6 TDI" beside
 * "A6" is the A6's engine, "ROOMSTER" beside "FABIA" another car).
 */
export function otherModels(names: readonly string[], fits: (name: string) => boolean): string[] {
  const fitting = names.filter(fits);
  if (fitting.length === 0 || fitting.length === names.length) return [];
  const models = new Set(fitting.map(firstWord));
  // The register cuts a long trade name: "INSIGNIA LIMOUSINE NB,INS" ends in the Insignia's first letters.
  const cut = (name: string) => [...models].some((model) => model.startsWith(firstWord(name)));
  return names.filter((name) => !fits(name) && !filler(name) && !cut(name) && !sameModelName(name, fitting));
}
