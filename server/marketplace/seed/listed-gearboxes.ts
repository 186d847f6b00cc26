/**
 * The gearboxes the ADEME list (reference-data/) sells each of its types with: the importer keeps one
 * model per variant name and drops the "Type de boite" column, so a type the list carries with an
 * automatic, dual-clutch or CVT gearbox only would look like one with a clutch pedal. Read here from
 * the same file, per model the import keyed, for the fitment rules (data/gearboxes.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connection';
import { DATA_FILES, REFERENCE_DATA_DIR, parseVariants, variantKey } from '../import';
import type { ListedGearbox } from './data/gearboxes';

let byKey: Map<string, ListedGearbox> | undefined;

/** Each variant key's gearboxes, from the reference file (read once). */
function gearboxesByKey(): Map<string, ListedGearbox> {
  if (byKey) return byKey;
  byKey = new Map();
  const file = path.join(REFERENCE_DATA_DIR, DATA_FILES.variants);
  if (!fs.existsSync(file)) return byKey;
  for (const row of parseVariants(fs.readFileSync(file, 'utf8')).rows) {
    if (!row.gearbox) continue;
    const key = variantKey(row);
    const known = byKey.get(key) ?? { manual: false, automaticGears: 0, cvt: false };
    if (row.gearbox.kind === 'manual') known.manual = true;
    else if (row.gearbox.kind === 'cvt') known.cvt = true;
    else if (row.gearbox.kind === 'automatic') known.automaticGears = Math.max(known.automaticGears, row.gearbox.gears);
    byKey.set(key, known);
  }
  return byKey;
}

/** The listed gearboxes of each model the ADEME import made, by model id. */
export async function listedGearboxesOfModels(db: Db): Promise<Map<number, ListedGearbox>> {
  const keys = await db.selectFrom('import_keys').select(['key', 'ref_id']).where('source', '=', 'ademe').where('kind', '=', 'model').execute();
  const gearboxes = gearboxesByKey();
  const found = new Map<number, ListedGearbox>();
  for (const { key, ref_id } of keys) {
    const gearbox = gearboxes.get(key);
    if (gearbox) found.set(ref_id, gearbox);
  }
  return found;
}
