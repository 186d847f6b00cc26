/** What the benchmarks share: a seeded demo database, and a cart built through the public API. */
import path from 'node:path';
import { openDatabase } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { DEFAULT_ARTICLES, isSeeded, seedDatabase } from '../../server/marketplace/seed/index';
import { projectRoot } from '../../server/shared/paths';
import { request } from './http';
import { benchIds, cartOffers } from './pages';

const log = (text: string) => process.stderr.write(`${text}\n`);

/** Opens (migrates, seeds when empty) the demo database; the ids and cart offers the pages use. */
export async function prepareDatabase(file: string) {
  const db = openDatabase(file);
  await migrate(db);
  if (!(await isSeeded(db.kysely))) {
    log(`seeding ${DEFAULT_ARTICLES.toLocaleString('en')} articles into ${path.relative(projectRoot, file)} ...`);
    await seedDatabase(db, { articles: DEFAULT_ARTICLES });
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  }
  const ids = benchIds(db);
  // 10 lines from 3 shops: the cart the benchmark measures.
  const offers = cartOffers(db, 10, 3);
  const articles = (db.prepare('SELECT count(*) AS n FROM articles').get() as { n: number }).n;
  db.close();
  return { ids, offers, articles };
}

/** A session with a cart of the given offers, built through the public API like a browser would. */
export async function buildCart(base: string, offers: number[]): Promise<string> {
  const session = await request(`${base}/api/session`);
  const cookie = (session.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('spareo_sid='));
  if (!cookie) throw new Error('no session cookie from /api/session');
  for (const offer of offers) {
    const answer = await request(`${base}/api/Warenkorb/Hinzufuegen/${offer}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ quantity: 1 }),
    });
    if (answer.status !== 200) throw new Error(`adding offer ${offer} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
  }
  return cookie;
}


/**
 * `count` sessions, each with a cart of the given offers, through the cart link (one request a
 * shopper's browser makes: GET /Warenkorb/generieren?cartParam[id]=1...&replace=true, answered
 * with the session cookie). The benchmark requests the cart page round-robin over them.
 */
export async function buildCarts(base: string, offers: number[], count: number, parallel = 8): Promise<string[]> {
  const query = offers.map((id) => `cartParam%5B${id}%5D=1`).concat('replace=true').join('&');
  const cookies: string[] = [];
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started++;
      const answer = await request(`${base}/Warenkorb/generieren?${query}`);
      const cookie = (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('spareo_sid='));
      if (answer.status !== 303 || !cookie) throw new Error(`cart link answered ${answer.status} without a session cookie`);
      cookies.push(cookie);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return cookies;
}
