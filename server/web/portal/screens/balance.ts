/** The portal's balance screen: owed, pending, paid out and the next payout day (the owners'). */
import { BalancePage } from '../../../../views/portal/BalancePage';
import { portalPage, portalScreen } from '../area';

export const portalBalanceScreen = portalScreen({
  path: '/balance',
  guard: 'member',
  async load({ who }) {
    const answer = await who.call('GET /portal/balance');
    if (!answer.ok && answer.status !== 403) return who.unavailable();
    return portalPage(BalancePage, { t: who.t, lang: who.lang, shopName: who.member.shopName, balance: answer.ok ? answer.answer : null }, answer.ok ? 200 : 403);
  },
});
