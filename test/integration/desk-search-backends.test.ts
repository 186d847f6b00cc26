/**
 * The desk on both backends: one search field finds an order by part of the buyer's name and a
 * shopper by e-mail whatever the case; a review's decision is undone back to where it was, with
 * the history and what the approval put aside; the audit log is filtered by staff member, action,
 * object and time, a page at a time, with people and reviews named.
 */
import type { Db } from '../../server/marketplace/db/connection';
import { approvedReviews, submitReview } from '../../server/marketplace/reviews/index';
import { moderateReview } from '../../server/marketplace/reviews/article-reviews';
import { reviewHistories, undoDecision } from '../../server/marketplace/reviews/decisions';
import { deskSearch } from '../../server/marketplace/desk/search';
import { auditPage, recordAudit } from '../../server/marketplace/staff/index';
import { BACKENDS, closeBackends, freshDatabase } from './commerce-backends';

afterAll(closeBackends);

const AT = '2026-11-20T10:00:00.000Z';

async function staffMember(db: Db, name: string, email: string) {
  return db.insertInto('staff').values({ email, name, locale: 'de-DE', role: 'support', shop_id: null, totp_secret: 'x', created_at: AT }).returning('id').executeTakeFirstOrThrow();
}

async function order(db: Db, suffix: string, name: string, email: string, city = 'Köln') {
  const number = `SP-261120-${suffix}`;
  const row = await db.insertInto('orders').values({
    number, idempotency_key: `search-${suffix}`, session_id: null, user_id: null, locale: 'de-DE', delivery_country: 'DE', email, phone: null,
    delivery_address: JSON.stringify({ name, street: 'Heidestraße 17', zip: '51147', city, country: 'DE' }), billing_address: null,
    items_cents: 10_000, shipping_cents: 500, total_cents: 10_500, vat_cents: 0, page_url: '', created_at: AT,
  }).returning('id').executeTakeFirstOrThrow();
  const part = await db.insertInto('order_shops').values({
    order_id: row.id, number: `${number}-1`, shop_id: 1, shop_name: 'Teilehaus Eins', status: 'delivered', payment_method: 'invoice', payment_reference: number, bank_account: null,
    items_cents: 10_000, shipping_cents: 500, total_cents: 10_500, vat_rate_bp: 1900, vat_cents: 0, vat_note: null, delivery_days_min: 1, delivery_days_max: 3,
    terms: 'AGB', cancellation_policy: 'Widerruf', terms_accepted_at: AT, acknowledged_at: AT, carrier: null, tracking_number: null, refusal_reason: null, status_changed_at: AT, shipped_at: AT,
  }).returning('id').executeTakeFirstOrThrow();
  return { number, partId: part.id };
}

async function shop(db: Db) {
  await db.insertInto('shops').values({ id: 1, name: 'Teilehaus Eins', slug: 'teilehaus-eins', rating: 4, email: 'kontakt@teilehaus.example' }).execute();
}

describe.each(BACKENDS)('on %s', (backend) => {
  test('a part of the buyer\'s name finds the order; an e-mail in another case finds the shopper; a shop by its slug; a message by its text', async () => {
    const db = (await freshDatabase(backend)).db.kysely;
    await shop(db);
    const erika = await order(db, 'ABCDEF', 'Erika Mustermann', 'erika.m@example.de');
    await order(db, 'GHJKMN', 'Hans Schulz', 'hans@example.de', 'Musterstadt');
    await db.insertInto('contact_messages').values({ locale: 'de-DE', name: 'Jan Berg', email: 'jan@example.de', order_number: null, message: 'Die Bremsscheibe quietscht seit gestern.' }).execute();

    const byName = await deskSearch(db, 'musterm');
    expect(byName.orders.map((found) => found.number)).toEqual([erika.number]);
    expect(byName.orders[0]).toMatchObject({ buyer: 'Erika Mustermann', email: 'erika.m@example.de' });
    // The town "Musterstadt" in the other order's address is no hit on its buyer.
    expect((await deskSearch(db, 'muster')).orders.map((found) => found.number)).toEqual([erika.number]);

    const byMail = await deskSearch(db, 'ERIKA.M@');
    expect(byMail.shoppers).toEqual([{ email: 'erika.m@example.de', name: 'Erika Mustermann', orders: 1, account: false }]);
    expect((await deskSearch(db, 'abcdef-1')).orders.map((found) => found.number)).toEqual([erika.number]);
    expect((await deskSearch(db, 'TEILEHAUS-e')).shops.map((found) => found.slug)).toEqual(['teilehaus-eins']);
    const messages = (await deskSearch(db, 'quietscht')).messages;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'contact', from: 'Jan Berg' });
    // % and _ are letters in a search, not wildcards.
    expect((await deskSearch(db, '%%')).orders).toEqual([]);
  });

  test('a decision undone: the review is back where it was, the reviews the approval replaced shown again, all in its history', async () => {
    const db = (await freshDatabase(backend)).db.kysely;
    await shop(db);
    const petra = await staffMember(db, 'Petra Wolf', 'petra@spareo.example');
    const first = await order(db, 'PQRSTU', 'Erika Mustermann', 'erika.m@example.de');
    const second = await order(db, 'VWXYZ2', 'Erika Mustermann', 'erika.m@example.de');
    const review = (text: string, partId: number) => submitReview(db, { orderShopId: partId, articleId: 7, rating: 4, text, author: 'Erika M.', langNo: 1, buyerKey: 'erika-key' });
    const earlier = await review('Passt gut.', first.partId);
    if (!earlier.ok) throw new Error('not kept');
    expect(await moderateReview(db, earlier.id, 'approved', petra.id)).toBe(true);
    const later = await review('Passt gut, nach 1000 km noch immer.', second.partId);
    if (!later.ok) throw new Error('not kept');
    expect(await moderateReview(db, later.id, 'approved', petra.id, new Date(), { staffName: 'Petra Wolf', reason: 'sachlich' })).toBe(true);
    expect((await approvedReviews(db, 7, 1)).reviews.map((shown) => shown.id)).toEqual([later.id]);

    const undone = await undoDecision(db, later.id, { id: petra.id, name: 'Petra Wolf' }, 'zu früh freigegeben');
    expect(undone).toEqual({ ok: true, status: 'pending', was: 'approved' });
    // The shop shows the earlier review again, the later waits for the desk once more.
    expect((await approvedReviews(db, 7, 1)).reviews.map((shown) => shown.id)).toEqual([earlier.id]);
    const status = await db.selectFrom('article_reviews').select(['id', 'status', 'moderated_by']).where('id', '=', later.id).executeTakeFirstOrThrow();
    expect(status).toMatchObject({ status: 'pending', moderated_by: null });
    const history = (await reviewHistories(db, [later.id])).get(later.id)!;
    expect(history.map(({ staffName, from, to, reason, undo }) => ({ staffName, from, to, reason, undo }))).toEqual([
      { staffName: 'Petra Wolf', from: 'pending', to: 'approved', reason: 'sachlich', undo: false },
      { staffName: 'Petra Wolf', from: 'approved', to: 'pending', reason: 'zu früh freigegeben', undo: true },
    ]);
    // Nothing left to undo; decided again, it can be undone again.
    expect(await undoDecision(db, later.id, { id: petra.id, name: 'Petra Wolf' }, '')).toEqual({ ok: false, reason: 'nothing' });
    expect(await moderateReview(db, later.id, 'rejected', petra.id)).toBe(true);
    expect(await undoDecision(db, later.id, { id: petra.id, name: 'Petra Wolf' }, '')).toMatchObject({ ok: true, status: 'pending', was: 'rejected' });
    expect(await undoDecision(db, 999_999, { id: petra.id, name: 'Petra Wolf' }, '')).toEqual({ ok: false, reason: 'not_found' });
  });

  test('the audit log filtered by staff member, action, object and time, paged, with people and reviews named', async () => {
    const db = (await freshDatabase(backend)).db.kysely;
    await shop(db);
    const petra = await staffMember(db, 'Petra Wolf', 'petra@spareo.example');
    const jonas = await staffMember(db, 'Jonas Kern', 'jonas@spareo.example');
    const bought = await order(db, 'ABCDE2', 'Erika Mustermann', 'erika.m@example.de');
    const kept = await submitReview(db, { orderShopId: bought.partId, articleId: 7, rating: 5, text: 'Sehr gut verpackt.', author: 'Erika M.', langNo: 1, buyerKey: 'k' });
    if (!kept.ok) throw new Error('not kept');
    const as = (id: number, email: string) => ({ id, email });
    for (let day = 1; day <= 60; day += 1) {
      await recordAudit(db, as(petra.id, 'petra@spareo.example'), 'note_added', { orderNumber: bought.number, detail: { noteId: day } }, new Date(Date.UTC(2026, 9, 1 + (day % 30), 9)));
    }
    await recordAudit(db, as(jonas.id, 'jonas@spareo.example'), 'review_rejected', { detail: { reviewId: kept.id, reason: 'Werbung' } }, new Date('2026-11-02T08:00:00.000Z'));
    await recordAudit(db, as(jonas.id, 'jonas@spareo.example'), 'staff_invited', { shopId: 1, detail: { staffId: petra.id, role: 'support' } }, new Date('2026-11-03T08:00:00.000Z'));

    const all = await auditPage(db, {}, 1);
    expect(all.total).toBe(62);
    expect(all.entries).toHaveLength(50);
    expect((await auditPage(db, {}, 2)).entries).toHaveLength(12);
    expect(all.people?.map((person) => person.name)).toEqual(['Jonas Kern', 'Petra Wolf']);

    const jonasOnly = await auditPage(db, { staffId: jonas.id }, 1);
    expect(jonasOnly.entries.map((entry) => entry.action)).toEqual(['staff_invited', 'review_rejected']);
    expect(jonasOnly.entries[1]).toMatchObject({ staffName: 'Jonas Kern', detail: JSON.stringify({ review: 'Erika M. · Sehr gut verpackt.', reason: 'Werbung' }) });
    expect(jonasOnly.entries[0]).toMatchObject({ shopName: 'Teilehaus Eins', detail: JSON.stringify({ person: 'Petra Wolf', role: 'support' }) });

    expect((await auditPage(db, { action: 'review_rejected' }, 1)).total).toBe(1);
    expect((await auditPage(db, { object: 'teilehaus' }, 1)).entries.map((entry) => entry.action)).toEqual(['staff_invited']);
    expect((await auditPage(db, { object: bought.number.slice(-6).toLowerCase() }, 1)).total).toBe(60);
    const november = await auditPage(db, { from: '2026-10-31T23:00:00.000Z', before: '2026-11-30T23:00:00.000Z' }, 1);
    expect(november.entries.map((entry) => entry.action)).toEqual(['staff_invited', 'review_rejected']);
    // A number that names nothing for a reader is left out of the details.
    expect((await auditPage(db, { action: 'note_added' }, 1)).entries[0]!.detail).toBeNull();
  });
});
