/**
 * The GS1 company prefixes the brands print on their packaging: an article's EAN-13 starts with
 * one of its brand's. A wholesaler's scanner reads the first digits as the country whose GS1 office
 * gave the prefix, so every brand has one in its home country's range; none is in 20-29, which GS1
 * keeps for in-store codes that never leave the shop, and no maker prints on a branded box. Brands of
 * one maker that share a prefix (Mahle and Knecht, Vemo and Vaico) share its item references.
 *
 * Sources: `seen` prefixes were read off real EANs (the brand's boxes, wholesalers' listings such as
 * TRW DF4313S 3322937913324, Sachs 3000 951 477 4013872905499, Ferodo FDB1785 4044197698525, Behr
 * 8MK 376 715-741 4045621456321, Nissens 64668A 5707286208036, NRF 53622 8718042053137, Denso
 * DCP17003 4011648957522); `chosen` ones are a free prefix in the brand's home range, until a real
 * one is found.
 */

/** GS1 member organisations' prefix ranges (the EAN's first three digits) of the brands' home countries. */
export const GS1_COUNTRY_RANGES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  US: [[0, 139]], FR: [[300, 379]], DE: [[400, 440]], JP: [[450, 459], [490, 499]], UK: [[500, 509]],
  BE: [[540, 549]], DK: [[570, 579]], SE: [[730, 739]], CH: [[760, 769]], IT: [[800, 839]], ES: [[840, 849]],
  CZ: [[859, 859]], PL: [[590, 590]], NL: [[870, 879]], KR: [[880, 880]], AT: [[900, 919]],
};

type Country = keyof typeof GS1_COUNTRY_RANGES;
/** A brand's home country (a group printing the prefixes of several, as Bosch its German and French ones, lists each) and its prefixes. */
interface BrandPrefixes { countries: readonly Country[]; prefixes: readonly string[]; source: 'seen' | 'chosen' }

const seen = (country: Country | readonly Country[], ...prefixes: string[]): BrandPrefixes => ({ countries: typeof country === 'string' ? [country] : country, prefixes, source: 'seen' });
const chosen = (country: Country, ...prefixes: string[]): BrandPrefixes => ({ countries: [country], prefixes, source: 'chosen' });

export const BRAND_GS1: Readonly<Record<string, BrandPrefixes>> = {
  Bosch: seen(['DE', 'FR'], '4047023', '4047024', '3165143'),
  'Mann-Filter': seen('DE', '4011558'),
  Mahle: seen('DE', '4009026'),
  Knecht: seen('DE', '4009026'),
  ATE: seen('DE', '4006633'),
  Brembo: seen('IT', '8020584'),
  'Febi Bilstein': seen('DE', '4027816', '4054224'),
  SWAG: seen('DE', '4044688'),
  Meyle: seen('DE', '4040074'),
  Hella: seen('DE', '4082300'),
  Osram: seen('DE', '4050300', '4052899'),
  Philips: seen('NL', '8711500', '8727900'),
  NGK: seen('US', '0087295'),
  Valeo: seen('FR', '3276424'),
  LuK: seen('DE', '4005108'),
  SKF: seen('SE', '7316572'),
  Gates: seen('BE', '5412572'),
  Vemo: seen('DE', '4046001'),
  Vaico: seen('DE', '4046001'),
  'Blue Print': seen('UK', '5050063'),
  Varta: seen('DE', '4016987'),
  Castrol: seen('DE', '4008177'),
  'Liqui Moly': seen('DE', '4100420'),
  Motul: seen('FR', '3374650'),
  Ravenol: seen('DE', '4014835'),
  Hazet: seen('DE', '4000896'),
  Gedore: seen('DE', '4010886'),
  Sonax: seen('DE', '4064700'),
  TRW: seen('FR', '3322937'),
  Sachs: seen('DE', '4013872'),
  Ferodo: seen('DE', '4044197'),
  Behr: seen('DE', '4045621'),
  Nissens: seen('DK', '5707286'),
  NRF: seen('NL', '8718042'),
  Denso: seen('DE', '4011648'),
  Hengst: chosen('DE', '4030776'),
  UFI: chosen('IT', '8032531'),
  Purflux: chosen('FR', '3286064'),
  'K&N': chosen('US', '0024844'),
  Textar: chosen('DE', '4019722'),
  Jurid: chosen('DE', '4043605'),
  Zimmermann: chosen('DE', '4250238'),
  Mintex: chosen('UK', '5028836'),
  Bilstein: chosen('DE', '4030653'),
  Monroe: chosen('BE', '5412096'),
  KYB: chosen('JP', '4909184'),
  'Lemförder': chosen('DE', '4030663'),
  Moog: chosen('US', '0614046'),
  Topran: chosen('DE', '4021447'),
  Ruville: chosen('DE', '4012998'),
  FAG: chosen('DE', '4005109'),
  INA: chosen('DE', '4005107'),
  Continental: chosen('DE', '4028977'),
  Dayco: chosen('IT', '8021787'),
  Contitech: chosen('DE', '4028978'),
  Elring: chosen('DE', '4041248'),
  'Victor Reinz': chosen('DE', '4026512'),
  Corteco: chosen('DE', '4006171'),
  Beru: chosen('DE', '4014427'),
  Champion: chosen('US', '0037551'),
  Delphi: chosen('UK', '5012759'),
  Pierburg: chosen('DE', '4025258'),
  'Magneti Marelli': chosen('IT', '8001063'),
  Walker: chosen('BE', '5412097'),
  Bosal: chosen('BE', '5414178'),
  'Eberspächer': chosen('DE', '4037212'),
  HJS: chosen('DE', '4018318'),
  Exide: chosen('ES', '8435150'),
  Banner: chosen('AT', '9004823'),
  Metzger: chosen('DE', '4250032'),
  Mobil: chosen('US', '0071924'),
  Shell: chosen('UK', '5011987'),
  Total: chosen('FR', '3425901'),
  Fuchs: chosen('DE', '4001541'),
  Valvoline: chosen('NL', '8710941'),
  Heyner: chosen('DE', '4003866'),
  SWF: chosen('DE', '4009123'),
  Blic: chosen('PL', '5907558'),
  'Van Wezel': chosen('BE', '5410497'),
  Prasco: chosen('DE', '4260427'),
  Klokkerholm: chosen('DK', '5708516'),
};

/** The prefixes a brand's EANs start with. A brand without one has no EAN to print: the catalogue refuses it. */
export function eanPrefixesOf(brandName: string): readonly string[] {
  const found = BRAND_GS1[brandName];
  if (!found) throw new Error(`no GS1 company prefix for the brand ${brandName}`);
  return found.prefixes;
}

/** How many EANs a prefix leaves room for: twelve digits before the check digit, the rest the item reference. */
export function itemsUnder(prefix: string): number {
  return 10 ** (12 - prefix.length);
}

/** Whether the EAN starts with one of its brand's prefixes. */
export function eanFitsBrand(ean: string, brandName: string): boolean {
  return (BRAND_GS1[brandName]?.prefixes ?? []).some((prefix) => ean.startsWith(prefix));
}

/** Whether an EAN is in GS1's restricted-circulation range 20-29 (in-store codes, never a maker's). */
export function eanInRestrictedRange(ean: string): boolean {
  return /^2/.test(ean);
}

/** Whether a prefix (or an EAN) lies in the GS1 range of one of the countries. */
export function prefixInCountry(prefix: string, countries: readonly string[]): boolean {
  const first = Number(prefix.slice(0, 3));
  return countries.some((country) => (GS1_COUNTRY_RANGES[country] ?? []).some(([low, high]) => first >= low && first <= high));
}
