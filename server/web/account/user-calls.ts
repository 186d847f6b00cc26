/** The marketplace's account calls as the web tier uses them; every answer is read defensively. */
import { CLIENT_ADDRESS_HEADER } from '../../../contract/headers';
import type { MarketplaceClient } from '../marketplace-client';
import { readVehicle, type ModelEntry } from '../pages/marketplace-shapes';
import { withCheckHeaders } from './check-headers';

type Headers = Record<string, string | undefined>;

export type SavedVehicle = ModelEntry & { manufacturerName?: string };

export type CredentialsAnswer =
  | { kind: 'ok'; sid: string }
  | { kind: 'invalidField'; field: string }
  | { kind: 'invalidCredentials' }
  | { kind: 'emailTaken' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  /** Too many passwords to check at once: turned away unchecked, nothing counted. */
  | { kind: 'busy'; retryAfterSeconds: number }
  | { kind: 'unavailable' };

function readCredentialsAnswer(status: number, body: unknown): CredentialsAnswer {
  const answer = (body ?? {}) as { sid?: unknown; field?: unknown; retryAfterSeconds?: unknown; error?: unknown };
  if ((status === 200 || status === 201) && typeof answer.sid === 'string') return { kind: 'ok', sid: answer.sid };
  if (status === 400) return { kind: 'invalidField', field: typeof answer.field === 'string' ? answer.field : 'form' };
  if (status === 401) return { kind: 'invalidCredentials' };
  if (status === 409) return { kind: 'emailTaken' };
  if (status === 429 && answer.error === 'busy') return { kind: 'busy', retryAfterSeconds: typeof answer.retryAfterSeconds === 'number' ? answer.retryAfterSeconds : 5 };
  if (status === 429) return { kind: 'throttled', retryAfterSeconds: typeof answer.retryAfterSeconds === 'number' ? answer.retryAfterSeconds : 900 };
  return { kind: 'unavailable' };
}

export interface Credentials {
  email: string;
  password: string;
}

export async function signIn(marketplace: MarketplaceClient, headers: Headers, address: string, credentials: Credentials): Promise<CredentialsAnswer> {
  const answer = await marketplace.call({ method: 'POST', path: '/user/login', query: {}, body: credentials, headers: { ...headers, [CLIENT_ADDRESS_HEADER]: address } });
  return readCredentialsAnswer(answer.status, answer.body);
}

export async function register(marketplace: MarketplaceClient, headers: Headers, address: string, credentials: Credentials): Promise<CredentialsAnswer> {
  const answer = await marketplace.call({ method: 'POST', path: '/user/register', query: {}, body: credentials, headers: { ...headers, [CLIENT_ADDRESS_HEADER]: address } });
  return readCredentialsAnswer(answer.status, answer.body);
}

export async function signOut(marketplace: MarketplaceClient, headers: Headers): Promise<void> {
  await marketplace.call({ method: 'POST', path: '/user/logout', query: {}, body: {}, headers });
}

/** The signed-in user's e-mail; null when signed out or when the marketplace cannot tell. */
export async function currentUser(marketplace: MarketplaceClient, headers: Headers): Promise<{ email: string } | null> {
  const body = await marketplace.get<unknown>('/user/me', {}, headers, null);
  const user = (body as { user?: { email?: unknown } } | null)?.user;
  return user && typeof user.email === 'string' ? { email: user.email } : null;
}

/** A failed fetch is the empty list. */
export async function savedVehicles(marketplace: MarketplaceClient, headers: Headers): Promise<SavedVehicle[]> {
  const body = await marketplace.get<unknown>('/user/vehicles', {}, await withCheckHeaders(headers), []);
  return Array.isArray(body) ? body.flatMap((entry) => readVehicle(entry) ?? []) : [];
}

export type VehicleChange = 'done' | 'signedOut' | 'unknownModel' | 'failed';

export async function changeSavedVehicle(marketplace: MarketplaceClient, headers: Headers, change: 'save' | 'remove', modelId: string): Promise<VehicleChange> {
  const path = change === 'save' ? '/user/vehicles' : '/user/vehicles/remove';
  const answer = await marketplace.call({ method: 'POST', path, query: {}, body: { modelId }, headers: await withCheckHeaders(headers) });
  if (answer.status === 200 && (answer.body as { success?: unknown } | null)?.success === true) return 'done';
  if (answer.status === 401) return 'signedOut';
  if (answer.status === 404 || answer.status === 400) return 'unknownModel';
  return 'failed';
}
