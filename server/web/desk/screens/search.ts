/** The desk's search page: one field over orders, shoppers, shops and messages; a query too short is said beside the field. */
import { SearchPage } from '../../../../views/desk/SearchPage';
import { contactMessagePath, DESK_PATHS, orderPath, shopPath } from '../../staff/paths';
import { deskPage, deskScreen, SERVICE, type DeskKit } from '../area';

export const SEARCH_PATH = `${DESK_PATHS.prefix}/search`;

export function deskSearchScreens(kit: DeskKit) {
  const { marketplace } = kit;
  const search = deskScreen({
    path: '/search',
    guard: SERVICE,
    async load({ who, query }) {
      const t = who.t;
      const q = typeof query.q === 'string' ? query.q.trim().slice(0, 100) : '';
      const links = {
        order: orderPath, shopper: (email: string) => `${DESK_PATHS.orders}?email=${encodeURIComponent(email)}`,
        shop: who.staff?.role === 'operator' ? shopPath : null, contact: contactMessagePath,
      };
      const frame = who.frame(t('deskSearch.title'));
      if (q === '') return deskPage(SearchPage, { frame, action: SEARCH_PATH, q, found: null, links });
      if (q.length < 2) return deskPage(SearchPage, { frame, action: SEARCH_PATH, q, found: null, links, error: t('deskSearch.tooShort') }, 400);
      const answer = await marketplace.attempt('GET /desk/search', { query: { q } }, who.headers);
      if (answer.ok) return deskPage(SearchPage, { frame, action: SEARCH_PATH, q, found: answer.answer, links });
      return deskPage(SearchPage, { frame, action: SEARCH_PATH, q, found: null, links, error: t(answer.status === 400 ? 'deskSearch.tooShort' : 'desk.problem.unavailable') }, answer.status === 400 ? 400 : 503);
    },
  });
  return [search];
}
