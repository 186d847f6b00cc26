/** What the benchmarks share: a seeded demo database, and a cart built through the public API. */
import path from 'node:path';
import { openDatabase } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { DEFAULT_ARTICLES, isSeeded, seedDatabase } from '../../server/marketplace/db/seed/index';
import { projectRoot } from '../../server/paths';
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
  const offers = cartOffers(db);
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

