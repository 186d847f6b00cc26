/**
 * KBA FZ 6 HSN/TSN list -> the KBA register and model links. Only car makers in the reviewed
 * mapping are kept (trailers, tractors, trucks and motorcycles are skipped), as are types the
 * register itself does not know (trade name UNBEKANNT).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/connection';
import { parseKba } from './parse-kba';
import type { Problem } from './table';
import { runImport, type ImportOptions, type ImportSummary } from './summary';
import { KBA_MANUFACTURERS, nonCarReason } from './manufacturers';
import { linkKbaPairs } from './link-kba';
import type { RegisterRow } from './repository';

export function importKbaFile(db: Database, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  return importKba(db, fs.readFileSync(file, 'utf8'), path.basename(file), options);
}

export function importKba(db: Database, text: string, fileName: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const parsed = parseKba(text);
  return runImport(db, {
    source: 'kba',
    file: fileName,
    parsed,
    async write(repo, changes, details) {
      const left: Problem[] = [];
      const kept = new Set<string>();
      const register = new Map((await repo.register()).map((r) => [r.hsn + r.tsn, r]));
      const before = new Set(register.keys());
      const toWrite = new Map<string, RegisterRow>();
      parsed.rows.forEach((row, i) => {
        if (!KBA_MANUFACTURERS[row.manufacturer]) left.push({ line: row.line, reason: nonCarReason(row.manufacturer) });
        else if (row.tradeNames.length === 0 || row.tradeName.toUpperCase() === 'UNBEKANNT') left.push({ line: row.line, reason: 'trade name UNBEKANNT: the register does not know this type' });
        else {
          const key = row.hsn + row.tsn;
          const current = register.get(key);
          const wanted = { hsn: row.hsn, tsn: row.tsn, kbaManufacturer: row.manufacturer, tradeName: row.tradeName };
          const wrote = !current || current.kbaManufacturer !== wanted.kbaManufacturer || current.tradeName !== wanted.tradeName;
          kept.add(key);
          if (wrote) {
            register.set(key, wanted);
            toWrite.set(key, wanted);
            if (before.has(key)) changes.updated++;
            else changes.created++;
          }
        }
        if ((i + 1) % 5000 === 0) options.onProgress?.(i + 1, parsed.rows.length);
      });
      // Compared in memory, written in batches: a register of 60,000 pairs is one pass.
      await repo.saveRegister([...toWrite.values()]);
      // The register mirrors the latest file: pairs it no longer lists go.
      const dropped = [...before].filter((old) => !kept.has(old)).map((old) => ({ hsn: old.slice(0, 4), tsn: old.slice(4) }));
      changes.removed += await repo.deleteRegister(dropped);
      options.onProgress?.(parsed.rows.length, parsed.rows.length);
      details.registerPairs = kept.size;
      Object.assign(details, await linkKbaPairs(repo, changes));
      return left;
    },
  });
}
