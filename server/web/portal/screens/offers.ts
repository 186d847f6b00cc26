/**
 * The shop's own offers in the portal: the list with its search, state, sort and page read from
 * the address; one offer's values sent from its row, read by the marketplace with the feeds'
 * readers (a value refused comes back in the row with what was typed, the problem beside it); and
 * the ticked offers paused or resumed. Every change answers with the list it was sent from, at the row.
 */
import type { Request } from 'express';
import { amountWording } from '../../../../locales/amounts';
import { OFFER_SORTS, OFFER_STATES, type OfferSort } from '../../../../contract/calls/portal-offers';
import type { Translate } from '../../../../locales/i18n';
import { OffersPage, offerListAddress, type OfferEditing, type OfferListView } from '../../../../views/portal/OffersPage';
import { formText, type ScreenAnswer } from '../../back-office/screen';
import { notFound, portalPage, portalScreen, type PortalWho } from '../area';

const one = (value: unknown) => formText(Array.isArray(value) ? value[0] : value);

/** The list as the address asks for it: a state or sort the list does not know is left out. */
function listValuesOf(query: Request['query']): { values: OfferListView['values']; page: number } {
  const state = one(query.state);
  const sort = one(query.sort);
  const page = Number(one(query.page));
  return {
    values: {
      q: one(query.q).trim().slice(0, 100),
      state: (OFFER_STATES as readonly string[]).includes(state) ? state : '',
      sort: (OFFER_SORTS as readonly string[]).includes(sort) ? sort as OfferSort : 'name',
    },
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** A refused value in the member's language: the feeds' reason, as the form words it. */
function valueProblemText(t: Translate, field: string, problem: unknown): string {
  if (field === 'price') return t(problem === 'tooLarge' ? 'portal.offers.problem.priceTooLarge' : amountWording(problem as never, 'portal.offers.problem.price'));
  if (field === 'stock') return t(problem === 'negative' ? 'portal.offers.problem.stockNegative' : 'portal.offers.problem.stock');
  return t('portal.offers.problem.delivery');
}

interface ListState { editing?: OfferEditing | null; bulk?: { problem: string | null; ticked: number[] }; status?: number }

async function offerList(who: PortalWho, request: Request, state: ListState = {}): Promise<ScreenAnswer> {
  const { values, page } = listValuesOf(request.query);
  const answer = await who.call('GET /portal/offers', { query: { q: values.q || undefined, state: (values.state || undefined) as never, sort: values.sort, page: String(page) } });
  if (!answer.ok) return answer.status === 403 ? { kind: 'text', status: 403, text: who.t('portal.offers.notAllowed') } : who.unavailable();
  const found = answer.answer;
  // A refused change is shown in its row even when the list's page no longer holds the offer.
  const wanted = state.editing?.id;
  if (wanted && !found.offers.some((offer) => offer.id === wanted)) {
    const alone = await who.call('GET /portal/offers', { query: { id: String(wanted) } });
    if (alone.ok) found.offers.unshift(...alone.answer.offers);
  }
  const list: OfferListView = { values, total: found.total, page: found.page, pageSize: found.pageSize };
  const edit = Number(one(request.query.edit));
  const editing = state.editing !== undefined ? state.editing : found.offers.some((offer) => offer.id === edit) ? { id: edit } : null;
  const done = one(request.query.done);
  const count = Number(one(request.query.count));
  const notice = done === 'saved' ? who.t('portal.offers.saved')
    : (done === 'paused' || done === 'resumed') && Number.isSafeInteger(count) ? who.t(`portal.offers.${done}`, { count }) : null;
  return portalPage(OffersPage, {
    t: who.t, lang: who.lang, shopName: who.member.shopName, offers: found.offers, list, editing,
    bulk: state.bulk ?? { problem: null, ticked: [] }, notice,
  }, state.status ?? 200);
}

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).map((item) => Number(formText(item))).filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, 500);

export function portalOfferScreens() {
  const list = portalScreen({
    path: '/offers',
    guard: 'member',
    async load({ who, request }) {
      return offerList(who, request);
    },
  });

  const pause = portalScreen({
    path: '/offers/pause',
    guard: 'member',
    action: {
      async run({ who, request, body }) {
        const ticked = idsOf(body.offers);
        const action = formText(body.action) === 'resume' ? 'resume' : 'pause';
        if (ticked.length === 0) return offerList(who, request, { bulk: { problem: who.t('portal.offers.problem.noneTicked'), ticked }, status: 400 });
        const answer = await who.call('POST /portal/offer-pause', { body: { offers: ticked, action } });
        if (!answer.ok) return answer.status === 403 ? { kind: 'text', status: 403, text: who.t('portal.offers.notAllowed') } : who.unavailable();
        const { values, page } = listValuesOf(request.query);
        return { kind: 'redirect', location: offerListAddress({ values, page, total: 0, pageSize: 0 }, { done: action === 'pause' ? 'paused' : 'resumed', count: answer.answer.changed }) };
      },
    },
  });

  const change = portalScreen({
    path: '/offers/:offerId',
    guard: 'member',
    action: {
      async run({ who, request, params, body }) {
        const id = Number(params.offerId);
        if (!/^\d{1,10}$/.test(params.offerId ?? '') || !Number.isSafeInteger(id) || id < 1) return notFound;
        const typed = { price: formText(body.price).slice(0, 40), stock: formText(body.stock).slice(0, 40), delivery: formText(body.delivery).slice(0, 40) };
        const answer = await who.call('POST /portal/offers/:offerId', { params: { offerId: id }, body: typed });
        if (!answer.ok && answer.status === 404) return notFound;
        if (!answer.ok && answer.status === 400) {
          const field = answer.problem.field === 'stock' || answer.problem.field === 'delivery' ? answer.problem.field : 'price';
          return offerList(who, request, { editing: { id, typed, problem: { field, message: valueProblemText(who.t, field, answer.problem.problem) } }, status: 400 });
        }
        if (!answer.ok) return answer.status === 403 ? { kind: 'text', status: 403, text: who.t('portal.offers.notAllowed') } : who.unavailable();
        const { values, page } = listValuesOf(request.query);
        return { kind: 'redirect', location: `${offerListAddress({ values, page, total: 0, pageSize: 0 }, { done: 'saved' })}#offer-${id}` };
      },
    },
  });

  return [list, pause, change];
}
