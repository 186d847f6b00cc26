/**
 * ADEME "Car Labelling" list: `;`-separated, decimal commas, one row per variant on sale in France.
 * Columns are found by their header names, so a re-ordered download still reads.
 */
import { headerKey, readTable, type Problem } from './table';
import type { ParseResult } from './parse-result';
import { displayName, kwToPs, parseDecimal, psToKw } from './text';
import { jlrTypeKw } from './jlr-designations';
import { spellsOtherEngine } from './trade-name-spellings';
import { ownLineName } from './type-name-lines';
import { neutralTypeName } from './neutral-type-names';
import { electricTradeName } from './electric-type-names';
import { amgNameByPower } from './variant-names';
import { publishedPeakKw, spelledPowerKw } from './electric-peak-power';
import { ADEME_MANUFACTURERS } from './manufacturers';
import { withListedEngine } from './listed-engine-names';
import { volvoTradeType } from './volvo-designations';

export type Fuel = 'petrol' | 'diesel' | 'electric' | 'hybrid' | 'plugin-hybrid' | 'diesel-hybrid' | 'diesel-plugin-hybrid' | 'lpg' | 'cng' | 'ethanol';

export interface VariantRow {
  line: number;
  /** ADEME spelling, e.g. B.M.W. */
  make: string;
  /** "Libellé modèle", e.g. SERIE 3 or CLASSE C. */
  label: string;
  /** "Modèle", e.g. 320 or GOLF. */
  model: string;
  /** The variant's name without the equipment list, e.g. "Golf 2.0 TDI". */
  name: string;
  fuel: Fuel;
  ccm: number;
  kw: number;
  ps: number;
  /** kw is the list's nominal electric power (the 30-minute power), the row giving no peak. */
  kwThirtyMinutes?: boolean;
  /** "Type de boite" and "Nombre rapports", where the list gives them: a manual, an automatic (dual-clutch ones too) or a CVT, and its gears. */
  gearbox?: { kind: 'manual' | 'automatic' | 'cvt' | 'electric'; gears: number };
  /** The version's last year, where the maker replaced it before the list was published (volvo-designations.ts). */
  typeEnd?: number;
}

const COLUMNS = {
  make: 'marque',
  label: 'libelle modele',
  model: 'modele',
  description: 'description commerciale',
  fuel: 'energie',
  ccm: 'cylindree',
  kw: 'puissance maximale',
} as const;
/** Electric cars often give only their nominal power. */
const NOMINAL_KW = 'puissance nominale electrique';
/** The gearbox columns, read where the download has them. */
const GEARBOX = 'type de boite';
const GEARS = 'nombre rapports';
const GEARBOX_KINDS: Record<string, 'manual' | 'automatic' | 'cvt' | 'electric'> = { MECANIQUE: 'manual', AUTOMATIQUE: 'automatic', 'VARIATION CONTINUE': 'cvt', 'VARIATION ELECTRIQUE': 'electric' };

/** A hybrid keeps its engine's fuel: a diesel mild hybrid takes glow plugs, not spark plugs. */
const FUELS: Record<string, Fuel> = {
  ESSENCE: 'petrol', GAZOLE: 'diesel', ELECTRIC: 'electric', 'ESS+ELEC HNR': 'hybrid', 'GAZ+ELEC HNR': 'diesel-hybrid',
  'ELEC+ESSENC HR': 'plugin-hybrid', 'ELEC+GAZOLE HR': 'diesel-plugin-hybrid', 'ESS+G.P.L.': 'lpg',
  'GAZ NAT.VEH': 'cng', SUPERETHANOL: 'ethanol',
};

/** "(150ch)" in the description: French horsepower, the same unit as PS. */
const HORSEPOWER = /\s*\((\d+)\s*ch\b[^)]*\)/i;
/** "(57Kw)" in the description of some electric cars. */
const KILOWATT = /\s*\((\d+)\s*kw\)/i;

export function parseVariants(text: string): ParseResult<VariantRow> {
  const table = readTable(text, { delimiter: ';' });
  if (table.unreadable) return { read: 0, rows: [], problems: [], unreadable: table.unreadable };
  const [header, ...records] = table.records;
  const keys = header?.fields.map(headerKey) ?? [];
  const index = Object.fromEntries(Object.entries(COLUMNS).map(([field, name]) => [field, keys.indexOf(name)])) as Record<keyof typeof COLUMNS, number>;
  const missing = Object.entries(index).filter(([, i]) => i < 0).map(([field]) => COLUMNS[field as keyof typeof COLUMNS]);
  if (!header || missing.length > 0) {
    return { read: 0, rows: [], problems: [], unreadable: { line: header?.line ?? 1, reason: `header lacks the columns: ${missing.join(', ')}` } };
  }
  const nominal = keys.indexOf(NOMINAL_KW);
  const [gearbox, gears] = [keys.indexOf(GEARBOX), keys.indexOf(GEARS)];
  const problems: Problem[] = [];
  const rows: VariantRow[] = [];
  for (const { line, fields } of records) {
    const row = readRow(line, fields, keys.length, index, nominal);
    if ('reason' in row) problems.push(row);
    else {
      const kind = gearbox >= 0 ? GEARBOX_KINDS[(fields[gearbox] ?? '').trim().toUpperCase()] : undefined;
      rows.push(kind ? { ...row, gearbox: { kind, gears: Number(fields[gears] ?? 0) || 0 } } : row);
    }
  }
  return { read: records.length, rows, problems };
}

function readRow(line: number, fields: string[], width: number, index: Record<keyof typeof COLUMNS, number>, nominal: number): VariantRow | Problem {
  if (fields.length !== width) return { line, reason: `expected ${width} columns, found ${fields.length}` };
  const get = (field: keyof typeof COLUMNS) => (fields[index[field]] ?? '').trim();
  const make = get('make');
  const label = get('label');
  const model = get('model');
  const description = get('description');
  if (make === '' || model === '') return { line, reason: 'make or model is empty' };
  const fuel = FUELS[get('fuel').toUpperCase()];
  if (!fuel) return { line, reason: `unknown fuel "${get('fuel')}"` };
  // A row whose name spells another fuel than its energy column is mislabelled: an "ATECA TDI
  // (110ch)" with ESSENCE, 1498 cm³ and the TSI's figures is the TSI's row under the TDI's name,
  // and kept it would list a petrol "Ateca TDI" beside the real one.
  if (spellsOtherEngine(description.replace(HORSEPOWER, ''), fuel)) return { line, reason: `the name "${description}" spells another fuel than its energy ${get('fuel')}` };
  const ccm = parseDecimal(get('ccm'));
  if (ccm === null || Number.isNaN(ccm) || ccm < 0) return { line, reason: `capacity (Cylindrée) is not a number: "${get('ccm')}"` };
  const horsepower = HORSEPOWER.exec(description);
  const kilowatt = KILOWATT.exec(description);
  const cut = horsepower ?? kilowatt;
  // A name heading the row with another model line of the make ("V40 B4" under V60) takes the row's own (type-name-lines.ts);
  // French sales words and a second spelling give way to the trade's name (neutral-type-names.ts).
  // A name of the model only takes its engine where make, fuel and capacity tell it (listed-engine-names.ts).
  const name = withListedEngine(ADEME_MANUFACTURERS[make] ?? displayName(make), neutralTypeName(ownLineName(model, variantName(cut ? description.slice(0, cut.index) : description)), Math.round(ccm)), fuel, Math.round(ccm), horsepower ? Number(horsepower[1]) : null);
  if (name === '') return { line, reason: 'commercial description is empty' };
  let kw = parseDecimal(get('kw'));
  if (Number.isNaN(kw)) return { line, reason: `kW (Puissance maximale) is not a number: "${get('kw')}"` };
  const peakGiven = kw !== null;
  // Electric cars leave the maximum power empty; the description or the nominal power still says it.
  const nominalKw = nominal >= 0 ? parseDecimal(fields[nominal] ?? '') : null;
  const thirtyMinuteKw = nominalKw !== null && !Number.isNaN(nominalKw) ? nominalKw : undefined;
  if (kw === null && horsepower?.[1]) kw = psToKw(Number(horsepower[1]));
  // The peak the name or label spells ("(77kWh/204ch)", "ID.3 PRO 150 KW"), else the maker's published peak (electric-peak-power.ts).
  if (kw === null) kw = spelledPowerKw([description, label], thirtyMinuteKw ?? 0) ?? publishedPeakKw(ADEME_MANUFACTURERS[make] ?? displayName(make), name, thirtyMinuteKw);
  if (kw === null && kilowatt?.[1]) kw = Number(kilowatt[1]);
  // The nominal power is the motor's 30-minute power, far below the peak a buyer knows, whether
  // taken from its column or from a description that repeats it ("COMBO-E LIFE L1 (57Kw)", a
  // 100 kW car): where no peak is known, the type says so.
  if (kw === null && nominalKw !== null && !Number.isNaN(nominalKw)) kw = nominalKw;
  const thirtyMinutes = !peakGiven && kw !== null && nominalKw !== null && Math.round(kw) === Math.round(nominalKw);
  if (kw === null || kw <= 0) return { line, reason: 'no power: kW (Puissance maximale) is empty and no other power is given' };
  // An electric type the list names after another version takes the trade's name (electric-type-names.ts).
  // An AMG 45 whose power is the other variant's is that variant: the list's "AMG GLA 45" at 310 kW is the 45 S (variant-names.ts).
  const tradeName = fuel === 'electric' ? electricTradeName(ADEME_MANUFACTURERS[make] ?? displayName(make), name, Math.round(kw)) : amgNameByPower(name, Math.round(kw));
  // A Volvo row takes Volvo's designation, drive and (for a plug-in) system power, the list giving the petrol engine's (volvo-designations.ts).
  if ((ADEME_MANUFACTURERS[make] ?? displayName(make)) === 'Volvo' && fuel !== 'electric') {
    const volvo = volvoTradeType(tradeName, fuel, Math.round(kw), nominalKw);
    return { line, make, label, model, name: volvo.name, fuel, ccm: Math.round(ccm), kw: volvo.kw, ps: kwToPs(volvo.kw), ...(volvo.until ? { typeEnd: volvo.until } : {}) };
  }
  // A Jaguar or Land Rover plug-in takes its designation's system output, the list giving the engine's (jlr-designations.ts).
  const typeKw = jlrTypeKw(ADEME_MANUFACTURERS[make] ?? displayName(make), tradeName, fuel, Math.round(kw));
  if (typeKw !== Math.round(kw)) return { line, make, label, model, name: tradeName, fuel, ccm: Math.round(ccm), kw: typeKw, ps: kwToPs(typeKw) };
  return { line, make, label, model, name: tradeName, fuel, ccm: Math.round(ccm), kw: Math.round(kw), ps: kwToPs(kw), ...(thirtyMinutes ? { kwThirtyMinutes: true } : {}) };
}

/** Leading all-capital words are register spelling ("TIGUAN ALLSPACE R-Line 2.0 TDI"); the rest is as marketed. */
function variantName(description: string): string {
  const words = description.trim().replace(/\s+/g, ' ').split(' ');
  let leading = true;
  return words
    .map((word) => {
      if (!leading || !/^[A-ZÀ-Ý-]+$/u.test(word)) {
        leading = false;
        return word;
      }
      return word.length <= 3 ? word : word.split('-').map((part) => (part.length <= 1 ? part : part.charAt(0) + part.slice(1).toLowerCase())).join('-');
    })
    .join(' ');
}
