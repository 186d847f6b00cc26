/**
 * The shop's side of the messages inside the order: what the shopper wrote about its part, and its
 * answer, which the shopper is mailed (desk/order-messages.ts keeps both in the order's conversation).
 */
import { CALLS } from '../../../contract/calls/index';
import { answerAsShop, messagePhotoBytes, orderMessages, photoAnswer, photoOfOrder, photoRefusal } from '../desk';
import { created, endpoint, notFound, ok, type Endpoint } from '../http/endpoint';
import { shopOrderOf } from '../orders';
import type { AsMember } from './guard';

export function portalOrderMessageEndpoints(reader: AsMember, writer: AsMember): Endpoint[] {
  return [
    endpoint(CALLS['GET /portal/orders/:number/messages'], async ({ db, headers, params }) => reader(db.kysely, headers, async (member, kysely) => {
      const found = await shopOrderOf(kysely, member.shopId, params.number);
      return found ? ok({ messages: await orderMessages(kysely, found.order.id, found.part.number) }) : notFound('order');
    })),
    endpoint(CALLS['POST /portal/orders/:number/messages'], async ({ db, headers, params, body, deps }) => writer(db.kysely, headers, async (member, kysely) => {
      const found = await shopOrderOf(kysely, member.shopId, params.number);
      if (!found) return notFound('order');
      try {
        return created(await answerAsShop(kysely, deps.mediaStore, deps, found.order, found.part, { text: body.text, photos: (body.photos ?? []).map((photo) => Buffer.from(photo, 'base64')) }));
      } catch (error) {
        return photoRefusal(error);
      }
    })),
    endpoint(CALLS['GET /portal/orders/:number/message-photos/:file'], async ({ db, headers, params, query, deps }) => reader(db.kysely, headers, async (member, kysely) => {
      const found = await shopOrderOf(kysely, member.shopId, params.number);
      if (!found || !(await photoOfOrder(kysely, found.order.id, params.file, found.part.number))) return notFound('photo');
      const bytes = await messagePhotoBytes(deps.mediaStore, params.file, query.size ?? 'full');
      return bytes ? photoAnswer(bytes) : notFound('photo');
    })),
  ];
}
