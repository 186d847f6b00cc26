/**
 * The shop's own offers: a search (a plain GET form, its address a bookmark), the list sorted by
 * its column headings, one page at a time; one offer's price, stock and delivery time changed in
 * its row ("Change" opens the row as a form, without script), and the offers ticked paused or
 * resumed together. A value that cannot be read comes back beside its field with what was typed.
 */
import type { Translate } from '../../locales/i18n';
import type { Locale } from '../../locales/editions';
import { OFFER_STATES, type OfferSort, type ShopOffer } from '../../contract/calls/portal-offers';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { typedAmount } from '../../locales/amounts';
import { formatPrice } from '../context';
import { PortalShell } from './PortalShell';

export interface OfferListView {
  values: { q: string; state: string; sort: OfferSort };
  total: number;
  page: number;
  pageSize: number;
}

/** The row opened as a form: what was typed and, after a refusal, the field at fault. */
export interface OfferEditing {
  id: number;
  typed?: { price: string; stock: string; delivery: string };
  problem?: { field: 'price' | 'stock' | 'delivery'; message: string };
}

export interface OffersPageProps {
  t: Translate;
  lang: Locale;
  shopName: string;
  offers: ShopOffer[];
  list: OfferListView;
  editing: OfferEditing | null;
  /** The bulk form refused (nothing ticked), with the offers that were ticked. */
  bulk: { problem: string | null; ticked: number[] };
  /** What the last change did, said once above the list. */
  notice: string | null;
}

/** The list's address with its search, state, sort and page, and anything more. */
export function offerListAddress(list: OfferListView, more: Record<string, string | number> = {}, path: string = PORTAL_PATHS.offers): string {
  const params = new URLSearchParams();
  if (list.values.q) params.set('q', list.values.q);
  if (list.values.state) params.set('state', list.values.state);
  if (list.values.sort !== 'name') params.set('sort', list.values.sort);
  if (list.page > 1) params.set('page', String(list.page));
  for (const [key, value] of Object.entries(more)) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function SortHeading({ t, list, by, label, className }: { t: Translate; list: OfferListView; by: 'name' | 'number' | 'price' | 'stock'; label: string; className?: string }) {
  const current = list.values.sort.replace('-', '');
  const down = list.values.sort.startsWith('-');
  const next: OfferSort = current === by && !down ? (`-${by}` as const) : by;
  const sorted = current === by ? (down ? 'descending' : 'ascending') : undefined;
  return (
    <th scope="col" className={className} aria-sort={sorted}>
      <a href={offerListAddress({ ...list, page: 1, values: { ...list.values, sort: next } })}>
        {label}{sorted ? <span aria-hidden="true">{down ? ' ▼' : ' ▲'}</span> : null}
      </a>
      {sorted ? <span className="visually-hidden"> ({t(down ? 'portal.offers.sortedDown' : 'portal.offers.sortedUp')})</span> : null}
    </th>
  );
}

function EditCells({ t, lang, offer, editing }: { t: Translate; lang: Locale; offer: ShopOffer; editing: OfferEditing }) {
  const typed = editing.typed ?? { price: typedAmount(offer.priceCents, lang), stock: String(offer.stock), delivery: String(offer.deliveryDays) };
  const field = (name: 'price' | 'stock' | 'delivery', label: string, inputMode: 'decimal' | 'numeric', size: number) => {
    const id = `offer-${offer.id}-${name}`;
    const invalid = editing.problem?.field === name;
    return (
      <td data-label={label} className="edit">
        <label htmlFor={id} className="visually-hidden">{label}</label>
        {/* One block: on a phone the cell is a card's row of label and value. */}
        <div>
          <input id={id} name={name} form="offer-edit" inputMode={inputMode} size={size} maxLength={40} defaultValue={typed[name]}
            {...(invalid ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {})} />
          {invalid ? <span className="field-problem" id={`${id}-problem`} role="alert">{editing.problem!.message}</span> : null}
        </div>
      </td>
    );
  };
  return (
    <>
      {field('price', t('portal.offers.price'), 'decimal', 8)}
      {field('stock', t('portal.offers.stock'), 'numeric', 5)}
      {field('delivery', t('portal.offers.delivery'), 'numeric', 4)}
    </>
  );
}

export function OffersPage({ t, lang, shopName, offers, list, editing, bulk, notice }: OffersPageProps) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const first = list.total === 0 ? 0 : (list.page - 1) * list.pageSize + 1;
  const last = Math.min(list.total, list.page * list.pageSize);
  const filtered = Boolean(list.values.q || list.values.state);
  return (
    <PortalShell t={t} lang={lang} title={t('portal.offers.title')} shopName={shopName} current="offers">
      <h1>{t('portal.offers.title')}</h1>
      <form method="get" action={PORTAL_PATHS.offers} className="filters" role="search" aria-label={t('portal.offers.search')}>
        <label className="wide" htmlFor="offers-q">{t('portal.offers.q')}
          <input id="offers-q" name="q" type="search" defaultValue={list.values.q} maxLength={100} placeholder={t('portal.offers.qHint')} />
        </label>
        <label htmlFor="offers-state">{t('portal.offers.state')}
          <select id="offers-state" name="state" defaultValue={list.values.state}>
            <option value="">{t('portal.offers.anyState')}</option>
            {OFFER_STATES.map((state) => <option key={state} value={state}>{t(`portal.offers.states.${state}`)}</option>)}
          </select>
        </label>
        {list.values.sort !== 'name' ? <input type="hidden" name="sort" value={list.values.sort} /> : null}
        <div className="filter-actions">
          <button type="submit">{t('portal.offers.apply')}</button>
          {filtered ? <a href={PORTAL_PATHS.offers}>{t('portal.offers.clear')}</a> : null}
        </div>
      </form>
      {notice ? <p className="notice" role="status">{notice}</p> : null}
      <p className="row list-summary" role="status">
        {list.total === 0 ? t(filtered ? 'portal.offers.nothingFound' : 'portal.offers.none') : t('portal.offers.found', { count: list.total, first, last })}
      </p>
      {offers.length > 0 ? (
        <>
          <form id="offers-bulk" method="post" action={offerListAddress(list, {}, PORTAL_PATHS.offerPause)} className="row bulk">
            <span>{t('portal.offers.ticked')}</span>
            <button type="submit" name="action" value="pause" className="secondary">{t('portal.offers.pause')}</button>
            <button type="submit" name="action" value="resume" className="secondary">{t('portal.offers.resume')}</button>
            {bulk.problem ? <span className="field-problem" id="offers-bulk-problem" role="alert">{bulk.problem}</span> : null}
          </form>
          {editing ? <form id="offer-edit" method="post" action={`${offerListAddress(list, {}, PORTAL_PATHS.offer(editing.id))}#offer-${editing.id}`} /> : null}
          <table className="report offers">
            <caption className="visually-hidden">{t('portal.offers.caption', { page: list.page, pages })}</caption>
            <thead>
              <tr>
                <th scope="col"><span className="visually-hidden">{t('portal.offers.choose')}</span></th>
                <SortHeading t={t} list={list} by="name" label={t('portal.offers.article')} />
                <SortHeading t={t} list={list} by="number" label={t('portal.offers.number')} />
                <SortHeading t={t} list={list} by="price" label={t('portal.offers.price')} className="num" />
                <SortHeading t={t} list={list} by="stock" label={t('portal.offers.stock')} className="num" />
                <th scope="col" className="num">{t('portal.offers.delivery')}</th>
                <th scope="col">{t('portal.offers.state')}</th>
                <th scope="col"><span className="visually-hidden">{t('portal.offers.change')}</span></th>
              </tr>
            </thead>
            <tbody>
              {offers.map((offer) => {
                const open = editing?.id === offer.id ? editing : null;
                return (
                  <tr key={offer.id} id={`offer-${offer.id}`} className={open ? 'editing' : undefined}>
                    <td data-label={t('portal.offers.choose')}>
                      <input type="checkbox" name="offers" value={offer.id} form="offers-bulk" defaultChecked={bulk.ticked.includes(offer.id)}
                        aria-label={t('portal.offers.chooseOne', { name: `${offer.brand} ${offer.articleNumber}` })} {...(bulk.problem ? { 'aria-describedby': 'offers-bulk-problem' } : {})} />
                    </td>
                    <td data-label={t('portal.offers.article')} className="wrap"><span>{offer.brand} · {offer.name}{offer.sku ? <> · <code>{offer.sku}</code></> : null}</span></td>
                    <td data-label={t('portal.offers.number')} className="wrap"><span>{offer.articleNumber}{offer.ean ? <><br /><span className="muted">{t('portal.offers.ean', { ean: offer.ean })}</span></> : null}</span></td>
                    {open ? <EditCells t={t} lang={lang} offer={offer} editing={open} /> : (
                      <>
                        <td data-label={t('portal.offers.price')} className="num">{formatPrice(offer.priceCents, lang)}</td>
                        <td data-label={t('portal.offers.stock')} className="num">{offer.stock}</td>
                        <td data-label={t('portal.offers.delivery')} className="num">{t('portal.offers.days', { count: offer.deliveryDays })}</td>
                      </>
                    )}
                    <td data-label={t('portal.offers.state')}><span className={`status offer-${offer.state}`}>{t(`portal.offers.states.${offer.state}`)}</span></td>
                    <td data-label={t('portal.offers.change')}>
                      {open ? (
                        <span className="row">
                          <button type="submit" form="offer-edit">{t('portal.offers.save')}</button>
                          <a href={`${offerListAddress(list)}#offer-${offer.id}`}>{t('portal.offers.cancel')}</a>
                        </span>
                      ) : (
                        <a href={`${offerListAddress(list, { edit: offer.id })}#offer-${offer.id}`} aria-label={t('portal.offers.changeOne', { name: `${offer.brand} ${offer.articleNumber}` })}>{t('portal.offers.change')}</a>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      ) : null}
      {pages > 1 ? (
        <nav className="pager" aria-label={t('portal.offers.pages')}>
          <ul className="row plain">
            <li>{list.page > 1 ? <a rel="prev" href={offerListAddress({ ...list, page: list.page - 1 })}>{t('portal.orderList.previous')}</a> : <span className="muted">{t('portal.orderList.previous')}</span>}</li>
            <li>{t('portal.orderList.pageOf', { page: list.page, pages })}</li>
            <li>{list.page < pages ? <a rel="next" href={offerListAddress({ ...list, page: list.page + 1 })}>{t('portal.orderList.next')}</a> : <span className="muted">{t('portal.orderList.next')}</span>}</li>
          </ul>
        </nav>
      ) : null}
      <p className="muted hint">{t('portal.offers.hint')}</p>
    </PortalShell>
  );
}
