/**
 * Messages between the shopper and a shop inside the order, on both backends: the shopper's
 * message with a photo and the shop's answer are kept in the order's conversation, each side mailed
 * in its language (the shop in German, the shopper in French); the photo is written again without
 * its EXIF (the GPS position is gone); a PDF named .jpg is refused and nothing is kept; a photo is
 * handed out only for its own order and part; a photo in a shopper's mail back is kept for the desk.
 */
import sharp from 'sharp';
import type { Db } from '../../server/marketplace/db/connection';
import { memoryStore } from '../../server/marketplace/media/index';
import { orderByNumber } from '../../server/marketplace/orders/index';
import { answerAsShop, messagePhotoBytes, orderMessages, photoOfOrder } from '../../server/marketplace/desk/index';
import { MessagePhotoRefused, makeMessagePhoto, writeToShop } from '../../server/marketplace/desk/testing';
import { keepShopperReply, threadMessages, threadOfOrder } from '../../server/marketplace/desk/threads';
import { BACKENDS, closeBackends, freshDatabase } from './commerce-backends';

afterAll(closeBackends);

const MAILBOXES = { deskMailbox: 'service@spareo.example', personalData: { serviceAddress: null } };
const AT = '2026-11-20T10:00:00.000Z';

/** A photo as a phone writes it: JPEG with the place it was taken in its EXIF. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#a33' } }).jpeg()
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '11/1 34/1 1200/100' } }).toBuffer();
}
const PDF_AS_JPG = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function orderWithTwoParts(db: Db) {
  await db.insertInto('shops').values({ id: 1, name: 'Teilehaus Eins', slug: 'teilehaus-1', rating: 4, payment_methods: 'prepayment', commission_bp: 0, commission_fixed_cents: 0, withdrawal_days: 14, email: 'laden@teilehaus.example', country: 'DE' }).execute();
  await db.insertInto('shops').values({ id: 2, name: 'Autoteile Zwei', slug: 'autoteile-2', rating: 4, payment_methods: 'prepayment', commission_bp: 0, commission_fixed_cents: 0, withdrawal_days: 14, email: 'info@zwei.example', country: 'DE' }).execute();
  const number = 'SP-261120-MSGAAA';
  const order = await db.insertInto('orders').values({
    number, idempotency_key: 'messages-1', session_id: null, user_id: null, locale: 'fr-FR', delivery_country: 'FR', email: 'client@example.fr', phone: null,
    delivery_address: JSON.stringify({ name: 'Claire Martin', street: '3 rue des Lilas', zip: '69001', city: 'Lyon', country: 'FR' }), billing_address: null,
    items_cents: 20_000, shipping_cents: 1000, total_cents: 21_000, vat_cents: 0, page_url: `https://spareo.example/fr-FR/mes-commandes/${number}?t=abc`, created_at: AT,
  }).returning('id').executeTakeFirstOrThrow();
  for (const shop of [1, 2]) {
    await db.insertInto('order_shops').values({
      order_id: order.id, number: `${number}-${shop}`, shop_id: shop, shop_name: shop === 1 ? 'Teilehaus Eins' : 'Autoteile Zwei', status: 'accepted', payment_method: 'prepayment', payment_reference: number, bank_account: null,
      items_cents: 10_000, shipping_cents: 500, total_cents: 10_500, vat_rate_bp: 2000, vat_cents: 0, vat_note: null, delivery_days_min: 1, delivery_days_max: 3,
      terms: 'AGB', cancellation_policy: 'Widerruf', terms_accepted_at: AT, acknowledged_at: AT, carrier: null, tracking_number: null, refusal_reason: null, status_changed_at: AT, shipped_at: null,
    }).execute();
  }
  return (await orderByNumber(db, number))!;
}

const mails = (db: Db) => db.selectFrom('mail_queue').select(['kind', 'recipient', 'subject', 'text_body as text', 'reply_to as replyTo']).orderBy('id').execute();

test('a photo is written again without its EXIF: the GPS position and the camera are gone', async () => {
  const source = await phonePhoto();
  const before = await sharp(source).metadata();
  // The GPS IFD's pointer tag (0x8825, little-endian as sharp writes it) and the camera are there before.
  expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
  expect(source.includes(Buffer.from('Camera'))).toBe(true);
  const made = await makeMessagePhoto(source);
  for (const bytes of [made.full, made.thumb]) {
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('Camera'))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
  }
  expect(made).toMatchObject({ width: 640, height: 480 });
  expect(made.file).toMatch(/^[0-9a-f]{24}$/);
});

test('a PDF named .jpg, or anything else that does not decode as JPEG, PNG or WebP, is refused', async () => {
  await expect(makeMessagePhoto(PDF_AS_JPG, 1)).rejects.toEqual(new MessagePhotoRefused('photo_not_image', 1));
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
  await expect(makeMessagePhoto(gif)).rejects.toMatchObject({ reason: 'photo_not_image' });
  await expect(makeMessagePhoto(Buffer.alloc(8 * 1024 * 1024 + 1, 0xff))).rejects.toMatchObject({ reason: 'photo_too_large' });
});

describe.each(BACKENDS)('on %s', (backend) => {
  test('the shopper writes with a photo, the shop answers; both kept in the conversation, each side mailed in its language; photos only for the parties', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    const store = memoryStore();
    const order = await orderWithTwoParts(db);
    const [first, second] = order.shops;

    // Refused first: a PDF named .jpg keeps nothing and mails nobody.
    await expect(writeToShop(db, store, MAILBOXES, order, first!, { text: 'Voici la facture.', photos: [PDF_AS_JPG] })).rejects.toMatchObject({ reason: 'photo_not_image' });
    expect(await orderMessages(db, order.id)).toEqual([]);
    expect(await mails(db)).toEqual([]);

    const sent = await writeToShop(db, store, MAILBOXES, order, first!, { text: 'Le disque est-il compatible\navec une Clio IV ?', photos: [await phonePhoto()] }, new Date(AT));
    const answered = await answerAsShop(db, store, MAILBOXES, order, first!, { text: 'Ja, er passt.', photos: [] }, new Date('2026-11-20T11:00:00.000Z'));
    expect(answered.id).toBeGreaterThan(sent.id);

    const messages = await orderMessages(db, order.id);
    expect(messages.map(({ from, part, author, text }) => ({ from, part, author, text }))).toEqual([
      { from: 'buyer', part: first!.number, author: null, text: 'Le disque est-il compatible\navec une Clio IV ?' },
      { from: 'shop', part: first!.number, author: 'Teilehaus Eins', text: 'Ja, er passt.' },
    ]);
    const [photo] = messages[0]!.photos;
    expect(photo).toMatchObject({ width: 640, height: 480 });
    // The other part's shop sees none of it.
    expect(await orderMessages(db, order.id, second!.number)).toEqual([]);
    expect(await photoOfOrder(db, order.id, photo!.file, first!.number)).toBe(true);
    expect(await photoOfOrder(db, order.id, photo!.file, second!.number)).toBe(false);
    expect(await photoOfOrder(db, order.id + 1, photo!.file)).toBe(false);
    const stored = await messagePhotoBytes(store, photo!.file, 'full');
    expect((await sharp(stored!).metadata()).exif).toBeUndefined();
    expect(await messagePhotoBytes(store, '../secret', 'full')).toBeNull();

    // The shop in German (its country), the shopper in French (the order's language); answers reach the conversation.
    const thread = (await threadOfOrder(db, order.id))!;
    const [toShop, toShopper] = await mails(db);
    expect(toShop).toMatchObject({ kind: 'order_message_shop', recipient: 'laden@teilehaus.example', subject: `Teilbestellung ${first!.number}: Nachricht des Kunden`, replyTo: `service+${thread.token}@spareo.example` });
    expect(toShop!.text).toContain('Le disque est-il compatible\navec une Clio IV ?');
    expect(toShop!.text).toContain('Zur Nachricht gehören 1 Fotos');
    expect(toShopper).toMatchObject({ kind: 'order_message', recipient: 'client@example.fr', subject: `Commande ${order.number}\u00a0: réponse de Teilehaus Eins` });
    expect(toShopper!.text).toContain('Ja, er passt.');

    // The desk reads both in the order's conversation, with the shop and the part; nothing waits for it.
    const desk = await threadMessages(db, thread.id);
    expect(desk.map(({ direction, shop, photos }) => ({ direction, shop, photos: photos.length }))).toEqual([
      { direction: 'buyer', shop: { name: 'Teilehaus Eins', part: first!.number }, photos: 1 },
      { direction: 'shop', shop: { name: 'Teilehaus Eins', part: first!.number }, photos: 0 },
    ]);
    expect(thread.awaitingSince).toBeNull();

    // A mail back with a photo and a PDF: the photo is kept (without its EXIF), the PDF left out.
    expect(await keepShopperReply(db, { token: thread.token, sender: 'client@example.fr', subject: 'Re', text: 'Voici une autre photo.', messageId: '<m1@example.fr>', at: new Date(), photos: [PDF_AS_JPG, await phonePhoto()] }, store)).toBe('kept');
    const reply = (await threadMessages(db, thread.id)).at(-1)!;
    expect(reply).toMatchObject({ direction: 'reply', text: 'Voici une autre photo.' });
    expect(reply.photos).toHaveLength(1);
    expect((await sharp((await messagePhotoBytes(store, reply.photos[0]!.file, 'thumb'))!).metadata()).exif).toBeUndefined();
  }, 180_000);
});
