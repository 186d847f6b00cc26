/**
 * GET /api/features: the public feature list by key, decided for this visitor (session id and
 * delivery country). GET /api/experiments/:key: one experiment's assignment, whose key and
 * variation id the page reports to the tag-manager data layer. POST /api/experiments/:key/variation
 * switches a visitor into a variation on purpose (QA, support).
 */
import { z } from 'zod';
import { notFound, ok, parseInput, type Endpoint, type EndpointContext } from '../http/endpoint';
import { deliveryCountryOf, rawSessionId, requireSession } from '../session/context';
import { sessionKnown } from '../session/repository';
import { decide } from './assignment';
import { flagByKey, overridesFor, publicFlags, setOverride } from './repository';

const variationBody = z.object({ variationId: z.string().regex(/^[\w-]{1,40}$/, 'expected a variation id') });

/** The visitor's session when the marketplace knows it; otherwise nobody to bucket. */
async function knownSession(ctx: EndpointContext): Promise<string | null> {
  const raw = rawSessionId(ctx);
  return raw !== undefined && (await sessionKnown(ctx.db.kysely, raw)) ? raw : null;
}

export const flagEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/features',
    async handle(ctx) {
      const db = ctx.db.kysely;
      const sid = await knownSession(ctx);
      const [overrides, flags] = await Promise.all([sid ? overridesFor(db, sid) : new Map<string, string>(), publicFlags(db)]);
      const country = deliveryCountryOf(ctx);
      const features = Object.fromEntries(flags.map((flag) => [flag.key, decide(flag, sid, country, overrides.get(flag.key))]));
      return ok({ features });
    },
  },
  {
    method: 'GET',
    path: '/experiments/:key',
    async handle(ctx) {
      const db = ctx.db.kysely;
      const flag = await flagByKey(db, ctx.params.key ?? '');
      if (!flag || flag.variations.length === 0) return notFound('experiment');
      const sid = await knownSession(ctx);
      return ok(decide(flag, sid, deliveryCountryOf(ctx), sid ? (await overridesFor(db, sid)).get(flag.key) : undefined));
    },
  },
  {
    method: 'POST',
    path: '/experiments/:key/variation',
    async handle(ctx) {
      const db = ctx.db.kysely;
      const session = await requireSession(ctx);
      if (!session.ok) return session.response;
      const flag = await flagByKey(db, ctx.params.key ?? '');
      if (!flag || flag.variations.length === 0) return notFound('experiment');
      const body = parseInput(variationBody, ctx.body ?? {});
      if (!body.ok) return body.response;
      if (!flag.variations.includes(body.data.variationId)) return { status: 400, body: { error: 'bad_request', field: 'variationId', message: `one of ${flag.variations.join(', ')}` } };
      await setOverride(db, session.sid, flag.key, body.data.variationId);
      return ok(decide(flag, session.sid, deliveryCountryOf(ctx), body.data.variationId));
    },
  },
];
