/**
 * A page asks the marketplace for the cart, the proposal and the account at once, and each call
 * checks the visitor's session: checks asked while a read is under way share it. Sharing must never
 * outlive the read: a session ended a moment ago is not live for the next check.
 */
import { createSession, sessionExists, SESSION_IDLE_MS } from '../../server/marketplace/session/repository';
import { createSeededDatabase } from '../support/seeded-db';

const database = createSeededDatabase();
const db = database.kysely;
afterAll(() => database.shut());

test('checks asked at once of a live session all answer that it is live', async () => {
  const sid = await createSession(db);
  await expect(Promise.all([sessionExists(db, sid), sessionExists(db, sid), sessionExists(db, sid)])).resolves.toEqual([true, true, true]);
});

test('a session ended after a check is not live for the next one', async () => {
  const sid = await createSession(db);
  await expect(sessionExists(db, sid)).resolves.toBe(true);
  await db.deleteFrom('sessions').where('id', '=', sid).execute();
  await expect(sessionExists(db, sid)).resolves.toBe(false);
});

test('another session asked for at the same moment gets its own answer', async () => {
  const live = await createSession(db);
  const ended = await createSession(db);
  await db.deleteFrom('sessions').where('id', '=', ended).execute();
  await expect(Promise.all([sessionExists(db, live), sessionExists(db, ended), sessionExists(db, live)])).resolves.toEqual([true, false, true]);
});

test('a check at another moment is not answered by one under way now', async () => {
  const sid = await createSession(db);
  const later = new Date(Date.now() + SESSION_IDLE_MS + 60_000);
  await expect(Promise.all([sessionExists(db, sid), sessionExists(db, sid, later)])).resolves.toEqual([true, false]);
});
