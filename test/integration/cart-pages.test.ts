/**
 * The cart's no-JS path: forms and generation links through the real app, marketplace and database.
 * @backends sqlite: web tier, the cart's forms, redirects and links. A line moved to another shop's
 * offer for its vehicle runs on both backends in shopper-calls.test.ts.
 */
import request from 'supertest';
import { formatPrice } from '../../views/context';
import type { Locale } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createSeededDatabase } from '../support/seeded-db';
import { createTestApp } from '../support/app';
import { commerceFixture, type CommerceFixture } from './commerce-helpers';

const db = createSeededDatabase();
let fx: CommerceFixture;
beforeAll(async () => {
  fx = await commerceFixture(db.kysely);
});
const { app } = createTestApp({ db });

const cartPath = (locale: Locale) => pathFor(`Cart___${locale}`, {});
const generatePath = (locale: Locale) => pathFor(`CartGenerate___${locale}`, {});
/** Every visitor pins the delivery country to DE, where the fixture shops ship. */
const visitor = () => request.agent(app).set('cookie', 'spareo_delivery_country=DE');

const lineCount = async () => Number((await db.kysely.selectFrom('cart_lines').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const linesOf = (sid: string) => db.kysely.selectFrom('cart_lines').select(['id', 'offer_id', 'quantity']).where('session_id', '=', sid).orderBy('id').execute();

function sidOf(res: request.Response): string {
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('spareo_sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.slice('spareo_sid='.length, cookie.indexOf(';'));
}

/** Text of the page with tags stripped, so assertions read like what a shopper sees. */
// Visible text only: island props (inert JSON in script tags) carry the texts the client re-renders with.
const textOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0|\u202f/g, ' ').replace(/\s+/g, ' ');
const price = (cents: number, locale: Locale) => formatPrice(cents, locale).replace(/\u00a0|\u202f/g, ' ');

describe('adding through the form', () => {
  test.each<[Locale, string]>([
    ['de-DE', 'Der Artikel wurde in den Warenkorb gelegt.'],
    ['fr-FR', 'L’article a été ajouté au panier.'],
    ['nl-NL', 'Het artikel is aan de winkelwagen toegevoegd.'],
  ])('%s: a visitor without a session adds, gets an HttpOnly session cookie and sees the line', async (locale, added) => {
    const agent = visitor();
    const post = await agent.post(cartPath(locale)).type('form').send({ action: 'add', offerId: String(fx.offers.discA), modelId: String(fx.modelId), quantity: '2' });
    expect(post.status).toBe(303);
    expect(post.headers.location).toBe(pathFor(`Cart___${locale}`, {}, { query: { notice: 'added' } }));
    const cookie = String(post.headers['set-cookie']);
    expect(cookie).toMatch(/spareo_sid=[A-Za-z0-9_-]{43}; .*HttpOnly/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(await linesOf(sidOf(post))).toEqual([expect.objectContaining({ offer_id: fx.offers.discA, quantity: 2 })]);

    const page = await agent.get(String(post.headers.location));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    const text = textOf(page.text);
    expect(text).toContain(added);
    expect(text).toContain('FX-100');
    expect(text).toContain('Fixture Shop A');
    expect(text).toContain(price(4500, locale));
    expect(text).toContain(price(9000, locale));
    expect(page.text).toContain(`href="${pathFor(`Shop___${locale}`, { shopName: 'fixture-shop-a' })}"`);
  });

  test('a second add keeps the same session and cart', async () => {
    const agent = visitor();
    const first = await agent.post(cartPath('de-DE')).type('form').send({ action: 'add', offerId: String(fx.offers.padA), quantity: '1' });
    const second = await agent.post(cartPath('de-DE')).type('form').send({ action: 'add', offerId: String(fx.offers.wiperB), quantity: '1' });
    expect(second.status).toBe(303);
    expect(second.headers['set-cookie']).toBeUndefined();
    expect((await linesOf(sidOf(first))).map((l) => l.offer_id)).toEqual([fx.offers.padA, fx.offers.wiperB]);
  });

  test('an unknown offer answers 303 with a message, not an error page', async () => {
    const agent = visitor();
    const post = await agent.post(cartPath('es-ES')).type('form').send({ action: 'add', offerId: '999999999', quantity: '1' });
    expect(post.status).toBe(303);
    const page = await agent.get(String(post.headers.location));
    expect(textOf(page.text)).toContain('No se ha podido añadir el artículo al carrito.');
  });
});

describe('bad input answers 400 on the cart page and changes nothing', () => {
  test.each([
    ['0 on add', { action: 'add', offerId: '1', quantity: '0' }, 'Bitte geben Sie eine Menge von 1 bis 99 an.'],
    ['100', { action: 'add', offerId: '1', quantity: '100' }, 'Bitte geben Sie eine Menge von 1 bis 99 an.'],
    ["'abc'", { action: 'add', offerId: '1', quantity: 'abc' }, 'Bitte geben Sie eine Menge von 1 bis 99 an.'],
    ['a bad offer id', { action: 'add', offerId: '1; drop', quantity: '1' }, 'Dieser Artikel ist ungültig.'],
    ['an unknown action', { action: 'explode' }, 'Die Eingabe war ungültig.'],
    ['no fields at all', {}, 'Die Eingabe war ungültig.'],
  ])('%s', async (_name, form, message) => {
    const before = await lineCount();
    const res = await visitor().post(cartPath('de-DE')).type('form').send(form);
    expect(res.status).toBe(400);
    expect(res.text).toContain('<html lang="de-DE">');
    expect(textOf(res.text)).toContain(message);
    expect(res.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringContaining('spareo_sid=')]));
    expect(await lineCount()).toBe(before);
  });

  test('a bad change quantity leaves the line as it was', async () => {
    const agent = visitor();
    const sid = sidOf(await agent.post(cartPath('it-IT')).type('form').send({ action: 'add', offerId: String(fx.offers.discB), quantity: '3' }));
    const [line] = await linesOf(sid);
    const res = await agent.post(cartPath('it-IT')).type('form').send({ action: 'change', lineId: String(line!.id), quantity: '-1' });
    expect(res.status).toBe(400);
    expect(textOf(res.text)).toContain('Indica una quantità da 1 a 99.');
    expect((await linesOf(sid))[0]?.quantity).toBe(3);
  });
});

describe('changing the cart', () => {
  async function cartWithTwoLines(locale: Locale) {
    const agent = visitor();
    const sid = sidOf(await agent.post(cartPath(locale)).type('form').send({ action: 'add', offerId: String(fx.offers.discA), quantity: '1' }));
    await agent.post(cartPath(locale)).type('form').send({ action: 'add', offerId: String(fx.offers.padB), quantity: '1' });
    return { agent, sid, lines: await linesOf(sid) };
  }

  test('change quantity, then 0 removes', async () => {
    const { agent, sid, lines } = await cartWithTwoLines('de-AT');
    const change = await agent.post(cartPath('de-AT')).type('form').send({ action: 'change', lineId: String(lines[1]!.id), quantity: '4' });
    expect(change.status).toBe(303);
    expect(change.headers.location).toBe('/de-AT/Warenkorb?notice=updated');
    expect((await linesOf(sid))[1]?.quantity).toBe(4);
    const page = textOf((await agent.get(String(change.headers.location))).text);
    expect(page).toContain('Die Menge wurde geändert.');
    expect(page).toContain(price(2400, 'de-AT'));
    await agent.post(cartPath('de-AT')).type('form').send({ action: 'change', lineId: String(lines[1]!.id), quantity: '0' });
    expect((await linesOf(sid)).map((l) => l.offer_id)).toEqual([fx.offers.discA]);
  });

  test.each<[Locale, string]>([
    ['de-DE', 'Der Artikel wurde entfernt.'],
    ['de-AT', 'Der Artikel wurde entfernt.'],
    ['es-ES', 'Se ha eliminado el artículo.'],
    ['fr-FR', 'L’article a été supprimé.'],
    ['it-IT', 'L’articolo è stato rimosso.'],
    ['nl-NL', 'Het artikel is verwijderd.'],
  ])('%s: quantity 0 says the line was removed, not that its quantity changed', async (locale, removed) => {
    const { agent, sid, lines } = await cartWithTwoLines(locale);
    const res = await agent.post(cartPath(locale)).type('form').send({ action: 'change', lineId: String(lines[1]!.id), quantity: '0' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(pathFor(`Cart___${locale}`, {}, { query: { notice: 'removed' } }));
    expect((await linesOf(sid)).map((l) => l.offer_id)).toEqual([fx.offers.discA]);
    const page = textOf((await agent.get(String(res.headers.location))).text);
    expect(page).toContain(removed);
  });

  test('delete', async () => {
    const { agent, sid, lines } = await cartWithTwoLines('fr-FR');
    const res = await agent.post(cartPath('fr-FR')).type('form').send({ action: 'delete', lineId: String(lines[0]!.id) });
    expect(res.headers.location).toBe('/fr-FR/panier?notice=removed');
    expect((await linesOf(sid)).map((l) => l.offer_id)).toEqual([fx.offers.padB]);
  });

  test("another visitor's line cannot be changed or deleted", async () => {
    const { sid, lines } = await cartWithTwoLines('de-DE');
    const stranger = visitor();
    const res = await stranger.post(cartPath('de-DE')).type('form').send({ action: 'delete', lineId: String(lines[0]!.id) });
    expect(res.headers.location).toBe('/Warenkorb?notice=notChanged');
    expect(await linesOf(sid)).toHaveLength(2);
  });

  test('replace an offer by another offer of the same article', async () => {
    const { agent, sid, lines } = await cartWithTwoLines('es-ES');
    const res = await agent.post(cartPath('es-ES')).type('form').send({ action: 'replace', from: String(lines[0]!.id), to: String(fx.offers.discB) });
    expect(res.headers.location).toBe('/es-ES/carrito?notice=replaced');
    expect((await linesOf(sid)).map((l) => l.offer_id).sort()).toEqual([fx.offers.discB, fx.offers.padB].sort());
    expect(textOf((await agent.get(String(res.headers.location))).text)).toContain('Fixture Shop B');
  });
});

describe("switching a line to another shop's offer", () => {
  const modelOf = async (lineId: number) => (await db.kysely.selectFrom('cart_lines').select('model_id').where('id', '=', lineId).executeTakeFirstOrThrow()).model_id;
  const replaceForms = (html: string) => (html.match(/name="action" value="replace"/g) ?? []).length;

  test('without JS: the form under the line moves it to the other shop, keeps quantity and vehicle, and the totals follow', async () => {
    const agent = visitor();
    const sid = sidOf(await agent.post(cartPath('de-DE')).type('form').send({ action: 'add', offerId: String(fx.offers.discA), modelId: String(fx.modelId), quantity: '3' }));
    await agent.post(cartPath('de-DE')).type('form').send({ action: 'add', offerId: String(fx.offers.wiperB), quantity: '1' });
    const [disc] = await linesOf(sid);

    const before = await agent.get(cartPath('de-DE'));
    // One switch: the disc has an offer at shop B, the wiper is only sold by shop B.
    expect(replaceForms(before.text)).toBe(1);
    expect(before.text).toContain(`<input type="hidden" name="from" value="${disc!.id}"/>`);
    expect(before.text).toContain(`<option value="${fx.offers.discB}">`);
    expect(before.text).not.toContain(`<option value="${fx.offers.discA}">`);
    const text = textOf(before.text);
    // The fixture's shops take prepayment only: each day counts from the payment.
    expect(text).toMatch(new RegExp(`Auch bei 1 anderen Shop Fixture Shop B: ${price(4400, 'de-DE')} zzgl. ${price(590, 'de-DE')} Versand, Lieferung bis \\p{L}{2}\\. \\d\\d\\.\\d\\d\\., nach Zahlungseingang heute, Bewertung 4,1/5 Shop wechseln`, 'u'));
    // Shop A: 3 x 45.00, free shipping from 50.00; shop B: 19.99 + 5.90.
    expect(text).toContain(`Gesamtsumme ${price(13500 + 1999 + 590, 'de-DE')}`);

    const res = await agent.post(cartPath('de-DE')).type('form').send({ action: 'replace', from: String(disc!.id), to: String(fx.offers.discB) });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/Warenkorb?notice=replaced');
    expect(await linesOf(sid)).toEqual([
      expect.objectContaining({ id: disc!.id, offer_id: fx.offers.discB, quantity: 3 }),
      expect.objectContaining({ offer_id: fx.offers.wiperB, quantity: 1 }),
    ]);
    expect(await modelOf(disc!.id)).toBe(fx.modelId);

    const after = await agent.get(String(res.headers.location));
    const afterText = textOf(after.text);
    expect(afterText).toContain('Das Angebot wurde ersetzt.');
    // Both lines at shop B now: 3 x 44.00 + 19.99, one shipping of 5.90; shop A is gone from the cart.
    expect(afterText).toContain(`Warenwert (4 Artikel) ${price(13200 + 1999, 'de-DE')}`);
    expect(afterText).toContain(`Versandkosten ${price(590, 'de-DE')}`);
    expect(afterText).toContain(`Gesamtsumme ${price(13200 + 1999 + 590, 'de-DE')}`);
    expect(after.text).not.toContain(`href="${pathFor('Shop___de-DE', { shopName: 'fixture-shop-a' })}"`);
    // ... and the switch now offers the way back to shop A.
    expect(after.text).toContain(`<option value="${fx.offers.discA}">`);
    expect(afterText).toMatch(new RegExp(`Fixture Shop A: ${price(4500, 'de-DE')} zzgl. ${price(490, 'de-DE')} Versand, Lieferung bis \\p{L}{2}\\. \\d\\d\\.\\d\\d\\., nach Zahlungseingang heute, Bewertung 4,6/5`, 'u'));
  });

  test('a cart whose articles have no other offers shows no switch', async () => {
    const agent = visitor();
    await agent.post(cartPath('de-DE')).type('form').send({ action: 'add', offerId: String(fx.offers.wiperB), quantity: '1' });
    const page = await agent.get(cartPath('de-DE'));
    expect(page.status).toBe(200);
    expect(textOf(page.text)).toContain('FX-300');
    expect(replaceForms(page.text)).toBe(0);
    expect(page.text).not.toContain('class="cart-replace"');
    expect(textOf(page.text)).not.toContain('Auch bei');
  });

  test.each<[Locale, string]>([
    ['es-ES', 'También en 1 tienda más'],
    ['fr-FR', 'Aussi chez 1 autre boutique'],
    ['it-IT', 'Anche in 1 altro negozio'],
    ['nl-NL', 'Ook bij 1 andere winkel'],
    ['de-AT', 'Auch bei 1 anderen Shop'],
  ])('%s: the switch speaks the edition language', async (locale, label) => {
    const agent = visitor();
    await agent.post(cartPath(locale)).type('form').send({ action: 'add', offerId: String(fx.offers.padB), quantity: '1' });
    const text = textOf((await agent.get(cartPath(locale))).text);
    expect(text).toContain(label);
    expect(text).toContain('Fixture Shop A');
    expect(text).not.toMatch(/\bcart\.replace/);
  });

  test('one offers call per distinct article, in parallel with the cart, then from the cache', async () => {
    const calls: string[] = [];
    const { app: counted } = createTestApp({
      db,
      transport: (inner) => async (req, signal) => {
        if (req.path === '/Angebote') calls.push(String(req.query.sparePartId));
        return inner(req, signal);
      },
    });
    const agent = request.agent(counted).set('cookie', 'spareo_delivery_country=DE');
    const add = (offerId: number, modelId?: number) =>
      agent.post(cartPath('de-DE')).type('form').send({ action: 'add', offerId: String(offerId), quantity: '1', ...(modelId ? { modelId: String(modelId) } : {}) });
    await add(fx.offers.discA);
    await add(fx.offers.discA, fx.modelId); // the same article twice (another vehicle)
    await add(fx.offers.padA);
    await add(fx.offers.wiperB);
    const page = await agent.get(cartPath('de-DE'));
    expect(replaceForms(page.text)).toBe(3);
    expect(calls.sort()).toEqual([fx.articles.disc, fx.articles.pad, fx.articles.wiper].map(String).sort());
    await agent.get(cartPath('de-DE'));
    expect(calls).toHaveLength(3);
  });

  test('the offers call failing shows the cart without the switch', async () => {
    const agent = visitor();
    const sid = sidOf(await agent.post(cartPath('de-DE')).type('form').send({ action: 'add', offerId: String(fx.offers.discA), quantity: '1' }));
    const { app: noOffers } = createTestApp({
      db,
      transport: (inner) => async (req, signal) => (req.path === '/Angebote' ? { status: 503, body: null } : inner(req, signal)),
    });
    const res = await request(noOffers).get(cartPath('de-DE')).set('cookie', `spareo_sid=${sid}; spareo_delivery_country=DE`);
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    expect(text).toContain('FX-100');
    expect(text).toContain(`Gesamtsumme ${price(4500 + 490, 'de-DE')}`);
    expect(text).not.toContain('nicht geladen werden');
    expect(replaceForms(res.text)).toBe(0);
  });
});

describe('totals', () => {
  test('shops, shipping, the free-shipping hint and the totals in cents match the lines', async () => {
    const agent = visitor();
    const add = (offerId: number, quantity: number) => agent.post(cartPath('de-DE')).type('form').send({ action: 'add', offerId: String(offerId), quantity: String(quantity) });
    await add(fx.offers.padA, 2); // shop A: 13.00, below its 50.00 threshold -> 4.90 shipping
    await add(fx.offers.wiperB, 1); // shop B: 19.99 + 5.90, never free
    const text = textOf((await agent.get(cartPath('de-DE'))).text);
    const priceSum = 2 * 650 + 1999;
    const shippingSum = 490 + 590;
    expect(text).toContain(`Zwischensumme ${price(1300, 'de-DE')}`);
    expect(text).toContain(`Zwischensumme ${price(1999, 'de-DE')}`);
    expect(text).toContain(`Versand nach Deutschland ${price(490, 'de-DE')}`);
    expect(text).toContain(`Noch ${price(5000 - 1300, 'de-DE')} bis zum kostenlosen Versand`);
    expect(text).toContain(`Warenwert (3 Artikel) ${price(priceSum, 'de-DE')}`);
    expect(text).toContain(`Nach Rückgabe der Altteile erhalten Sie ${price(2 * 150, 'de-DE')} Pfand zurück`);
    expect(text).toContain(`Versandkosten ${price(shippingSum, 'de-DE')}`);
    expect(text).toContain(`Gesamtsumme ${price(priceSum + shippingSum, 'de-DE')}`);
  });
});

describe('generation links', () => {
  test('more than 50 items: the first 50 are taken, unknown offers and offers out of stock reported on the cart page', async () => {
    const shippedToGermany = () =>
      db.kysely
        .selectFrom('offers as o')
        .innerJoin('shop_shipping as s', (join) => join.onRef('s.shop_id', '=', 'o.shop_id').on('s.country', '=', 'DE'))
        .select('o.id');
    const known = (await shippedToGermany().where('o.stock', '>', 0).orderBy('o.id').limit(60).execute()).map((r) => r.id);
    const soldOut = (await shippedToGermany().where('o.stock', '<=', 0).orderBy('o.id').limit(1).executeTakeFirstOrThrow()).id;
    // 46 known, one the shop has none of, then 3 unknown inside the first 50, then 10 more known that must not be taken.
    const ids = [...known.slice(0, 46), soldOut, 900000001, 900000002, 900000003, ...known.slice(46, 56)];
    const query = ids.map((id) => `cartParam[${id}]=1`).join('&');
    const agent = visitor();
    const res = await agent.get(`${generatePath('nl-NL')}?${query}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/nl-NL/winkelwagen?notice=generated&skipped=3&soldOut=1&limited=1');
    expect((await linesOf(sidOf(res))).map((l) => l.offer_id).sort()).toEqual(known.slice(0, 46).sort());
    const text = textOf((await agent.get(String(res.headers.location))).text);
    expect(text).toContain('3 artikelen uit de link zijn onbekend en zijn overgeslagen.');
    expect(text).toContain('1 artikel uit de link is momenteel niet op voorraad en is niet aan de winkelwagen toegevoegd.');
    expect(text).toContain('Alleen de eerste 50 artikelen uit de link zijn overgenomen.');
  });

  test('small offer ids, a model and replace=true', async () => {
    const agent = visitor();
    const first = await agent.get(`${generatePath('de-DE')}?cartParam[${fx.offers.discA},${fx.modelId}]=2`);
    const sid = sidOf(first);
    expect(await linesOf(sid)).toEqual([expect.objectContaining({ offer_id: fx.offers.discA, quantity: 2 })]);
    const small = (await db.kysely.selectFrom('offers').select('id').where('stock', '>', 0).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    // The cart holds something: the link asks first, the shopper's same-origin POST replaces.
    const asked = await agent.get(`${generatePath('de-DE')}?cartParam[${small}]=1&replace=true`);
    expect(String(asked.headers.location)).toMatch(/^\/Warenkorb\?notice=generatePending&pending=/);
    expect((await linesOf(sid)).map((l) => l.offer_id)).toEqual([fx.offers.discA]);
    const pending = new URL(String(asked.headers.location), 'http://x').searchParams.get('pending');
    const replaced = await agent.post(generatePath('de-DE')).type('form').send({ pending, mode: 'replace' });
    expect(replaced.headers.location).toBe('/Warenkorb?notice=generated');
    expect((await linesOf(sid)).map((l) => l.offer_id)).toEqual([small]);
  });
});

describe('the marketplace failing', () => {
  test('the cart page says the cart cannot be loaded now, never that it is empty, 503 with Retry-After, never a 500', async () => {
    const { app: down } = createTestApp({ db, transport: () => async () => { throw new Error('connection refused'); } });
    const res = await request(down).get(cartPath('it-IT')).set('cookie', 'spareo_sid=' + 'a'.repeat(43));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    const text = textOf(res.text);
    expect(text).not.toContain('Il tuo carrello è vuoto.');
    expect(text).toContain('Al momento non è possibile caricare il carrello.');
  });

  test('a failed session call answers with a message and stores no cookie and no cart line', async () => {
    const before = await lineCount();
    const { app: noSessions } = createTestApp({
      db,
      transport: (inner) => async (req, signal) => (req.path === '/session' ? { status: 503, body: null } : inner(req, signal)),
    });
    const agent = request.agent(noSessions);
    const res = await agent.post(cartPath('fr-FR')).type('form').send({ action: 'add', offerId: String(fx.offers.discA), quantity: '1' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/fr-FR/panier?notice=sessionFailed');
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('spareo_sid');
    expect(await lineCount()).toBe(before);
    expect(textOf((await agent.get(String(res.headers.location))).text)).toContain('Le panier est momentanément indisponible.');
  });
});

describe('a new visitor\'s add while the shop is away', () => {
  test.each<[Locale, string, string]>([
    ['de-DE', 'Der Warenkorb ist gerade nicht erreichbar.', 'Ihr Warenkorb ist leer.'],
    ['fr-FR', 'Le panier est momentanément indisponible.', 'Votre panier est vide.'],
    ['it-IT', 'Il carrello non è disponibile al momento.', 'Il tuo carrello è vuoto.'],
  ])('%s: the page says once that the cart cannot be reached, never that it is empty', async (locale, away, empty) => {
    const { app: away503 } = createTestApp({ db, transport: () => async () => { throw new Error('connection refused'); } });
    const agent = request.agent(away503);
    const res = await agent.post(cartPath(locale)).type('form').send({ action: 'add', offerId: String(fx.offers.discA), quantity: '1' });
    expect(res.status).toBe(303);
    const page = await agent.get(String(res.headers.location));
    const text = textOf(page.text);
    expect(text).toContain(away);
    expect(text).not.toContain(empty);
    expect(page.text.match(/class="cart-message[^"]*"/g) ?? []).toHaveLength(1);
  });
});

describe('the optimise proposal', () => {
  test('shown when it saves money, applied by its button', async () => {
    const agent = visitor();
    const add = (offerId: number, quantity: number) => agent.post(cartPath('de-DE')).type('form').send({ action: 'add', offerId: String(offerId), quantity: String(quantity) });
    const sid = sidOf(await add(fx.offers.padA, 2));
    await add(fx.offers.wiperB, 1);
    // Pads from shop B (2 x 6.00 instead of 2 x 6.50) and no shipping from shop A: 13.00 + 4.90 -> 12.00.
    const page = await agent.get(cartPath('de-DE'));
    const text = textOf(page.text);
    expect(text).toContain(`${price(590, 'de-DE')} sparen`);
    expect(text).toContain('Diesen Artikel verschieben zu Fixture Shop B');
    expect(page.text).toContain('name="action" value="optimise"');
    const apply = await agent.post(cartPath('de-DE')).type('form').send({ action: 'optimise' });
    expect(apply.headers.location).toBe('/Warenkorb?notice=optimised');
    expect((await linesOf(sid)).map((l) => l.offer_id).sort()).toEqual([fx.offers.padB, fx.offers.wiperB].sort());
    const after = textOf((await agent.get(String(apply.headers.location))).text);
    expect(after).toContain('Der Sparvorschlag wurde übernommen.');
    expect(after).not.toContain('verschieben zu');
  });

  test('not shown when the cart is already the cheapest', async () => {
    const agent = visitor();
    await agent.post(cartPath('de-DE')).type('form').send({ action: 'add', offerId: String(fx.offers.wiperB), quantity: '1' });
    const page = await agent.get(cartPath('de-DE'));
    expect(page.text).not.toContain('value="optimise"');
  });
});

describe('sessions and delivery countries', () => {
  test('a stale session cookie is replaced before the add', async () => {
    const stale = 'x'.repeat(43);
    const res = await request(app).post(cartPath('de-DE')).set('cookie', `spareo_sid=${stale}; spareo_delivery_country=DE`).type('form')
      .send({ action: 'add', offerId: String(fx.offers.discA), quantity: '1' });
    expect(res.headers.location).toBe('/Warenkorb?notice=added');
    const sid = sidOf(res);
    expect(sid).not.toBe(stale);
    expect(await linesOf(sid)).toHaveLength(1);
  });

  test('a shop that does not ship to the delivery country is marked and left out of the sums', async () => {
    const agent = request.agent(app).set('cookie', 'spareo_delivery_country=CH');
    await agent.post(cartPath('de-DE')).type('form').send({ action: 'add', offerId: String(fx.offers.wiperB), quantity: '1' });
    const text = textOf((await agent.get(cartPath('de-DE'))).text);
    expect(text).toContain('Dieser Shop liefert nicht nach Schweiz.');
    expect(text).toContain(`Gesamtsumme ${price(0, 'de-DE')}`);
  });

  test('a visitor without a session sees the empty cart, without asking the marketplace for one', async () => {
    const res = await request(app).get(cartPath('es-ES'));
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringContaining('spareo_sid=')]));
    const text = textOf(res.text);
    expect(text).toContain('Su carrito está vacío.');
    expect(text).not.toContain('no podemos cargar el carrito');
  });
});

describe('every edition', () => {
  test.each(['de-DE', 'de-AT', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL'] as Locale[])('%s: a full cart page with a proposal and messages has no missing text', async (locale) => {
    const agent = visitor();
    const add = (offerId: number) => agent.post(cartPath(locale)).type('form').send({ action: 'add', offerId: String(offerId), quantity: '2' });
    await add(fx.offers.padA);
    await add(fx.offers.wiperB);
    const page = await agent.get(pathFor(`Cart___${locale}`, {}, { query: { notice: 'added', skipped: '2', limited: '1' } }));
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<html lang="${locale}">`);
    expect(page.text).toContain('value="optimise"');
    // i18next answers a missing key with the key itself.
    expect(textOf(page.text)).not.toMatch(/\bcart\.[a-zA-Z]/);
  });
});
