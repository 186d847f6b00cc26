/**
 * A parts counter names a type by its engine and power, never by what the French list copied from a
 * maker's configurator: trim levels ("INTENSE", "Ambition", "x-play"), wheel sizes ("18/19''", "(jantes
 * 17")"), model years ("MY21"), wheelbases ("2988 mm"), options ("Airstop"), the charger ("22 kW Mode
 * 2") or a power the type's kW already gives ("204ch"). Two rows of one engine that differ only in these
 * are one type.
 */

interface Rewrite { words: RegExp; as: string; why: string }

const TRIMS = 'INVITE|INTENSE(?: EDITION)?|INSTYLE|IN(?= &)|LUXURY|ADVANCE|AVANTAGE|PRIVILEGE|PACK(?=\\/)|STYLE';

export const CONFIGURATOR_WORDS: readonly Rewrite[] = [
  { words: /\(?\bMY\d{2}\b\)?/gu, as: '', why: 'the model year: the type\'s years say it' },
  { words: /\(jantes \d{2}"\)|\((?:\d{2}"[.,]?\s*)+\)|\b\d{2}(?:\/\d{2})?''/gu, as: '', why: 'wheel sizes: a criterion of wheels and tyres, not a type' },
  { words: /\bprop monorap\b|\bBoîte \d vitesses? automatique\b|\bTrans Elec\b/giu, as: '', why: 'rear drive with a single-speed gearbox: every electric car of the line has it' },
  { words: /\bAirstop\b|\bFIA\b|\bDCC\b|\bFIB\b|\brlt fbl résist\b/gu, as: '', why: 'options of the configurator (tyre sealant, adaptive dampers)' },
  { words: /\b\d{4} mm\b/gu, as: '', why: 'the wheelbase: a body criterion' },
  { words: /\/?(?<![\p{L}\d])\d{2,3}\s*ch\b/giu, as: '', why: 'French horsepower: the type\'s kW and PS say it' },
  { words: /\((\d+ ?kWh)\)/gu, as: '$1', why: 'the battery, as the trade writes it' },
  { words: /\(\d+ CEE\)|-?\s*\bAutomatique\b\s*-?|\b4 roues motrices\b/gu, as: '', why: 'the EEC horsepower and the French words for automatic and all-wheel drive: the type\'s data say them' },
  { words: /\b\d{1,2} kW Mode \d\b/gu, as: '', why: 'the on-board charger and its charging mode, not the motor' },
  { words: /\b(Standard|Extended) Range\. (\d+) ?kWh?\.?/gu, as: '$1 Range $2 kWh', why: 'Ford\'s battery, in kWh (the list writes one "99kW")' },
  { words: /\bAutonomie Standard\b/gu, as: 'Standard Range', why: 'French for the standard battery' },
  { words: new RegExp(`\\b(?:${TRIMS})\\b(?:\\s*[/.&]\\s*(?:${TRIMS})\\b)*\\.?`, 'gu'), as: '', why: 'trim levels: the equipment, not the car' },
  { words: /\b(?:Active(?! Tourer)|Ambition|Style|Sportline|Monte-Carlo|Laurin&Klement|Confortline|Carat)\b(?:\s*\/\s*(?:Confortline|Carat)\b)*/gu, as: '', why: 'Skoda\'s and VW\'s trim levels: the equipment, not the car' },
  { words: /\bchâssis sport\b/gu, as: '', why: 'a sports chassis: a criterion of the springs and dampers' },
  { words: /\bx-(?:play|look|clusiv|pro)\b(?:\s*\/\s*x-(?:play|look|clusiv|pro)\b)*/gu, as: '', why: 'Toyota\'s trim levels: the equipment, not the car' },
  { words: /\bRED L(?:i)?NE Edition\b/giu, as: '', why: 'a special edition: the equipment, not the car' },
];

/** The configurator words a type name still holds. */
export function configuratorWords(name: string): string[] {
  return CONFIGURATOR_WORDS.filter((r) => r.as === '' || r.as === 'Standard Range').flatMap((r) => [...name.matchAll(r.words)].map((m) => m[0].trim()).filter((w) => w !== ''));
}

/** A name without configurator words, stray separators left by them dropped. */
export function withoutConfiguratorWords(name: string): string {
  let clean = name;
  for (const r of CONFIGURATOR_WORDS) clean = clean.replace(r.words, r.as);
  return clean.replace(/(?:^|\s)[./,]+(?=\s|$)/gu, ' ').replace(/\s+/gu, ' ').trim();
}
