/** The cart calls (below /api). Every call needs a session the marketplace issued. */
import type { Call } from '../../../contract/call';
import { checkHeadersFailure } from '../check-headers';
import { badRequest, notFound, ok, endpoint, type Answered, type Endpoint, type EndpointContext, type RequestScope } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { deliveryCountryOf, langNoOf, rawSessionId, requireSession, unauthorized } from '../session';
import { buildCartData } from './cart-data';
import { parseCartGenerationQuery } from './generation';
import { optimiseCart } from './optimise-cart';
import {
  addToCart,
  cartLines,
  clearCart,
  countUnits,
  deleteLine,
  knownModelIds,
  knownOfferStock,
  lineOf,
  lineOfOffer,
  modelExists,
  offerArticle,
  replaceOffer,
  replaceOfferInTransaction,
  setQuantity,
} from './repository';
import type { CartData } from '../../../contract/index';
import { unavailableLines, withdrawnArticle } from './unavailable';
import { setDeliveryDays } from './delivery-days';
import { methodsWhere } from '../payments';
import { currentCartStand } from './stand';
import { keyedWrite, pruneWriteKeys, settleWriteKey, type KeyedOutcome } from './write-keys';

async function cartOf(ctx: RequestScope, sid: string): Promise<CartData> {
  const country = deliveryCountryOf(ctx);
  const langNo = langNoOf(ctx);
  const db = ctx.db.kysely;
  const [lines, unavailable] = await Promise.all([cartLines(db, sid, country, langNo), unavailableLines(db, sid, country, langNo)]);
  const data = buildCartData(lines, country);
  await setDeliveryDays(data.cartShops, lines, methodsWhere(ctx.headers, ctx.deps.paymentProvider));
  return { ...data, unavailable };
}

/** A keyed write that was not applied now, as the answer says it (null: it was, or was before). */
function notApplied(outcome: KeyedOutcome<unknown>) {
  if (outcome.kind === 'settled') return { status: 409 as const, body: { error: 'key_settled', message: 'this idempotency key was settled as doing nothing; the form needs a new one' } };
  if (outcome.kind === 'keyUsed') return { status: 409 as const, body: { error: 'key_used', message: 'this idempotency key was used for another cart write' } };
  return null;
}

/** Wraps a handler that needs the visitor's session. */
function withSession<C extends Call>(handler: (ctx: EndpointContext<C>, sid: string) => Answered<C> | Promise<Answered<C>>) {
  return async (ctx: EndpointContext<C>): Promise<Answered<C>> => {
    const session = await requireSession(ctx);
    return session.ok ? handler(ctx, session.sid) : session.response;
  };
}

export const cartEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /Warenkorb'], withSession(async (ctx, sid) => ok(await cartOf(ctx, sid)))),
  endpoint(CALLS['GET /Warenkorb/Stand'], async (ctx) => {
    const sid = rawSessionId(ctx);
    const view = { country: deliveryCountryOf(ctx), langNo: langNoOf(ctx), modelId: ctx.query.vehicleModelId };
    const stand = sid === undefined ? undefined : await currentCartStand(ctx.db.kysely, sid, view);
    return stand === undefined ? unauthorized : ok({ stand });
  }),
  endpoint(CALLS['GET /Warenkorb/count'], async (ctx) => {
    const failure = await checkHeadersFailure(ctx.headers, ctx.deps.checkSecret);
    if (failure) return failure;
    const session = await requireSession(ctx);
    if (!session.ok) return session.response;
    return ok({ countArticles: await countUnits(ctx.db.kysely, session.sid) });
  }),
  endpoint(CALLS['POST /Warenkorb/Hinzufuegen/:articleId'], withSession(async (ctx, sid) => {
    const offerId = ctx.params.articleId;
    const db = ctx.db.kysely;
    const offer = await offerArticle(db, offerId);
    if (!offer) return notFound('offer');
    if (offer.stock <= 0) return { status: 409, body: { error: 'out_of_stock', message: 'the shop has none of this offer in stock' } };
    const modelId = ctx.query.modelId ?? null;
    if (modelId !== null && !(await modelExists(db, modelId))) return notFound('model');
    const key = ctx.body.idempotencyKey;
    const write = { did: 'add' as const, offerId, quantity: ctx.body.quantity };
    const outcome = await keyedWrite(db, sid, key, write, async (tx) => {
      const added = await addToCart(tx, sid, offerId, modelId, ctx.body.quantity);
      return added.ok ? added : null;
    });
    if (key !== undefined) void pruneWriteKeys(db).catch(() => undefined);
    const refused = notApplied(outcome);
    if (refused) return refused;
    if (outcome.kind === 'refused') return { status: 409, body: { error: 'cart_full', message: 'the cart holds its maximum number of lines' } };
    // Sent again: the line the first add went into, as it is now.
    const line = outcome.kind === 'applied' ? outcome.value : (await lineOfOffer(db, sid, offerId, modelId)) ?? { lineId: 0, quantity: 0 };
    return ok({ lineId: line.lineId, quantity: line.quantity, cart: await cartOf(ctx, sid) });
  })),
  endpoint(CALLS['POST /Warenkorb/Aendern/:id'], withSession(async (ctx, sid) => {
    const write = { did: 'change' as const, lineId: ctx.params.id, quantity: ctx.body.quantity };
    const outcome = await keyedWrite(ctx.db.kysely, sid, ctx.body.idempotencyKey, write, async (tx) => ((await setQuantity(tx, sid, ctx.params.id, ctx.body.quantity)) ? true : null));
    const refused = notApplied(outcome);
    if (refused) return refused;
    if (outcome.kind === 'refused') return notFound('cart line');
    return ok({ cart: await cartOf(ctx, sid) });
  })),
  endpoint(CALLS['POST /Warenkorb/Loeschen/:id'], withSession(async (ctx, sid) => {
    const write = { did: 'remove' as const, lineId: ctx.params.id };
    const outcome = await keyedWrite(ctx.db.kysely, sid, ctx.body?.idempotencyKey, write, async (tx) => ((await deleteLine(tx, sid, ctx.params.id)) ? true : null));
    const refused = notApplied(outcome);
    if (refused) return refused;
    if (outcome.kind === 'refused') return notFound('cart line');
    return ok({ cart: await cartOf(ctx, sid) });
  })),
  // What became of a write whose answer did not come: once answered "nothing", it stays so.
  endpoint(CALLS['POST /Warenkorb/settle'], withSession(async (ctx, sid) => {
    const db = ctx.db.kysely;
    const settled = await settleWriteKey(db, sid, ctx.body.idempotencyKey);
    if (settled.kind === 'nothing') return ok({ applied: false, did: null, lineId: null, quantity: null, cart: null });
    const { write } = settled;
    const line = write.did === 'add' ? await lineOfOffer(db, sid, write.offerId, 'any') : undefined;
    return ok({ applied: true, did: write.did, lineId: line?.lineId ?? (write.did === 'add' ? 0 : write.lineId), quantity: line?.quantity ?? (write.did === 'remove' ? 0 : write.quantity), cart: await cartOf(ctx, sid) });
  })),
  // a: the cart line id; b: the offer (of the same article) that takes its place.
  endpoint(CALLS['POST /Warenkorb/Ersetzen/:a/:b'], withSession(async (ctx, sid) => {
    const { a, b } = ctx.params;
    const db = ctx.db.kysely;
    const line = await lineOf(db, sid, a);
    if (!line) return notFound('cart line');
    const target = await offerArticle(db, b);
    if (!target) return notFound('offer');
    // A line whose offer was withdrawn by the shop's feed may still switch to another offer of its article.
    const current = (await offerArticle(db, line.offer_id)) ?? (await withdrawnArticle(db, line.offer_id));
    if (target.article_id !== current?.article_id) return badRequest('b', 'the offer is for a different article');
    const lineId = await replaceOffer(db, sid, a, b);
    if (lineId === null) return notFound('cart line');
    return ok({ lineId, cart: await cartOf(ctx, sid) });
  })),
  endpoint(CALLS['GET /Warenkorb/optimize'], withSession(async (ctx, sid) => ok(await optimiseCart(ctx.db.kysely, sid, deliveryCountryOf(ctx), langNoOf(ctx))))),
  endpoint(CALLS['POST /Warenkorb/optimize/apply'], withSession(async (ctx, sid) => {
    const proposal = await optimiseCart(ctx.db.kysely, sid, deliveryCountryOf(ctx), langNoOf(ctx));
    // One move after the other: a move may merge into a line an earlier move left.
    await ctx.db.kysely.transaction().execute(async (tx) => {
      for (const group of proposal.groups) for (const move of group.moves) await replaceOfferInTransaction(tx, sid, move.lineId, move.toOfferId);
    });
    return ok({ applied: proposal, cart: await cartOf(ctx, sid) });
  })),
  // The web tier maps the localized cart-generation paths to this call.
  endpoint(CALLS['POST /Warenkorb/generieren'], withSession(async (ctx, sid) => {
    const body = ctx.body as { query?: unknown } | undefined;
    const source = typeof body?.query === 'string' || (body?.query && typeof body.query === 'object') ? (body.query as string | Record<string, unknown>) : (ctx.query as Record<string, unknown>);
    const parsed = parseCartGenerationQuery(source);
    const db = ctx.db.kysely;
    const [offers, models] = await Promise.all([
      knownOfferStock(db, parsed.items.map((i) => i.offerId)),
      knownModelIds(db, parsed.items.flatMap((i) => (i.modelId === null ? [] : [i.modelId]))),
    ]);
    const added: { offerId: number; modelId: number | null; quantity: number; lineId: number }[] = [];
    const skipped: { offerId: number | null; modelId: number | null; reason: 'invalid' | 'unknown_offer' | 'out_of_stock' | 'unknown_model' | 'cart_full'; param?: string }[] = parsed.invalid.map((i) => ({
      offerId: null,
      modelId: null,
      reason: 'invalid' as const,
      param: `${i.param}=${i.value}`,
    }));
    // In link order: a later entry of the same offer adds to the line an earlier one made.
    await db.transaction().execute(async (tx) => {
      if (parsed.replace) await clearCart(tx, sid);
      for (const item of parsed.items) {
        const stock = offers.get(item.offerId);
        if (stock === undefined) skipped.push({ offerId: item.offerId, modelId: item.modelId, reason: 'unknown_offer' });
        // As the add button: an offer the shop has none of is not put in the cart.
        else if (stock <= 0) skipped.push({ offerId: item.offerId, modelId: item.modelId, reason: 'out_of_stock' });
        else if (item.modelId !== null && !models.has(item.modelId)) skipped.push({ offerId: item.offerId, modelId: item.modelId, reason: 'unknown_model' });
        else {
          const result = await addToCart(tx, sid, item.offerId, item.modelId, item.quantity);
          if (result.ok) added.push({ ...item, lineId: result.lineId });
          else skipped.push({ offerId: item.offerId, modelId: item.modelId, reason: 'cart_full' });
        }
      }
    });
    return ok({ added, skipped, truncated: parsed.truncated, replaced: parsed.replace, cart: await cartOf(ctx, sid) });
  })),
];
