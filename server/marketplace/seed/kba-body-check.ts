/**
 * The plausibility check's reading of a register pair that names a body (import/type-bodies.ts,
 * onStatedBody): "A6 AVANT" or "GLE 300 D 4MATIC COUPE" is the car of that body, so it is linked, as
 * the car or as the shopper's choice, only to types the base has in that body.
 */
import type { Db } from '../db/connection';
import { onStatedBody, tradeNames } from '../import';

export interface KbaBodyCounts {
  /** Register pairs whose trade name states a body, linked to a type of another body. */
  kbaPairOnOtherBody: number;
}

export async function checkKbaBodies(db: Db, note: (text: string) => void): Promise<KbaBodyCounts> {
  const links = await db.selectFrom('kba as k').innerJoin('kba_register as r', (j) => j.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
    .innerJoin('models as m', 'm.id', 'k.model_id').innerJoin('series as s', 's.id', 'm.series_id').leftJoin('vehicle_type_facts as f', 'f.model_id', 'm.id')
    .select(['k.hsn', 'k.tsn', 'r.trade_name as tradeName', 's.name as generation', 'm.name', 'f.body']).execute();
  const wrong = new Set<string>();
  for (const link of links) {
    if (onStatedBody(tradeNames(link.tradeName), link.generation, link)) continue;
    const pair = `${link.hsn}/${link.tsn}`;
    if (!wrong.has(pair) && wrong.size < 3) note(`KBA ${pair} "${link.tradeName}" is linked to ${link.generation} ${link.name}, built as ${link.body ?? 'no body the base states'}`);
    wrong.add(pair);
  }
  return { kbaPairOnOtherBody: wrong.size };
}

/** The count in the report's line. */
export const kbaBodiesLine = (r: KbaBodyCounts): string => `register pair naming a body placed on a type of another body ${r.kbaPairOnOtherBody}`;
