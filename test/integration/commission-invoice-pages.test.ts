/**
 * The operator's commission invoice through the web tier: the desk closes a month, sees each
 * settlement's commission net, VAT and gross and its invoice beside it; a German shop's owner
 * downloads a German invoice with 19 % VAT from the portal's settlements page, a French shop's owner
 * a French one under reverse charge ("Autoliquidation"), as Factur-X PDF and as XML, the same bytes
 * at every download; another shop's is not found.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../support/app';
import { shipPaidPartInOctober } from '../support/october-parts';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, staffCookie } from '../support/staff';

const OPERATOR_ENV = {
  OPERATOR_NAME: 'Teilewerk Handels GmbH', OPERATOR_STREET: 'Domstraße 1', OPERATOR_POSTCODE: '50668', OPERATOR_CITY: 'Köln',
  OPERATOR_REGISTER: 'Amtsgericht Köln, HRB 98765', OPERATOR_VAT_ID: 'DE136695976', OPERATOR_IBAN: 'DE02120300000000202051', OPERATOR_BIC: 'BYLADEM1001',
};
// The first download makes the invoice's PDF/A and XML, which takes seconds on a loaded machine; later ones hand out the stored bytes.
const { app, db } = createTestApp({ db: createSeededDatabase(), env: { DESK_RATE_LIMIT: '100000', MARKETPLACE_TIMEOUT_MS: '90000', ...OPERATOR_ENV } });
const server = http.createServer(app);
let base = '';
let operator = '';
let ownerDe = '';
let ownerFr = '';

const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie } });
const form = (path: string, cookie: string, body: Record<string, string>) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const k = db.kysely;
  await k.updateTable('shops').set({ legal_name: 'Teilestadt GmbH', street: 'Industriestraße 5', postcode: '50667', city: 'Köln', country: 'DE', vat_id: 'DE129273398', commission_bp: 1250, commission_fixed_cents: 35 }).where('id', '=', 1).execute();
  await k.updateTable('shops').set({ legal_name: 'Pièces Dupont SARL', street: '12 rue de la Paix', postcode: '75002', city: 'Paris', country: 'FR', vat_id: 'FR40303265045', commission_bp: 1000, commission_fixed_cents: 0 }).where('id', '=', 2).execute();
  operator = staffCookie((await createStaff(k, 'operator')).token);
  ownerDe = staffCookie((await createStaff(k, 'shop_owner', { shopId: 1 })).token);
  ownerFr = staffCookie((await createStaff(k, 'shop_owner', { shopId: 2, locale: 'fr-FR' })).token);
  for (const shopId of [1, 2]) await shipPaidPartInOctober(k, shopId, 'SP-261015-PROV');
  expect((await form('/desk/settlements/close', operator, { month: '2026-10' })).status).toBe(303);
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

const settlementOf = (shopId: number) => db.kysely.selectFrom('settlements').select('id').where('shop_id', '=', shopId).executeTakeFirstOrThrow();

test('the desk sees the commission net, VAT and gross and the invoice beside each settlement', async () => {
  const page = await (await get('/desk/settlements?month=2026-10', operator)).text();
  expect(page).toContain('Provision netto');
  expect(page).toContain('USt. auf die Provision');
  // Shop 1: 12,85 € commission, 2,05 € VAT contained, 10,80 € net.
  expect(page).toMatch(/-10,80\s€<\/td><td>-2,05\s€<\/td><td>-12,85\s€/);
  const { id } = await settlementOf(1);
  expect(page).toContain(`href="/desk/settlements/${id}-invoice.pdf"`);
  const xml = await get(`/desk/settlements/${id}-invoice.xml`, operator);
  expect(xml.headers.get('content-type')).toContain('application/xml');
  expect(await xml.text()).toContain('<ram:CategoryCode>S</ram:CategoryCode>');
}, 120_000);

test('a German shop\'s owner downloads its German invoice with 19 % VAT, the same bytes every time', async () => {
  const { id } = await settlementOf(1);
  const listed = await (await get('/portal/settlements', ownerDe)).text();
  expect(listed).toContain('Provisionsrechnung');
  expect(listed).toMatch(/COM-\d{4}-000001/);
  expect(listed).toContain(`href="/portal/settlements/${id}-invoice.pdf"`);
  const first = await get(`/portal/settlements/${id}-invoice.pdf`, ownerDe);
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await first.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(Buffer.compare(bytes, Buffer.from(await (await get(`/portal/settlements/${id}-invoice.pdf`, ownerDe)).arrayBuffer()))).toBe(0);
  const xml = await (await get(`/portal/settlements/${id}-invoice.xml`, ownerDe)).text();
  expect(xml).toContain('<ram:RateApplicablePercent>19.00</ram:RateApplicablePercent>');
  expect(xml).toContain('<ram:CalculatedAmount>2.05</ram:CalculatedAmount>');
  expect(xml).toContain('Teilewerk Handels GmbH');
  expect(xml).toContain('Vermittlungsprovision Oktober 2026');
  // Another shop's invoice is not found.
  expect((await get(`/portal/settlements/${(await settlementOf(2)).id}-invoice.pdf`, ownerDe)).status).toBe(404);
}, 120_000);

test('a French shop\'s owner downloads its French invoice under reverse charge', async () => {
  const { id } = await settlementOf(2);
  const listed = await (await get('/portal/settlements', ownerFr)).text();
  expect(listed).toContain('Facture de commission');
  expect(listed).toContain('Commission HT');
  const xml = await (await get(`/portal/settlements/${id}-invoice.xml`, ownerFr)).text();
  expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
  expect(xml).toContain('Autoliquidation (article 196 de la directive 2006/112/CE)');
  expect(xml).toContain('<ram:ID schemeID="VA">FR40303265045</ram:ID>');
  expect(xml).toContain('Commission d’intermédiation octobre 2026');
  const pdf = await get(`/portal/settlements/${id}-invoice.pdf`, ownerFr);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
}, 120_000);
