/**
 * A desk item as agents work it, in Chromium, in German and French at 1366 and 360 px: the queue's
 * card with its priority and tags and the filter by them, the contact message's page with its
 * reference, internal note marked as internal, a saved reply inserted into the answer keeping what
 * was typed, the merge form; the saved replies' screen. No axe violation, nothing scrolling
 * sideways. Screenshots go to artifacts/screenshots (or SHOTS_DIR).
 */
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, type TestStaff } from '../support/staff';
import { launchBrowser, type TestBrowser } from './support/browser';
import { screenshotPath, signIn } from './support/back-office';
import { axeViolations, sidewaysScroll } from './support/page-audit';

jest.setTimeout(240_000);

const { app, db, checkSecret } = createTestApp({ db: createSeededDatabase(), env: { DESK_RATE_LIMIT: '100000' } });
const served = serveOnLoopback(app);
let origin = '';
let chromium: TestBrowser;
const staff: Record<string, TestStaff> = {};
const messages: Record<string, number> = {};

const WORDS = {
  'de-DE': { urgent: 'Dringend', damage: 'Schaden', internal: 'Intern – nur für Mitarbeitende sichtbar', insert: 'Einfügen', saved: 'Textbausteine', merge: 'Mit einer Bestellung zusammenführen' },
  'fr-FR': { urgent: 'Urgente', damage: 'Dommage', internal: 'Interne – visible uniquement par l’équipe', insert: 'Insérer', saved: 'Réponses types', merge: 'Fusionner avec une commande' },
} as const;

beforeAll(async () => {
  origin = served.origin();
  const k = db.kysely;
  staff['de-DE'] = await createStaff(k, 'support', { locale: 'de-DE', name: 'Jana Service' });
  staff['fr-FR'] = await createStaff(k, 'support', { locale: 'fr-FR', name: 'Léa Martin' });
  for (const [locale, name, text] of [['de-DE', 'Erika Mustermann', 'Die Bremsscheibe kam mit einem Riss an. Was nun?'], ['fr-FR', 'Camille Arnaud', 'Le disque de frein est arrivé fissuré.']] as const) {
    const id = (await k.insertInto('contact_messages').values({ received_at: new Date(Date.now() - 3 * 3_600_000).toISOString(), locale, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.eu`, order_number: null, message: text, status: 'new' })
      .returning('id').executeTakeFirstOrThrow()).id;
    messages[locale] = id;
    await k.insertInto('desk_item_marks').values({ item_kind: 'contact', item_id: id, priority: 'urgent', changed_at: new Date().toISOString() }).execute();
    await k.insertInto('desk_item_tags').values([{ item_kind: 'contact', item_id: id, tag: 'damage' }, { item_kind: 'contact', item_id: id, tag: 'rückruf' }]).execute();
    await k.insertInto('desk_notes').values({ item_kind: 'contact', item_id: id, staff_id: staff['de-DE'].id, staff_name: 'Jana Service', text: 'Foto angefragt, Kunde ruft morgen an.', created_at: new Date().toISOString() }).execute();
  }
  await k.insertInto('desk_saved_replies').values([
    { locale: 'de-DE', title: 'Transportschaden', body: 'Wir senden Ihnen kostenlos eine neue Bremsscheibe.', changed_by: 'Jana Service', changed_at: new Date().toISOString() },
    { locale: 'fr-FR', title: 'Dommage de transport', body: 'Nous vous envoyons gratuitement un nouveau disque.', changed_by: 'Léa Martin', changed_at: new Date().toISOString() },
  ]).execute();
  await k.insertInto('contact_messages').values({ received_at: new Date(Date.now() - 5 * 3_600_000).toISOString(), locale: 'de-DE', name: 'Paul Normal', email: 'paul@example.eu', order_number: null, message: 'Gibt es die Scheibe auch gelocht?', status: 'new' }).execute();
  chromium = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  db.close();
});

for (const locale of ['de-DE', 'fr-FR'] as const) {
  test(`${locale}: the queue card, the message with note, saved reply and merge, and the saved replies' screen, at 1366 and 360 px`, async () => {
    const words = WORDS[locale];
    for (const width of [1366, 360]) {
      const { page, errors } = await chromium.open({ width });
      await signIn(page, origin, staff[locale]!, checkSecret);
      const main = async () => (await page.$eval('main', (el) => (el as HTMLElement).innerText)).replace(/[ \t\r\n]+/g, ' ');

      await page.goto(`${origin}/desk/queue`);
      expect(await page.$eval('html', (el) => el.lang)).toBe(locale);
      const rows = await page.$$eval('table.queue tbody tr td:first-child', (tds) => tds.map((td) => td.getAttribute('data-priority')));
      expect(rows).toEqual(['urgent', 'urgent', null]);
      expect(await main()).toContain(words.urgent);
      expect(await main()).toContain(words.damage);
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBeNull();
      await page.screenshot({ path: screenshotPath(`desk-items-queue-${locale}-${width}.png`), fullPage: true });

      await page.goto(`${origin}/desk/queue?tag=damage&priority=urgent`);
      expect(await page.$$eval('table.queue tbody tr', (trs) => trs.length)).toBe(2);

      const id = messages[locale]!;
      await page.goto(`${origin}/desk/inbox/${id}`);
      const text = await main();
      expect(text).toContain(`K-${new Date().getUTCFullYear()}-${String(id).padStart(6, '0')}`);
      expect(text).toContain(words.internal);
      expect(text).toContain(words.merge);
      expect(text).not.toMatch(/\b(urgent|damage|internal|priority|saved replies)\b/);
      // A line typed, then a saved reply inserted: the page comes back with both, nothing sent.
      await page.$eval('#reply-text', (el) => { (el as HTMLTextAreaElement).value = (el as HTMLTextAreaElement).value.replace(/\n\n\n\n/, '\n\nMerci / Danke.\n\n'); });
      await Promise.all([page.waitForNavigation(), page.click('button[name="insert"]')]);
      const typed = await page.$eval('#reply-text', (el) => (el as HTMLTextAreaElement).value);
      expect(typed).toContain('Merci / Danke.');
      const body = id === messages['fr-FR'] ? 'Nous vous envoyons gratuitement un nouveau disque.' : 'Wir senden Ihnen kostenlos eine neue Bremsscheibe.';
      // Before the closing, not after it.
      expect(typed.indexOf(body)).toBeGreaterThan(typed.indexOf('Merci / Danke.'));
      expect(typed.indexOf(body)).toBeLessThan(typed.indexOf(id === messages['fr-FR'] ? 'Cordialement' : 'Mit freundlichen Grüßen'));
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBeNull();
      await page.screenshot({ path: screenshotPath(`desk-items-message-${locale}-${width}.png`), fullPage: true });

      await page.goto(`${origin}/desk/saved-replies`);
      expect(await main()).toContain('Dommage de transport');
      expect(await page.$eval('h1', (el) => el.textContent)).toBe(words.saved);
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBeNull();
      await page.screenshot({ path: screenshotPath(`desk-items-saved-replies-${locale}-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    }
    expect(await db.kysely.selectFrom('contact_replies').select('id').execute()).toEqual([]);
  });
}
