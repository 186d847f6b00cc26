/**
 * Series names as German parts shops show them ("3er", "C-Klasse", "Golf"), derived from the
 * register spellings of ADEME and KBA, and the rule that says whether a KBA trade name means a series.
 */
import { displayName, matchKey } from './text';
import { SHOP_MANUFACTURERS } from './manufacturers';

const MERCEDES_CLASS_LETTERS = /^(A|B|C|E|G|R|S|T|V|X)$/;
const MERCEDES_LINES = /^(CLA|CLC|CLK|CLS|SLK|SLC|SL|GLA|GLB|GLC|GLE|GLK|GLS|EQA|EQB|EQC|EQE|EQS|EQV)$/;

/**
 * BMW's 2er of the list is three cars on three platforms: the Gran Coupé (F44, front-drive UKL2), the
 * Active Tourer (U06, FAAR) and the Coupé (G42, rear-drive CLAR). Each is a generation of its own, named
 * by its chassis code as the trade does, so no part of one is listed for another.
 */
const BMW_SERIES_BY_BODY: readonly (readonly [RegExp, RegExp, string])[] = [
  [/^SERIE 2$/, /\bGran Coup[eé]/i, '2er F44'],
  [/^SERIE 2$/, /\bActive Tourer\b/i, '2er U06'],
  [/^SERIE 2$/, /\bCoup[eé]/i, '2er G42'],
];

/** ADEME row -> series name. Libellé and Modèle differ by make in which one names the series; BMW's 2er by the variant's body too. */
export function ademeSeriesName(manufacturer: string, label: string, model: string, variant = ''): string {
  const upper = label.trim().toUpperCase();
  if (manufacturer === 'BMW') {
    const byBody = BMW_SERIES_BY_BODY.find(([series, body]) => series.test(upper) && body.test(variant));
    if (byBody) return byBody[2];
    const serie = /^SERIE (\d)$/.exec(upper);
    if (serie) return `${serie[1]}er`;
    if (/^SERIE [XZ]$/.test(upper) || /^X\d M$/.test(upper)) return displayName(model.split(' ')[0] ?? model).replace(/^IX/, 'iX').replace(/^I(\d)/, 'i$1');
    return displayName(label);
  }
  if (manufacturer === 'Mercedes-Benz') {
    const classe = /^CLASSE (\w+)$/.exec(upper);
    if (classe?.[1] && MERCEDES_CLASS_LETTERS.test(classe[1])) return `${classe[1]}-Klasse`;
    if (classe?.[1]) return classe[1];
    return displayName(label);
  }
  if (manufacturer === 'DS') return displayName(label);
  return displayName(model);
}

/**
 * KBA trade name -> the series name it stands for, by make-specific numbering rules, or the name
 * itself without a leading make word ("TOYOTA COROLLA" -> "COROLLA").
 */
export function kbaSeriesName(manufacturer: string, tradeName: string): string {
  let name = tradeName.trim().toUpperCase().replace(/\s+/g, ' ');
  for (const make of makeWords) {
    if (name.startsWith(`${make} `)) name = name.slice(make.length + 1);
  }
  if (manufacturer === 'BMW') {
    const series = /^(\d)ER(?: REIHE)?\b/.exec(name) ?? /^(\d)\d\d ?[A-Z]{0,2}\b/.exec(name);
    if (series) return `${series[1]}er`;
  }
  if (manufacturer === 'Mercedes-Benz') {
    const letter = /^([A-Z])(?:-KLASSE| ?\d{2,3}\b)/.exec(name);
    if (letter?.[1] && MERCEDES_CLASS_LETTERS.test(letter[1])) return `${letter[1]}-Klasse`;
    const line = /^([A-Z]{2,3})(?:-KLASSE| ?\d{2,3}\b)/.exec(name);
    if (line?.[1] && MERCEDES_LINES.test(line[1])) return line[1];
    if (line?.[1] === 'ML') return 'M-Klasse';
  }
  return name;
}

const makeWords = Object.entries(SHOP_MANUFACTURERS)
  .flatMap(([name, aliases]) => [name, ...aliases])
  .map((name) => name.toUpperCase())
  .concat(['ALFA'])
  .sort((a, b) => b.length - a.length);

/** Words that only tell a generation apart: "Golf VII", "Golf (1K1)", "Astra J", "Mk4". */
function isGenerationWord(word: string): boolean {
  return /^(?:[IVX]+|\d{1,2}|MK\d+|\(.*\)|[A-Z]\d?|[A-Z]{1,2}\d{1,3}[A-Z]?|\d[A-Z]\d?|FL|FACELIFT)$/i.test(word);
}

/**
 * Model lines the maker named by another model's name and an X of their own: the C4 X (2022) is a
 * fastback saloon beside the C4 hatchback, the C5 X (2021) a saloon-estate after the C5, the Aygo X
 * (2022) a crossover after the Aygo city car; each has its own body, axles and parts. Their X is no
 * tenth generation (the Civic X is Honda's), so a "C4" key is never one of them. The Crossland X and
 * Grandland X are not here: they dropped the X at their facelifts and stayed the same car.
 */
const OWN_X_LINES: ReadonlySet<string> = new Set(['C4 X', 'C5 X', 'AYGO X'].map(matchKey));

/** Whether a series is a model line of its own whose name is another model's with an X (its X is no generation). */
export const ownXLine = (seriesName: string): boolean => OWN_X_LINES.has(matchKey(seriesName.replace(/\s*\([^)]*\)$/, '')));

function words(value: string): string[] {
  return value.split(/[\s/-]+/).map(matchKey).filter((w) => w !== '');
}

/**
 * How well a KBA series name fits a catalogue series name: 3 exact, 2 the series adds only a
 * generation marker ("GOLF" -> "Golf VII"), 1 the trade name is a more specific body of the series
 * ("GOLF VARIANT" -> "Golf"), 0 no fit. `truncated` names (cut at 25 characters by KBA) may end early.
 */
export function seriesFit(kbaName: string, seriesName: string, truncated = false): number {
  const trade = words(kbaName);
  const series = words(seriesName);
  if (trade.length === 0 || series.length === 0) return 0;
  if (matchKey(kbaName) === matchKey(seriesName)) return 3;
  const common = Math.min(trade.length, series.length);
  for (let i = 0; i < common; i++) {
    const isLastTradeWord = i === trade.length - 1;
    if (trade[i] === series[i]) continue;
    if (truncated && isLastTradeWord && (series[i] ?? '').startsWith(trade[i] ?? '') && series.length === trade.length) return 3;
    return 0;
  }
  if (series.length > trade.length) return series.slice(trade.length).every(isGenerationWord) && !ownXLine(seriesName) ? 2 : 0;
  return 1;
}

/**
 * Whether a KBA series name spells the generation of a catalogue series: the whole name including
 * its generation marker ("MERIVA-B" is the Meriva B, "MEGANE II" the Mégane II).
 */
export function spellsGeneration(kbaName: string, seriesName: string): boolean {
  // A marker of its own word, Opel's letters or a roman numeral: "CR-V", "CX-5", "i 20" and
  // "Grandland X" are model names.
  const marker = /\s(?:II|III|IV|V|VI|VII|VIII|IX|[A-K]|MK\d+)$/i.test(seriesName.trim());
  return marker && seriesFit(kbaName, seriesName) === 3;
}
