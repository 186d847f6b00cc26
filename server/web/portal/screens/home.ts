/**
 * The portal's start page, where a member lands after signing in: what waits for the shop's hand,
 * each with a link to the place where it is done.
 */
import { HomePage } from '../../../../views/portal/HomePage';
import { portalPage, portalScreen } from '../area';
import { zoneName } from './orders';

/** The day (2026-11-27) an instant falls on in the zone: the order list's filter for "today". */
const dayIn = (zone: string, iso: string) => new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

export const portalHomeScreen = portalScreen({
  path: '/',
  guard: 'member',
  async load({ who }) {
    const answer = await who.call('GET /portal/home');
    if (!answer.ok) return who.unavailable();
    const { t, lang, formatDate } = who;
    const home = answer.answer;
    return portalPage(HomePage, {
      t, lang, shopName: who.member.shopName, home, formatDate,
      zoneName: zoneName(home.shopZone, lang), today: home.orders ? dayIn(home.shopZone, home.orders.today.since) : '',
    });
  },
});
