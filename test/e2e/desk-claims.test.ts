/**
 * The desk's queue with who has each item, and an item's page warning of a colleague who opened it
 * minutes ago, in Chromium in German and French at 1366 and 360 px: no axe violation, nothing
 * scrolling sideways, every word in the agent's language. Screenshots go to artifacts/screenshots
 * (or SHOTS_DIR).
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, type TestStaff } from '../support/staff';
import { launchBrowser, type TestBrowser } from './support/browser';
import { screenshotPath, signIn } from './support/back-office';
import { axeViolations, sidewaysScroll } from './support/page-audit';

jest.setTimeout(180_000);

const { app, db, checkSecret } = createTestApp({ db: createSeededDatabase(), env: { DESK_RATE_LIMIT: '100000' } });
let server: Server;
let origin = '';
let chromium: TestBrowser;
const staff: Record<string, TestStaff> = {};
let messageId = 0;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();



beforeAll(async () => {
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const k = db.kysely;
  staff['de-DE'] = await createStaff(k, 'support', { locale: 'de-DE', name: 'Sina Service' });
  staff['fr-FR'] = await createStaff(k, 'support', { locale: 'fr-FR', name: 'Léa Martin' });
  const colleague = await createStaff(k, 'support', { locale: 'de-DE', name: 'Konstantin Kollegenhuber-Wagner' });
  const ids = (await k.insertInto('contact_messages').values([
    { received_at: minutesAgo(3000), locale: 'de-DE', name: 'Erika Mustermann', email: 'erika@example.de', order_number: null, message: 'Die Bremsscheiben passen nicht an meinen Golf VII, was nun? Ich brauche sie bis Freitag.', status: 'new' },
    { received_at: minutesAgo(2000), locale: 'fr-FR', name: 'Camille Martin', email: 'camille@example.fr', order_number: null, message: 'Bonjour, mon colis n’est pas arrivé.', status: 'new' },
    { received_at: minutesAgo(1000), locale: 'de-DE', name: 'Hans Beispiel', email: 'hans@example.de', order_number: null, message: 'Rechnung bitte an die Firma.', status: 'new' },
  ]).returning('id').execute()).map((row) => row.id);
  messageId = ids[0]!;
  // The colleague has the second message, and opened the first two minutes ago.
  await k.insertInto('desk_assignments').values({ item_kind: 'contact', item_id: ids[1]!, staff_id: colleague.id, staff_name: 'Konstantin Kollegenhuber-Wagner', assigned_at: minutesAgo(30) }).execute();
  await k.insertInto('desk_openings').values({ item_kind: 'contact', item_id: messageId, staff_id: colleague.id, staff_name: 'Konstantin Kollegenhuber-Wagner', opened_at: minutesAgo(2) }).execute();
  chromium = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  db.close();
});

for (const locale of ['de-DE', 'fr-FR'] as const) {
  test(`${locale}: the queue with its assignees and an item with a colleague's opening, at 1366 and 360 px`, async () => {
    for (const width of [1366, 360]) {
      const { page, errors } = await chromium.open({ width });
      await signIn(page, origin, staff[locale]!, checkSecret);
      await page.goto(`${origin}/desk/queue`);
      expect(await page.$eval('html', (el) => el.lang)).toBe(locale);
      const text = await page.$eval('main', (el) => el.textContent ?? '');
      expect(text).toContain(locale === 'de-DE' ? 'Nächsten freien Vorgang übernehmen' : 'Prendre le prochain dossier libre');
      expect(text).toContain('Konstantin Kollegenhuber-Wagner');
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBeNull();
      await page.screenshot({ path: screenshotPath(`desk-queue-claims-${locale}-${width}.png`), fullPage: true });

      await page.goto(`${origin}/desk/inbox/${messageId}`);
      const warning = (await page.$$eval('.claims [role=alert]', (els) => els.map((el) => el.textContent ?? ''))).join(' ');
      expect(warning).toContain('Konstantin Kollegenhuber-Wagner');
      expect(warning).toContain(locale === 'de-DE' ? 'vor\u00a02\u00a0Minuten' : 'il\u00a0y\u00a0a\u00a02\u00a0minutes');
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBeNull();
      await page.screenshot({ path: screenshotPath(`desk-item-claims-${locale}-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    }
  });
}
