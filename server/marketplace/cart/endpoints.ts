/** The cart calls (below /api). Every call needs a session the marketplace issued. */
import { z } from 'zod';
import { checkHeadersFailure } from '../check-headers/challenge';
import { badRequest, notFound, ok, parseInput, type Endpoint, type EndpointContext, type MarketplaceResponse } from '../http/endpoint';
import { deliveryCountryOf, langNoOf, requireSession } from '../session/context';
import { buildCartData } from './cart-data';
import { parseCartGenerationQuery } from './generation';
import { optimiseCart } from './optimise-cart';
import {
  MAX_QUANTITY,
  addToCart,
  cartLines,
  clearCart,
  countUnits,
  deleteLine,
  knownModelIds,
  knownOfferIds,
  lineOf,
  modelExists,
  offerArticle,
  replaceOffer,
  replaceOfferInTransaction,
  setQuantity,
} from './repository';
import type { CartData } from './types';
import { unavailableLines, withdrawnArticle } from './unavailable';

const id = z.string().regex(/^\d{1,12}$/, 'expected a numeric id').transform(Number);
const quantity = (min: number) => z.coerce.number({ error: 'expected a number' }).int('expected a whole number').min(min).max(MAX_QUANTITY);
const addBody = z.object({ quantity: quantity(1).default(1) }, { error: 'expected a JSON object' });
const changeBody = z.object({ quantity: quantity(0) }, { error: 'expected a JSON object' });
const modelQuery = z.object({ modelId: z.union([z.literal('').transform(() => undefined), id]).optional() });

async function cartOf(ctx: EndpointContext, sid: string): Promise<CartData> {
  const country = deliveryCountryOf(ctx);
  const langNo = langNoOf(ctx);
  const db = ctx.db.kysely;
  const [lines, unavailable] = await Promise.all([cartLines(db, sid, country, langNo), unavailableLines(db, sid, country, langNo)]);
  return { ...buildCartData(lines, country), unavailable };
}

/** Wraps a handler that needs the visitor's session. */
function withSession(handler: (ctx: EndpointContext, sid: string) => MarketplaceResponse | Promise<MarketplaceResponse>) {
  return async (ctx: EndpointContext) => {
    const session = await requireSession(ctx);
    return session.ok ? handler(ctx, session.sid) : session.response;
  };
}

function param(ctx: EndpointContext, name: string) {
  return parseInput(id, ctx.params[name]).ok ? { ok: true as const, value: Number(ctx.params[name]) } : { ok: false as const, response: badRequest(name, 'expected a numeric id') };
}

export const cartEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/Warenkorb',
    handle: withSession(async (ctx, sid) => ok(await cartOf(ctx, sid))),
  },
  {
    method: 'GET',
    path: '/Warenkorb/count',
    async handle(ctx) {
      const failure = await checkHeadersFailure(ctx.headers);
      if (failure) return failure;
      const session = await requireSession(ctx);
      if (!session.ok) return session.response;
      return ok({ countArticles: await countUnits(ctx.db.kysely, session.sid) });
    },
  },
  {
    method: 'POST',
    path: '/Warenkorb/Hinzufuegen/:articleId',
    handle: withSession(async (ctx, sid) => {
      const offerId = param(ctx, 'articleId');
      if (!offerId.ok) return offerId.response;
      const body = parseInput(addBody, ctx.body ?? {});
      if (!body.ok) return body.response;
      const query = parseInput(modelQuery, { modelId: ctx.query.modelId });
      if (!query.ok) return query.response;
      const db = ctx.db.kysely;
      if (!(await offerArticle(db, offerId.value))) return notFound('offer');
      const modelId = query.data.modelId ?? null;
      if (modelId !== null && !(await modelExists(db, modelId))) return notFound('model');
      const added = await addToCart(db, sid, offerId.value, modelId, body.data.quantity);
      if (!added.ok) return { status: 409, body: { error: 'cart_full', message: 'the cart holds its maximum number of lines' } };
      return ok({ lineId: added.lineId, quantity: added.quantity, cart: await cartOf(ctx, sid) });
    }),
  },
  {
    method: 'POST',
    path: '/Warenkorb/Aendern/:id',
    handle: withSession(async (ctx, sid) => {
      const lineId = param(ctx, 'id');
      if (!lineId.ok) return lineId.response;
      const body = parseInput(changeBody, ctx.body ?? {});
      if (!body.ok) return body.response;
      if (!(await setQuantity(ctx.db.kysely, sid, lineId.value, body.data.quantity))) return notFound('cart line');
      return ok({ cart: await cartOf(ctx, sid) });
    }),
  },
  {
    method: 'POST',
    path: '/Warenkorb/Loeschen/:id',
    handle: withSession(async (ctx, sid) => {
      const lineId = param(ctx, 'id');
      if (!lineId.ok) return lineId.response;
      if (!(await deleteLine(ctx.db.kysely, sid, lineId.value))) return notFound('cart line');
      return ok({ cart: await cartOf(ctx, sid) });
    }),
  },
  {
    // a: the cart line id; b: the offer (of the same article) that takes its place.
    method: 'POST',
    path: '/Warenkorb/Ersetzen/:a/:b',
    handle: withSession(async (ctx, sid) => {
      const a = param(ctx, 'a');
      if (!a.ok) return a.response;
      const b = param(ctx, 'b');
      if (!b.ok) return b.response;
      const db = ctx.db.kysely;
      const line = await lineOf(db, sid, a.value);
      if (!line) return notFound('cart line');
      const target = await offerArticle(db, b.value);
      if (!target) return notFound('offer');
      // A line whose offer was withdrawn by the shop's feed may still switch to another offer of its article.
      const current = (await offerArticle(db, line.offer_id)) ?? (await withdrawnArticle(db, line.offer_id));
      if (target.article_id !== current?.article_id) return badRequest('b', 'the offer is for a different article');
      const lineId = await replaceOffer(db, sid, a.value, b.value);
      return ok({ lineId, cart: await cartOf(ctx, sid) });
    }),
  },
  {
    method: 'GET',
    path: '/Warenkorb/optimize',
    handle: withSession(async (ctx, sid) => ok(await optimiseCart(ctx.db.kysely, sid, deliveryCountryOf(ctx), langNoOf(ctx)))),
  },
  {
    method: 'POST',
    path: '/Warenkorb/optimize/apply',
    handle: withSession(async (ctx, sid) => {
      const proposal = await optimiseCart(ctx.db.kysely, sid, deliveryCountryOf(ctx), langNoOf(ctx));
      // One move after the other: a move may merge into a line an earlier move left.
      await ctx.db.kysely.transaction().execute(async (tx) => {
        for (const group of proposal.groups) for (const move of group.moves) await replaceOfferInTransaction(tx, sid, move.lineId, move.toOfferId);
      });
      return ok({ applied: proposal, cart: await cartOf(ctx, sid) });
    }),
  },
  {
    // The web tier maps the localized cart-generation paths to this call.
    method: 'POST',
    path: '/Warenkorb/generieren',
    handle: withSession(async (ctx, sid) => {
      const body = ctx.body as { query?: unknown } | undefined;
      const source = typeof body?.query === 'string' || (body?.query && typeof body.query === 'object') ? (body.query as string | Record<string, unknown>) : ctx.query;
      const parsed = parseCartGenerationQuery(source);
      const db = ctx.db.kysely;
      const [offers, models] = await Promise.all([
        knownOfferIds(db, parsed.items.map((i) => i.offerId)),
        knownModelIds(db, parsed.items.flatMap((i) => (i.modelId === null ? [] : [i.modelId]))),
      ]);
      const added: { offerId: number; modelId: number | null; quantity: number; lineId: number }[] = [];
      const skipped: { offerId: number | null; modelId: number | null; reason: string; param?: string }[] = parsed.invalid.map((i) => ({
        offerId: null,
        modelId: null,
        reason: 'invalid',
        param: `${i.param}=${i.value}`,
      }));
      // In link order: a later entry of the same offer adds to the line an earlier one made.
      await db.transaction().execute(async (tx) => {
        if (parsed.replace) await clearCart(tx, sid);
        for (const item of parsed.items) {
          if (!offers.has(item.offerId)) skipped.push({ offerId: item.offerId, modelId: item.modelId, reason: 'unknown_offer' });
          else if (item.modelId !== null && !models.has(item.modelId)) skipped.push({ offerId: item.offerId, modelId: item.modelId, reason: 'unknown_model' });
          else {
            const result = await addToCart(tx, sid, item.offerId, item.modelId, item.quantity);
            if (result.ok) added.push({ ...item, lineId: result.lineId });
            else skipped.push({ offerId: item.offerId, modelId: item.modelId, reason: 'cart_full' });
          }
        }
      });
      return ok({ added, skipped, truncated: parsed.truncated, replaced: parsed.replace, cart: await cartOf(ctx, sid) });
    }),
  },
];
