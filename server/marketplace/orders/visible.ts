/** Which order a shopper's request may see: the one its signed link names, or one the signed-in account placed. */
import type { EndpointContext } from '../http/endpoint';
import { signedInUser } from '../users';
import { orderByNumber, type StoredOrder } from './repository';
import { verifyOrderToken } from './signing';

export async function visibleOrder(ctx: EndpointContext, number: string, token: unknown): Promise<StoredOrder | undefined> {
  const order = await orderByNumber(ctx.db.kysely, number);
  if (!order) return undefined;
  if (await verifyOrderToken(ctx.db.kysely, number, token)) return order;
  const user = await signedInUser(ctx);
  return user && order.userId === user.id ? order : undefined;
}
