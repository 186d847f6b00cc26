/** The visitor's own calls: session, cart, account, saved vehicles, rating, feature flags, check challenge. */
import { z } from 'zod';
import { defineCall } from '../call';
import { single } from '../params';
import { cartData, emptyCart, vehicle } from './shapes';

const MAX_QUANTITY = 999;
const lineId = z.object({ id: z.string().regex(/^\d{1,12}$/, 'expected a numeric id') });
const quantity = (min: number) => z.coerce.number({ error: 'expected a number' }).int('expected a whole number').min(min).max(MAX_QUANTITY);
const cartChange = z.object({ cart: cartData });
const userAnswer = z.object({ user: z.object({ email: z.string() }).nullable() });
const credentials = z.looseObject({ email: z.unknown(), password: z.unknown() });
const success = z.object({ success: z.boolean() });
const flagDecision = z.object({ key: z.string(), enabled: z.boolean(), variationId: z.string().nullable() });
const review = z.looseObject({ comment: z.string().nullable().optional(), mark: z.number().optional() });

/** A failed session call uses sid 10, never stored in a cookie. */
export const SESSION_FALLBACK_SID = '10';

export const commerceCalls = {
  'GET /session': defineCall({
    method: 'GET', path: '/session',
    answer: z.object({ sid: z.string(), created: z.boolean() }),
    fallback: () => ({ sid: SESSION_FALLBACK_SID, created: false }),
  }),
  /** The web tier's: carts of sessions handed out to one browser in parallel join the session it kept. */
  'POST /session/merge': defineCall({
    method: 'POST', path: '/session/merge',
    body: z.object({ from: z.array(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected a session id')).min(1).max(8) }, { error: 'expected a JSON object' }),
    answer: z.object({ moved: z.number() }),
    fallback: () => ({ moved: 0 }),
  }),
  'GET /challenge': defineCall({
    method: 'GET', path: '/challenge',
    answer: z.object({ csr: z.string(), ts: z.string() }),
    fallback: () => ({ csr: '', ts: '' }),
  }),
  'GET /TrustedShops/Rating': defineCall({
    method: 'GET', path: '/TrustedShops/Rating', cacheable: true,
    answer: z.object({ shop: z.looseObject({ name: z.string(), qualityIndicators: z.object({ reviewIndicator: z.object({ overallMark: z.number(), totalReviewCount: z.number() }) }) }).nullable() }),
    fallback: () => ({ shop: null }),
  }),
  'GET /TrustedShops/Reviews': defineCall({
    method: 'GET', path: '/TrustedShops/Reviews', cacheable: true,
    answer: z.object({ shop: z.object({ reviews: z.array(review) }) }),
    fallback: () => ({ shop: { reviews: [] } }),
  }),
  /** cartData, flat; the delivery country comes with the call's context headers. */
  'GET /Warenkorb': defineCall({
    method: 'GET', path: '/Warenkorb',
    answer: cartData,
    fallback: () => emptyCart(),
  }),
  'GET /Warenkorb/count': defineCall({
    method: 'GET', path: '/Warenkorb/count',
    answer: z.object({ countArticles: z.number() }),
    fallback: () => ({ countArticles: 0 }),
  }),
  'POST /Warenkorb/Hinzufuegen/:articleId': defineCall({
    method: 'POST', path: '/Warenkorb/Hinzufuegen/:articleId',
    params: z.object({ articleId: z.string().regex(/^\d{1,12}$/, 'expected a numeric id') }),
    query: z.object({ modelId: z.preprocess(single, z.union([z.literal(''), z.string().regex(/^\d{1,12}$/, 'expected a numeric id')]).optional()) }),
    body: z.object({ quantity: quantity(1).default(1) }, { error: 'expected a JSON object' }),
    answer: z.object({ lineId: z.number(), quantity: z.number(), cart: cartData }),
    fallback: () => ({ lineId: 0, quantity: 0, cart: emptyCart() }),
  }),
  'POST /Warenkorb/Aendern/:id': defineCall({
    method: 'POST', path: '/Warenkorb/Aendern/:id', params: lineId,
    body: z.object({ quantity: quantity(0) }, { error: 'expected a JSON object' }),
    answer: cartChange, fallback: () => ({ cart: emptyCart() }),
  }),
  'POST /Warenkorb/Loeschen/:id': defineCall({
    method: 'POST', path: '/Warenkorb/Loeschen/:id', params: lineId,
    answer: cartChange, fallback: () => ({ cart: emptyCart() }),
  }),
  'POST /Warenkorb/Ersetzen/:a/:b': defineCall({
    method: 'POST', path: '/Warenkorb/Ersetzen/:a/:b',
    params: z.object({ a: z.string().regex(/^\d{1,12}$/, 'expected a numeric id'), b: z.string().regex(/^\d{1,12}$/, 'expected a numeric id') }),
    answer: cartChange.extend({ lineId: z.number() }), fallback: () => ({ lineId: 0, cart: emptyCart() }),
  }),
  'GET /Warenkorb/optimize': defineCall({
    method: 'GET', path: '/Warenkorb/optimize',
    answer: z.looseObject({}), fallback: () => ({}),
  }),
  'POST /Warenkorb/optimize/apply': defineCall({
    method: 'POST', path: '/Warenkorb/optimize/apply',
    answer: cartChange.extend({ applied: z.unknown() }), fallback: () => ({ applied: null, cart: emptyCart() }),
  }),
  /** The cart link (cartParam[...]=quantity, at most 50 items). */
  'POST /Warenkorb/generieren': defineCall({
    method: 'POST', path: '/Warenkorb/generieren',
    answer: cartChange.extend({ added: z.array(z.looseObject({ offerId: z.number(), quantity: z.number() })), skipped: z.array(z.looseObject({ reason: z.string() })), truncated: z.number(), replaced: z.boolean() }),
    fallback: () => ({ added: [], skipped: [], truncated: 0, replaced: false, cart: emptyCart() }),
  }),
  'POST /user/register': defineCall({
    method: 'POST', path: '/user/register', body: credentials,
    answer: z.looseObject({ user: z.object({ email: z.string() }) }), fallback: () => ({ user: { email: '' } }),
  }),
  'POST /user/login': defineCall({
    method: 'POST', path: '/user/login', body: credentials,
    answer: z.looseObject({ user: z.object({ email: z.string() }) }), fallback: () => ({ user: { email: '' } }),
  }),
  'POST /user/logout': defineCall({ method: 'POST', path: '/user/logout', answer: success, fallback: () => ({ success: false }) }),
  'GET /user/me': defineCall({ method: 'GET', path: '/user/me', answer: userAnswer, fallback: () => ({ user: null }) }),
  /** Saved vehicles; failure = empty list. Three check headers (short names). */
  'GET /user/vehicles': defineCall({ method: 'GET', path: '/user/vehicles', answer: z.array(vehicle), fallback: () => [] }),
  'POST /user/vehicles': defineCall({
    method: 'POST', path: '/user/vehicles', body: z.looseObject({ modelId: z.unknown() }),
    answer: success, fallback: () => ({ success: false }),
  }),
  'POST /user/vehicles/remove': defineCall({
    method: 'POST', path: '/user/vehicles/remove', body: z.looseObject({ modelId: z.unknown() }),
    answer: success, fallback: () => ({ success: false }),
  }),
  'GET /features': defineCall({
    method: 'GET', path: '/features',
    answer: z.object({ features: z.record(z.string(), flagDecision) }), fallback: () => ({ features: {} }),
  }),
  'GET /experiments/:key': defineCall({
    method: 'GET', path: '/experiments/:key', params: z.object({ key: z.string().max(80) }),
    answer: flagDecision, fallback: () => ({ key: '', enabled: false, variationId: null }),
  }),
  'POST /experiments/:key/variation': defineCall({
    method: 'POST', path: '/experiments/:key/variation', params: z.object({ key: z.string().max(80) }),
    body: z.object({ variationId: z.string().regex(/^[\w-]{1,40}$/, 'expected a variation id') }),
    answer: flagDecision, fallback: () => ({ key: '', enabled: false, variationId: null }),
  }),
};
