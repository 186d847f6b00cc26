/**
 * Account calls (German and Austrian editions only; 404 elsewhere): registration, sign-in,
 * sign-out and who is signed in, used by the web tier's forms; and the saved-vehicle calls
 * (GET/POST /user/vehicles with the check headers csr, ts, c).
 */
import { checkHeadersFailure } from '../check-headers';
import type { Call } from '../../../contract/call';
import { badRequest, created, notFound, ok, endpoint, type Answered, type Endpoint, type EndpointContext, type Refusal, type RequestScope } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { endSession, rawSessionId } from '../session';
import { vehiclesForModels } from '../vehicles';
import { accountsUnavailable, CLIENT_ADDRESS_HEADER, notSignedIn, signedInUser } from './context';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { createUser, findUserByEmail, modelExists, removeVehicle, saveVehicle, savedModelIds, startUserSession } from './repository';
import { isCommonPassword } from './common-passwords';
import { passwordHashing } from './hashing-queue';
import { recordSuccessfulSignIn, registrationThrottle, releaseSignIn, reserveSignIn } from './throttle';

type CallNamed<N extends keyof typeof CALLS> = (typeof CALLS)[N];
type Handler<C extends Call> = (ctx: EndpointContext<C>) => Answered<C> | Promise<Answered<C>>;

/** More passwords to hash than this process takes on now: try again in a moment (nothing was counted). */
const busy: Refusal = { status: 429, body: { error: 'busy', retryAfterSeconds: 5, message: 'too many sign-ins at once' } };

/** Only in editions with accounts. */
const accounts = <C extends Call>(handler: Handler<C>): Handler<C> => (ctx) => accountsUnavailable(ctx) ?? handler(ctx);

/** The user calls carry the check headers. */
const checked = <C extends Call>(handler: Handler<C>): Handler<C> => async (ctx) => (await checkHeadersFailure(ctx.headers, ctx.deps.checkSecret)) ?? handler(ctx);

async function register(ctx: EndpointContext<CallNamed<'POST /user/register'>>): Promise<Answered<CallNamed<'POST /user/register'>>> {
  // Counted per client address; a caller that names none is refused rather than counted with
  // every other such caller under one key (one client would exhaust everybody's budget).
  const address = ctx.headers[CLIENT_ADDRESS_HEADER];
  if (!address) return { status: 400, body: { error: 'bad_request', field: CLIENT_ADDRESS_HEADER, message: 'register through the shop' } };
  const input = ctx.body;
  if (isCommonPassword(input.password)) return badRequest('password', 'a commonly used password');
  const slot = passwordHashing.enter();
  if (!slot) return busy;
  let hash: string;
  try {
    const wait = await registrationThrottle(ctx.db.kysely, address, Date.now());
    if (wait > 0) return { status: 429, body: { error: 'too_many_attempts', retryAfterSeconds: wait, message: 'too many registrations' } };
    await slot.ready;
    hash = await hashPassword(input.password);
  } finally {
    slot.release();
  }
  const userId = await createUser(ctx.db.kysely, input.email, hash);
  // Same answer as a wrong password at sign-in: the form cannot tell a taken address from a mistake.
  if (userId === null) return { status: 401, body: { error: 'invalid_credentials', message: 'e-mail or password wrong' } };
  const sid = await startUserSession(ctx.db.kysely, userId, rawSessionId(ctx));
  return created({ sid, user: { email: input.email } });
}

async function signIn(ctx: EndpointContext<CallNamed<'POST /user/login'>>): Promise<Answered<CallNamed<'POST /user/login'>>> {
  const address = ctx.headers[CLIENT_ADDRESS_HEADER];
  if (!address) return { status: 400, body: { error: 'bad_request', field: CLIENT_ADDRESS_HEADER, message: 'sign in through the shop' } };
  const { email, password } = ctx.body;
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

async function signOut(ctx: RequestScope): Promise<Answered<CallNamed<'POST /user/logout'>>> {
  const sid = rawSessionId(ctx);
  if (sid) await endSession(ctx.db.kysely, sid);
  return ok({ success: true });
}

async function me(ctx: RequestScope): Promise<Answered<CallNamed<'GET /user/me'>>> {
  const user = await signedInUser(ctx);
  return ok({ user: user ? { email: user.email } : null });
}

async function listVehicles(ctx: RequestScope): Promise<Answered<CallNamed<'GET /user/vehicles'>>> {
  const user = await signedInUser(ctx);
  if (!user) return notSignedIn;
  const db = ctx.db.kysely;
  return ok(await vehiclesForModels(db, await savedModelIds(db, user.id)));
}

/** Runs a saved-vehicle change for the signed-in user on a known model. */
function changeVehicle(change: (ctx: RequestScope, userId: number, modelId: number) => Promise<void>): Handler<CallNamed<'POST /user/vehicles'>> {
  return async (ctx) => {
    const user = await signedInUser(ctx);
    if (!user) return { ...notSignedIn, body: { ...notSignedIn.body, success: false } };
    if (!(await modelExists(ctx.db.kysely, ctx.body.modelId))) return notFound('model');
    await change(ctx, user.id, ctx.body.modelId);
    return ok({ success: true });
  };
}

export const userEndpoints: Endpoint[] = [
  endpoint(CALLS['POST /user/register'], accounts(register)),
  endpoint(CALLS['POST /user/login'], accounts(signIn)),
  endpoint(CALLS['POST /user/logout'], accounts(signOut)),
  endpoint(CALLS['GET /user/me'], accounts(me)),
  endpoint(CALLS['GET /user/vehicles'], accounts(checked(listVehicles))),
  endpoint(CALLS['POST /user/vehicles'], accounts(checked(changeVehicle((ctx, userId, modelId) => saveVehicle(ctx.db.kysely, userId, modelId))))),
  endpoint(CALLS['POST /user/vehicles/remove'], accounts(checked(changeVehicle((ctx, userId, modelId) => removeVehicle(ctx.db.kysely, userId, modelId))))),
];
