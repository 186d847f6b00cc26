/**
 * A shop's own feed URL and its schedule: every few hours, or daily at an hour of German time. The
 * marketplace processes share the rows: a process claims a due source for a while before it
 * fetches it, so one fetch runs however many processes poll.
 */
import type { Db } from '../db/connection';

export type FeedSchedule = { everyHours: number; dailyHour?: undefined } | { dailyHour: number; everyHours?: undefined };

export interface FeedSource {
  url: string;
  /** Basic auth's user name (null: none); the password is never read back, only whether one is kept. */
  username: string | null;
  hasPassword: boolean;
  schedule: FeedSchedule;
  nextFetchAt: string;
  lastFetchedAt: string | null;
  lastImportId: number | null;
  lastError: string | null;
}

/** Shops think of "daily at 3" in their own time; the editions' shops are all one hour from the other. */
const SCHEDULE_ZONE = 'Europe/Berlin';
const hourIn = new Intl.DateTimeFormat('en-GB', { timeZone: SCHEDULE_ZONE, hour: 'numeric', hourCycle: 'h23' });
const HOUR_MS = 3_600_000;

/** The first fetch after `after`: `everyHours` later, or the next full hour that is `dailyHour` in German time. */
export function nextFetchAt(schedule: FeedSchedule, after: Date): Date {
  if (schedule.everyHours !== undefined) return new Date(after.getTime() + schedule.everyHours * HOUR_MS);
  const firstFullHour = Math.floor(after.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS;
  // Germany's offset is whole hours, so the hour comes round within two days (a DST day included).
  for (let hours = 0; hours < 50; hours++) {
    const candidate = new Date(firstFullHour + hours * HOUR_MS);
    if (Number(hourIn.format(candidate)) === schedule.dailyHour) return candidate;
  }
  throw new Error(`no hour ${schedule.dailyHour} in ${SCHEDULE_ZONE}`);
}

const scheduleOf = (row: { every_hours: number | null; daily_hour: number | null }): FeedSchedule =>
  (row.every_hours !== null ? { everyHours: row.every_hours } : { dailyHour: row.daily_hour ?? 0 });

export async function feedSourceOf(db: Db, shopId: number): Promise<FeedSource | null> {
  const row = await db.selectFrom('shop_feed_sources').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
  if (!row) return null;
  return { url: row.url, username: row.username, hasPassword: row.password_sealed !== null, schedule: scheduleOf(row), nextFetchAt: row.next_fetch_at, lastFetchedAt: row.last_fetched_at, lastImportId: row.last_import_id, lastError: row.last_error };
}

/** Basic auth as saved: the user name, and the password sealed (credentials.ts), or the one kept as it was. */
export interface SourceCredentials { username: string | null; password: { keep: true } | { sealed: string | null } }

/** Sets (or changes) the shop's feed URL and schedule; the first fetch is at the schedule's next time. */
export async function saveFeedSource(db: Db, shopId: number, url: string, schedule: FeedSchedule, now = new Date(), credentials: SourceCredentials = { username: null, password: { sealed: null } }): Promise<void> {
  const values = {
    url, every_hours: schedule.everyHours ?? null, daily_hour: schedule.dailyHour ?? null,
    next_fetch_at: nextFetchAt(schedule, now).toISOString(), updated_at: now.toISOString(),
    username: credentials.username,
    ...('sealed' in credentials.password ? { password_sealed: credentials.password.sealed } : {}),
  };
  await db.insertInto('shop_feed_sources').values({ shop_id: shopId, ...values, last_error: null })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet({ ...values, last_error: null })).execute();
}

export async function clearFeedSource(db: Db, shopId: number): Promise<void> {
  await db.deleteFrom('shop_feed_sources').where('shop_id', '=', shopId).execute();
}

/** A source to fetch: its URL, and its basic auth as stored (the password still sealed). */
export interface DueSource { shopId: number; url: string; username?: string | null; passwordSealed?: string | null }

/**
 * Claims due sources for `leaseMs`, so another process does not fetch them too. One UPDATE …
 * RETURNING whose outer WHERE repeats the due conditions: when two processes pick the same row,
 * PostgreSQL re-checks it after the first claim committed and the second finds it claimed; SQLite
 * runs one writer at a time anyway. A process that dies mid-fetch leaves the claim to run out.
 */
export async function claimDueSources(db: Db, now: Date, leaseMs: number, limit = 4): Promise<DueSource[]> {
  const at = now.toISOString();
  const rows = await db.updateTable('shop_feed_sources')
    .set({ claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where((eb) => eb.and([
      eb('shop_id', 'in', eb.selectFrom('shop_feed_sources as due').select('due.shop_id')
        .where('due.next_fetch_at', '<=', at)
        .where((inner) => inner.or([inner('due.claimed_until', 'is', null), inner('due.claimed_until', '<=', at)]))
        .orderBy('due.next_fetch_at').limit(limit)),
      eb('next_fetch_at', '<=', at),
      eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]),
    ]))
    .returning(['shop_id', 'url', 'username', 'password_sealed'])
    .execute();
  return rows.map((row) => ({ shopId: row.shop_id, url: row.url, username: row.username, passwordSealed: row.password_sealed })).sort((a, b) => a.shopId - b.shopId);
}

/**
 * "Fetch now": the shop's source is due at once (the fetcher of this process is woken to claim it;
 * any other process's finds it at its next look). `running`: a fetch of it is under way already.
 */
export async function fetchSourceNow(db: Db, shopId: number, now = new Date()): Promise<'none' | 'running' | 'due'> {
  const at = now.toISOString();
  const row = await db.selectFrom('shop_feed_sources').select(['claimed_until']).where('shop_id', '=', shopId).executeTakeFirst();
  if (!row) return 'none';
  if (row.claimed_until !== null && row.claimed_until > at) return 'running';
  await db.updateTable('shop_feed_sources').set({ next_fetch_at: at }).where('shop_id', '=', shopId).execute();
  return 'due';
}

/** A fetch is over: its outcome, the claim released, the next fetch by the schedule (unless the URL changed meanwhile). */
export async function finishFetch(db: Db, source: DueSource, outcome: { importId: number | null; error: string | null }, now = new Date()): Promise<void> {
  const row = await db.selectFrom('shop_feed_sources').select(['every_hours', 'daily_hour']).where('shop_id', '=', source.shopId).where('url', '=', source.url).executeTakeFirst();
  if (!row) return;
  await db.updateTable('shop_feed_sources').set({
    claimed_until: null, last_fetched_at: now.toISOString(), last_import_id: outcome.importId, last_error: outcome.error?.slice(0, 500) ?? null,
    next_fetch_at: nextFetchAt(scheduleOf(row), now).toISOString(),
  }).where('shop_id', '=', source.shopId).where('url', '=', source.url).execute();
}
