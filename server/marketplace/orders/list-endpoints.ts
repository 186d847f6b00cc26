/**
 * The shopper's order list calls: the signed-in account's list, the list link mailed to an
 * address, and the list that link opens. The answer to the mail request is the same whether the
 * address has orders or not; only its mailbox learns which.
 */
import { CLIENT_ADDRESS_HEADER } from '../../../contract/index';
import { CALLS } from '../../../contract/calls/index';
import { emailKey } from '../../shared/email-key';
import { badRequest, endpoint, ok, type Endpoint } from '../http/endpoint';
import { enqueueMail, mailsQueued, orderListMail } from '../mail';
import { requestContext } from '../session';
import { notSignedIn, signedInUser } from '../users';
import { fillLink } from './links';
import { LIST_LINK_HOURS, listLinkToken, mailboxOfListLink } from './list-link';
import { spendListLinkBudget } from './lookup-budget';
import { orderListPage } from './order-list';

export const orderListEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /user/order-list'], async (ctx) => {
    const user = await signedInUser(ctx);
    if (!user) return notSignedIn;
    return ok(await orderListPage(ctx.db.kysely, { userId: user.id }, ctx.query.page));
  }),
  endpoint(CALLS['POST /order-list/link'], async (ctx) => {
    // The mail carries a link from this request: only the web tier's own form, which builds it
    // from the configured origin, names the shopper's address.
    const address = ctx.headers[CLIENT_ADDRESS_HEADER];
    if (!address) return badRequest(CLIENT_ADDRESS_HEADER, 'the list is asked for through the shop\'s orders page');
    const db = ctx.db.kysely;
    const mailbox = emailKey(ctx.body.email);
    const wait = await spendListLinkBudget(db, ctx.deps.orderLookups, address, mailbox);
    if (wait > 0) return { status: 429, headers: { 'retry-after': String(wait) }, body: { error: 'too_many_lookups', retryAfterSeconds: wait, message: 'too many order lookups; try again later' } };
    const placed = await db.selectFrom('orders').select('id').where('email_key', '=', mailbox).limit(1).executeTakeFirst();
    if (placed) {
      const url = fillLink(ctx.body.listUrl, '', await listLinkToken(db, mailbox));
      await enqueueMail(db, orderListMail(requestContext(ctx.headers).edition.locale, ctx.body.email, url, LIST_LINK_HOURS));
      mailsQueued();
    }
    return ok({ asked: true as const });
  }),
  endpoint(CALLS['GET /order-list/mailed'], async (ctx) => {
    const mailbox = await mailboxOfListLink(ctx.db.kysely, ctx.query.token);
    if (!mailbox) return { status: 403, body: { error: 'link_expired', message: 'this list link ran out or was not signed here; ask for a new one' } };
    return ok(await orderListPage(ctx.db.kysely, { mailbox }, ctx.query.page));
  }),
];
