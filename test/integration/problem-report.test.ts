/**
 * "Report a problem" on the shopper's order page, on a real server and database (SQLite or
 * PostgreSQL, by jest project), as a plain form without JavaScript: a refused form comes back with
 * the reason beside its field in the shopper's language; a sent one opens the order's conversation
 * at the desk with the kind and the part, waits in the desk's queue, mails the shopper an
 * acknowledgement with the reference (answering it reaches the same conversation) and tells the
 * shop in its own language; a form from another site is refused; past the budget, the form says when.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../support/app';
import { placeShopOrder, type PlacedOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, staffCookie } from '../support/staff';

const DESK_MAILBOX = 'service@spareo.example';
const { app, db, marketplace } = createTestApp({ db: createSeededDatabase(), env: { DESK_RATE_LIMIT: '100000' }, dependencies: { deskMailbox: DESK_MAILBOX } });
const server = http.createServer(app);
let base = '';
let placed: PlacedOrder;
let shopId = 0;

const decode = (html: string) => html.replace(/&#x27;|&#39;/g, '\'').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\u00a0|\u202f|&nbsp;|&#160;/g, ' ');
const orderPath = () => `/fr-FR/mes-commandes/${placed.number}`;
const report = (form: Record<string, string>, origin = base) => fetch(`${base}${orderPath()}?t=${placed.token}`, {
  method: 'POST', redirect: 'manual', headers: { origin, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'fr-FR' },
  body: new URLSearchParams({ intent: 'problem', token: placed.token, part: placed.part, ...form }),
});
const mails = (kind: string) => db.kysely.selectFrom('mail_queue').select(['recipient', 'subject', 'text_body as text', 'reply_to as replyTo']).where('kind', '=', kind).orderBy('id').execute()
  .then((rows) => rows.map((row) => ({ ...row, subject: decode(row.subject), text: decode(row.text) })));

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A German shop with a contact address; the shopper orders in French.
  shopId = (await db.kysely.selectFrom('shops').innerJoin('shop_shipping', 'shop_shipping.shop_id', 'shops.id').innerJoin('offers', 'offers.shop_id', 'shops.id')
    .select('shops.id').where('shops.email', 'is not', null).where('shops.country', '=', 'DE').where('shop_shipping.country', '=', 'DE').where('offers.stock', '>', 3)
    .orderBy('shops.id').executeTakeFirstOrThrow()).id;
  placed = await placeShopOrder(marketplace, db, shopId, { payment: 'prepayment' });
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('the order page offers the form under each part, in the shopper\'s language, without JavaScript', async () => {
  const html = decode(await (await fetch(`${base}${orderPath()}?t=${placed.token}`)).text());
  const form = html.slice(html.indexOf(`id="problem-${placed.part}"`));
  expect(form).toContain('<summary>Signaler un problème</summary>');
  expect(form).toMatch(/<form class="problem-form" action="\/fr-FR\/mes-commandes\/SP-[^"]+\?t=[^"]+#problem-[^"]+" method="post">/);
  expect(form).toContain('<input type="hidden" name="intent" value="problem"/>');
  for (const kind of ['Arrivé endommagé', 'Mauvaise pièce livrée', 'Colis non reçu', 'Autre chose']) expect(form).toContain(kind);
});

test('a form without the kind or the words comes back with the reason beside the field, what was typed kept, nothing sent', async () => {
  const noKind = await report({ text: 'Le disque est arrivé fendu.' });
  expect(noKind.status).toBe(400);
  const html = decode(await noKind.text());
  expect(html).toContain(`<p class="checkout-field-error" id="problem-${placed.part}-kind-error">Veuillez choisir le problème.</p>`);
  expect(html).toContain('Le disque est arrivé fendu.</textarea>');
  expect(html).toMatch(/<details open="">\s*<summary>Signaler un problème<\/summary>/);

  const noText = await report({ kind: 'damaged', text: '  ' });
  expect(noText.status).toBe(400);
  const again = decode(await noText.text());
  expect(again).toContain(`id="problem-${placed.part}-text-error">Veuillez décrire le problème en 5 à 2000 caractères.</p>`);
  expect(again).toMatch(/name="kind" checked="" value="damaged"/);
  expect(await mails('problem_report')).toEqual([]);
});

test('a form from another site is refused', async () => {
  const answer = await report({ kind: 'damaged', text: 'Le disque est arrivé fendu.' }, 'https://elsewhere.example');
  expect(answer.status).toBe(403);
  expect(await mails('problem_report')).toEqual([]);
});

test('a report sent: the page names the reference; the desk\'s conversation and queue have it; the shopper and the shop are mailed', async () => {
  const sent = await report({ kind: 'damaged', text: 'Le disque est arrivé fendu.\nLe carton était écrasé.' });
  expect(sent.status).toBe(303);
  const location = sent.headers.get('location')!;
  const reference = new URL(location, base).searchParams.get('reported')!;
  expect(reference).toMatch(/^PR-\d{6}$/);
  expect(location).toContain(`#problem-${placed.part}`);
  const page = decode(await (await fetch(new URL(location, base))).text());
  expect(page).toContain(`Merci, votre signalement est parvenu à notre service client (référence ${reference}). Une confirmation part à client@example.fr.`);

  // The acknowledgement, in French, answering to the order's conversation at the desk.
  const [ack] = await mails('problem_report');
  expect(ack).toEqual(expect.objectContaining({ recipient: 'client@example.fr', subject: `Commande ${placed.number} : votre signalement ${reference}` }));
  expect(decode(ack!.text)).toContain(`nous avons bien reçu votre signalement concernant la commande partielle ${placed.part}`);
  expect(decode(ack!.text)).toContain(`Arrivé endommagé. Votre référence : ${reference}.`);
  expect(ack!.replyTo).toMatch(/^service\+[0-9a-f]{32}@spareo\.example$/);
  // The shop hears of it in German, with the shopper's words, and its answer goes to the same conversation.
  const shopEmail = (await db.kysely.selectFrom('shops').select('email').where('id', '=', shopId).executeTakeFirstOrThrow()).email!.trim();
  const [notice] = await mails('problem_report_shop');
  expect(notice).toEqual(expect.objectContaining({ recipient: shopEmail, replyTo: ack!.replyTo }));
  expect(notice!.subject).toBe(`Teilbestellung ${placed.part}: Der Kunde meldet ein Problem (Beschädigt angekommen)`);
  expect(notice!.text).toContain('Le disque est arrivé fendu.\nLe carton était écrasé.');

  // The desk: the order's conversation waits in the queue, and the order shows the report with its part and reference.
  const support = staffCookie((await createStaff(db.kysely, 'support', { locale: 'de-DE', name: 'Jana Service' })).token);
  const queue = decode(await (await fetch(`${base}/desk/queue?kind=reply`, { headers: { cookie: support } })).text());
  expect(queue).toContain(`href="/desk/orders/${placed.number}"`);
  expect(queue).toContain('Le disque est arrivé fendu.');
  const work = decode(await (await fetch(`${base}/desk/orders/${placed.number}`, { headers: { cookie: support } })).text());
  expect(work).toContain(`Problem gemeldet · ${reference} · Beschädigt angekommen · Teilbestellung ${placed.part}`);
  expect(work).toContain('Le disque est arrivé fendu.');
});

test('past the budget of reports for the order, the form says when to try again and nothing more is sent', async () => {
  let answer: Response | undefined;
  for (let i = 0; i < 6 && answer?.status !== 429; i += 1) answer = await report({ kind: 'other', text: `Encore une question, numéro ${i}.` });
  expect(answer!.status).toBe(429);
  expect(Number(answer!.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(decode(await answer!.text())).toMatch(/Trop de signalements en peu de temps\. Veuillez réessayer dans \d+ minutes\./);
  expect((await mails('problem_report')).length).toBe(5);
});
