/** Feature flags and per-visitor experiment overrides. */
import type { Db } from '../db/connection';
import type { FlagDefinition } from './assignment';

interface FlagRow {
  key: string;
  enabled: number;
  rollout_percent: number;
  countries: string | null;
  variations: string | null;
}

const list = (text: string | null) => (text ? text.split(',').map((s) => s.trim()).filter(Boolean) : []);

function toDefinition(row: FlagRow): FlagDefinition {
  const countries = list(row.countries);
  return { key: row.key, enabled: Number(row.enabled) === 1, rolloutPercent: Number(row.rollout_percent), countries: countries.length ? countries : null, variations: list(row.variations) };
}

const publicFlagRows = (db: Db) => db.selectFrom('feature_flags').select(['key', 'enabled', 'rollout_percent', 'countries', 'variations']).where('public', '=', 1);

export async function publicFlags(db: Db): Promise<FlagDefinition[]> {
  return (await publicFlagRows(db).orderBy('key').execute()).map(toDefinition);
}

export async function flagByKey(db: Db, key: string): Promise<FlagDefinition | undefined> {
  const row = await publicFlagRows(db).where('key', '=', key).executeTakeFirst();
  return row ? toDefinition(row) : undefined;
}

export async function overridesFor(db: Db, sid: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('feature_flag_overrides').select(['flag_key', 'variation_id']).where('session_id', '=', sid).execute();
  return new Map(rows.map((r) => [r.flag_key, r.variation_id]));
}

export async function setOverride(db: Db, sid: string, key: string, variationId: string): Promise<void> {
  await db.insertInto('feature_flag_overrides').values({ session_id: sid, flag_key: key, variation_id: variationId })
    .onConflict((oc) => oc.columns(['session_id', 'flag_key']).doUpdateSet({ variation_id: variationId })).execute();
}

