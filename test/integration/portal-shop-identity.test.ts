/**
 * The portal's shop-page screen on a real server and database, with stored pages on (production):
 * the trader identity is saved and the public shop page shows it at once (its stored copy is
 * dropped); a bad postcode, phone or VAT ID comes back as the form with each problem beside its
 * field and what was typed kept; a logo is decoded, resized and served as WebP from our origin
 * and shown on the public page; a file that is no image is refused with a clear message.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';
import { ownerCookie } from '../support/staff';
import { offerArticle } from '../../server/marketplace/cart/repository';

const SHOP = 3;
const OTHER = 6;
const { app, db, mediaDir } = createTestApp({ db: createSeededDatabase(), env: { NODE_ENV: 'production' } });
const shop = serveOnLoopback(app);
const cookies: Record<number, string> = {};
let slug = '';

const get = (path: string, shopId = SHOP) => fetch(`${shop.origin()}${path}`, { redirect: 'manual', headers: { cookie: cookies[shopId]! } });
const post = (path: string, form: Record<string, string>, shopId = SHOP) =>
  fetch(`${shop.origin()}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie: cookies[shopId]!, origin: shop.origin(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
const uploadLogo = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string, shopId = SHOP) => {
  const form = new FormData();
  form.append('logo', new Blob([bytes], { type }), name);
  return fetch(`${shop.origin()}/portal/logo-uploads`, { method: 'POST', redirect: 'manual', headers: { cookie: cookies[shopId]!, origin: shop.origin() }, body: form });
};
const publicPage = async () => (await fetch(`${shop.origin()}/Shop/${slug}`)).text();

const IDENTITY = {
  legalName: 'Lenz Autoteile GmbH & Co. KG', street: 'Hafenstraße 4', postcode: '20457', city: 'Hamburg', country: 'DE', phone: '040 30 12 34 56',
  email: 'info@lenz-autoteile.example', tradeRegister: 'Amtsgericht Hamburg', registerNumber: 'HRA 123456', vatId: 'DE 136 695 976', isTrader: '1',
};

beforeAll(async () => {
  // The owner's settings take the owner's own sign-in (password and second factor).
  cookies[SHOP] = await ownerCookie(db.kysely, SHOP);
  cookies[OTHER] = await ownerCookie(db.kysely, OTHER, 'fr-FR');
  slug = (await db.kysely.selectFrom('shops').select('slug').where('id', '=', SHOP).executeTakeFirstOrThrow()).slug;
});
afterAll(() => db.close());

test('the identity saved in the portal shows on the public shop page at once, though that page was stored', async () => {
  await publicPage();
  const stored = await publicPage();
  expect(stored).not.toContain('Lenz Autoteile');
  const saved = await post('/portal/shop-page/identity', IDENTITY);
  expect(saved.status).toBe(303);
  expect(saved.headers.get('location')).toBe('/portal/shop-page?saved=1#identity');
  const after = await publicPage();
  expect(after).toContain('Lenz Autoteile GmbH &amp; Co. KG');
  expect(after).toContain('Hafenstraße 4');
  expect(after).toContain('Amtsgericht Hamburg, HRA 123456');
  // Stored as written without spaces, as a VAT ID is compared.
  expect(after).toContain('DE136695976');
  const form = await (await get('/portal/shop-page')).text();
  expect(form).toContain('value="Lenz Autoteile GmbH &amp; Co. KG"');
  // Another shop's screen shows its own seller, never this one.
  expect(await (await get('/portal/shop-page', OTHER)).text()).not.toContain('Lenz Autoteile');
});

test('a postcode, phone and VAT ID that do not fit the country come back beside their fields, with what was typed', async () => {
  const answer = await post('/portal/shop-page/identity', { ...IDENTITY, legalName: 'Neuer Name GmbH', country: 'FR', postcode: '2045', phone: '12', vatId: 'DE123456789' });
  expect(answer.status).toBe(400);
  const page = await answer.text();
  expect(page).toContain('id="postcode-problem"');
  expect(page).toContain('id="phone-problem"');
  expect(page).toContain('id="vatId-problem"');
  expect(page).not.toContain('id="city-problem"');
  expect(page).toMatch(/id="identity-postcode"[^>]*aria-invalid="true"/);
  // What was typed stays: the new name, the wrong postcode, the chosen country.
  expect(page).toContain('value="Neuer Name GmbH"');
  expect(page).toContain('value="2045"');
  expect(page).toMatch(/<option value="FR" selected="">/);
  // Nothing was saved.
  expect(await publicPage()).not.toContain('Neuer Name GmbH');
});

test('a VAT ID with a wrong check digit is refused beside its field in the member\'s language, exactly as the tax set-up checks it', async () => {
  const german = await post('/portal/shop-page/identity', { ...IDENTITY, legalName: 'Tippfehler GmbH', vatId: 'DE 136 695 977' });
  expect(german.status).toBe(400);
  const page = await german.text();
  expect(page).toMatch(/id="vatId-problem">Die Prüfziffer der USt-IdNr\. stimmt nicht/);
  expect(page).toContain('value="DE 136 695 977"');
  expect(await publicPage()).not.toContain('Tippfehler GmbH');
  const french = await post('/portal/shop-page/identity', { ...IDENTITY, street: '12 rue de la Paix', postcode: '75002', city: 'Paris', country: 'FR', phone: '01 42 68 53 00', vatId: 'FR 41 303265045' }, OTHER);
  expect(french.status).toBe(400);
  expect(await french.text()).toMatch(/id="vatId-problem">La clé de contrôle du numéro de TVA ne correspond pas/);
});

test('a live shop whose tax set-up becomes incomplete stops selling, the portal says its offers are held, and it sells again once complete', async () => {
  await db.kysely.updateTable('shops').set({ country: 'DE', tax_scheme: 'oss', vat_id: 'DE136695976' }).where('id', '=', SHOP).execute();
  const offer = (await db.kysely.selectFrom('offers').select('id').where('shop_id', '=', SHOP).executeTakeFirstOrThrow()).id;
  expect(await offerArticle(db.kysely, offer)).toBeDefined();
  // The identity is complete with the register number alone; the one-stop shop's set-up is not without its VAT ID.
  expect((await post('/portal/shop-page/identity', { ...IDENTITY, vatId: '' })).status).toBe(303);
  expect(await offerArticle(db.kysely, offer)).toBeUndefined();
  expect(await (await get('/portal/shop-page')).text()).toContain('Angebote werden zurückgehalten');
  expect((await post('/portal/shop-page/tax', { scheme: 'oss', vatId: 'DE136695976' })).status).toBe(303);
  expect(await offerArticle(db.kysely, offer)).toBeDefined();
  expect(await (await get('/portal/shop-page')).text()).not.toContain('Angebote werden zurückgehalten');
});

test('a French address with its own postcode and phone formats is taken; a trader without VAT ID or register number is not', async () => {
  const french = { ...IDENTITY, street: '12 rue de la Paix', postcode: '75002', city: 'Paris', country: 'FR', phone: '01 42 68 53 00', tradeRegister: 'RCS Paris', registerNumber: '552 100 554', vatId: 'FR 96 552100554' };
  expect((await post('/portal/shop-page/identity', french)).status).toBe(303);
  expect(await publicPage()).toContain('75002 Paris');
  const bare = await post('/portal/shop-page/identity', { ...french, vatId: '', registerNumber: '' });
  expect(bare.status).toBe(400);
  expect(await bare.text()).toContain('id="vatId-problem"');
  // A private seller needs neither.
  const { isTrader: _trader, ...privately } = { ...french, vatId: '', registerNumber: '', tradeRegister: '' };
  expect((await post('/portal/shop-page/identity', privately)).status).toBe(303);
  expect(await publicPage()).toMatch(/Privatperson/);
});

test('a logo is resized to WebP, served from our origin and shown on the public page at once; a non-image is refused by name', async () => {
  const before = await publicPage();
  expect(before).not.toContain('class="shop-logo"');
  const png = await sharp({ create: { width: 1200, height: 400, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 1 } } }).png().toBuffer();
  const answer = await uploadLogo(png, 'logo.png', 'image/png');
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/portal/shop-page?saved=1');
  const page = await publicPage();
  const src = /<img class="shop-logo" src="(\/media\/logos\/[0-9a-f]{20}\.webp)"/.exec(page)?.[1];
  expect(src).toBeDefined();
  const served = await fetch(`${shop.origin()}${src}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('cache-control')).toContain('immutable');
  const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect(meta.format).toBe('webp');
  expect([meta.width, meta.height]).toEqual([320, 107]);
  expect(await (await get('/portal/shop-page')).text()).toContain(`src="${src}"`);

  const text = await uploadLogo(new TextEncoder().encode('<html>not a logo</html>'), 'logo.png', 'image/png');
  expect(text.status).toBe(303);
  expect(text.headers.get('location')).toBe('/portal/shop-page?logo=not_image#logo');
  const refused = await get('/portal/shop-page?logo=not_image');
  expect(refused.status).toBe(400);
  // The owner reads the portal in the owner's own language, wherever the shop's address is by now.
  expect(await refused.text()).toMatch(/id="logo-problem"[^>]*>Diese Datei ist kein Bild im Format PNG, JPEG oder WebP/);
  // The logo stays what it was.
  expect(await publicPage()).toContain(src!);

  const huge = await uploadLogo(new Uint8Array(3 * 1024 * 1024), 'big.png', 'image/png');
  expect(huge.headers.get('location')).toBe('/portal/shop-page?logo=too_large#logo');
  const none = await fetch(`${shop.origin()}/portal/logo-uploads`, { method: 'POST', redirect: 'manual', headers: { cookie: cookies[SHOP]!, origin: shop.origin() }, body: new FormData() });
  expect(none.headers.get('location')).toBe('/portal/shop-page?logo=no_file#logo');
  // Not from the portal's own form, or without a sign-in: nothing changes.
  const foreign = await fetch(`${shop.origin()}/portal/logo-uploads`, { method: 'POST', redirect: 'manual', headers: { cookie: cookies[SHOP]!, origin: 'https://evil.example' }, body: new FormData() });
  expect(foreign.status).toBe(303);
  expect(foreign.headers.get('location')).toBe('/portal/shop-page?logo=cross_site#logo');
  const anonymous = await fetch(`${shop.origin()}/portal/logo-uploads`, { method: 'POST', redirect: 'manual', headers: { origin: shop.origin() }, body: new FormData() });
  expect(anonymous.headers.get('location')).toBe('/portal/shop-page?logo=sign_in#logo');
  expect((await fetch(`${shop.origin()}/media/logos/..%2F..%2Fetc.webp`)).status).toBe(404);
});

test('the same logo sent many times at once is saved every time, whole, and leaves no partial file', async () => {
  // Detailed enough that its WebP takes a moment to write: the writers of one name overlap.
  const noise = Buffer.from(Array.from({ length: 900 * 300 * 3 }, (_, i) => (i * 2654435761) % 251));
  const png = await sharp(noise, { raw: { width: 900, height: 300, channels: 3 } }).png().toBuffer();
  const answers = await Promise.all(Array.from({ length: 30 }, () => uploadLogo(png, 'logo.png', 'image/png')));
  expect(answers.map((answer) => answer.headers.get('location'))).toEqual(Array(30).fill('/portal/shop-page?saved=1'));
  const src = /<img class="shop-logo" src="(\/media\/logos\/[0-9a-f]{20}\.webp)"/.exec(await publicPage())?.[1];
  const served = Buffer.from(await (await fetch(`${shop.origin()}${src}`)).arrayBuffer());
  const { info } = await sharp(served, { failOn: 'error' }).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([320, 107]);
  expect(readdirSync(path.join(mediaDir, 'logos')).filter((name) => name.endsWith('.part'))).toEqual([]);
});

test('legal form, share capital, tax number and birth date are kept for the invoices and the yearly platform report; bad ones come back beside their fields in the member\'s language', async () => {
  const facts = { legalForm: 'GmbH & Co. KG', shareCapital: '25.000,00', taxNumber: '12/345/67890', birthDate: '1975-04-30' };
  expect((await post('/portal/shop-page/identity', { ...IDENTITY, ...facts })).status).toBe(303);
  const row = await db.kysely.selectFrom('shops').select(['legal_form', 'share_capital_cents', 'tax_number', 'birth_date']).where('id', '=', SHOP).executeTakeFirstOrThrow();
  expect(row).toEqual({ legal_form: 'GmbH & Co. KG', share_capital_cents: 2_500_000, tax_number: '12/345/67890', birth_date: '1975-04-30' });
  const form = await (await get('/portal/shop-page')).text();
  expect(form).toContain('value="25000.00"');
  expect(form).toMatch(/id="identity-birthDate"[^>]*type="date"/);

  const german = await post('/portal/shop-page/identity', { ...IDENTITY, shareCapital: 'viel', taxNumber: '§§', birthDate: '2031-02-30' });
  expect(german.status).toBe(400);
  const page = await german.text();
  expect(page).toContain('id="shareCapital-problem">Bitte einen Betrag in Euro angeben');
  expect(page).toContain('id="taxNumber-problem">Keine Steuernummer');
  expect(page).toContain('id="birthDate-problem">Bitte ein gültiges Geburtsdatum angeben');
  expect(page).toContain('value="viel"');
  const french = await post('/portal/shop-page/identity', { ...IDENTITY, street: '12 rue de la Paix', postcode: '75002', city: 'Paris', country: 'FR', phone: '01 42 68 53 00', vatId: 'FR 96 552100554', birthDate: '30/04/1975' }, OTHER);
  expect(french.status).toBe(400);
  expect(await french.text()).toContain('id="birthDate-problem">Indiquez une date de naissance valide');
});
