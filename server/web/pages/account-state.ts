/**
 * Who is signed in, for every page of the editions with accounts: the header account link and the
 * general state's userActive flag (set when the saved-vehicle list is non-empty). Visitors
 * without a session cookie cost no call; a failed call reads as signed out (empty list).
 */
import type { LayoutData } from '../../../views/layout/types';
import type { Vehicle } from '../../../contract/index';
import { currentUser, savedVehicles } from '../account/user-calls';
import type { PageContext } from './types';
import { checkSecretOf } from '../security/check-secret';

type Context = Pick<PageContext, 'edition' | 'sessionId' | 'marketplace' | 'upstreamHeaders' | 'request'>;

/** The signed-in user's saved vehicles, or null when nobody is signed in (or accounts do not exist here). */
export async function signedInVehicles(context: Context): Promise<Vehicle[] | null> {
  if (!context.edition.accounts || !context.sessionId) return null;
  const user = await currentUser(context.marketplace, context.upstreamHeaders);
  if (!user) return null;
  return savedVehicles(context.marketplace, context.upstreamHeaders, checkSecretOf(context.request));
}

export async function accountState(context: Context): Promise<LayoutData['account']> {
  if (!context.edition.accounts) return undefined;
  const vehicles = await signedInVehicles(context).catch(() => null);
  return { signedIn: vehicles !== null, userActive: (vehicles?.length ?? 0) > 0 };
}
