/**
 * GET /api/features: the public feature list by key, decided for this visitor (session id and
 * delivery country). GET /api/experiments/:key: one experiment's assignment, whose key and
 * variation id the page reports to the tag-manager data layer. POST /api/experiments/:key/variation
 * switches a visitor into a variation on purpose (QA, support).
 */
import { notFound, ok, endpoint, type Endpoint, type EndpointContext } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { deliveryCountryOf, rawSessionId, requireSession, sessionKnown } from '../session';
import { decide } from './assignment';
import { flagByKey, overridesFor, publicFlags, setOverride } from './repository';


/** The visitor's session when the marketplace knows it; otherwise nobody to bucket. */
async function knownSession(ctx: EndpointContext): Promise<string | null> {
  const raw = rawSessionId(ctx);
  return raw !== undefined && (await sessionKnown(ctx.db.kysely, raw)) ? raw : null;
}

export const flagEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /features'], async (ctx) => {
    const db = ctx.db.kysely;
    const sid = await knownSession(ctx);
    const [overrides, flags] = await Promise.all([sid ? overridesFor(db, sid) : new Map<string, string>(), publicFlags(db)]);
    const country = deliveryCountryOf(ctx);
    const features = Object.fromEntries(flags.map((flag) => [flag.key, decide(flag, sid, country, overrides.get(flag.key))]));
    return ok({ features });
  }),
  endpoint(CALLS['GET /experiments/:key'], async (ctx) => {
    const db = ctx.db.kysely;
    const flag = await flagByKey(db, ctx.params.key);
    if (!flag || flag.variations.length === 0) return notFound('experiment');
    const sid = await knownSession(ctx);
    return ok(decide(flag, sid, deliveryCountryOf(ctx), sid ? (await overridesFor(db, sid)).get(flag.key) : undefined));
  }),
  endpoint(CALLS['POST /experiments/:key/variation'], async (ctx) => {
    const db = ctx.db.kysely;
    const session = await requireSession(ctx);
    if (!session.ok) return session.response;
    const flag = await flagByKey(db, ctx.params.key);
    if (!flag || flag.variations.length === 0) return notFound('experiment');
    if (!flag.variations.includes(ctx.body.variationId)) return { status: 400, body: { error: 'bad_request', field: 'variationId', message: `one of ${flag.variations.join(', ')}` } };
    await setOverride(db, session.sid, flag.key, ctx.body.variationId);
    return ok(decide(flag, session.sid, deliveryCountryOf(ctx), ctx.body.variationId));
  }),
];
