/**
 * The desk's calls. Customer service (support) and the operator work on orders and the inbox (a
 * shopper's personal data is a flow's: flows/endpoints.ts); only the operator manages shops.
 * Every change is written to the audit log.
 */
import { CALLS } from '../../../contract/calls/index';
import { created, notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { recordAudit, staffOnly } from '../staff';
import { replyToContact } from './contact-replies';
import { createShop, issueShopToken, liftSuspension, revokeShopToken } from '../shops';
import { contactMessage, inbox, setContactStatus } from './contact-inbox';
import { contactNotes } from './contact-notes';
import { marksOf } from './marks';
import { addNote, orderDetail, orderIdOf, searchOrders } from './orders';
import { taxSetupInput, taxSetupProblems, type TaxScheme } from '../../../contract/tax-setup';
import { listShopsForDesk, shopMembers, suspendShop } from './shops';
import { mailsQueued, resendOrderMail } from '../mail';
import { claimsOf } from './claims';
import { deskSearch } from './search';

const SERVICE = ['support', 'operator'] as const;
const OPERATOR = ['operator'] as const;

export const deskEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /desk/orders'], staffOnly(SERVICE, async (ctx) => ok({ orders: await searchOrders(ctx.db.kysely, ctx.query) }))),
  endpoint(CALLS['GET /desk/search'], staffOnly(SERVICE, async (ctx) => ok(await deskSearch(ctx.db.kysely, ctx.query.q)))),
  endpoint(CALLS['GET /desk/orders/:number'], staffOnly(SERVICE, async (ctx) => {
    const detail = await orderDetail(ctx.db.kysely, ctx.params.number);
    return detail ? ok(detail) : notFound('order');
  })),
  endpoint(CALLS['POST /desk/orders/:number/mails/:mailId/resend'], staffOnly(SERVICE, async (ctx) => {
    const db = ctx.db.kysely;
    const orderId = await orderIdOf(db, ctx.params.number);
    const mailId = orderId === undefined ? undefined : await resendOrderMail(db, orderId, ctx.params.mailId);
    if (mailId === undefined) return notFound('mail');
    mailsQueued();
    await recordAudit(db, ctx.staff, 'mail_resent', { orderNumber: ctx.params.number, detail: { mailId: ctx.params.mailId, newMailId: mailId } });
    return created({ mailId });
  })),
  endpoint(CALLS['POST /desk/orders/:number/notes'], staffOnly(SERVICE, async (ctx) => {
    const db = ctx.db.kysely;
    const orderId = await orderIdOf(db, ctx.params.number);
    if (orderId === undefined) return notFound('order');
    const id = await addNote(db, orderId, ctx.staff, ctx.body.text);
    await recordAudit(db, ctx.staff, 'note_added', { orderNumber: ctx.params.number, detail: { noteId: id } });
    return created({ id });
  })),
  endpoint(CALLS['GET /desk/contact-messages'], staffOnly(SERVICE, async (ctx) => ok(await inbox(ctx.db.kysely, ctx.query.status, ctx.query.q)))),
  endpoint(CALLS['GET /desk/contact-messages/:id'], staffOnly(SERVICE, async (ctx) => {
    const message = await contactMessage(ctx.db.kysely, ctx.params.id);
    if (!message) return notFound('contact message');
    await recordAudit(ctx.db.kysely, ctx.staff, 'contact_message_read', { orderNumber: message.orderNumber, detail: { messageId: message.id } });
    return ok({ message, claims: await claimsOf(ctx.db.kysely, 'contact', message.id, ctx.staff), marks: await marksOf(ctx.db.kysely, 'contact', message.id), notes: await contactNotes(ctx.db.kysely, message.id) });
  })),
  endpoint(CALLS['POST /desk/contact-messages/:id/status'], staffOnly(SERVICE, async (ctx) => {
    if (!(await setContactStatus(ctx.db.kysely, ctx.params.id, ctx.body.status))) return notFound('contact message');
    await recordAudit(ctx.db.kysely, ctx.staff, 'contact_message_status', { detail: { messageId: ctx.params.id, status: ctx.body.status } });
    return ok({ status: ctx.body.status });
  })),
  endpoint(CALLS['POST /desk/contact-messages/:id/replies'], staffOnly(SERVICE, async (ctx) => {
    const sent = await replyToContact(ctx.db.kysely, ctx.deps, ctx.params.id, ctx.body.text, { id: ctx.staff.id, name: ctx.staff.name });
    if (!sent) return notFound('contact message');
    await recordAudit(ctx.db.kysely, ctx.staff, 'contact_message_answered', { detail: { messageId: ctx.params.id, replyId: sent.id } });
    return ok(sent);
  })),
  endpoint(CALLS['GET /desk/shops'], staffOnly(OPERATOR, async (ctx) => ok({ shops: await listShopsForDesk(ctx.db.kysely) }))),
  endpoint(CALLS['POST /desk/shops'], staffOnly(OPERATOR, async (ctx) => {
    const { country, taxScheme, vatId } = ctx.body;
    let tax: { country: string; scheme: TaxScheme | null; vatId: string } = { country, scheme: null, vatId: '' };
    if (taxScheme || vatId) {
      const checked = taxSetupInput(country).safeParse({ scheme: taxScheme, vatId });
      if (!checked.success) {
        const [field, problem] = Object.entries(taxSetupProblems(checked.error))[0] ?? ['taxScheme', 'required'];
        return { status: 400, body: { error: 'bad_request', field: field === 'scheme' ? 'taxScheme' : field, problem, message: checked.error.issues[0]?.message ?? 'invalid' } };
      }
      tax = { country, ...checked.data };
    }
    const id = await createShop(ctx.db.kysely, ctx.body.name, ctx.body.slug, tax);
    if (id === null) return { status: 409, body: { error: 'conflict', field: 'slug', message: 'a shop with this slug exists' } };
    await recordAudit(ctx.db.kysely, ctx.staff, 'shop_created', { shopId: id });
    return created({ id });
  })),
  endpoint(CALLS['GET /desk/shops/:id'], staffOnly(OPERATOR, async (ctx) => {
    const [shop] = await listShopsForDesk(ctx.db.kysely, ctx.params.id);
    return shop ? ok({ shop, members: await shopMembers(ctx.db.kysely, shop.id) }) : notFound('shop');
  })),
  endpoint(CALLS['POST /desk/shops/:id/token'], staffOnly(OPERATOR, async (ctx) => {
    const db = ctx.db.kysely;
    const [shop] = await listShopsForDesk(db, ctx.params.id);
    if (!shop) return notFound('shop');
    const token = ctx.body.action === 'issue' ? await issueShopToken(db, shop.id) : null;
    if (ctx.body.action === 'revoke') await revokeShopToken(db, shop.id);
    await recordAudit(db, ctx.staff, ctx.body.action === 'issue' ? (shop.tokenIssuedAt ? 'shop_token_rotated' : 'shop_token_issued') : 'shop_token_revoked', { shopId: shop.id });
    return ok({ token });
  })),
  endpoint(CALLS['POST /desk/shops/:id/suspension'], staffOnly(OPERATOR, async (ctx) => {
    const db = ctx.db.kysely;
    const [shop] = await listShopsForDesk(db, ctx.params.id);
    if (!shop) return notFound('shop');
    if (ctx.body.suspended === 'no') {
      await liftSuspension(db, shop.id);
      await recordAudit(db, ctx.staff, 'shop_suspension_lifted', { shopId: shop.id });
      return ok({ suspendedAt: null, offersRemoved: 0 });
    }
    const offersRemoved = await suspendShop(db, shop.id);
    ctx.deps.offersChanged();
    await recordAudit(db, ctx.staff, 'shop_suspended', { shopId: shop.id, detail: { offersRemoved } });
    const [after] = await listShopsForDesk(db, shop.id);
    return ok({ suspendedAt: after?.suspendedAt ?? null, offersRemoved });
  })),
];
