/**
 * The portal's sign-in with the shop's key (a member of the shop's staff signs in at the desk's
 * door, with their second factor) and the sign-out, which ends both sign-ins of the browser.
 */
import { COOKIES } from '../../../../locales/editions';
import { PORTAL_PATHS, PORTAL_PREFIX } from '../../../../contract/portal-paths';
import { formText, type BeforeHandler } from '../../back-office/screen';
import { clearStaffCookie } from '../../staff/cookie';
import { portalDoor, type portalAreas } from '../area';

const COOKIE_DAYS = 1;

export function portalSignInScreens(areas: ReturnType<typeof portalAreas>, signInLimit: BeforeHandler) {
  const signIn = portalDoor({
    path: '/sign-in',
    guard: 'open',
    async load({ request }) {
      return areas.signInPage(request);
    },
    action: {
      before: [signInLimit],
      async run({ who, request, response, body }) {
        const shopId = formText(body.shopId).trim();
        const token = formText(body.token).trim();
        if (!/^\d{1,9}$/.test(shopId) || !token || token.length > 200) return areas.signInPage(request, true, 400);
        const value = `${shopId}.${token}`;
        request.cookies = { ...request.cookies, [COOKIES.portal]: value };
        const answer = await who.call('POST /portal/sign-in');
        if (!answer.ok) return answer.status === 401 ? areas.signInPage(request, true, 401) : areas.unavailableOf(who);
        response.cookie(COOKIES.portal, value, { httpOnly: true, sameSite: 'strict', secure: request.secure, path: PORTAL_PREFIX, maxAge: COOKIE_DAYS * 86_400_000 });
        return { kind: 'redirect', location: PORTAL_PATHS.home };
      },
    },
  });

  const signOut = portalDoor({
    path: '/sign-out',
    guard: 'open',
    action: {
      form: false,
      async run({ who, request, response }) {
        // Written to the log and the staff session ended; the cookies go whatever the marketplace answers.
        await who.call('POST /portal/sign-out');
        clearStaffCookie(request, response);
        response.clearCookie(COOKIES.portal, { httpOnly: true, sameSite: 'strict', secure: request.secure, path: PORTAL_PREFIX });
        return { kind: 'redirect', location: PORTAL_PATHS.signIn };
      },
    },
  });

  return [signIn, signOut];
}
