/**
 * The portal's start page, where a member lands after signing in: what waits for the shop's hand,
 * each with a link to the place where it is done.
 */
import type { Request, Response, Router } from 'express';
import { createElement } from 'react';
import type { Locale } from '../../../locales/editions';
import type { Translate } from '../../../locales/i18n';
import type { PortalMember } from '../../../contract/calls/portal';
import { HomePage } from '../../../views/portal/HomePage';
import type { PortalCall } from './member-headers';
import { zoneName } from './order-list-routes';
import { sendPortalPage } from './rendering';

export interface HomeRouteDeps {
  call: PortalCall;
  texts: (locale: string) => { t: Translate; lang: Locale; formatDate: (iso: string) => string };
  memberOf: (req: Request, res: Response) => Promise<PortalMember | undefined>;
  unavailable: (req: Request, res: Response) => void;
  localeOf: (member: PortalMember) => Locale;
}

/** The day (2026-11-27) an instant falls on in the zone: the order list's filter for "today". */
const dayIn = (zone: string, iso: string) => new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

export function portalHomeRoutes(router: Router, deps: HomeRouteDeps): void {
  router.get('/', async (req, res) => {
    const member = await deps.memberOf(req, res);
    if (!member) return;
    const answer = await deps.call(req, 'GET /portal/home', {}, deps.localeOf(member));
    if (!answer.ok) return deps.unavailable(req, res);
    const { t, lang, formatDate } = deps.texts(member.locale);
    const home = answer.answer;
    sendPortalPage(res, createElement(HomePage, {
      t, lang, shopName: member.shopName, home, formatDate,
      zoneName: zoneName(home.shopZone, lang), today: home.orders ? dayIn(home.shopZone, home.orders.today.since) : '',
    }));
  });
}
