/**
 * Account calls (German and Austrian editions only; 404 elsewhere): registration, sign-in,
 * sign-out and who is signed in, used by the web tier's forms; and the saved-vehicle calls
 * (GET/POST /user/vehicles with the check headers csr, ts, c).
 */
import { checkHeadersFailure } from '../check-headers/challenge';
import { notFound, ok, parseInput, type Endpoint, type EndpointContext, type MarketplaceResponse } from '../http/endpoint';
import { rawSessionId } from '../session/context';
import { vehiclesForModels } from '../vehicles/repository';
import { accountsUnavailable, CLIENT_ADDRESS_HEADER, notSignedIn, signedInUser } from './context';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { createUser, endSession, findUserByEmail, modelExists, removeVehicle, saveVehicle, savedModelIds, startUserSession } from './repository';
import { registerBody, signInBody, vehicleBody } from './schemas';
import { passwordHashing } from './hashing-queue';
import { recordSuccessfulSignIn, registrationThrottle, releaseSignIn, reserveSignIn } from './throttle';

type Handler = (ctx: EndpointContext) => MarketplaceResponse | Promise<MarketplaceResponse>;

/** More passwords to hash than this process takes on now: try again in a moment (nothing was counted). */
const busy: MarketplaceResponse = { status: 429, body: { error: 'busy', retryAfterSeconds: 5, message: 'too many sign-ins at once' } };

/** Only in editions with accounts. */
const accounts = (handler: Handler): Handler => (ctx) => accountsUnavailable(ctx) ?? handler(ctx);

/** The user calls carry the check headers. */
const checked = (handler: Handler): Handler => async (ctx) => (await checkHeadersFailure(ctx.headers)) ?? handler(ctx);

async function register(ctx: EndpointContext): Promise<MarketplaceResponse> {
  // Counted per client address; a caller that names none is refused rather than counted with
  // every other such caller under one key (one client would exhaust everybody's budget).
  const address = ctx.headers[CLIENT_ADDRESS_HEADER];
  if (!address) return { status: 400, body: { error: 'bad_request', field: CLIENT_ADDRESS_HEADER, message: 'register through the shop' } };
  const input = parseInput(registerBody, ctx.body ?? {});
  if (!input.ok) return input.response;
  const slot = passwordHashing.enter();
  if (!slot) return busy;
  let hash: string;
  try {
    const wait = await registrationThrottle(ctx.db.kysely, address, Date.now());
    if (wait > 0) return { status: 429, body: { error: 'too_many_attempts', retryAfterSeconds: wait, message: 'too many registrations' } };
    await slot.ready;
    hash = await hashPassword(input.data.password);
  } finally {
    slot.release();
  }
  const userId = await createUser(ctx.db.kysely, input.data.email, hash);
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
  const db = ctx.db.kysely;
  // A place for the hashing first: a burst beyond it is turned away before it touches the counts.
  const slot = passwordHashing.enter();
  if (!slot) return busy;
  let matches: boolean;
  let user: Awaited<ReturnType<typeof findUserByEmail>>;
  let reservedAt: number;
  try {
    // Counted as a failure before the password is checked, so parallel attempts cannot all pass the count.
    const reservation = await reserveSignIn(db, email, address, Date.now());
    if (reservation.wait > 0) return { status: 429, body: { error: 'too_many_attempts', retryAfterSeconds: reservation.wait, message: 'too many failed sign-ins' } };
    reservedAt = reservation.reservedAt;
    try {
      user = await findUserByEmail(db, email);
      const stored = user?.password_hash ?? (await dummyHash());
      await slot.ready;
      // The hash is checked even for an unknown e-mail so both cost the same time.
      matches = await verifyPassword(password, stored);
    } catch (error) {
      await releaseSignIn(db, email, address, reservedAt);
      throw error;
    }
  } finally {
    slot.release();
  }
  if (!user || !matches) return { status: 401, body: { error: 'invalid_credentials', message: 'e-mail or password wrong' } };
  await recordSuccessfulSignIn(db, email, address, reservedAt);
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
