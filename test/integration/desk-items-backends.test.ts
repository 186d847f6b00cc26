/**
 * What agents add to desk items, on both backends: priority and tags filter the queue and put urgent
 * first; internal notes are never mailed; the shopper's receipt carries the reference and the
 * message's reply address, and an answer to it lands in the message's thread; saved replies are
 * kept per language; a contact message merged into an order's conversation moves its mails there,
 * closes, and later mails to its address land in the order's conversation.
 */
import type { Db } from '../../server/marketplace/db/connection';
import { acknowledgeContact } from '../../server/marketplace/desk/acknowledgement';
import { addContactNote, contactNotes } from '../../server/marketplace/desk/contact-notes';
import { contactMessage, inbox } from '../../server/marketplace/desk/contact-inbox';
import { marksOf, setMarks } from '../../server/marketplace/desk/marks';
import { mergeContactIntoOrder } from '../../server/marketplace/desk/merge';
import { changeSavedReply, keepSavedReply, removeSavedReply, savedReplies } from '../../server/marketplace/desk/saved-replies';
import { keepShopperReply, threadMessages, threadOfOrder } from '../../server/marketplace/desk/threads';
import { workQueue } from '../../server/marketplace/desk/work-queue';
import { contactReference } from '../../contract/calls/desk-items';
import { BACKENDS, closeBackends, freshDatabase } from './commerce-backends';
import { createStaff } from '../support/staff';

afterAll(closeBackends);

const MAILBOXES = { deskMailbox: 'service@spareo.example', personalData: { serviceAddress: 'service@spareo.example' } };

async function contact(db: Db, n: number, receivedAt: string, locale = 'de-DE') {
  return (await db.insertInto('contact_messages').values({ received_at: receivedAt, locale, name: `Kunde ${n}`, email: `kunde${n}@example.de`, order_number: null, message: `Frage ${n}`, status: 'new' })
    .returning('id').executeTakeFirstOrThrow()).id;
}

async function order(db: Db, number: string, email = 'kunde1@example.de') {
  return (await db.insertInto('orders').values({
    number, idempotency_key: number, locale: 'de-DE', delivery_country: 'DE', email,
    delivery_address: JSON.stringify({ name: 'Erika Mustermann', street: 'Weg 1', zip: '50667', city: 'Köln', country: 'DE' }),
    items_cents: 1000, shipping_cents: 0, total_cents: 1000, vat_cents: 160, page_url: 'http://127.0.0.1/', created_at: '2026-11-20T08:00:00.000Z',
  }).returning('id').executeTakeFirstOrThrow()).id;
}

describe.each(BACKENDS)('on %s', (backend) => {
  test('priority and tags filter the queue, urgent first, then high, each oldest first', async () => {
    const db = (await freshDatabase(backend)).db.kysely;
    const [a, b, c, d] = [await contact(db, 1, '2026-11-20T09:00:00.000Z'), await contact(db, 2, '2026-11-20T10:00:00.000Z'), await contact(db, 3, '2026-11-20T11:00:00.000Z'), await contact(db, 4, '2026-11-20T12:00:00.000Z')];
    await setMarks(db, 'contact', d, { priority: 'urgent', tags: ['delivery', 'damage'] });
    await setMarks(db, 'contact', c, { priority: 'high', tags: ['delivery'] });
    await setMarks(db, 'contact', b, { priority: 'normal', tags: ['payment'] });
    expect(await marksOf(db, 'contact', d)).toEqual({ priority: 'urgent', tags: ['damage', 'delivery'] });
    expect(await marksOf(db, 'contact', a)).toEqual({ priority: 'normal', tags: [] });

    const all = await workQueue(db);
    expect(all.items.map((item) => item.id)).toEqual([d, c, a, b]);
    expect(all.items[0]).toMatchObject({ priority: 'urgent', tags: ['damage', 'delivery'] });
    expect((await workQueue(db, undefined, { tag: 'delivery' })).items.map((item) => item.id)).toEqual([d, c]);
    expect((await workQueue(db, undefined, { priority: 'high' })).items.map((item) => item.id)).toEqual([c]);
    expect((await workQueue(db, undefined, { priority: 'normal' })).items.map((item) => item.id)).toEqual([a, b]);
    // Setting again replaces both: the tag is gone, the priority back to normal.
    await setMarks(db, 'contact', d, { priority: 'normal', tags: [] });
    expect((await workQueue(db, undefined, { tag: 'damage' })).items).toEqual([]);
    expect((await workQueue(db)).items.map((item) => item.id)).toEqual([c, a, b, d]);

    // An order's conversation is marked as its order.
    const orderId = await order(db, 'SP-261120-MARK2X');
    await db.insertInto('desk_threads').values({ order_id: orderId, token: 'f'.repeat(32), email: 'kunde1@example.de', locale: 'de-DE', created_at: '2026-11-20T08:00:00.000Z', awaiting_since: '2026-11-20T13:00:00.000Z' }).execute();
    await setMarks(db, 'order', orderId, { priority: 'urgent', tags: ['return'] });
    const first = (await workQueue(db)).items[0]!;
    expect(first).toMatchObject({ kind: 'reply', orderNumber: 'SP-261120-MARK2X', priority: 'urgent', tags: ['return'] });
  }, 120_000);

  test('an internal note stays beside the message and is never mailed', async () => {
    const db = (await freshDatabase(backend)).db.kysely;
    const id = await contact(db, 1, '2026-11-20T09:00:00.000Z');
    const jana = await createStaff(db, 'support', { name: 'Jana Service' });
    await addContactNote(db, id, { id: jana.id, name: 'Jana Service' }, 'Hat schon angerufen, Ersatz kommt.');
    expect(await contactNotes(db, id)).toEqual([expect.objectContaining({ staffName: 'Jana Service', text: 'Hat schon angerufen, Ersatz kommt.' })]);
    expect(await db.selectFrom('mail_queue').select('id').where('kind', '!=', 'invitation').execute()).toEqual([]);
  }, 120_000);

  test('the receipt is in the shopper\'s language with the reference, and an answer to it lands in the message\'s thread', async () => {
    const db = (await freshDatabase(backend)).db.kysely;
    const receivedAt = '2026-11-20T09:00:00.000Z';
    const id = await contact(db, 7, receivedAt, 'fr-FR');
    await acknowledgeContact(db, MAILBOXES, { id, name: 'Camille', email: 'kunde7@example.de', locale: 'fr-FR', receivedAt, message: 'Frage 7' });
    const reference = contactReference(id, receivedAt);
    expect(reference).toMatch(/^K-2026-0000\d\d$/);
    const mail = await db.selectFrom('mail_queue').select(['kind', 'recipient', 'reply_to', 'subject', 'text_body']).executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'contact_receipt', recipient: 'kunde7@example.de' });
    expect(mail.subject).toContain(reference);
    expect(mail.text_body).toContain('Bonjour Camille');
    expect(mail.text_body).toContain('24');
    const token = /^service\+([0-9a-f]{32})@spareo\.example$/.exec(mail.reply_to ?? '')![1]!;
    expect(await keepShopperReply(db, { token, sender: 'kunde7@example.de', subject: `Re: ${reference}`, text: 'Encore une chose', messageId: '<a@b>', at: new Date('2026-11-20T10:00:00.000Z') })).toBe('kept');
    expect((await contactMessage(db, id))!.shopperReplies.map((reply) => reply.text)).toEqual(['Encore une chose']);
    // The reference finds the message in the inbox, with or without its zeros.
    expect((await inbox(db, undefined, reference)).messages.map((m) => m.id)).toEqual([id]);
    expect((await inbox(db, undefined, `k-2026-${id}`)).messages.map((m) => m.id)).toEqual([id]);
  }, 120_000);

  test('saved replies are kept, changed and removed per language', async () => {
    const db = (await freshDatabase(backend)).db.kysely;
    const de = await keepSavedReply(db, { locale: 'de-DE', title: 'Lieferzeit', body: 'Guten Tag, die Lieferung dauert 2–3 Tage.' }, 'Jana');
    await keepSavedReply(db, { locale: 'fr-FR', title: 'Délai', body: 'Bonjour, la livraison prend 2 à 3 jours.' }, 'Paul');
    expect((await savedReplies(db, 'fr-FR')).map((reply) => reply.title)).toEqual(['Délai']);
    expect(await changeSavedReply(db, de, { locale: 'de-DE', title: 'Lieferzeit Standard', body: 'Guten Tag …' }, 'Paul')).toBe(true);
    expect(await savedReplies(db, 'de-DE')).toEqual([expect.objectContaining({ title: 'Lieferzeit Standard', changedBy: 'Paul' })]);
    expect(await removeSavedReply(db, de)).toBe(true);
    expect(await removeSavedReply(db, de)).toBe(false);
    expect((await savedReplies(db)).map((reply) => reply.locale)).toEqual(['fr-FR']);
  }, 120_000);

  test('a contact message merged into an order\'s conversation moves its mails there, closes, and later mails follow it', async () => {
    const db = (await freshDatabase(backend)).db.kysely;
    const receivedAt = '2026-11-20T09:00:00.000Z';
    const id = await contact(db, 1, receivedAt);
    const orderId = await order(db, 'SP-261120-MERG2X');
    await acknowledgeContact(db, MAILBOXES, { id, name: 'Kunde 1', email: 'kunde1@example.de', locale: 'de-DE', receivedAt, message: 'Frage 1' });
    const token = /\+([0-9a-f]{32})@/.exec((await db.selectFrom('mail_queue').select('reply_to').executeTakeFirstOrThrow()).reply_to ?? '')![1]!;
    await keepShopperReply(db, { token, sender: 'kunde1@example.de', subject: 'Re', text: 'Foto folgt', messageId: null, at: new Date('2026-11-20T09:30:00.000Z') });
    const jana = await createStaff(db, 'support', { name: 'Jana' });
    await addContactNote(db, id, { id: jana.id, name: 'Jana' }, 'Gleiche Sache wie die Bestellung');
    await setMarks(db, 'contact', id, { priority: 'high', tags: ['damage'] });
    await setMarks(db, 'order', orderId, { priority: 'normal', tags: ['delivery'] });

    expect(await mergeContactIntoOrder(db, id, 'SP-261120-NONE2X')).toEqual({ ok: false, reason: 'no_order' });
    expect(await mergeContactIntoOrder(db, id, 'SP-261120-MERG2X')).toEqual({ ok: true, orderNumber: 'SP-261120-MERG2X', moved: 2 });
    expect(await mergeContactIntoOrder(db, id, 'SP-261120-MERG2X')).toEqual({ ok: false, reason: 'merged' });

    const message = (await contactMessage(db, id))!;
    expect(message).toMatchObject({ status: 'closed', mergedInto: 'SP-261120-MERG2X', shopperReplies: [] });
    const thread = (await threadOfOrder(db, orderId))!;
    expect(thread.awaitingSince).toBe(receivedAt);
    expect((await threadMessages(db, thread.id)).map((m) => [m.direction, m.text])).toEqual([['reply', 'Frage 1'], ['reply', 'Foto folgt']]);
    expect(await marksOf(db, 'order', orderId)).toEqual({ priority: 'high', tags: ['damage', 'delivery'] });
    expect((await db.selectFrom('order_notes').select('text').where('order_id', '=', orderId).execute()).map((n) => n.text)).toEqual(['Gleiche Sache wie die Bestellung']);
    // Merged and closed: out of the queue as a contact message, in it as the order's conversation.
    expect((await workQueue(db)).items.map((item) => [item.kind, item.orderNumber])).toEqual([['reply', 'SP-261120-MERG2X']]);

    await keepShopperReply(db, { token, sender: 'kunde1@example.de', subject: 'Re', text: 'Hier das Foto', messageId: null, at: new Date('2026-11-20T11:00:00.000Z') });
    expect((await threadMessages(db, thread.id)).map((m) => m.text)).toEqual(['Frage 1', 'Foto folgt', 'Hier das Foto']);
    expect((await contactMessage(db, id))!.status).toBe('closed');
  }, 120_000);
});
