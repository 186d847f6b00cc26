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

export function importKbaFile(db: Database, file: string, options: ImportOptions = {}): ImportSummary {
  return importKba(db, fs.readFileSync(file, 'utf8'), path.basename(file), options);
}

export function importKba(db: Database, text: string, fileName: string, options: ImportOptions = {}): ImportSummary {
  const parsed = parseKba(text);
  return runImport(db, {
    source: 'kba',
    file: fileName,
    parsed,
    write(repo, changes, details) {
      const left: Problem[] = [];
      const kept = new Set<string>();
      const before = new Set(repo.register().map((r) => r.hsn + r.tsn));
      parsed.rows.forEach((row, i) => {
        if (!KBA_MANUFACTURERS[row.manufacturer]) left.push({ line: row.line, reason: nonCarReason(row.manufacturer) });
        else if (row.tradeNames.length === 0 || row.tradeName.toUpperCase() === 'UNBEKANNT') left.push({ line: row.line, reason: 'trade name UNBEKANNT: the register does not know this type' });
        else {
          const wrote = repo.upsertRegister({ hsn: row.hsn, tsn: row.tsn, kbaManufacturer: row.manufacturer, tradeName: row.tradeName });
          kept.add(row.hsn + row.tsn);
          if (wrote > 0 && before.has(row.hsn + row.tsn)) changes.updated++;
          else if (wrote > 0) changes.created++;
        }
        if ((i + 1) % 5000 === 0) options.onProgress?.(i + 1, parsed.rows.length);
      });
      // The register mirrors the latest file: pairs it no longer lists go.
      for (const old of before) {
        if (!kept.has(old)) changes.removed += repo.deleteRegister(old.slice(0, 4), old.slice(4));
      }
      options.onProgress?.(parsed.rows.length, parsed.rows.length);
      details.registerPairs = kept.size;
      Object.assign(details, linkKbaPairs(repo, changes));
      return left;
    },
  });
}
