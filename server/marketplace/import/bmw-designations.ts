/**
 * The model designation a BMW name spells, in the register ("535D XDRIVE", "330I", "X3 XDRIVE30D",
 * "X2 M35I", "530XD") as on the catalogue's types ("535d", "M440d xDrive Coupé", "X2 sDrive18d"):
 * BMW names every car by its number and the letter of its engine (d a diesel, i a petrol, e a plug-in),
 * the X and Z models by their drive and number, and xDrive where the car drives all four wheels.
 * A key named "535D XDRIVE" is a 535d with all-wheel drive: never a 520d or a 530d, never a
 * rear-wheel-drive type; an "X1 SDRIVE18D" is no xDrive18d. A Mini is named by its engine (One, One D,
 * Cooper, Cooper D, Cooper S, Cooper SD, John Cooper Works) and its body (Clubman, Countryman,
 * Coupé, Cabrio): a "COOPER SD" key is no petrol Cooper, a "COOPER S CLUBMAN" no hatchback. Mercedes
 * ("E 220 CDI") is read in trade-name-spellings.ts; Audi's names spell no type.
 */

export interface BmwDesignation {
  /** The number, with an M performance model's M: "535", "M340", "30" (an X3 xDrive30d), "M40" (an X3 M40i). */
  number: string;
  /** The engine letter: D a diesel, I a petrol, E a plug-in; empty where the name spells none (an iX xDrive40). */
  fuel: 'D' | 'I' | 'E' | '';
  /** x all-wheel drive (xDrive, "530XD"), s the X models' two-wheel drive (sDrive), null where the name says neither. */
  drive: 'x' | 's' | null;
}

/** "XDRIVE30D", "SDRIVE18I", "EDRIVE40": the X, Z and i models' drive and number. */
const DRIVE_NUMBER = /\b([SXE])DRIVE ?(\d{2})([DIE]?)\b/;
/** "M40I", "M35I", "M60": an X model's or an i model's M performance type. */
const M_NUMBER = /\bM(\d{2})([DIE]?)\b/;
/** "535D", "M340I", "530XD", "225XE", "325CI", "318TDS": the saloon lines' number and engine letters. */
const SERIES_NUMBER = /(?:^|[\s,;])(M?)(\d{3}) ?(X?)(D|I|E|CI|LI|TI|TD|TDS|SD|CD|IS)?(?![A-Z0-9])/;

const fuelOf = (letters: string): BmwDesignation['fuel'] => (letters.includes('D') ? 'D' : letters === 'E' ? 'E' : letters.includes('I') ? 'I' : '');

/** The designation a BMW name spells, or null for names without one ("3ER REIHE", "M3 COMPETITION", "iX3", a Mini). */
export function bmwDesignation(name: string): BmwDesignation | null {
  const upper = name.toUpperCase();
  const allWheels = /\bXDRIVE\b|\bXDRIVE ?\d/.test(upper);
  const twoWheels = /\bSDRIVE\b|\bSDRIVE ?\d/.test(upper);
  const drive = allWheels ? 'x' : twoWheels ? 's' : null;
  const byDrive = DRIVE_NUMBER.exec(upper);
  if (byDrive) return { number: byDrive[2]!, fuel: fuelOf(byDrive[3]!), drive: byDrive[1] === 'X' ? 'x' : byDrive[1] === 'S' ? 's' : drive };
  const series = SERIES_NUMBER.exec(upper);
  if (series) return { number: `${series[1]}${series[2]}`, fuel: fuelOf(series[4] ?? ''), drive: series[3] === 'X' ? 'x' : drive };
  const performance = M_NUMBER.exec(upper);
  if (performance) return { number: `M${performance[1]}`, fuel: fuelOf(performance[2]!), drive };
  return null;
}

/**
 * Whether a type is the car a register name's designation names: the same number and engine letter,
 * and its drive. The register spells xDrive on every all-wheel-drive key ("535D XDRIVE", "530XD"), so a
 * key that does not is no type the catalogue names xDrive; a catalogue type named without a drive
 * ("530d") stands for both.
 */
export function sameDesignation(register: BmwDesignation, type: BmwDesignation | null): boolean {
  if (!type || type.number !== register.number) return false;
  if (register.fuel && type.fuel && register.fuel !== type.fuel) return false;
  if (type.drive === 'x') return register.drive === 'x';
  if (type.drive === 's') return register.drive !== 'x';
  return true;
}

/** A Mini's engine word, the longest first: "COOPER SD" is no Cooper S, "ONE D" no One. */
const MINI_ENGINE = /\b(JOHN COOPER WORKS|JCW|COOPER SE|COOPER SD|COOPER S|COOPER D|COOPER|ONE D|ONE)\b/;
/** A Mini's body: the hatch's name says none, the other bodies are model lines of their own (R55/F54 Clubman, R60/F60 Countryman). */
const MINI_BODY = /\b(CLUBMAN|COUNTRYMAN|PACEMAN|COUP[EÉ]|CABRIO(?:LET)?|ROADSTER)(?![A-Z])/;

/** The engine and body a Mini name spells ("COOPER SD", "clubman"), or null for names without an engine word ("MINI"). */
export function miniDesignation(name: string): { engine: string; body: string } | null {
  const upper = name.toUpperCase();
  const engine = MINI_ENGINE.exec(upper)?.[1];
  if (!engine) return null;
  const body = MINI_BODY.exec(upper)?.[1]?.replace('É', 'E').replace('CABRIOLET', 'CABRIO') ?? 'HATCH';
  return { engine: engine === 'JCW' ? 'JOHN COOPER WORKS' : engine, body };
}

/**
 * "320D EFFICIENT DYNAMICS": BMW's economy version of a type, of its own power (the F30's 320d ED has
 * 120 kW, the 320d 135 or 140 kW) and with its own tyres and gearing, so its key is no type of the
 * plain name; the register cuts the words short ("520D EFFICIENT DYNAM").
 */
const EFFICIENT_DYNAMICS = /\bEFFICIENT ?DYNAM|(?:^|\s)ED(?:$|\s)/;
const spellsEfficientDynamics = (name: string) => EFFICIENT_DYNAMICS.test(name.toUpperCase());

/** Whether a BMW or Mini type fits a pair's trade names: any designation they spell must be the type's; names spelling none allow every type. */
export function fitsBmwDesignation(names: readonly string[], typeName: string): boolean {
  if (names.some(spellsEfficientDynamics) && !spellsEfficientDynamics(typeName)) return false;
  const spelled = names.map(bmwDesignation).filter((d) => d !== null);
  if (spelled.length > 0) {
    const type = bmwDesignation(typeName);
    if (!spelled.some((d) => sameDesignation(d, type))) return false;
  }
  const mini = names.map(miniDesignation).filter((d) => d !== null);
  if (mini.length === 0) return true;
  const type = miniDesignation(typeName);
  return mini.some((d) => type !== null && d.engine === type.engine && d.body === type.body);
}

/**
 * Whether a BMW name spells its number without the engine letter ("116", "120", "X1 SDRIVE18") while
 * the type carries one ("116d", "120i"): the F40's 116 is a 116i or a 116d, its 120 a 120i or a 120d,
 * so the name names no fuel, and the type is one of the cars it may be, never its own car. A type named
 * without a letter (an electric iX xDrive40, an old carburettor 316) is the name's very car.
 */
export function spellsNoEngineLetter(names: readonly string[], typeName: string): boolean {
  const spelled = names.map(bmwDesignation).filter((d) => d !== null);
  const type = bmwDesignation(typeName);
  return spelled.length > 0 && spelled.every((d) => d.fuel === '') && type !== null && type.fuel !== '' && spelled.some((d) => d.number === type.number);
}
