/**
 * The plausibility check's reading of the register's key order (import/launch-blocks.ts): a holder's keys are
 * issued in time order, so a pair whose letter key sorts after the first key of a newer generation of its model
 * under the same HSN is that generation's (0005/BLJ "120D" after the F20's BGK), never the older one's.
 */
import type { Db } from '../db/connection';
import { keysAfterNewerGeneration } from '../import';

export interface KbaKeyOrderCounts {
  /** Register pairs placed on an older generation though their key sorts after a newer generation's first key of the model. */
  kbaKeyAfterNewerGeneration: number;
}

export async function checkKbaKeyOrder(db: Db, note: (text: string) => void): Promise<KbaKeyOrderCounts> {
  const links = await db.selectFrom('kba as k').innerJoin('models as m', 'm.id', 'k.model_id').innerJoin('series as s', 's.id', 'm.series_id')
    .select(['k.hsn', 'k.tsn', 's.id', 's.name', 's.series_family_id as familyId', 's.production_year_start as yearStart']).distinct().execute();
  const placed = links.map((l) => ({ hsn: l.hsn, tsn: l.tsn, name: l.name, generation: { id: l.id, familyId: l.familyId, yearStart: l.yearStart } }));
  const late = keysAfterNewerGeneration(placed);
  for (const pair of late.slice(0, 3)) note(`KBA ${pair.hsn}/${pair.tsn} is placed on ${pair.name} (${pair.generation.yearStart}) though a newer generation's keys of the model came before it`);
  return { kbaKeyAfterNewerGeneration: new Set(late.map((p) => `${p.hsn}/${p.tsn}`)).size };
}

/** The count in the report's line. */
export const kbaKeyOrderLine = (r: KbaKeyOrderCounts): string => `register pair placed on an older generation after a newer one's first key ${r.kbaKeyAfterNewerGeneration}`;
