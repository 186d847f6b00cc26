/**
 * ADEME variants -> manufacturers, series and models with real names, kW, PS and capacity.
 * Rows naming the same variant (the list repeats them per equipment level) become one model.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/connection';
import { parseVariants, type VariantRow } from './parse-variants';
import type { TypeFactValues } from './repository';
import { runImport, type ImportOptions, type ImportSummary } from './summary';
import { ADEME_MANUFACTURERS } from './manufacturers';
import { ademeSeriesName } from './series-names';
import { generationOfVariant } from './earlier-generations';
import { listSeriesName, listSeriesRow } from './list-generations';
import { typeStartByEngine } from './engine-launches';
import { sharedRangesOf } from './shared-ranges';
import { displayName, matchKey } from './text';
import { vehicleCatalogue } from './vehicles';
import { linkKbaPairs } from './link-kba';
import { pluginsUnderCombustionName } from './plugin-name-twins';
import { litreTwin, unnamedLitres } from './litre-twins';

/** The ADEME list has no build years; its models were on sale when the list was published. */
export const ADEME_LIST_YEAR = 2023;

export function importVariantsFile(db: Database, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  return importVariants(db, fs.readFileSync(file, 'utf8'), path.basename(file), options);
}

export function importVariants(db: Database, text: string, fileName: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const parsed = parseVariants(text);
  return runImport(db, {
    source: 'ademe',
    file: fileName,
    parsed,
    async write(repo, changes, details) {
      const catalogue = await vehicleCatalogue(repo, 'ademe', changes);
      // Families the vehicle base holds generation by generation are its to describe: the list's
      // variants of them (on sale in one year, without build years) would double them.
      const inBase = new Set((await repo.keysOfKind('types', 'family')).map((key) => matchKey(key)));
      const familyOf = (row: VariantRow) => {
        const manufacturer = ADEME_MANUFACTURERS[row.make] ?? displayName(row.make);
        return `${manufacturer} ${ademeSeriesName(manufacturer, row.label, row.model, row.name)}`;
      };
      // Keys compare without punctuation: "VW|Golf" and "VW Golf" are one key.
      const leftOut = new Set(parsed.rows.filter((row) => inBase.has(matchKey(familyOf(row)))));
      // A plug-in row under a petrol car's name is that car's row with the wrong energy (plugin-name-twins.ts).
      const misfuelled = pluginsUnderCombustionName(parsed.rows, familyOf);
      const groups = groupVariants(parsed.rows.filter((row) => !leftOut.has(row) && !misfuelled.has(row)));
      const seriesRows = new Map<string, number>();
      const makeRows = new Map<string, number>();
      for (const g of groups.values()) {
        seriesRows.set(`${g.manufacturer}|${g.series}`, (seriesRows.get(`${g.manufacturer}|${g.series}`) ?? 0) + g.rows);
        makeRows.set(g.manufacturer, (makeRows.get(g.manufacturer) ?? 0) + g.rows);
      }
      let done = 0;
      for (const [key, g] of groups) {
        const manufacturerId = await catalogue.manufacturer(g.manufacturer, makeRows.get(g.manufacturer) ?? 0);
        // The series as the trade names it, with its chassis codes (list-generations.ts); its address stays the list's name.
        const traded = listSeriesRow(g.manufacturer, g.series);
        const { seriesId, pageId } = await catalogue.series(manufacturerId, g.manufacturer, listSeriesName(g.manufacturer, g.series), g.yearStart, seriesRows.get(`${g.manufacturer}|${g.series}`) ?? 0, g.yearEnd, g.family, g.series);
        const nameHasSeries = matchKey(g.name).startsWith(matchKey(g.series));
        const values = {
          seriesId, manufacturerId, seriesPageId: pageId, name: g.name,
          fullName: [g.manufacturer, nameHasSeries ? '' : g.series, g.name].filter(Boolean).join(' '),
          ps: g.ps, kw: g.kw, kwThirtyMinutes: g.kwThirtyMinutes, ccm: g.ccm, fuel: g.fuel, yearStart: g.typeStart, yearEnd: g.typeEnd ?? g.yearEnd, popularity: g.rows,
        };
        const known = await repo.findKey('ademe', 'model', key);
        // One read tells both whether the model is still there and whether it changed.
        const updated = known === undefined ? undefined : await repo.updateModel(known, values);
        let modelId = known as number;
        if (updated !== undefined) {
          changes.updated += updated + await repo.updateModelYears(modelId, g.typeStart, g.typeEnd ?? g.yearEnd);
        } else {
          modelId = await repo.insertModel(values);
          await repo.saveKey('ademe', 'model', key, modelId);
          changes.created++;
        }
        // The chassis codes the trade knows the generation by (list-generations.ts); the list gives no platform, engine code or sizes.
        if (traded && traded.chassis.length > 0) changes.updated += await repo.saveTypeFacts(modelId, { ...NO_FACTS, chassis: traded.chassis.join(';') });
        if (++done % 500 === 0) options.onProgress?.(done, groups.size);
      }
      options.onProgress?.(groups.size, groups.size);
      details.models = groups.size;
      details.series = seriesRows.size;
      details.manufacturers = makeRows.size;
      Object.assign(details, await linkKbaPairs(repo, changes));
      return [
        ...[...leftOut].map((row) => ({ line: row.line, reason: `the vehicle base holds ${familyOf(row)} generation by generation` })),
        ...[...misfuelled].filter((row) => !leftOut.has(row)).map((row) => ({ line: row.line, reason: `"${row.name}" names a ${familyOf(row)} petrol or diesel car, not a plug-in hybrid` })),
      ];
    },
  });
}

const NO_FACTS: TypeFactValues = {
  chassis: null, platform: null, body: null, engineCode: null, frontDiscMm: null, rearDiscMm: null, rearDrumMm: null, wipersMm: null, batteryAh: null, headlamp: null, oilGrade: null, oilApproval: null,
};

interface VariantGroup {
  /** The list's series name: the family page its generations share. */
  family: string;
  manufacturer: string; series: string; name: string; fuel: string; kw: number; ps: number; ccm: number; rows: number;
  /** kw is the 30-minute power (parse-variants.ts). */
  kwThirtyMinutes: boolean;
  /** The list's year, or the earlier generation's years for a variant the list carries from it. */
  yearStart: number; yearEnd: number | null;
  /** The type's first year: the generation's, or its engine's launch where that came later (engine-launches.ts). */
  typeStart: number;
  /** The type's last year, where the maker replaced the version before its generation ended; else the generation's. */
  typeEnd?: number | null;
}

/** The model a variant row becomes, as its import key names it: make, series, name, fuel, kW and cm³. */
export function variantKey(row: VariantRow): string {
  const manufacturer = ADEME_MANUFACTURERS[row.make] ?? displayName(row.make);
  const generation = generationOfVariant(manufacturer, ademeSeriesName(manufacturer, row.label, row.model, row.name), row, ADEME_LIST_YEAR);
  return [manufacturer, generation.series, row.name, row.fuel, row.kw, row.ccm].join('|');
}

function groupVariants(rows: VariantRow[]): Map<string, VariantGroup> {
  const groups = new Map<string, VariantGroup>();
  const carriedGroups = new Map<string, VariantGroup>();
  for (const row of rows) {
    const manufacturer = ADEME_MANUFACTURERS[row.make] ?? displayName(row.make);
    const family = ademeSeriesName(manufacturer, row.label, row.model, row.name);
    const generation = generationOfVariant(manufacturer, family, row, ADEME_LIST_YEAR);
    const series = generation.series;
    const key = variantKey(row);
    const group = groups.get(key);
    if (group) group.rows++;
    else {
      // A version the maker replaced ends with its last year (parse-variants.ts).
      const typeEnd = row.typeEnd !== undefined && (generation.yearEnd === null || row.typeEnd < generation.yearEnd) ? row.typeEnd : generation.yearEnd;
      groups.set(key, { family, manufacturer, series, name: row.name, fuel: row.fuel, kw: row.kw, kwThirtyMinutes: row.kwThirtyMinutes === true, ps: row.ps, ccm: row.ccm, rows: 1, yearStart: generation.yearStart, yearEnd: generation.yearEnd, typeEnd, typeStart: typeStartByEngine(manufacturer, series, row.name, generation.yearStart, typeEnd, row.ccm, row.fuel, row.kw) });
    }
    // The generations sold with this engine under another name (shared-ranges.ts) list it too, after the list's own types.
    for (const shared of sharedRangesOf(manufacturer, family, row)) {
      const sharedKey = [manufacturer, shared.generation, shared.name, row.fuel, row.kw, row.ccm].join('|');
      // The list counts no car of the generation under this name: the type's popularity (its rows) stays 0.
      if (!carriedGroups.has(sharedKey)) carriedGroups.set(sharedKey, { family: shared.generation, manufacturer, series: shared.generation, name: shared.name, fuel: row.fuel, kw: row.kw, kwThirtyMinutes: row.kwThirtyMinutes === true, ps: row.ps, ccm: row.ccm, rows: 0, yearStart: shared.years[0], yearEnd: shared.years[1], typeStart: typeStartByEngine(manufacturer, shared.generation, shared.name, shared.years[0], shared.years[1], row.ccm, row.fuel, row.kw) });
    }
  }
  // A type listed once with its litre figure and once without is one car: the rows without join the named type (litre-twins.ts).
  const all = [...groups];
  for (const [key, g] of all) {
    const twin = all.find(([, h]) => h !== g && h.manufacturer === g.manufacturer && h.series === g.series && litreTwin(g, h));
    if (!twin || unnamedLitres(g, twin[1]) !== g || !groups.has(twin[0])) continue;
    twin[1].rows += g.rows;
    groups.delete(key);
  }
  for (const [key, g] of carriedGroups) if (!groups.has(key)) groups.set(key, g);
  return groups;
}
