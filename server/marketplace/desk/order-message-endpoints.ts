/**
 * The shopper's side of the messages inside the order (for whoever may see the order: its signed
 * link, or the signed-in account that placed it), and the desk's view of any message's photo.
 */
import { CALLS } from '../../../contract/calls/index';
import { MESSAGE_LIMITS } from '../../../contract/calls/order-messages';
import { badRequest, created, endpoint, notFound, ok, type Endpoint, type Refusal } from '../http/endpoint';
import { visibleOrder } from '../orders';
import { staffOnly } from '../staff';
import { messagePhotoBytes, MessagePhotoRefused } from './message-photos';
import { orderMessages, photoKnown, photoOfOrder, writeToShop } from './order-messages';

const SERVICE = ['support', 'operator'] as const;

const PHOTO_REFUSALS = {
  photo_not_image: 'not a JPEG, PNG or WebP image',
  photo_too_large: `larger than ${MESSAGE_LIMITS.photoBytes / 1024 / 1024} MB or too many pixels`,
} as const;

/** A photo refused answers 422 naming it; anything else goes on to the caller's error handling. */
export function photoRefusal(error: unknown): Refusal {
  if (!(error instanceof MessagePhotoRefused)) throw error;
  return { status: 422, body: { error: error.reason, field: `photos.${error.index}`, message: PHOTO_REFUSALS[error.reason] } };
}

export const photoAnswer = (bytes: Buffer) => ok({ contentType: 'image/jpeg', base64: bytes.toString('base64') });

export const orderMessageEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /orders/:number/messages'], async (ctx) => {
    const order = await visibleOrder(ctx, ctx.params.number, ctx.query.token);
    return order ? ok({ messages: await orderMessages(ctx.db.kysely, order.id) }) : notFound('order');
  }),
  endpoint(CALLS['POST /orders/:number/messages'], async (ctx) => {
    const { token, part, text, photos } = ctx.body;
    const order = await visibleOrder(ctx, ctx.params.number, token);
    if (!order) return notFound('order');
    const shopPart = order.shops.find((candidate) => candidate.number === part);
    if (!shopPart) return badRequest('part', 'no such part of this order');
    try {
      return created(await writeToShop(ctx.db.kysely, ctx.deps.mediaStore, ctx.deps, order, shopPart, { text, photos: (photos ?? []).map((photo) => Buffer.from(photo, 'base64')) }));
    } catch (error) {
      return photoRefusal(error);
    }
  }),
  endpoint(CALLS['GET /orders/:number/message-photos/:file'], async (ctx) => {
    const order = await visibleOrder(ctx, ctx.params.number, ctx.query.token);
    if (!order || !(await photoOfOrder(ctx.db.kysely, order.id, ctx.params.file))) return notFound('photo');
    const bytes = await messagePhotoBytes(ctx.deps.mediaStore, ctx.params.file, ctx.query.size ?? 'full');
    return bytes ? photoAnswer(bytes) : notFound('photo');
  }),
  endpoint(CALLS['GET /desk/message-photos/:file'], staffOnly(SERVICE, async (ctx) => {
    if (!(await photoKnown(ctx.db.kysely, ctx.params.file))) return notFound('photo');
    const bytes = await messagePhotoBytes(ctx.deps.mediaStore, ctx.params.file, ctx.query.size ?? 'full');
    return bytes ? photoAnswer(bytes) : notFound('photo');
  })),
];
