/**
 * The GS1 company prefixes the brands print on their packaging: an article's EAN-13 starts with
 * one of its brand's. Only prefixes the compiler has seen on the brand's own boxes are listed; a
 * brand missing here has no known prefix and its demo EANs come from the restricted-circulation
 * range instead (decision 0433), never from a prefix guessed for it. Brands of one maker that share
 * a prefix (Mahle and Knecht, Vemo and Vaico) share its item references.
 */

export const GS1_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  Bosch: ['4047023', '4047024', '3165143'],
  'Mann-Filter': ['4011558'],
  Mahle: ['4009026'],
  Knecht: ['4009026'],
  ATE: ['4006633'],
  Brembo: ['8020584'],
  'Febi Bilstein': ['4027816', '4054224'],
  SWAG: ['4044688'],
  Meyle: ['4040074'],
  Hella: ['4082300'],
  Osram: ['4050300', '4052899'],
  Philips: ['8711500', '8727900'],
  NGK: ['0087295'],
  Valeo: ['3276424'],
  LuK: ['4005108'],
  SKF: ['7316572'],
  Gates: ['5412572'],
  Vemo: ['4046001'],
  Vaico: ['4046001'],
  'Blue Print': ['5050063'],
  Varta: ['4016987'],
  Castrol: ['4008177'],
  'Liqui Moly': ['4100420'],
  Motul: ['3374650'],
  Ravenol: ['4014835'],
  Hazet: ['4000896'],
  Gedore: ['4010886'],
  Sonax: ['4064700'],
};

/**
 * GS1 keeps prefixes 20 to 29 for numbers that never leave the company that gives them (in-store
 * codes): a brand without a known prefix gets "2" and its three-digit id, which no real maker's
 * GTIN can start with, so the placeholder is plain to anyone who reads the number.
 */
export function placeholderPrefix(brandId: number): string {
  return `2${String(brandId).padStart(3, '0')}`;
}

/** The prefixes a brand's EANs start with: its own, or its placeholder. */
export function eanPrefixesOf(brandName: string, brandId: number): readonly string[] {
  return GS1_PREFIXES[brandName] ?? [placeholderPrefix(brandId)];
}

/** How many EANs a prefix leaves room for: twelve digits before the check digit, the rest the item reference. */
export function itemsUnder(prefix: string): number {
  return 10 ** (12 - prefix.length);
}

/** Whether the EAN starts with one of its brand's prefixes. */
export function eanFitsBrand(ean: string, brandName: string, brandId: number): boolean {
  return eanPrefixesOf(brandName, brandId).some((prefix) => ean.startsWith(prefix));
}
