/**
 * The phone's compact bar: search, vehicle and cart stay within reach once the header has scrolled
 * away. Plain markup (a GET search form and two links), shown by CSS alone: on phones it fades in
 * as the page scrolls past the header (a scroll-driven animation), so it works without script and
 * costs no script; a browser without scroll-driven animations keeps the header as it was.
 */
import { useShop } from '../context';
import { CartCount } from '../behaviours/CartCount';
import type { LayoutData } from './types';

export function PhoneBar({ layout }: { layout: LayoutData }) {
  const { t, link } = useShop();
  const vehicle = layout.vehicle;
  return (
    <nav className="phone-bar" aria-label={t('a11y.phoneBar')}>
      <form className="phone-bar-search" action={link('Search', {})} method="get">
        <label className="visually-hidden" htmlFor="phone-bar-q">{t('layout.header.searchLabel')}</label>
        <input id="phone-bar-q" name="q" type="search" required placeholder={t('layout.header.searchPlaceholder')} autoComplete="off" enterKeyHint="search" />
        {vehicle ? <input type="hidden" name={vehicle.field.name} value={vehicle.field.value} /> : null}
        {/* A magnifier, its word for screen readers: the bar leaves the field the room. */}
        <button type="submit">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" /><path d="M15 15l6 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" /></svg>
          <span className="visually-hidden">{t('layout.header.searchSubmit')}</span>
        </button>
      </form>
      <a className="phone-bar-vehicle" href={vehicle?.href ?? link('AllVehicles', {})} title={vehicle?.label}>{vehicle ? vehicle.label : t('layout.header.vehicleChoose')}</a>
      <CartCount href={link('Cart', {})} label={t('layout.header.cart')} count={layout.cartCount} />
    </nav>
  );
}
