/**
 * Stable rollout: a visitor's bucket is a hash of (flag key, session id, delivery country), so the
 * same visitor in the same country always sees the same answer, and different flags split
 * visitors independently. No state is stored unless someone switches a visitor on on purpose.
 */
import { createHash } from 'node:crypto';

export interface FlagDefinition {
  key: string;
  enabled: boolean;
  rolloutPercent: number;
  countries: string[] | null;
  /** Experiment variation ids; the first is the control. Empty for plain flags. */
  variations: string[];
}

export interface FlagDecision {
  key: string;
  enabled: boolean;
  /** Experiments only: the variation this visitor sees. */
  variationId: string | null;
}

function hashParts(key: string, sid: string, country: string): { bucket: number; pick: number } {
  const digest = createHash('sha256').update(`${key}\u0000${sid}\u0000${country}`).digest();
  return { bucket: digest.readUInt32BE(0) % 10_000, pick: digest.readUInt32BE(4) };
}

export function decide(flag: FlagDefinition, sid: string | null, country: string, override?: string): FlagDecision {
  if (override !== undefined && flag.variations.includes(override)) return { key: flag.key, enabled: true, variationId: override };
  const off = { key: flag.key, enabled: false, variationId: null };
  if (!flag.enabled) return off;
  if (flag.countries && !flag.countries.includes(country)) return off;
  if (flag.rolloutPercent >= 100 && flag.variations.length === 0) return { key: flag.key, enabled: true, variationId: null };
  // Without a session a visitor cannot be bucketed stably: only full rollouts apply.
  if (!sid) return flag.rolloutPercent >= 100 ? { key: flag.key, enabled: true, variationId: flag.variations[0] ?? null } : off;
  const { bucket, pick } = hashParts(flag.key, sid, country);
  if (bucket >= flag.rolloutPercent * 100) return off;
  return { key: flag.key, enabled: true, variationId: flag.variations.length ? flag.variations[pick % flag.variations.length]! : null };
}
