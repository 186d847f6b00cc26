/**
 * Champion numbers its wiper blades by family and length: the letters are the blade's family, the digits
 * its length in centimetres, the code after the slash the pack and adapter (AF60/B01 is an Aerovantage
 * flat blade of 600 mm). A counter clerk reads the length off the number, so one length of one family is
 * one number stem whatever car it is listed for, and a blade of another family is never in the AF range:
 * - AF: an Aerovantage flat blade sold singly (AF65/B01, 650 mm);
 * - AFL: an Aerovantage flat-blade set for the front, the driver's and the passenger's lengths (AFL6540/B01, 650 and 400 mm);
 * - AP: an Aerovantage rear blade, the flat blade made for a tailgate's arm (AP35/B01);
 * - X-: a conventional blade with its frame, front or rear (X-35/B01, a 350 mm rear blade).
 * A product line's pattern writes the family and length as BLADE_TOKEN: the blade's facts spell them.
 */

/** The token a product line's pattern writes the blade's family and length as, with the four digits of its pack code after it. */
export const BLADE_TOKEN = '¢';

/** The regular expression source of a Champion blade number: family and length, slash, the pack and adapter code. */
export const BLADE_SOURCE = '(?:AF\\d{2}|AFL\\d{4}|AP\\d{2}|X-\\d{2}|X-\\d{4})/[A-Z]\\d{2}';

/** The letters of a pack and adapter code, in the order a second pack of one blade takes them (B01 first, as Champion's own). */
const PACK_LETTERS = 'BCDEFGHJKLMNPRSTUVWXYZ';

type Criterion = { key: string; value: string };

const cm = (mm: string | undefined): string => String(Math.round(Number(mm) / 10)).padStart(2, '0');

/** The family and length a blade of these facts is numbered under (AF65, AFL6540, X-35); undefined where the facts state no length. */
export function bladeStem(criteria: readonly Criterion[]): string | undefined {
  const value = (key: string) => criteria.find((c) => c.key === key)?.value;
  const length = value('length');
  if (!length || !Number(length)) return undefined;
  const passenger = value('length_passenger');
  const lengths = passenger && passenger !== length ? `${cm(length)}${cm(passenger)}` : cm(length);
  if (value('blade_type') !== 'flat_blade') return `X-${lengths}`;
  if (value('fitting_position') === 'rear') return `AP${lengths}`;
  return passenger && passenger !== length ? `AFL${lengths}` : `AF${lengths}`;
}

/**
 * The numbers a blade drawn as `drawn` (the line's four digits) may take, in turn: its stem with the drawn
 * pack code (B and the last two digits), then the same code under the next pack letters. Undefined for
 * a number that is no blade number of the line.
 */
export function bladeNumbers(drawn: string, criteria: readonly Criterion[]): string[] | undefined {
  const stem = bladeStem(criteria);
  const digits = /^(\d{2})(\d{2})$/.exec(drawn);
  if (!stem || !digits) return undefined;
  return [...PACK_LETTERS].map((letter) => `${stem}/${letter}${digits[2]}`);
}

/**
 * Champion makes one blade of a family and length, and sells it in the single blister (B01): the pack code
 * is no serial, so a second article of that blade is the same box twice. The blade a car's place takes, as
 * Champion numbers it: its front pair (driver's and passenger's lengths) or its rear blade.
 */
export function championBladeNumber(position: 'front' | 'rear', wipersMm: readonly [number, number], rearMm: number): string {
  const [driver, passenger] = wipersMm;
  const criteria = position === 'rear'
    ? [{ key: 'fitting_position', value: 'rear' }, { key: 'length', value: String(rearMm) }, { key: 'blade_type', value: 'conventional' }]
    : [{ key: 'fitting_position', value: 'front' }, { key: 'length', value: String(driver) }, ...(passenger !== driver ? [{ key: 'length_passenger', value: String(passenger) }] : []), { key: 'blade_type', value: 'flat_blade' }];
  return `${bladeStem(criteria)!}/B01`;
}

/** The family and length a Champion blade number names (AFL6545 of AFL6545/B01): one article of the range. */
export const bladeStemOfNumber = (number: string): string => number.split('/')[0]!;

/** Whether a number spells a Champion blade (its digits are a length, no counter another brand could share). */
export const spellsBlade = (number: string): boolean => new RegExp(`^${BLADE_SOURCE}$`).test(number);

/** Whether a Champion blade's number names another family or length than the blade's stated facts. */
export function bladeNumberDisagrees(number: string, criteria: readonly Criterion[]): boolean {
  const stem = bladeStem(criteria);
  return stem !== undefined && number.split('/')[0] !== stem;
}
