/**
 * GET /api/features: the public feature list by key, decided for this visitor (session id and
 * delivery country). GET /api/experiments/:key: one experiment's assignment, whose key and
 * variation id the page reports to the tag-manager data layer. POST /api/experiments/:key/variation
 * switches a visitor into a variation on purpose (QA, support).
 */
import { z } from 'zod';
import { notFound, ok, parseInput, type Endpoint } from '../http/endpoint';
import { deliveryCountryOf, rawSessionId, requireSession } from '../session/context';
import { sessionKnown } from '../session/repository';
import { decide } from './assignment';
import { flagByKey, overridesFor, publicFlags, setOverride } from './repository';

export { EXPERIMENT_MBE } from '../../../contract/flags';

const variationBody = z.object({ variationId: z.string().regex(/^[\w-]{1,40}$/, 'expected a variation id') });

export const flagEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/features',
    handle(ctx) {
      const raw = rawSessionId(ctx);
      const sid = sessionKnown(ctx.db, raw) ? raw : null;
      const overrides = sid ? overridesFor(ctx.db, sid) : new Map<string, string>();
      const country = deliveryCountryOf(ctx);
      const features = Object.fromEntries(publicFlags(ctx.db).map((flag) => [flag.key, decide(flag, sid, country, overrides.get(flag.key))]));
      return ok({ features });
    },
  },
  {
    method: 'GET',
    path: '/experiments/:key',
    handle(ctx) {
      const flag = flagByKey(ctx.db, ctx.params.key ?? '');
      if (!flag || flag.variations.length === 0) return notFound('experiment');
      const raw = rawSessionId(ctx);
      const sid = sessionKnown(ctx.db, raw) ? raw : null;
      return ok(decide(flag, sid, deliveryCountryOf(ctx), sid ? overridesFor(ctx.db, sid).get(flag.key) : undefined));
    },
  },
  {
    method: 'POST',
    path: '/experiments/:key/variation',
    handle(ctx) {
      const session = requireSession(ctx);
      if (!session.ok) return session.response;
      const flag = flagByKey(ctx.db, ctx.params.key ?? '');
      if (!flag || flag.variations.length === 0) return notFound('experiment');
      const body = parseInput(variationBody, ctx.body ?? {});
      if (!body.ok) return body.response;
      if (!flag.variations.includes(body.data.variationId)) return { status: 400, body: { error: 'bad_request', field: 'variationId', message: `one of ${flag.variations.join(', ')}` } };
      setOverride(ctx.db, session.sid, flag.key, body.data.variationId);
      return ok(decide(flag, session.sid, deliveryCountryOf(ctx), body.data.variationId));
    },
  },
];
