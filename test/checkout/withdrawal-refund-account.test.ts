/**
 * The withdrawal form asks where a part paid by prepayment is refunded to (holder and IBAN, checked
 * as banks check them), in the shopper's language, without JavaScript: a wrong IBAN brings the form
 * back with the reason beside the field and what was typed kept; a right one is kept for the order
 * and the refund transfer file pays it. A part paid through the provider asks nothing (the money
 * goes back the way it came); one paid to the shop on delivery says the shop refunds it.
 */
import request from 'supertest';
import { recordEvent } from '../../server/marketplace/orders/events';
import { shopOrderStep } from '../../server/marketplace/flows/index';
import { refundTransferFile } from '../../server/marketplace/refunds/index';
import { addToCart, filledForm, formOf, orderNumberOf, shopperAgent, type Agent } from './helpers';
import { offersFromShops, shopToken, checkoutShopWithMailbox } from './support';
import { bookTransferReceived } from '../support/transfer-booked';

jest.setTimeout(180_000);

const started = checkoutShopWithMailbox();
const DEBTOR = { holder: 'Spareo GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, '\'').replace(/&quot;/g, '"');

interface Edition { locale: 'de-DE' | 'fr-FR'; cart: string; checkout: string; withdraw: string; address: Record<string, string>; other: 'cod' | 'card' }
const GERMAN: Edition = { locale: 'de-DE', cart: '/Warenkorb', checkout: '/Kasse', withdraw: 'widerrufen', address: {}, other: 'cod' };
const FRENCH: Edition = {
  locale: 'fr-FR', cart: '/fr-FR/panier', checkout: '/fr-FR/commande', withdraw: 'retractation', other: 'card',
  address: { name: 'Camille Arnaud', street: '12 rue de Rivoli', zip: '75004', city: 'Paris', phone: '06 12 34 56 78', email: 'camille.arnaud@example.org' },
};

/** An order of two shops: the first paid by prepayment, the second by `other`; both shipped. */
async function shippedOrder(edition: Edition) {
  const db = started.shop.db.kysely;
  const offers = await offersFromShops(started.shop.db, edition.locale.slice(3), 2);
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, edition.cart, offers.map((o) => o.offerId));
  const form = await agent.get(edition.checkout).expect(200);
  const placed = await agent.post(edition.checkout).set('origin', started.shop.origin).type('form').send(filledForm(form.text, edition.address)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const parts = await db.selectFrom('order_shops as p').innerJoin('orders as o', 'o.id', 'p.order_id').select(['p.id', 'p.order_id', 'p.number', 'p.shop_id as shopId'])
    .where('o.number', '=', number).orderBy('p.id').execute();
  const [prepaid, other] = parts as [typeof parts[number], typeof parts[number]];
  await bookTransferReceived(db, prepaid.number);
  await db.updateTable('order_shops').set({ payment_method: edition.other, status: 'new' }).where('id', '=', other.id).execute();
  if (edition.other === 'card') await recordEvent(db, { orderId: other.order_id, orderShopId: other.id, kind: 'paid', actor: 'system', at: new Date(), detail: {} });
  for (const part of parts) {
    const auth = { authorization: `Bearer ${await shopToken(started.shop.db, part.shopId)}` };
    await request(started.shop.origin).post(`/shop-orders/${part.shopId}/orders/${part.number}/status`).set(auth).send({ status: 'shipped', carrier: 'DPD', trackingNumber: '01234567890123' }).expect(200);
  }
  const page = new URL(placed.headers.location!.replace('&placed=1', ''), started.shop.origin);
  return { agent, formPath: `${page.pathname}/${edition.withdraw}${page.search}`, prepaid, other };
}

/** The form as the page rendered it, the part and all its lines chosen, the account as given. */
function post(agent: Agent, formPath: string, html: string, part: string, account: { holder: string; iban: string }) {
  const fields = formOf(html);
  const lines = [...new Set([...html.matchAll(new RegExp(`value="(${part}:\\d+)"`, 'g'))].map((m) => m[1]!))];
  const body = new URLSearchParams([...Object.entries({ ...fields, part, ...account }).filter(([k]) => k !== 'lines'), ...lines.map((l) => ['lines', l] as [string, string])]);
  return agent.post(formPath).set('origin', started.shop.origin).type('form').send(body.toString());
}

const cases: [Edition, { way: RegExp; other: RegExp; iban: string; wrongIban: string; holder: string; ibanError: string; holderError: string }][] = [
  [GERMAN, {
    way: /data-refund-way="transfer">Erstattung: Sie haben per Vorkasse bezahlt; wir überweisen den Betrag auf das Konto, das Sie unten angeben\./,
    other: /data-refund-way="shop">Erstattung: Sie haben direkt an [^<]+ bezahlt \(per Nachnahme oder auf Rechnung\); [^<]+ erstattet Ihnen den Betrag selbst\./,
    iban: 'DE89 3704 0044 0532 0130 00', wrongIban: 'DE89 3704 0044 0532 0130 01', holder: 'Henrike Quellenberg',
    ibanError: 'Diese IBAN stimmt nicht. Bitte prüfen Sie Länge und Prüfziffern.', holderError: 'Bitte geben Sie den Namen des Kontoinhabers an (höchstens 70 Zeichen).',
  }],
  [FRENCH, {
    way: /data-refund-way="transfer">Remboursement\u00a0: vous avez payé par virement anticipé\u202f; nous virons le montant sur le compte que vous indiquez ci-dessous\./,
    other: /data-refund-way="provider">Remboursement\u00a0: par le moyen de paiement que vous avez utilisé/,
    iban: 'FR14 2004 1010 0505 0001 3M02 606', wrongIban: 'FR14 2004 1010 0505 0001 3M02 607', holder: 'Camille Arnaud',
    ibanError: 'Cet IBAN n’est pas valide. Vérifiez sa longueur et sa clé de contrôle.', holderError: 'Indiquez le nom du titulaire du compte (70 caractères au plus).',
  }],
];

test.each(cases)('%s: the account asked for the prepayment part only, refused beside the field, kept, and paid by the refund transfer file', async (edition, words) => {
  const db = started.shop.db.kysely;
  const { agent, formPath, prepaid, other } = await shippedOrder(edition);
  const html = text((await agent.get(formPath).expect(200)).text);
  expect(html).toMatch(words.way);
  expect(html).toMatch(words.other);
  // One account field set, for the prepayment part only.
  expect(html.match(/name="iban"/g)).toHaveLength(1);
  expect(html).toContain(prepaid.number);

  // A wrong IBAN: the form again, the reason beside the field, what was typed kept, nothing recorded.
  const wrong = await post(agent, formPath, html, prepaid.number, { holder: words.holder, iban: words.wrongIban });
  expect(wrong.status).toBe(400);
  const refused = text(wrong.text);
  expect(refused).toMatch(new RegExp(`<input id="withdrawal-iban"[^>]*aria-invalid="true" aria-describedby="withdrawal-iban-error" name="iban" value="${words.wrongIban}"/><p class="field-error" id="withdrawal-iban-error">${words.ibanError}</p>`));
  expect(refused).toContain(`value="${words.holder}"`);
  expect(await db.selectFrom('withdrawals').select('id').where('order_shop_id', '=', prepaid.id).executeTakeFirst()).toBeUndefined();
  // An IBAN without a holder: the holder's field says so.
  const noHolder = text((await post(agent, formPath, html, prepaid.number, { holder: ' ', iban: words.iban }).expect(400)).text);
  expect(noHolder).toContain(`<p class="field-error" id="withdrawal-holder-error">${words.holderError}</p>`);

  // Right: recorded, the account kept for the order, and the shop's refund goes into the transfer file to it.
  await post(agent, formPath, html, prepaid.number, { holder: words.holder, iban: words.iban }).expect(303);
  expect(await db.selectFrom('withdrawals').select('id').where('order_shop_id', '=', prepaid.id).executeTakeFirst()).toBeDefined();
  const kept = await db.selectFrom('refund_accounts').select(['holder', 'iban']).where('order_id', '=', prepaid.order_id).executeTakeFirstOrThrow();
  expect(kept).toEqual({ holder: words.holder, iban: words.iban.replace(/\s/g, '') });
  expect(await shopOrderStep(db, prepaid.shopId, prepaid.number, { status: 'refunded' })).toMatchObject({ ok: true, changed: true });
  const refund = await db.selectFrom('refunds').select(['method', 'iban', 'holder', 'end_to_end_id']).where('order_shop_id', '=', prepaid.id).executeTakeFirstOrThrow();
  expect(refund).toMatchObject({ method: 'transfer', iban: kept.iban, holder: words.holder });
  const file = (await refundTransferFile(db, DEBTOR, 'staff:1'))!;
  const transfer = file.xml.slice(file.xml.indexOf(`<EndToEndId>${refund.end_to_end_id}</EndToEndId>`));
  expect(transfer.slice(0, transfer.indexOf('</CdtTrfTxInf>'))).toMatch(new RegExp(`<Nm>${words.holder}</Nm>[\\s\\S]*<IBAN>${kept.iban}</IBAN>`));

  // The other part asks nothing: left empty, its withdrawal is recorded, no account is touched.
  await post(agent, formPath, html, other.number, { holder: '', iban: '' }).expect(303);
  expect((await db.selectFrom('refund_accounts').select(['holder', 'iban']).where('order_id', '=', prepaid.order_id).executeTakeFirstOrThrow())).toEqual(kept);
});
