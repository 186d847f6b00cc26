/** The visitor's own calls: session, cart, account, saved vehicles, rating, feature flags, check challenge. */
import * as z from 'zod';
import { defineCall } from '../call';
import { digitsId, optionalModelId, single } from '../params';
import { cartData, cartOptimisation, emptyCart, EMPTY_OPTIMISATION, MAX_QUANTITY, vehicle } from './shapes';

const numericId = digitsId; // nine digits at most: an id beyond the integer column is a bad request
const lineId = z.object({ id: numericId });
const quantity = (min: number) => z.coerce.number({ error: 'expected a number' }).int('expected a whole number').min(min).max(MAX_QUANTITY);
const cartChange = z.object({ cart: cartData });
/**
 * A cart write's key, made by the page for each add, quantity change and removal: the same write
 * sent again with it is applied once, and the web tier can ask what became of it.
 */
const writeKey = z.string().regex(/^[\w-]{16,100}$/, 'expected a key of 16 to 100 letters, digits, - or _');
const userAnswer = z.object({ user: z.object({ email: z.string() }).nullable() });
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;
const email = z.string({ error: 'expected an e-mail address' }).trim().toLowerCase().max(254, 'too long').pipe(z.email({ error: 'expected an e-mail address' }));
/** A commonly used password is refused by the marketplace too, which holds the list. */
const registerBody = z.object({
  email,
  password: z.string({ error: 'expected a password' }).min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`).max(MAX_PASSWORD_LENGTH, 'too long'),
}, { error: 'expected a JSON object' });
const signInBody = z.object({
  email,
  password: z.string({ error: 'expected a password' }).min(1, 'required').max(MAX_PASSWORD_LENGTH, 'too long'),
}, { error: 'expected a JSON object' });
/** Model ids are digits in this catalogue (word ids name no stored model). */
const vehicleBody = z.object(
  { modelId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/, 'expected a model id').transform(Number)], { error: 'expected a model id' }) },
  { error: 'expected a JSON object' },
);
const success = z.object({ success: z.boolean() });
/** The session id goes to the web tier, which keeps it in the HttpOnly cookie and out of any body a script reads. */
const signedIn = z.object({ sid: z.string().optional(), user: z.object({ email: z.string() }) });
const flagDecision = z.object({ key: z.string(), enabled: z.boolean(), variationId: z.string().nullable() });
const review = z.object({ id: z.number(), comment: z.string(), mark: z.number(), author: z.string().nullable(), langNo: z.number(), createdAt: z.string() });
export type Review = z.infer<typeof review>;

/** A failed session call uses sid 10, never stored in a cookie. */
export const SESSION_FALLBACK_SID = '10';
/** At most this many reserved session ids in one answer. */
export const MAX_RESERVED_SESSIONS = 64;

export const commerceCalls = {
  /**
   * Whether the marketplace can answer now (its database reached): the web tier asks while its
   * circuit is open, so it lets calls through again as soon as the cause is gone. 503 while not.
   */
  'GET /ready': defineCall({
    method: 'GET', path: '/ready',
    answer: z.object({ ready: z.literal(true) }),
    fallback: () => ({ ready: true as const }),
  }),
  'GET /session': defineCall({
    method: 'GET', path: '/session',
    answer: z.object({ sid: z.string(), created: z.boolean() }),
    fallback: () => ({ sid: SESSION_FALLBACK_SID, created: false }),
  }),
  /** The web tier's: carts of sessions handed out to one browser in parallel join the session it kept. */
  'POST /session/merge': defineCall({
    method: 'POST', path: '/session/merge', webTierOnly: true,
    body: z.object({ from: z.array(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected a session id')).min(1).max(8) }, { error: 'expected a JSON object' }),
    answer: z.object({ moved: z.number() }),
    fallback: () => ({ moved: 0 }),
  }),
  /**
   * The web tier's: fresh session ids, stored at nobody's first write yet, that it hands a new
   * visitor with a page carrying add forms, so quick adds sent together share one session.
   */
  'POST /session/reserve': defineCall({
    method: 'POST', path: '/session/reserve', webTierOnly: true,
    body: z.object({ count: z.number({ error: 'expected a number' }).int('expected a whole number').min(1).max(MAX_RESERVED_SESSIONS) }, { error: 'expected a JSON object' }),
    answer: z.object({ sids: z.array(z.string()) }),
    fallback: () => ({ sids: [] }),
  }),
  'GET /challenge': defineCall({
    method: 'GET', path: '/challenge',
    answer: z.object({ csr: z.string(), ts: z.string() }),
    fallback: () => ({ csr: '', ts: '' }),
  }),
  'GET /TrustedShops/Rating': defineCall({
    method: 'GET', path: '/TrustedShops/Rating', cacheable: true,
    answer: z.object({ shop: z.object({ name: z.string(), value: z.number(), reviewCount: z.number(), qualityIndicators: z.object({ reviewIndicator: z.object({ overallMark: z.number(), totalReviewCount: z.number() }) }) }).nullable() }),
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
  /**
   * The web tier's: a digest of everything the cart page shows that the marketplace keeps (the
   * lines, their offers and every other offer of the same articles with their shops and shipping
   * to the delivery country, the articles' texts, which of them fit the chosen vehicle) and of the
   * moment as the delivery days read it. The same digest, the same page: the web tier keeps a
   * shopper's rendered cart under it (401 when the session is gone).
   */
  'GET /Warenkorb/Stand': defineCall({
    method: 'GET', path: '/Warenkorb/Stand', webTierOnly: true,
    query: z.object({ vehicleModelId: optionalModelId }),
    answer: z.object({ stand: z.string() }),
    fallback: () => ({ stand: '' }),
  }),
  'GET /Warenkorb/count': defineCall({
    method: 'GET', path: '/Warenkorb/count',
    answer: z.object({ countArticles: z.number() }),
    fallback: () => ({ countArticles: 0 }),
  }),
  'POST /Warenkorb/Hinzufuegen/:articleId': defineCall({
    method: 'POST', path: '/Warenkorb/Hinzufuegen/:articleId',
    params: z.object({ articleId: numericId }),
    query: z.object({ modelId: z.preprocess(single, z.union([z.literal('').transform(() => undefined), numericId]).optional()) }),
    body: z.object({ quantity: quantity(1).default(1), idempotencyKey: writeKey.optional() }, { error: 'expected a JSON object' }),
    answer: z.object({ lineId: z.number(), quantity: z.number(), cart: cartData }),
    fallback: () => ({ lineId: 0, quantity: 0, cart: emptyCart() }),
  }),
  'POST /Warenkorb/Aendern/:id': defineCall({
    method: 'POST', path: '/Warenkorb/Aendern/:id', params: lineId,
    body: z.object({ quantity: quantity(0), idempotencyKey: writeKey.optional() }, { error: 'expected a JSON object' }),
    answer: cartChange, fallback: () => ({ cart: emptyCart() }),
  }),
  'POST /Warenkorb/Loeschen/:id': defineCall({
    method: 'POST', path: '/Warenkorb/Loeschen/:id', params: lineId,
    body: z.object({ idempotencyKey: writeKey.optional() }, { error: 'expected a JSON object' }).optional(),
    answer: cartChange, fallback: () => ({ cart: emptyCart() }),
  }),
  /**
   * What became of a cart write whose answer never came (the web tier stopped waiting, the phone
   * lost its connection): what it did, with the cart, or, when it did nothing, the key settled as
   * doing nothing, so a write still under way can no longer apply it. {applied: false} is final.
   */
  'POST /Warenkorb/settle': defineCall({
    method: 'POST', path: '/Warenkorb/settle',
    body: z.object({ idempotencyKey: writeKey }, { error: 'expected a JSON object' }),
    answer: z.object({ applied: z.boolean(), did: z.enum(['add', 'change', 'remove']).nullable(), lineId: z.number().nullable(), quantity: z.number().nullable(), cart: cartData.nullable() }),
    fallback: () => ({ applied: false, did: null, lineId: null, quantity: null, cart: null }),
  }),
  'POST /Warenkorb/Ersetzen/:a/:b': defineCall({
    method: 'POST', path: '/Warenkorb/Ersetzen/:a/:b',
    params: z.object({ a: numericId, b: numericId }),
    answer: cartChange.extend({ lineId: z.number() }), fallback: () => ({ lineId: 0, cart: emptyCart() }),
  }),
  'GET /Warenkorb/optimize': defineCall({
    method: 'GET', path: '/Warenkorb/optimize',
    answer: cartOptimisation, fallback: () => EMPTY_OPTIMISATION,
  }),
  'POST /Warenkorb/optimize/apply': defineCall({
    method: 'POST', path: '/Warenkorb/optimize/apply',
    answer: cartChange.extend({ applied: cartOptimisation }), fallback: () => ({ applied: EMPTY_OPTIMISATION, cart: emptyCart() }),
  }),
  /** The cart link (cartParam[...]=quantity, at most 50 items). */
  'POST /Warenkorb/generieren': defineCall({
    method: 'POST', path: '/Warenkorb/generieren',
    answer: cartChange.extend({ added: z.array(z.object({ offerId: z.number(), modelId: z.number().nullable(), quantity: z.number(), lineId: z.number() })),
      skipped: z.array(z.object({ offerId: z.number().nullable(), modelId: z.number().nullable(), reason: z.enum(['invalid', 'unknown_offer', 'out_of_stock', 'unknown_model', 'cart_full']), param: z.string().optional() })), truncated: z.number(), replaced: z.boolean() }),
    fallback: () => ({ added: [], skipped: [], truncated: 0, replaced: false, cart: emptyCart() }),
  }),
  'POST /user/register': defineCall({
    method: 'POST', path: '/user/register', body: registerBody,
    answer: signedIn, fallback: () => ({ user: { email: '' } }),
  }),
  'POST /user/login': defineCall({
    method: 'POST', path: '/user/login', body: signInBody,
    answer: signedIn, fallback: () => ({ user: { email: '' } }),
  }),
  'POST /user/logout': defineCall({ method: 'POST', path: '/user/logout', answer: success, fallback: () => ({ success: false }) }),
  'GET /user/me': defineCall({ method: 'GET', path: '/user/me', answer: userAnswer, fallback: () => ({ user: null }) }),
  /** Saved vehicles; failure = empty list. Three check headers (short names). */
  'GET /user/vehicles': defineCall({ method: 'GET', path: '/user/vehicles', answer: z.array(vehicle), fallback: () => [] }),
  'POST /user/vehicles': defineCall({
    method: 'POST', path: '/user/vehicles', body: vehicleBody,
    answer: success, fallback: () => ({ success: false }),
  }),
  'POST /user/vehicles/remove': defineCall({
    method: 'POST', path: '/user/vehicles/remove', body: vehicleBody,
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
