/**
 * Account calls (German and Austrian editions only; 404 elsewhere): registration, sign-in,
 * sign-out and who is signed in, used by the web tier's forms; and the saved-vehicle calls of
 * spec section 7 (GET/POST /user/vehicles with the check headers csr, ts, c).
 */
import { checkHeadersFailure } from '../check-headers/challenge';
import { notFound, ok, parseInput, type Endpoint, type EndpointContext, type MarketplaceResponse } from '../http/endpoint';
import { rawSessionId } from '../session/context';
import { vehiclesForModels } from '../vehicles/repository';
import { accountsUnavailable, CLIENT_ADDRESS_HEADER, notSignedIn, signedInUser } from './context';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { createUser, endSession, findUserByEmail, modelExists, removeVehicle, saveVehicle, savedModelIds, startUserSession } from './repository';
import { registerBody, signInBody, vehicleBody } from './schemas';
import { recordFailedSignIn, recordSuccessfulSignIn, registrationThrottle, throttledFor } from './throttle';

type Handler = (ctx: EndpointContext) => MarketplaceResponse | Promise<MarketplaceResponse>;

/** Only in editions with accounts. */
const accounts = (handler: Handler): Handler => (ctx) => accountsUnavailable(ctx) ?? handler(ctx);

/** Spec 7: the user calls carry the check headers. */
const checked = (handler: Handler): Handler => async (ctx) => (await checkHeadersFailure(ctx.headers)) ?? handler(ctx);

async function register(ctx: EndpointContext): Promise<MarketplaceResponse> {
  // Counted per client address; a caller that names none is refused rather than counted with
  // every other such caller under one key (one client would exhaust everybody's budget).
  const address = ctx.headers[CLIENT_ADDRESS_HEADER];
  if (!address) return { status: 400, body: { error: 'bad_request', field: CLIENT_ADDRESS_HEADER, message: 'register through the shop' } };
  const input = parseInput(registerBody, ctx.body ?? {});
  if (!input.ok) return input.response;
  const wait = await registrationThrottle(ctx.db.kysely, address, Date.now());
  if (wait > 0) return { status: 429, body: { error: 'too_many_attempts', retryAfterSeconds: wait, message: 'too many registrations' } };
  const userId = await createUser(ctx.db.kysely, input.data.email, await hashPassword(input.data.password));
  // Same answer as a wrong password at sign-in: the form cannot tell a taken address from a mistake.
  if (userId === null) return { status: 401, body: { error: 'invalid_credentials', message: 'e-mail or password wrong' } };
  const sid = await startUserSession(ctx.db.kysely, userId, rawSessionId(ctx));
  return { status: 201, body: { sid, user: { email: input.data.email } } };
}

async function signIn(ctx: EndpointContext): Promise<MarketplaceResponse> {
  const address = ctx.headers[CLIENT_ADDRESS_HEADER];
  if (!address) return { status: 400, body: { error: 'bad_request', field: CLIENT_ADDRESS_HEADER, message: 'sign in through the shop' } };
  const input = parseInput(signInBody, ctx.body ?? {});
  if (!input.ok) return input.response;
  const { email, password } = input.data;
  const now = Date.now();
  const wait = await throttledFor(ctx.db.kysely, email, address, now);
  if (wait > 0) return { status: 429, body: { error: 'too_many_attempts', retryAfterSeconds: wait, message: 'too many failed sign-ins' } };
  const user = await findUserByEmail(ctx.db.kysely, email);
  // The hash is checked even for an unknown e-mail so both cost the same time.
  const matches = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
  if (!user || !matches) {
    await recordFailedSignIn(ctx.db.kysely, email, address, now);
    return { status: 401, body: { error: 'invalid_credentials', message: 'e-mail or password wrong' } };
  }
  await recordSuccessfulSignIn(ctx.db.kysely, email, address);
  const sid = await startUserSession(ctx.db.kysely, user.id, rawSessionId(ctx));
  return ok({ sid, user: { email: user.email } });
}

async function signOut(ctx: EndpointContext): Promise<MarketplaceResponse> {
  const sid = rawSessionId(ctx);
  if (sid) await endSession(ctx.db.kysely, sid);
  return ok({ success: true });
}

async function me(ctx: EndpointContext): Promise<MarketplaceResponse> {
  const user = await signedInUser(ctx);
  return ok({ user: user ? { email: user.email } : null });
}

async function listVehicles(ctx: EndpointContext): Promise<MarketplaceResponse> {
  const user = await signedInUser(ctx);
  if (!user) return notSignedIn;
  const db = ctx.db.kysely;
  return ok(await vehiclesForModels(db, await savedModelIds(db, user.id)));
}

/** Runs a saved-vehicle change for the signed-in user on a known model. */
function changeVehicle(change: (ctx: EndpointContext, userId: number, modelId: number) => Promise<void>): Handler {
  return async (ctx) => {
    const user = await signedInUser(ctx);
    if (!user) return { ...notSignedIn, body: { ...(notSignedIn.body as object), success: false } };
    const input = parseInput(vehicleBody, ctx.body ?? {});
    if (!input.ok) return input.response;
    if (!(await modelExists(ctx.db.kysely, input.data.modelId))) return notFound('model');
    await change(ctx, user.id, input.data.modelId);
    return ok({ success: true });
  };
}

export const userEndpoints: Endpoint[] = [
  { method: 'POST', path: '/user/register', handle: accounts(register) },
  { method: 'POST', path: '/user/login', handle: accounts(signIn) },
  { method: 'POST', path: '/user/logout', handle: accounts(signOut) },
  { method: 'GET', path: '/user/me', handle: accounts(me) },
  { method: 'GET', path: '/user/vehicles', handle: accounts(checked(listVehicles)) },
  { method: 'POST', path: '/user/vehicles', handle: accounts(checked(changeVehicle((ctx, userId, modelId) => saveVehicle(ctx.db.kysely, userId, modelId)))) },
  { method: 'POST', path: '/user/vehicles/remove', handle: accounts(checked(changeVehicle((ctx, userId, modelId) => removeVehicle(ctx.db.kysely, userId, modelId)))) },
];
