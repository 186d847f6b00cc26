/**
 * A page asks the marketplace for the cart, the proposal and the account at once, and each call
 * checks the visitor's session: checks asked while a read is under way share it. Sharing must never
 * outlive the read: a session ended a moment ago is not live for the next check. And a handed-out
 * id stored by another request between a check's looks is still the visitor's.
 */
import type { KyselyPlugin, PluginTransformResultArgs } from 'kysely';
import { createSession, issueSessionId, sessionExists, sessionKnown, storeIssuedSession, SESSION_IDLE_MS } from '../../server/marketplace/session/repository';
import { reopenDatabase } from '../support/database-location';
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

test('a handed-out id stored by an add sent together with the check is still the visitor\'s', async () => {
  // Quick taps without a session all carry the one id handed out with the page: the first add stores
  // it while another tap's check is between its looks. The store is made to land exactly there,
  // through a handle of its own, as another request's would.
  const other = reopenDatabase(database);
  const sid = await issueSessionId(db);
  let storedBetween = false;
  const storeAfterFirstEmptyLook: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    async transformResult({ result }: PluginTransformResultArgs) {
      if (!storedBetween && result.rows.length === 0) {
        storedBetween = true;
        await storeIssuedSession(other.kysely, sid);
      }
      return result;
    },
  };
  await expect(sessionKnown(db.withPlugin(storeAfterFirstEmptyLook), sid)).resolves.toBe(true);
  expect(storedBetween).toBe(true);
  await other.shut();
  // Ended (merged into another session, say), the id is retired: no longer anybody's.
  await db.deleteFrom('sessions').where('id', '=', sid).execute();
  await expect(sessionKnown(db, sid)).resolves.toBe(false);
});
