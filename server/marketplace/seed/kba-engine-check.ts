/**
 * The plausibility check's reading of the register's pairs as cars (import/one-engine.ts): one type
 * key is one engine and fuel, so the types a pair is linked to as its car (not as the shopper's
 * choice for a pair naming the generation only) share the fuel and the displacement, and an
 * electric car is never linked together with combustion cars.
 */
import type { Db } from '../db/connection';
import { electricWithCombustion, oneEngine } from '../import';

export interface KbaEngineCounts {
  /** Pairs linked as one car to types of more than one fuel. */
  kbaCarAcrossFuels: number;
  /** Pairs linked as one car to an electric type and combustion types. */
  kbaCarElectricWithCombustion: number;
  /** Pairs linked as one car to types of more than one engine (fuel or displacement). */
  kbaCarAcrossEngines: number;
}

export async function checkKbaEngines(db: Db, note: (text: string) => void): Promise<KbaEngineCounts> {
  const rows = await db.selectFrom('kba as k').innerJoin('models as m', 'm.id', 'k.model_id')
    .select(['k.hsn', 'k.tsn', 'm.fuel', 'm.ccm']).where('k.names_generation', '=', 0).execute();
  const byPair = new Map<string, { fuel: string; ccm: number }[]>();
  for (const row of rows) {
    const pair = `${row.hsn}/${row.tsn}`;
    byPair.set(pair, [...(byPair.get(pair) ?? []), { fuel: row.fuel, ccm: row.ccm }]);
  }
  const counts: KbaEngineCounts = { kbaCarAcrossFuels: 0, kbaCarElectricWithCombustion: 0, kbaCarAcrossEngines: 0 };
  for (const [pair, types] of byPair) {
    if (oneEngine(types)) continue;
    counts.kbaCarAcrossEngines++;
    if (new Set(types.map((t) => t.fuel)).size > 1) counts.kbaCarAcrossFuels++;
    if (electricWithCombustion(types)) counts.kbaCarElectricWithCombustion++;
    if (counts.kbaCarAcrossEngines <= 3) note(`KBA ${pair} is linked as one car to ${types.map((t) => `${t.fuel} ${t.ccm} cm³`).join(', ')}`);
  }
  return counts;
}

/** The counts in the report's line. */
export function kbaEnginesLine(r: KbaEngineCounts): string {
  return `KBA pair as one car across fuels ${r.kbaCarAcrossFuels}, KBA pair as one car of an electric and combustion types ${r.kbaCarElectricWithCombustion}, KBA pair as one car across engines ${r.kbaCarAcrossEngines}`;
}
