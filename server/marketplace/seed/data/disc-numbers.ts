/**
 * ATE numbers its brake discs by thickness: the two digits after "24.01" are the disc's thickness in millimetres
 * (24.0110-… a 10 mm solid disc, 24.0112-… 12 mm, 24.0122-… a 22 mm ventilated one, 24.0125-… 25 mm). A counter
 * buyer reads the thickness off the number, so a 24.0113 disc stated as 10 mm is a wrong part.
 */
const ATE_DISC = /^24\.01(\d\d)(-.*)$/;

/** The ATE disc number with its thickness group set to the disc's thickness; other numbers as they are. */
export function ateDiscNumber(number: string, thicknessMm: number): string {
  const found = ATE_DISC.exec(number);
  return found ? `24.01${String(thicknessMm).padStart(2, '0')}${found[2]}` : number;
}

/** Whether an ATE disc's number names a thickness other than the stated one (undefined where the number is not ATE's disc scheme). */
export function ateDiscNumberDisagrees(number: string, thicknessMm: number): boolean | undefined {
  const found = ATE_DISC.exec(number);
  return found ? Number(found[1]) !== thicknessMm : undefined;
}

/**
 * The last two digits of a Textar, Brembo or Zimmermann disc number are its version, not a serial: Textar's 92xxxx00 is the
 * plain disc, 03 the PRO disc (coated against rust, the one Textar sells for nearly every car) and 05 the PRO+ (high-carbon,
 * coated); Brembo's 09.xxxx.10 is the plain disc, .11 the UV-coated one it sells today and .21 its coated high-carbon disc;
 * Zimmermann's .20 is its standard disc, .52 the drilled Sport Z, .70 the coated Coat Z and .75 the Formula Z. The stem
 * before them is the disc; a counter clerk who reads "09.6992.97" knows no such version. A cast-iron disc takes the brand's
 * standard version, a coated or composite one the coated version.
 */
interface DiscVersions { stem: RegExp; versions: readonly string[]; castIron: string; coated: string }
const DISC_VERSIONS: Readonly<Record<string, DiscVersions>> = {
  Textar: { stem: /^(92\d{4})(\d\d)$/, versions: ['00', '03', '05'], castIron: '03', coated: '05' },
  Brembo: { stem: /^(0[89]\.[0-9A-Z]{4}\.)(\d\d)$/, versions: ['10', '11', '21'], castIron: '11', coated: '21' },
  Zimmermann: { stem: /^(\d{3}\.\d{4}\.)(\d\d)$/, versions: ['20', '52', '70', '75'], castIron: '20', coated: '70' },
};

/** The disc's stem (its number before the version) where the brand numbers its discs' versions, else undefined: a brand numbers a disc once, in the version it makes. */
export function discStemOf(brand: string, number: string): string | undefined {
  return DISC_VERSIONS[brand]?.stem.exec(number)?.[1];
}

/** The version the brand numbers a disc of this material with (undefined for a brand that does not number versions). */
function discVersionOf(brand: string, material: string | undefined): string | undefined {
  const table = DISC_VERSIONS[brand];
  return table && (material === undefined || material === 'cast_iron' ? table.castIron : table.coated);
}

/**
 * Brembo's first two digits are the disc's design: 08.xxxx.xx a solid disc, 09.xxxx.xx a ventilated one. A
 * counter clerk reads "09." as vented, so a solid disc under 09 is a wrong part.
 */
const BREMBO_DISC_DESIGN = /^(0[89])(\.[0-9A-Z]{4}\.\d\d)$/;
const bremboPrefixOf = (discType: string | undefined): string | undefined => (discType === 'solid' ? '08' : discType === 'ventilated' ? '09' : undefined);

/** The numbers of Brembo's solid discs, which its disc line (drawn as 09.xxxx.xx) renumbers under 08. */
export const BREMBO_SOLID_DISC = /^08\.\d{4}\.\d\d$/;

/** The Brembo disc number with its design prefix set from the disc type (08 solid, 09 ventilated); other numbers as they are. */
export function bremboDiscNumber(brand: string, number: string, discType: string | undefined): string {
  const found = brand === 'Brembo' ? BREMBO_DISC_DESIGN.exec(number) : null;
  const prefix = bremboPrefixOf(discType);
  return found && prefix ? prefix + found[2] : number;
}

/** Whether a Brembo disc's prefix names the other design than its disc type (undefined for other brands' or other numbers). */
export function bremboDiscPrefixDisagrees(brand: string, number: string, discType: string | undefined): boolean | undefined {
  const found = brand === 'Brembo' ? BREMBO_DISC_DESIGN.exec(number) : null;
  const prefix = bremboPrefixOf(discType);
  return found && prefix ? found[1] !== prefix : undefined;
}

/** The disc number with its version set from the disc's material (a Brembo disc's design prefix from its type, an ATE disc's thickness group from its thickness); other numbers as they are. */
export function discNumber(brand: string, number: string, thicknessMm: number, material: string | undefined, discType?: string): string {
  const thick = bremboDiscNumber(brand, Number.isFinite(thicknessMm) ? ateDiscNumber(number, thicknessMm) : number, discType);
  const stem = discStemOf(brand, thick);
  return stem === undefined ? thick : stem + discVersionOf(brand, material)!;
}

/** Whether a disc's number ends in another version than its brand's for the disc's material, or in none of the brand's versions (undefined where the brand numbers no versions). */
export function discVersionDisagrees(brand: string, number: string, material: string | undefined): boolean | undefined {
  const found = DISC_VERSIONS[brand]?.stem.exec(number);
  if (!found) return undefined;
  return !DISC_VERSIONS[brand]!.versions.includes(found[2]!) || found[2] !== discVersionOf(brand, material);
}
