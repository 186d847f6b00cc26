/**
 * The desk's contact inbox searched through the marketplace's call, on the project's backend: a
 * word finds the message whatever the case it is typed or written in (PostgreSQL's LIKE, unlike
 * SQLite's, tells the cases apart).
 */
import { createMarketplace } from '../../server/marketplace/index';
import { STAFF_SESSION_HEADER } from '../../contract/headers';
import type { DeskInboxEntry } from '../../contract/calls/desk';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff } from '../support/staff';

const db = createSeededDatabase();
const market = createMarketplace(db);

test('a searched word finds the message in any case: name, address, order number and text', async () => {
  const k = db.kysely;
  const { id } = await k.insertInto('contact_messages')
    .values({ locale: 'de-DE', name: 'Quirin Ostwald', email: 'Q.Ostwald@Example.DE', order_number: 'SP-261120-XKCDQW', message: 'Die Wasserpumpe TRIXOLAN leckt seit Montag.' })
    .returning('id').executeTakeFirstOrThrow();
  const support = await createStaff(k, 'support');
  const found = async (q: string) => {
    const answer = await market.handle({ method: 'GET', path: '/desk/contact-messages', query: { q }, headers: { [STAFF_SESSION_HEADER]: support.token } });
    expect(answer.status).toBe(200);
    return (answer.body as { messages: DeskInboxEntry[] }).messages.map((message) => message.id);
  };
  for (const q of ['quirin', 'OSTWALD', 'q.ostwald@example.de', 'xkcdqw', 'trixolan', 'wasserpumpe', 'WASSERPUMPE Montag']) expect(await found(q)).toEqual([id]);
  expect(await found('trixolan dienstag')).toEqual([]);
});
