/**
 * What processes share through the database, on both backends: rate-limit counters that lose no
 * hit when two connections count at once, and a change feed that reaches every subscriber, the
 * publisher's own included, within a second.
 */
import fs from 'node:fs';
import path from 'node:path';
import { migrate } from '../../server/marketplace/db/migrate';
import { openChangeFeed, type ChangeFeed, type ChangeTopic } from '../../server/marketplace/db/change-feed';
import { isPostgresUrl, openDatabase, type Database } from '../../server/marketplace/db/connection';
import { sharedCounters } from '../../server/marketplace/db/shared-counters';
import { postgresInstalled, postgresForFile, type FilePostgres } from '../support/file-postgres';
import { tempDir } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

jest.setTimeout(60_000);

let cluster: FilePostgres | undefined;
const backends: [string, () => Promise<string>][] = [
  ['SQLite', async () => path.join(tempDir('spareo-shared-'), 'shop.db')],
];
if (postgresInstalled()) {
  backends.push(['PostgreSQL', async () => {
    cluster ??= postgresForFile();
    return cluster.createDatabase(`shared_${Date.now()}_${Math.floor(Math.random() * 1e6)}`);
  }]);
}

afterAll(() => cluster?.close());

/** Resolves once the feed listens: PostgreSQL says 'catalogue' then; SQLite's feed reads from its opening on. */
function listening(feed: ChangeFeed, where: string): Promise<void> {
  if (!isPostgresUrl(where)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = feed.subscribe((topic) => {
      if (topic !== 'catalogue') return;
      stop();
      resolve();
    });
  });
}

describe.each(backends)('%s', (_name, location) => {
  let where = '';
  const open: Database[] = [];
  const feeds: ChangeFeed[] = [];
  beforeAll(async () => {
    where = await location();
    // The counters' and the change feed's tables come with the migrations, as in every shop process.
    const setup = openDatabase(where);
    await migrate(setup);
    await setup.shut();
  });
  afterAll(async () => {
    for (const feed of feeds) await feed.close();
    for (const db of open) await db.shut();
  });

  test('two connections counting at once lose no hit; a new window starts at zero', async () => {
    const [one, two] = [openDatabase(where), openDatabase(where)];
    open.push(one, two);
    const counters = [sharedCounters(one.kysely), sharedCounters(two.kysely)];
    await counters[0]!.hit('warm', 1000);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => counters[i % 2]!.hit('writes:203.0.113.5', 60_000)));
    expect(answers.map((a) => a.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(answers.map((a) => a.resetAt)).size).toBe(1);

    await counters[1]!.decrement('writes:203.0.113.5');
    expect((await counters[0]!.hit('writes:203.0.113.5', 60_000)).hits).toBe(40);
    await counters[0]!.reset('writes:203.0.113.5');
    expect((await counters[1]!.hit('writes:203.0.113.5', 60_000)).hits).toBe(1);

    // A window that ended: the next hit opens a new one.
    expect((await counters[0]!.hit('short', 50)).hits).toBe(1);
    const second = await counters[1]!.hit('short', 50);
    expect(second.hits).toBe(2);
    await waitFor('the window to end', () => Date.now() > second.resetAt, 5000);
    // Compared with the time before the hit: on a busy machine the 50 ms may be over by the answer.
    const asked = Date.now();
    const fresh = await counters[0]!.hit('short', 50);
    expect(fresh.hits).toBe(1);
    expect(fresh.resetAt).toBeGreaterThan(asked);
  });

  test('a change published on one feed reaches every feed within a second', async () => {
    const [one, two] = [openChangeFeed(where), openChangeFeed(where)];
    feeds.push(one, two);
    const heard: Record<'one' | 'two', ChangeTopic[]> = { one: [], two: [] };
    one.subscribe((topic) => heard.one.push(topic));
    two.subscribe((topic) => heard.two.push(topic));
    // PostgreSQL says 'catalogue' once it listens (whatever came before is unknown): wait for that.
    await Promise.all([listening(one, where), listening(two, where)]);
    heard.one.length = 0;
    heard.two.length = 0;

    const sent = Date.now();
    await one.publish('offers');
    await waitFor('both feeds to hear the change', () => heard.one.includes('offers') && heard.two.includes('offers'), 5000, 5).catch((error: Error) => {
      throw new Error(`${error.message}; heard ${JSON.stringify(heard)}`);
    });
    expect(Date.now() - sent).toBeLessThan(1500);
    expect(heard).toEqual({ one: ['offers'], two: ['offers'] });
  });

  test('writes that are not changes (a cart, a counter) wake no listener', async () => {
    const feed = openChangeFeed(where);
    feeds.push(feed);
    const heard: ChangeTopic[] = [];
    await listening(feed, where);
    feed.subscribe((topic) => heard.push(topic));
    const db = openDatabase(where);
    open.push(db);
    for (let i = 0; i < 5; i++) await sharedCounters(db.kysely).hit(`other-${i}`, 60_000);
    // A change published after the writes arrives after anything they woke: once it is heard, all is.
    const other = openChangeFeed(where);
    feeds.push(other);
    await listening(other, where);
    await other.publish('offers');
    await waitFor('the change published after the writes', () => heard.includes('offers'), 5000);
    expect(heard).toEqual(['offers']);
  });
});
