/**
 * PostgreSQL's change feed (LISTEN/NOTIFY, server/marketplace/db/change-feed.ts) after the server
 * went away: restarted (every session ended with 57P01) or stopped for a while. The listening
 * connection is opened again within moments of the server's return, everything cached is forgotten
 * once then (what was published meanwhile is unknown), and a change published afterwards is heard.
 * On a cluster of the file's own, which it restarts; SQLite's feed is a file and has no server to lose.
 * @backends sqlite: it runs its own PostgreSQL cluster, whichever backend the run is on.
 */
import { announceChange, openChangeFeed, type ChangeFeed, type ChangeTopic } from '../../server/marketplace/db/change-feed';
import { postgresInstalled, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

(postgresInstalled() ? describe : describe.skip)('the PostgreSQL change feed when the server goes away', () => {
  let cluster: PostgresCluster;
  let url = '';
  let feed: ChangeFeed;
  const heard: ChangeTopic[] = [];
  const errors: unknown[] = [];

  beforeAll(async () => {
    cluster = startPostgresCluster();
    url = await cluster.createDatabase('feed');
    feed = openChangeFeed(url, { onError: (error) => errors.push(error) });
    feed.subscribe((topic) => heard.push(topic));
    await until(() => heard.includes('catalogue'), 10_000, 'the feed did not start listening');
  });

  afterAll(async () => {
    await feed?.close();
    cluster?.stop();
  });

  async function until(condition: () => boolean, ms: number, what: string) {
    for (const deadline = Date.now() + ms; !condition();) {
      if (Date.now() > deadline) throw new Error(what);
      await sleep(20);
    }
  }

  /** Publishes from another connection until this feed hears it; how long that took after the server was back. */
  async function heardAgainAfter(back: number): Promise<number> {
    const before = heard.length;
    for (;;) {
      await announceChange(url, 'offers').catch(() => {});
      for (let i = 0; i < 10; i++) {
        if (heard.slice(before).includes('offers')) return Date.now() - back;
        await sleep(20);
      }
      if (Date.now() - back > 15_000) throw new Error(`no change heard 15 s after the server's return; heard ${heard.slice(before).join(', ') || 'nothing'}`);
    }
  }

  test('a change published before is heard', async () => {
    const before = heard.length;
    await announceChange(url, 'offers');
    await until(() => heard.slice(before).includes('offers'), 5000, 'not heard');
  });

  test('restarted: listening again within moments, everything forgotten once, and the next change heard', async () => {
    const before = heard.length;
    await cluster.restart();
    const back = Date.now();
    const after = await heardAgainAfter(back);
    expect(heard.slice(before)).toContain('catalogue');
    expect(errors.length).toBeGreaterThan(0);
    expect(after).toBeLessThan(3000);
  });

  test('stopped for three seconds: listening again within moments of its start', async () => {
    const before = heard.length;
    await cluster.pause();
    await sleep(3000);
    await cluster.resume();
    const back = Date.now();
    const after = await heardAgainAfter(back);
    expect(heard.slice(before)).toContain('catalogue');
    expect(after).toBeLessThan(3000);
  });
});
