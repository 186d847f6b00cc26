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
