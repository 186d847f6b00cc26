/**
 * The desk in the gallery: a support account per edition and viewport (each signs in once: a code
 * is never accepted twice) in that edition's language, and one order with a mail and a note, so
 * the sign-in and the order's timeline can be shot.
 */
import type { Page } from 'puppeteer-core';
import { LOCALES, type Locale } from '../../locales/editions';
import type { Database } from '../../server/marketplace/db/connection';
import { acceptedStep, acceptInvitation, currentCode, findStaffById, inviteStaff } from '../../server/marketplace/staff';
import { hashPassword } from '../../server/marketplace/users';
import type { StaffRole } from '../../contract/calls/staff';

export interface ShotAccount { email: string; password: string; secret: string }

export interface DeskShotData {
  orderNumber: string;
  accounts: Record<string, ShotAccount[]>;
}

const PASSWORD = 'gallery desk password';

/** Staff accounts with their sign-in done once (password and second factor), as many as sign-ins are needed. */
export async function shotAccounts(db: Database, who: { role: StaffRole; locale: Locale; shopId: number | null; name: string }, count: number): Promise<ShotAccount[]> {
  const k = db.kysely;
  const hash = await hashPassword(PASSWORD);
  const accounts: ShotAccount[] = [];
  for (let n = 0; n < count; n++) {
    const email = `${who.role.replace('_', '-')}-${who.shopId ?? 'desk'}-${who.locale.toLowerCase()}-${n}@spareo.example`;
    const invited = await inviteStaff(k, { email, name: who.name, locale: who.locale, role: who.role, shopId: who.shopId }, null);
    const row = await findStaffById(k, invited!.id);
    const earlier = Date.now() - 60_000;
    await acceptInvitation(k, invited!.token, invited!.id, hash, acceptedStep(row!.totp_secret, currentCode(row!.totp_secret, earlier), null, earlier)!);
    accounts.push({ email, password: PASSWORD, secret: row!.totp_secret });
  }
  return accounts;
}

export async function prepareDeskShots(db: Database, perLocale: number): Promise<DeskShotData> {
  const k = db.kysely;
  const accounts: DeskShotData['accounts'] = {};
  for (const locale of LOCALES) accounts[locale] = await shotAccounts(db, { role: 'support', locale, shopId: null, name: `Sam Support (${locale})` }, perLocale);
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 9, minutes)).toISOString();
  const shop = await k.selectFrom('shops').select(['id', 'name']).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const orderNumber = 'SP-261124-GARAGE';
  const { id } = await k.insertInto('orders').values({
    number: orderNumber, idempotency_key: 'gallery-desk', locale: 'de-DE', delivery_country: 'DE', email: 'erika.muster@example.de',
    delivery_address: JSON.stringify({ name: 'Erika Muster', street: 'Heidestraße 17', zip: '51147', city: 'Köln', country: 'DE' }),
    items_cents: 8990, shipping_cents: 495, total_cents: 9485, vat_cents: 1514, page_url: 'http://127.0.0.1/', created_at: at(0),
  }).returning('id').executeTakeFirstOrThrow();
  const { id: part } = await k.insertInto('order_shops').values({
    order_id: id, number: `${orderNumber}-1`, shop_id: shop.id, shop_name: shop.name, status: 'shipped', payment_method: 'prepayment', payment_reference: orderNumber,
    items_cents: 8990, shipping_cents: 495, total_cents: 9485, vat_rate_bp: 1900, vat_cents: 1514, delivery_days_min: 1, delivery_days_max: 3,
    terms: '', cancellation_policy: '', terms_accepted_at: at(0), acknowledged_at: at(12), carrier: 'DHL', tracking_number: '00340434161094042557', status_changed_at: at(95),
  }).returning('id').executeTakeFirstOrThrow();
  await k.insertInto('order_events').values([
    { order_id: id, order_shop_id: null, kind: 'placed', at: at(0), actor: 'shopper', detail: '{}' },
    { order_id: id, order_shop_id: part, kind: 'accepted', at: at(30), actor: `shop:${shop.id}`, detail: '{}' },
    { order_id: id, order_shop_id: part, kind: 'shipped', at: at(95), actor: `shop:${shop.id}`, detail: JSON.stringify({ carrier: 'DHL', trackingNumber: '00340434161094042557' }) },
  ]).execute();
  await k.insertInto('mail_queue').values([
    { kind: 'confirmation', order_id: id, recipient: 'erika.muster@example.de', subject: `Ihre Bestellung ${orderNumber}`, text_body: '-', html_body: '-', next_attempt_at: at(0), created_at: at(0), sent_at: at(1), attempts: 1 },
    { kind: 'shipped', order_id: id, recipient: 'erika.muster@example.de', subject: 'Ihre Teile sind unterwegs', text_body: '-', html_body: '-', next_attempt_at: at(95), created_at: at(95), failed_at: at(140), attempts: 60, last_error: '550 mailbox unavailable' },
  ]).execute();
  await k.insertInto('order_notes').values({ order_id: id, staff_id: null, staff_name: 'Sam Support', text: 'Kundin fragt nach der Sendung; Tracking-Nummer per Telefon durchgegeben.', created_at: at(150) }).execute();
  await prepareDeskWork(db, { orderId: id, part, shop, at });
  return { orderNumber, accounts };
}

const used: Record<string, number> = {};

/** Signs in through the desk's two forms with the next unused account of the edition. */
export async function signInToDesk(page: Page, origin: string, locale: Locale, desk: DeskShotData): Promise<void> {
  const index = used[locale] ?? 0;
  used[locale] = index + 1;
  await signInAsStaff(page, origin, desk.accounts[locale]![index]!);
}

/** The staff sign-in's two forms (the desk's; a shop's people go on to their portal). */
export async function signInAsStaff(page: Page, origin: string, account: ShotAccount): Promise<void> {
  await page.goto(`${origin}/desk/sign-in`, { waitUntil: 'networkidle0' });
  await page.type('#email', account.email);
  await page.type('#password', account.password);
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  await page.type('#code', currentCode(account.secret));
  // Settled, the landing page's own requests (its icon) included, before the state's page is opened.
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('main button[type=submit]')]);
}

/**
 * What the desk's queue and order view show: the order's lines (one refused), a paid mark, the
 * conversation with the shopper (an answer and her mail back), and beside it a contact message, a
 * second order's withdrawal and a held feed waiting.
 */
async function prepareDeskWork(db: Database, order: { orderId: number; part: number; shop: { id: number; name: string }; at: (minutes: number) => string }): Promise<void> {
  const k = db.kysely;
  const { orderId, part, shop, at } = order;
  const offer = await k.selectFrom('offers').select(['id', 'article_id']).where('shop_id', '=', shop.id).limit(1).executeTakeFirstOrThrow();
  const line = (title: string, cents: number, state: string) => ({
    order_shop_id: part, offer_id: offer.id, article_id: offer.article_id, article_number: '0 986 494 294', brand: 'BOSCH', title, quantity: 1,
    unit_price_cents: cents, line_total_cents: cents, refund_cents: 0, state,
  });
  await k.insertInto('order_lines').values([line('Bremsbelagsatz, Scheibenbremse', 5990, 'shipped'), line('Bremsscheibe belüftet', 3000, 'refused')]).execute();
  await k.insertInto('order_events').values([
    { order_id: orderId, order_shop_id: part, kind: 'paid', at: at(20), actor: 'system', detail: '{}' },
    { order_id: orderId, order_shop_id: part, kind: 'refused', at: at(60), actor: `shop:${shop.id}`, detail: JSON.stringify({ reason: 'nicht mehr lieferbar', lines: [2] }) },
  ]).execute();
  const thread = await k.insertInto('desk_threads').values({ order_id: orderId, token: 'a'.repeat(32), email: 'erika.muster@example.de', locale: 'de-DE', created_at: at(160), awaiting_since: at(300) })
    .returning('id').executeTakeFirstOrThrow();
  await k.insertInto('desk_thread_messages').values([
    { thread_id: thread.id, direction: 'answer', staff_name: 'Sam Support', subject: 'Ihre Bestellung', text: 'Guten Tag Erika Muster,\n\nIhr Paket ist mit DHL unterwegs.\n\nMit freundlichen Grüßen\nIhr Kundenservice von Spareo', at: at(160) },
    { thread_id: thread.id, direction: 'reply', sender: 'erika.muster@example.de', subject: 'Re: Ihre Bestellung', text: 'Danke! Die Sendungsverfolgung zeigt seit zwei Tagen nichts Neues.', message_id: '<gallery@example.de>', at: at(300) },
  ]).execute();
  await k.insertInto('contact_messages').values({ received_at: at(-600), locale: 'fr-FR', name: 'Camille Martin', email: 'camille@example.fr', order_number: null, message: 'Bonjour, livrez-vous aussi en Belgique\u00a0?', status: 'new' }).execute();
  const second = await k.insertInto('orders').values({
    number: 'SP-261123-FILTER', idempotency_key: 'gallery-desk-2', locale: 'fr-FR', delivery_country: 'FR', email: 'luc@example.fr',
    delivery_address: JSON.stringify({ name: 'Luc Bernard', street: '3 rue des Lilas', zip: '75011', city: 'Paris', country: 'FR' }),
    items_cents: 2490, shipping_cents: 590, total_cents: 3080, vat_cents: 513, page_url: 'http://127.0.0.1/', created_at: at(-1800),
  }).returning('id').executeTakeFirstOrThrow();
  const secondPart = await k.insertInto('order_shops').values({
    order_id: second.id, number: 'SP-261123-FILTER-1', shop_id: shop.id, shop_name: shop.name, status: 'withdrawn', payment_method: 'card', payment_reference: 'SP-261123-FILTER',
    items_cents: 2490, shipping_cents: 590, total_cents: 3080, vat_rate_bp: 2000, vat_cents: 513, delivery_days_min: 2, delivery_days_max: 4,
    terms: '', cancellation_policy: '', terms_accepted_at: at(-1800), status_changed_at: at(-200), shipped_at: at(-1500),
  }).returning('id').executeTakeFirstOrThrow();
  await k.insertInto('withdrawals').values({ order_id: second.id, order_shop_id: secondPart.id, name: 'Luc Bernard', email: 'luc@example.fr', lines: '[1]', whole_part: 1, statement: 'Je me rétracte.', locale: 'fr-FR', received_at: at(-200) }).execute();
  // Another shop's feed than the portal's gallery imports (a new import of a shop supersedes its held one).
  const heldShop = await k.selectFrom('shops').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  await k.insertInto('feed_imports').values({ shop_id: heldShop.id, status: 'held', source: 'api', created_at: at(-100), hold_reason: JSON.stringify([{ kind: 'removal', removed: 412, current: 530, limitPercent: 30 }]) }).execute();
}
