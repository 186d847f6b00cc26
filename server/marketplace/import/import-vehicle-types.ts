/**
 * The vehicle base -> manufacturers, model families (one vehicle page each), their generations
 * (the series, with production years) and the types of each generation (the models, with their
 * own years, engine figures and the facts their parts follow). Re-runnable: rows are found again by
 * their keys, unchanged ones write nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/connection';
import { parseVehicleTypes, type VehicleTypeRow } from './parse-vehicle-types';
import { runImport, type ImportOptions, type ImportSummary } from './summary';
import type { ImportRepository } from './repository';
import type { ImportChanges } from './summary';
import { vehicleCatalogue } from './vehicles';
import { seoName, slug } from './text';
import { linkKbaPairs } from './link-kba';
import { listSeriesKey } from './list-generations';

/** Years a type counts as on the road for the dropdown's order (the base has no vehicle counts). */
const YEAR_NOW = 2026;

export function importVehicleTypesFile(db: Database, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  return importVehicleTypes(db, fs.readFileSync(file, 'utf8'), path.basename(file), options);
}

/**
 * "A4 B9 (8W2, 8W5)": the generation as the trade names it, with the chassis codes of all its bodies
 * (the saloon's 8W2 and the Avant's 8W5), so a type of an Avant key reads as the Avant's too; codes
 * of one stem are written as the trade does ("Mégane II (BM0/1, KM0/1)"). A generation named by its
 * chassis code ("3er E90", "C-Klasse W204") is the whole generation in the trade's speech and keeps its name.
 */
export function generationName(row: Pick<VehicleTypeRow, 'generation' | 'chassis'>): string {
  const code = row.chassis[0];
  if (!code || row.generation.includes(code)) return row.generation;
  const written: string[] = [];
  for (const next of row.chassis) {
    const last = written[written.length - 1];
    if (last === `${next.slice(0, -1)}0` && next.endsWith('1')) written[written.length - 1] = `${last}/1`;
    else written.push(next);
  }
  return `${row.generation} (${written.join(', ')})`;
}

/**
 * The key the seed's tables know a generation by: its name with its first chassis code only ("Golf VII
 * (5G1)" of "Golf VII (5G1, BQ1, …)"). The tables and the seed's draws were keyed so before the name
 * listed every body's code; the key stays, so naming the bodies moves no part of the catalogue.
 */
/** Whether a generation's name lists the chassis codes of all its bodies, as generationName writes them ("A4 B9 (8W2)" of 8W2 and 8W5 does not). */
export function namesItsBodies(seriesName: string, chassis: string[]): boolean {
  return generationName({ generation: seriesName.replace(/\s*\([^()]*\)$/, ''), chassis }) === seriesName;
}

export function generationKey(seriesName: string): string {
  // A series of the French list the trade names with its chassis codes is known by the list's name (list-generations.ts).
  const listed = listSeriesKey(seriesName);
  if (listed !== seriesName) return listed;
  return seriesName.replace(/\(([^(),]+), [^()]*\)$/, '($1)').replace(/\(([^()/]+)\/1\)$/, '($1)');
}

export function importVehicleTypes(db: Database, text: string, fileName: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const parsed = parseVehicleTypes(text);
  return runImport(db, {
    source: 'types',
    file: fileName,
    parsed,
    async write(repo, changes, details) {
      const catalogue = await vehicleCatalogue(repo, 'types', changes);
      const generations = new Map<string, VehicleTypeRow[]>();
      for (const row of parsed.rows) {
        const key = `${row.make}|${row.family}|${row.generation}`;
        generations.set(key, [...(generations.get(key) ?? []), row]);
      }
      const rowsOfMake = new Map<string, number>();
      for (const row of parsed.rows) rowsOfMake.set(row.make, (rowsOfMake.get(row.make) ?? 0) + 1);
      const families = new Set<string>();
      let types = 0;
      for (const [key, rows] of generations) {
        const first = rows[0]!;
        const manufacturerId = await catalogue.manufacturer(first.make, rowsOfMake.get(first.make) ?? 0);
        const { familyId, pageId } = await repo.familyPage(manufacturerId, first.family, seoName(`${first.make} ${first.family}`));
        families.add(`${first.make}|${first.family}`);
        await repo.saveKey('types', 'family', `${first.make}|${first.family}`, familyId);
        const seriesName = generationName(first);
        const generation = {
          manufacturerId, familyId, pageId, name: seriesName, slug: slug(`${first.make} ${first.generation}`),
          yearStart: first.genStart, yearEnd: first.genEnd, popularity: rows.reduce((sum, row) => sum + yearsOnRoad(row), 0),
        };
        const seriesId = await writeGeneration(repo, changes, key, generation);
        for (const row of rows) {
          await writeType(repo, changes, { manufacturerId, seriesId, pageId, seriesName }, row);
          types++;
        }
      }
      details.types = types;
      details.generations = generations.size;
      details.families = families.size;
      Object.assign(details, await linkKbaPairs(repo, changes));
      options.onProgress?.(types, types);
      return [];
    },
  });
}

function yearsOnRoad(row: VehicleTypeRow): number {
  return Math.max(1, Math.min(row.typeEnd ?? YEAR_NOW, YEAR_NOW) - row.typeStart + 1);
}

async function writeGeneration(repo: ImportRepository, changes: ImportChanges, key: string, values: Parameters<ImportRepository['insertGeneration']>[0]): Promise<number> {
  const known = await repo.findKey('types', 'generation', key);
  const updated = known === undefined ? undefined : await repo.updateGeneration(known, values);
  if (known !== undefined && updated !== undefined) {
    changes.updated += updated;
    return known;
  }
  const id = await repo.insertGeneration(values);
  await repo.saveKey('types', 'generation', key, id);
  changes.created++;
  return id;
}

async function writeType(repo: ImportRepository, changes: ImportChanges, place: { manufacturerId: number; seriesId: number; pageId: number; seriesName: string }, row: VehicleTypeRow): Promise<void> {
  const key = [row.make, row.generation, row.engine, row.fuel, row.kw, row.typeStart].join('|');
  const values = {
    seriesId: place.seriesId, manufacturerId: place.manufacturerId, seriesPageId: place.pageId, name: row.engine,
    fullName: `${row.make} ${place.seriesName} ${row.engine}`, ps: row.ps, kw: row.kw, ccm: row.ccm, fuel: row.fuel,
    yearStart: row.typeStart, yearEnd: row.typeEnd, popularity: yearsOnRoad(row),
  };
  const known = await repo.findKey('types', 'model', key);
  const updated = known === undefined ? undefined : await repo.updateModel(known, values);
  let modelId: number;
  if (known !== undefined && updated !== undefined) {
    modelId = known;
    changes.updated += updated + (await repo.updateModelYears(known, row.typeStart, row.typeEnd));
  } else {
    modelId = await repo.insertModel(values);
    await repo.saveKey('types', 'model', key, modelId);
    changes.created++;
  }
  changes.updated += await repo.saveTypeFacts(modelId, {
    chassis: row.chassis.join(';') || null, platform: row.platform || null, body: row.body.join(';'), engineCode: row.engineCode || null,
    frontDiscMm: row.frontDiscMm, rearDiscMm: row.rearDiscMm, rearDrumMm: row.rearDrumMm, wipersMm: row.wipersMm.join('/') || null,
    batteryAh: row.batteryAh, headlamp: row.headlamp, oilGrade: row.oilGrade || null, oilApproval: row.oilApproval || null,
  });
}
