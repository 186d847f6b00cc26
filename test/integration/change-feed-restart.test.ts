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
import { waitFor } from '../support/wait-for';

jest.setTimeout(120_000);

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
    await waitFor('the feed to listen', () => heard.includes('catalogue'), 10_000);
  });

  afterAll(async () => {
    await feed?.close();
    await publisher?.close();
    cluster?.stop();
  });

  /**
   * Once this feed listens again (it forgets everything then), one change published by the
   * long-lived publisher is heard: how long after the server's return that took.
   */
  async function heardAgainAfter(back: number, before: number): Promise<number> {
    await waitFor('the feed to listen again after the server\'s return', () => heard.slice(before).includes('catalogue'), 15_000);
    const listening = heard.length;
    await publisher.publish('offers');
    await waitFor('a change published once after the return to be heard', () => heard.slice(listening).includes('offers'), 2000);
    return Date.now() - back;
  }

  test('a change published before is heard', async () => {
    const before = heard.length;
    await publisher.publish('offers');
    await waitFor('the change to be heard', () => heard.slice(before).includes('offers'), 5000);
  });

  test('restarted: listening again within moments, everything forgotten once, and the next change heard', async () => {
    const before = heard.length;
    await cluster.restart();
    const back = Date.now();
    const after = await heardAgainAfter(back, before);
    expect(errors.length).toBeGreaterThan(0);
    expect(after).toBeLessThan(3000);
  });

  test('stopped while the feed tried twice to come back: listening again within moments of its start', async () => {
    const before = heard.length;
    const failedBefore = errors.length;
    await cluster.pause();
    // The lost connection, then two refused tries (one a second): the server stayed away a while.
    await waitFor('the feed to lose its connection and be refused twice', () => errors.length >= failedBefore + 3, 15_000);
    await cluster.resume();
    const back = Date.now();
    const after = await heardAgainAfter(back, before);
    expect(after).toBeLessThan(3000);
  });
});
