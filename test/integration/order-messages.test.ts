/**
 * Messages inside the order, on a real server and database, as plain forms without JavaScript:
 * the shopper writes to a part's shop from the order page with a photo; a PDF named .jpg is refused
 * with the reason beside the photo field in German, what was typed kept; the photo is served to the
 * order's link alone, without its EXIF; the shop reads and answers in the portal (in French), the
 * shopper is mailed; the desk reads both in the order's conversation with the photo.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { createTestApp } from '../support/app';
import { placeShopOrder, type PlacedOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, ownerCookie, staffCookie } from '../support/staff';

const { app, db, marketplace } = createTestApp({ db: createSeededDatabase(), env: { DESK_RATE_LIMIT: '100000' }, dependencies: { deskMailbox: 'service@spareo.example' } });
const server = http.createServer(app);
let base = '';
let placed: PlacedOrder;
let shopId = 0;

const decode = (html: string) => html.replace(/&#x27;|&#39;/g, '\'').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\u00a0|\u202f|&nbsp;|&#160;/g, ' ');
const PDF_AS_JPG = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const phonePhoto = () => sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6' } }).jpeg()
  .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '11/1 34/1 1200/100' } }).toBuffer();

function form(fields: Record<string, string>, photos: { name: string; type: string; bytes: Buffer }[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const photo of photos) data.append('photos', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  return data;
}
const write = (path: string, data: FormData, language: string) => fetch(`${base}${path}?t=${placed.token}`, { method: 'POST', redirect: 'manual', headers: { origin: base, 'accept-language': language }, body: data });
const mails = (kind: string) => db.kysely.selectFrom('mail_queue').select(['recipient', 'subject', 'text_body as text']).where('kind', '=', kind).orderBy('id').execute();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  shopId = (await db.kysely.selectFrom('shops').innerJoin('shop_shipping', 'shop_shipping.shop_id', 'shops.id').innerJoin('offers', 'offers.shop_id', 'shops.id')
    .select('shops.id').where('shops.email', 'is not', null).where('shops.country', '=', 'DE').where('shop_shipping.country', '=', 'DE').where('offers.stock', '>', 3)
    .orderBy('shops.id').executeTakeFirstOrThrow()).id;
  placed = await placeShopOrder(marketplace, db, shopId, { payment: 'prepayment' });
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('a PDF named .jpg is refused with the reason beside the photo field in German, what was typed kept, nothing sent', async () => {
  const answer = await write(`/Bestellungen/${placed.number}`, form({ intent: 'message', token: placed.token, part: placed.part, text: 'Hier die Rechnung als Foto.' }, [{ name: 'rechnung.jpg', type: 'image/jpeg', bytes: PDF_AS_JPG }]), 'de-DE');
  expect(answer.status).toBe(422);
  const html = decode(await answer.text());
  expect(html).toContain(`<p class="checkout-field-error" id="messages-${placed.part}-photos-error">Diese Datei ist kein Foto. Bitte wählen Sie ein Bild im Format JPEG, PNG oder WebP.</p>`);
  expect(html).toContain('Hier die Rechnung als Foto.</textarea>');
  expect(html).toMatch(new RegExp(`id="messages-${placed.part}-photos"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="messages-${placed.part}-photos"`));
  expect(await mails('order_message_shop')).toEqual([]);
});

test('the shopper writes with a photo; the shop answers in the portal; the desk sees the thread with the photo', async () => {
  const sent = await write(`/fr-FR/mes-commandes/${placed.number}`, form({ intent: 'message', token: placed.token, part: placed.part, text: 'Le disque est-il compatible avec une Clio IV ?' }, [{ name: 'IMG_0001.JPG', type: 'image/jpeg', bytes: await phonePhoto() }]), 'fr-FR');
  expect(sent.status).toBe(303);
  const location = sent.headers.get('location')!;
  expect(location).toContain(`#messages-${placed.part}`);
  const page = decode(await (await fetch(new URL(location, base))).text());
  expect(page).toContain('Le disque est-il compatible avec une Clio IV ?');
  const thumb = /<img src="(\/order-photo\/[^"]+)"/.exec(page)![1]!;
  const photo = await fetch(new URL(thumb, base));
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
  expect(photo.headers.get('cache-control')).toBe('private, no-store');
  expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).exif).toBeUndefined();
  // Without the order's token: the ordinary 404.
  expect((await fetch(new URL(thumb.replace(/t=[^&]+/, 't=wrong'), base))).status).toBe(404);

  // The shop, in German, told of it; it reads and answers in the portal.
  const [notice] = await mails('order_message_shop');
  expect(notice!.subject).toBe(`Teilbestellung ${placed.part}: Nachricht des Kunden`);
  const cookie = await ownerCookie(db.kysely, shopId, 'fr-FR');
  const portal = decode(await (await fetch(`${base}/portal/orders/${placed.part}/messages`, { headers: { cookie } })).text());
  expect(portal).toContain('Le disque est-il compatible avec une Clio IV ?');
  const portalThumb = /<img src="(\/portal\/orders\/[^"]+)"/.exec(portal)![1]!;
  expect((await fetch(new URL(portalThumb, base), { headers: { cookie } })).status).toBe(200);
  const empty = await fetch(`${base}/portal/orders/${placed.part}/messages`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base }, body: form({ text: '   ' }) });
  expect(empty.status).toBe(400);
  expect(decode(await empty.text())).toContain('Veuillez écrire un message de 2000 caractères au plus.');
  const answered = await fetch(`${base}/portal/orders/${placed.part}/messages`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base }, body: form({ text: 'Oui, il est compatible.' }) });
  expect(answered.status).toBe(303);
  const [toShopper] = await mails('order_message');
  expect(toShopper).toMatchObject({ recipient: 'client@example.fr' });
  expect(decode(toShopper!.text)).toContain('Oui, il est compatible.');

  // The desk reads both in the order's conversation, with the photo.
  const support = staffCookie((await createStaff(db.kysely, 'support', { locale: 'de-DE', name: 'Jana Service' })).token);
  const work = decode(await (await fetch(`${base}/desk/orders/${placed.number}`, { headers: { cookie: support } })).text());
  expect(work).toContain(`Kunde an`);
  expect(work).toContain(`Teilbestellung ${placed.part}`);
  expect(work).toContain('Oui, il est compatible.');
  // The timeline names who wrote to whom, never the desk's own answer.
  expect(work).toContain('Nachricht des Kunden an den Shop');
  expect(work).toContain('Antwort des Shops an den Kunden');
  expect(work).not.toContain('Antwort an den Kunden</strong>');
  const deskThumb = /<img src="(\/desk\/message-photos\/[^"]+)"/.exec(work)![1]!;
  expect((await fetch(new URL(deskThumb, base), { headers: { cookie: support } })).status).toBe(200);
  // Signed out: sent to sign in, never the photo.
  const outsider = await fetch(new URL(deskThumb, base), { redirect: 'manual' });
  expect(outsider.headers.get('content-type') ?? '').not.toContain('image/');
});
