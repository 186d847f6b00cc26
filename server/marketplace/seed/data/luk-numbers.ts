/**
 * LuK numbers its clutches by their diameter: digits two and three are the driven plate's diameter in
 * centimetres, so a counter clerk reads the size off the number (and looks up "623 3…" by heart). A
 * RepSet kit is 6yy xxxx 00 (619 a 190 mm kit, 620 200 mm, 621 210, 622 220, 623 228/230, 624 240,
 * 625 250; 600 and 602 are the RepSet DMF/RepSet Pro kits with a flywheel or a slave cylinder), a
 * clutch disc 3yy xxxx 10, a pressure plate 1yy xxxx 10. A diameter between two centimetres is
 * written as either (a 215 mm plate under 21 or 22, a 228 mm one under 22 or 23). The dual-mass
 * flywheels are one series, 415 xxxx, whatever their size, ending in the version 10, 09 or 08. A "653"
 * kit would be a 530 mm clutch and a disc ending "86" no LuK suffix: neither is a number LuK prints.
 */

/** The token a LuK clutch line's pattern writes the diameter code as (data/product-lines.ts). */
export const LUK_DIAMETER_TOKEN = 'Ø';

/** The regular expression source LUK_DIAMETER_TOKEN reads as: two digits. */
export const LUK_DIAMETER_SOURCE = '\\d\\d';

/** The kinds LuK numbers by diameter, with the first digit of the kind and the suffixes LuK prints after it. */
export const LUK_DIAMETER_KINDS: Readonly<Record<string, { lead: string; suffixes: readonly string[] }>> = {
  // The suffixes LuK's RepSet kits end in (00 the most common, 09 and 33 variants of the kit's contents).
  Kupplungssatz: { lead: '6', suffixes: ['00', '09', '33'] },
  Kupplungsscheibe: { lead: '3', suffixes: ['10', '16'] },
  Kupplungsdruckplatte: { lead: '1', suffixes: ['10'] },
};

/** LuK's dual-mass flywheel series and the versions it ends in. */
const LUK_FLYWHEEL = { lead: '415', suffixes: ['10', '09', '08'] } as const;

/** The RepSet kits outside the diameter code: the kit with a dual-mass flywheel (600) and RepSet Pro (602). */
const LUK_FLYWHEEL_KITS = ['600', '602'];

/** The two digits LuK writes a clutch of this diameter (mm) under: its centimetres, rounded (619 a 190 mm kit, 623 a 228 mm one). */
export function lukDiameterCode(diameterMm: number): string {
  return String(Math.round(diameterMm / 10)).padStart(2, '0');
}

/**
 * Whether a LuK clutch number is not one LuK prints for a clutch of its stated diameter: a kit, disc or
 * pressure plate whose digits two and three are not the diameter in centimetres (rounded either way),
 * or whose suffix LuK never prints on the kind; a dual-mass flywheel outside 415 … 10/09/08.
 * Other brands and kinds: false.
 */
export function lukNumberNotDiameter(brand: string, kind: string, number: string, diameterMm: number | undefined): boolean {
  if (brand !== 'LuK') return false;
  const parts = number.split(' ');
  if (kind === 'Zweimassenschwungrad') return parts.length !== 3 || parts[0] !== LUK_FLYWHEEL.lead || !(LUK_FLYWHEEL.suffixes as readonly string[]).includes(parts[2]!);
  const scheme = LUK_DIAMETER_KINDS[kind];
  if (!scheme) return false;
  if (parts.length !== 3 || !/^\d{3}$/.test(parts[0]!) || !/^\d{4}$/.test(parts[1]!) || !scheme.suffixes.includes(parts[2]!)) return true;
  if (kind === 'Kupplungssatz' && LUK_FLYWHEEL_KITS.includes(parts[0]!)) return false;
  if (parts[0]![0] !== scheme.lead) return true;
  if (diameterMm === undefined || !Number.isFinite(diameterMm)) return false;
  const code = Number(parts[0]!.slice(1));
  return code !== Math.floor(diameterMm / 10) && code !== Math.floor((diameterMm + 5) / 10);
}
