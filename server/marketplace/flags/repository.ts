/** Feature flags and per-visitor experiment overrides. */
import { statement } from '../catalogue/statements';
import type { Database } from '../db/connection';
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
  return { key: row.key, enabled: row.enabled === 1, rolloutPercent: row.rollout_percent, countries: countries.length ? countries : null, variations: list(row.variations) };
}

export function publicFlags(db: Database): FlagDefinition[] {
  return (statement(db, 'SELECT key, enabled, rollout_percent, countries, variations FROM feature_flags WHERE public = 1 ORDER BY key').all() as unknown as FlagRow[]).map(toDefinition);
}

export function flagByKey(db: Database, key: string): FlagDefinition | undefined {
  const row = statement(db, 'SELECT key, enabled, rollout_percent, countries, variations FROM feature_flags WHERE key = ? AND public = 1').get(key) as FlagRow | undefined;
  return row ? toDefinition(row) : undefined;
}

export function overridesFor(db: Database, sid: string): Map<string, string> {
  const rows = statement(db, 'SELECT flag_key, variation_id FROM feature_flag_overrides WHERE session_id = ?').all(sid) as { flag_key: string; variation_id: string }[];
  return new Map(rows.map((r) => [r.flag_key, r.variation_id]));
}

export function setOverride(db: Database, sid: string, key: string, variationId: string): void {
  statement(db, 'INSERT INTO feature_flag_overrides (session_id, flag_key, variation_id) VALUES (?, ?, ?) ON CONFLICT (session_id, flag_key) DO UPDATE SET variation_id = excluded.variation_id').run(
    sid,
    key,
    variationId,
  );
}

export function upsertFlag(db: Database, flag: FlagDefinition & { description: string }): void {
  statement(
    db,
    `INSERT INTO feature_flags (key, description, enabled, rollout_percent, countries, variations) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET description = excluded.description, enabled = excluded.enabled, rollout_percent = excluded.rollout_percent,
       countries = excluded.countries, variations = excluded.variations`,
  ).run(flag.key, flag.description, flag.enabled ? 1 : 0, flag.rolloutPercent, flag.countries?.join(',') ?? null, flag.variations.length ? flag.variations.join(',') : null);
}
