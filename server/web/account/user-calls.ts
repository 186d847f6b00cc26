/** The marketplace's account calls as the web tier uses them: what each outcome means to a form. */
import { CLIENT_ADDRESS_HEADER } from '../../../contract/headers';
import type { Problem, Vehicle } from '../../../contract/index';
import type { MarketplaceClient, Outcome } from '../marketplace-client';
import { withCheckHeaders } from './check-headers';

type Headers = Record<string, string | undefined>;

export type CredentialsAnswer =
  | { kind: 'ok'; sid: string }
  | { kind: 'invalidField'; field: string }
  | { kind: 'invalidCredentials' }
  | { kind: 'emailTaken' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  /** Too many passwords to check at once: turned away unchecked, nothing counted. */
  | { kind: 'busy'; retryAfterSeconds: number }
  | { kind: 'unavailable' };

const retryAfter = (problem: Problem, otherwise: number) => (typeof problem.retryAfterSeconds === 'number' ? problem.retryAfterSeconds : otherwise);

function credentialsAnswerOf(outcome: Outcome<'POST /user/login' | 'POST /user/register'>): CredentialsAnswer {
  if (outcome.ok) return outcome.answer.sid ? { kind: 'ok', sid: outcome.answer.sid } : { kind: 'unavailable' };
  const { status, problem } = outcome;
  if (status === 400) return { kind: 'invalidField', field: problem.field ?? 'form' };
  if (status === 401) return { kind: 'invalidCredentials' };
  if (status === 409) return { kind: 'emailTaken' };
  if (status === 429 && problem.error === 'busy') return { kind: 'busy', retryAfterSeconds: retryAfter(problem, 5) };
  if (status === 429) return { kind: 'throttled', retryAfterSeconds: retryAfter(problem, 900) };
  return { kind: 'unavailable' };
}

export interface Credentials {
  email: string;
  password: string;
}

export async function signIn(marketplace: MarketplaceClient, headers: Headers, address: string, credentials: Credentials): Promise<CredentialsAnswer> {
  return credentialsAnswerOf(await marketplace.attempt('POST /user/login', { body: credentials }, { ...headers, [CLIENT_ADDRESS_HEADER]: address }));
}

export async function register(marketplace: MarketplaceClient, headers: Headers, address: string, credentials: Credentials): Promise<CredentialsAnswer> {
  return credentialsAnswerOf(await marketplace.attempt('POST /user/register', { body: credentials }, { ...headers, [CLIENT_ADDRESS_HEADER]: address }));
}

export async function signOut(marketplace: MarketplaceClient, headers: Headers): Promise<void> {
  await marketplace.request('POST /user/logout', { body: {} }, headers);
}

/** The signed-in user's e-mail; null when signed out or when the marketplace cannot tell. */
export async function currentUser(marketplace: MarketplaceClient, headers: Headers): Promise<{ email: string } | null> {
  const { user } = await marketplace.request('GET /user/me', {}, headers);
  return user;
}

/** A failed fetch is the empty list. */
export async function savedVehicles(marketplace: MarketplaceClient, headers: Headers, checkSecret: string): Promise<Vehicle[]> {
  return marketplace.request('GET /user/vehicles', {}, await withCheckHeaders(headers, checkSecret));
}

export type VehicleChange = 'done' | 'signedOut' | 'unknownModel' | 'failed';

export async function changeSavedVehicle(marketplace: MarketplaceClient, headers: Headers, checkSecret: string, change: 'save' | 'remove', modelId: string): Promise<VehicleChange> {
  const outcome = await marketplace.attempt(change === 'save' ? 'POST /user/vehicles' : 'POST /user/vehicles/remove', { body: { modelId } }, await withCheckHeaders(headers, checkSecret));
  if (outcome.ok && outcome.answer.success) return 'done';
  if (outcome.status === 401) return 'signedOut';
  if (outcome.status === 404 || outcome.status === 400) return 'unknownModel';
  return 'failed';
}
