/**
 * The calls whose work is a flow: a step across domains, above them all. Each is the desk's or the
 * shop's door as any other, declared in the contract; it only hands over to its flow.
 */
import { CALLS } from '../../../contract/calls/index';
import { badRequest, ok, endpoint, type Endpoint } from '../http/endpoint';
import { recordAudit, staffOnly } from '../staff';
import { erasePersonalData, exportPersonalData } from './personal-data-access';

/** Customer service and the operator answer a shopper's request for their data. */
const SERVICE = ['support', 'operator'] as const;

export const flowEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /desk/personal-data'], staffOnly(SERVICE, async (ctx) => {
    const data = await exportPersonalData(ctx.db.kysely, ctx.query.email);
    await recordAudit(ctx.db.kysely, ctx.staff, 'personal_data_exported', { detail: { orders: data.orders.length, contactMessages: data.contactMessages.length } });
    return ok(data);
  })),
  endpoint(CALLS['POST /desk/personal-data/erase'], staffOnly(SERVICE, async (ctx) => {
    if (!ctx.body.email) return badRequest('email', 'required');
    const result = await erasePersonalData(ctx.db.kysely, ctx.deps.personalData, ctx.body.email);
    await recordAudit(ctx.db.kysely, ctx.staff, 'personal_data_erased', { detail: { account: result.accountErased, contactMessages: result.contactMessagesErased, ordersAnonymised: result.ordersAnonymised, ordersKept: result.ordersKept.length } });
    return ok(result);
  })),
];
