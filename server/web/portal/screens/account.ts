/**
 * The portal's pages about the shop's access: its audit log (the owner's) and the shop's API key,
 * issued (shown in that answer only, nowhere to be read again) or revoked.
 */
import { COOKIES } from '../../../../locales/editions';
import { PORTAL_PATHS, PORTAL_PREFIX } from '../../../../contract/portal-paths';
import { LogPage } from '../../../../views/portal/LogPage';
import { TokenPage } from '../../../../views/portal/TokenPage';
import { portalPage, portalScreen } from '../area';

export const portalLogScreen = portalScreen({
  path: '/log',
  guard: 'member',
  async load({ who }) {
    const answer = await who.call('GET /portal/log');
    if (!answer.ok && answer.status !== 403) return who.unavailable();
    return portalPage(LogPage, { t: who.t, lang: who.lang, shopName: who.member.shopName, entries: answer.ok ? answer.answer.entries : null, formatDate: who.formatDate }, answer.ok ? 200 : 403);
  },
});

export const portalTokenScreen = portalScreen({
  path: '/token',
  guard: 'member',
  async load({ who, query }) {
    const answer = await who.call('GET /portal/token');
    if (!answer.ok) return who.unavailable();
    const notice = query.revoked === '1' ? 'revoked' as const : null;
    return portalPage(TokenPage, { t: who.t, lang: who.lang, shopName: who.member.shopName, createdAt: answer.answer.createdAt, newToken: null, notice, formatDate: who.formatDate });
  },
  action: {
    async run({ who, request, response, body }) {
      const action = body.action;
      const answer = await who.call('POST /portal/token', { body: { action } });
      const page = { t: who.t, lang: who.lang, shopName: who.member.shopName, formatDate: who.formatDate };
      if (!answer.ok && answer.status === 403) {
        const current = await who.call('GET /portal/token');
        return portalPage(TokenPage, { ...page, createdAt: current.ok ? current.answer.createdAt : null, newToken: null, notice: 'ownersOnly' }, 403);
      }
      if (!answer.ok && answer.status === 400) return { kind: 'text', status: 400, text: `action: ${answer.problem.message ?? 'issue or revoke'}` };
      if (!answer.ok) return who.unavailable();
      if (action === 'revoke') {
        // A key sign-in of this browser ends with the key (the owner's own sign-in stays).
        response.clearCookie(COOKIES.portal, { httpOnly: true, sameSite: 'strict', secure: request.secure, path: PORTAL_PREFIX });
        return { kind: 'redirect', location: `${PORTAL_PATHS.token}?revoked=1` };
      }
      // The key is shown on this answer only; it is nowhere to be read again.
      return portalPage(TokenPage, { ...page, createdAt: answer.answer.createdAt, newToken: answer.answer.token, notice: null });
    },
  },
});
