/**
 * A business buyer (a company with a VAT ID) has no consumer's right of withdrawal: it is told so
 * before it orders, its order page offers no withdrawal and sends it to the shop for a return under
 * the shop's own terms, and a withdrawal sent anyway is refused with no credit note issued. In
 * German and in French.
 */
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { EDITIONS, orderWords, type Locale } from '../../locales/editions';
import { projectRoot } from '../../server/shared/paths';
import { addToCart, filledForm, formOf, orderNumberOf, shopperAgent } from './helpers';
import { offersFromShops, shopToken, checkoutShopWithMailbox } from './support';
import { bookTransferReceived } from '../support/transfer-booked';

jest.setTimeout(120_000);

const started = checkoutShopWithMailbox();

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, '\'').replace(/&quot;/g, '"');

function words(locale: Locale, file: string, key: string): string {
  let node: unknown = JSON.parse(fs.readFileSync(path.join(projectRoot, 'locales', 'resources', EDITIONS[locale].language, `${file}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}

const CASES: [Locale, string][] = [['de-DE', 'DE136695976'], ['fr-FR', 'FR40303265045']];

describe.each(CASES)('%s', (locale, vatId) => {
  const edition = EDITIONS[locale];
  const route = orderWords(edition.words);

  test('a business buyer is told before ordering, is offered no withdrawal, is sent to the shop, and a withdrawal is refused without a credit note', async () => {
    const [offer] = await offersFromShops(started.shop.db, edition.country, 1);
    const agent = shopperAgent(started.shop.origin);
    await addToCart(agent, started.shop.origin, `${edition.prefix}/${edition.words.cart}`, [offer!.offerId]);
    const checkout = await agent.get(`${edition.prefix}/${route.checkout}`).expect(200);
    const placed = await agent.post(`${edition.prefix}/${route.checkout}`).set('origin', started.shop.origin).type('form')
      .send(filledForm(checkout.text, { company: locale === 'fr-FR' ? 'Garage Dupont SARL' : 'Werkstatt Müller GmbH', vatId })).expect(303);
    const number = orderNumberOf(placed.headers.location!);
    const part = await started.shop.db.kysely.selectFrom('order_shops as p').innerJoin('orders as o', 'o.id', 'p.order_id').select(['p.id', 'p.number', 'p.shop_id'])
      .where('o.number', '=', number).executeTakeFirstOrThrow();
    await bookTransferReceived(started.shop.db.kysely, part.number);
    const auth = { authorization: `Bearer ${await shopToken(started.shop.db, part.shop_id)}` };
    await request(started.shop.origin).post(`/shop-orders/${part.shop_id}/orders/${part.number}/status`).set(auth).send({ status: 'shipped', carrier: 'DPD', trackingNumber: '01234567890123' }).expect(200);

    const page = placed.headers.location!.replace('&placed=1', '');
    const html = text((await agent.get(page).expect(200)).text);
    expect(html).not.toContain('withdrawal-link');
    expect(html).toContain(words(locale, 'withdrawal', 'withdrawal.period.business').replace('{{part}}', part.number));

    // The form itself offers nothing to withdraw from, and a statement sent anyway is refused.
    const url = new URL(page, started.shop.origin);
    const formPath = `${url.pathname}/${route.withdraw}${url.search}`;
    const formPage = await agent.get(`${formPath}&part=${part.number}`).expect(200);
    expect(formPage.text).not.toContain(`value="${part.number}:1"`);
    const fields = formOf(formPage.text);
    const sent = await agent.post(formPath).set('origin', started.shop.origin).type('form')
      .send(new URLSearchParams([...Object.entries({ ...fields, part: part.number, name: 'Max Müller', email: 'werkstatt@example.com' }).filter(([k]) => k !== 'lines'), ['lines', `${part.number}:1`]]).toString());
    expect(sent.status).not.toBe(303);
    const withdrawals = await started.shop.db.kysely.selectFrom('withdrawals').select('id').where('order_shop_id', '=', part.id).execute();
    const credits = await started.shop.db.kysely.selectFrom('invoices').select('id').where('order_shop_id', '=', part.id).where('kind', '=', 'credit_note').execute();
    expect({ withdrawals, credits }).toEqual({ withdrawals: [], credits: [] });
    // Said before ordering, beside the business fields.
    expect(text(checkout.text)).toContain(words(locale, 'checkout', 'checkout.business.terms'));
  });
});
