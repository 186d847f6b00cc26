/**
 * PostgreSQL's change feed (LISTEN/NOTIFY, server/marketplace/db/change-feed.ts) after the server
 * went away: restarted (every session ended with 57P01) or stopped for a while. The listening
 * connection is opened again within moments of the server's return, everything cached is forgotten
 * once then (what was published meanwhile is unknown), and a change published afterwards is heard.
 * On a cluster of the file's own, which it restarts; SQLite's feed is a file and has no server to lose.
 * @backends sqlite: it runs its own PostgreSQL cluster, whichever backend the run is on.
 */
import { openChangeFeed, type ChangeFeed, type ChangeTopic } from '../../server/marketplace/db/change-feed';
import { postgresInstalled, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

(postgresInstalled() ? describe : describe.skip)('the PostgreSQL change feed when the server goes away', () => {
  let cluster: PostgresCluster;
  let url = '';
  let feed: ChangeFeed;
  /** Publishes as a marketplace process does: one feed for its whole life, its connection kept between changes. */
  let publisher: ChangeFeed;
  const heard: ChangeTopic[] = [];
  const errors: unknown[] = [];

  beforeAll(async () => {
    cluster = startPostgresCluster();
    url = await cluster.createDatabase('feed');
    feed = openChangeFeed(url, { onError: (error) => errors.push(error) });
    feed.subscribe((topic) => heard.push(topic));
    publisher = openChangeFeed(url);
    await until(() => heard.includes('catalogue'), 10_000, 'the feed did not start listening');
  });

  afterAll(async () => {
    await feed?.close();
    await publisher?.close();
    cluster?.stop();
  });

  async function until(condition: () => boolean, ms: number, what: string) {
    for (const deadline = Date.now() + ms; !condition();) {
      if (Date.now() > deadline) throw new Error(what);
      await sleep(20);
    }
  }

  /**
   * Once this feed listens again (it forgets everything then), one change published by the
   * long-lived publisher is heard: how long after the server's return that took.
   */
  async function heardAgainAfter(back: number, before: number): Promise<number> {
    await until(() => heard.slice(before).includes('catalogue'), 15_000, `not listening again 15 s after the server's return; heard ${heard.slice(before).join(', ') || 'nothing'}`);
    const listening = heard.length;
    await publisher.publish('offers');
    await until(() => heard.slice(listening).includes('offers'), 2000, 'a change published once after the return was not heard');
    return Date.now() - back;
  }

  test('a change published before is heard', async () => {
    const before = heard.length;
    await publisher.publish('offers');
    await until(() => heard.slice(before).includes('offers'), 5000, 'not heard');
  });

  test('restarted: listening again within moments, everything forgotten once, and the next change heard', async () => {
    const before = heard.length;
    await cluster.restart();
    const back = Date.now();
    const after = await heardAgainAfter(back, before);
    expect(errors.length).toBeGreaterThan(0);
    expect(after).toBeLessThan(3000);
  });

  test('stopped for three seconds: listening again within moments of its start', async () => {
    const before = heard.length;
    await cluster.pause();
    await sleep(3000);
    await cluster.resume();
    const back = Date.now();
    const after = await heardAgainAfter(back, before);
    expect(after).toBeLessThan(3000);
  });
});
