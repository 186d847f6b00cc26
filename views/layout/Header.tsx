/** The header of every page: rating, contact, search, vehicle, account, cart, delivery country, navigation. */
import { useShop } from '../context';
import { CartCount } from '../behaviours/CartCount';
import { ConnectionStatus } from '../behaviours/ConnectionStatus';
import * as DeliveryCountryPickerIsland from '../islands/DeliveryCountryPicker';
import { Experiment } from '../behaviours/Experiment';
import { LoadingBar } from '../behaviours/LoadingBar';
import { NavigationMenu } from './NavigationMenu';
import * as SearchBoxIsland from '../islands/SearchBox';
import * as VehiclePanelIsland from '../islands/VehiclePanel';
import { StarRating } from '../ui/StarRating';
import type { LayoutData } from './types';
import { numberFormat, regionName } from '../intl';
import { island } from '../render/island';
import { ForgetVehicleForm } from './ForgetVehicleForm';

const DeliveryCountryPicker = island(DeliveryCountryPickerIsland);
const SearchBox = island(SearchBoxIsland);
const VehiclePanel = island(VehiclePanelIsland);

function RatingSummary({ layout }: { layout: LayoutData }) {
  const { t, locale } = useShop();
  const { rating, reviews } = layout;
  const count = numberFormat(locale).format(rating.reviewCount);
  const summary = (
    <>
      <StarRating rating={rating.value} showValue />
      <span className="rating-count">{t('layout.header.reviewCount', { count: rating.reviewCount, formatted: count })}</span>
    </>
  );
  if (reviews.length === 0) return <div className="rating-summary">{summary}</div>;
  return (
    <details className="rating-summary">
      <summary>{summary}</summary>
      <div className="reviews">
        <p className="reviews-heading">{t('layout.header.reviewsHeading', { name: rating.name })}</p>
        <ul>
          {reviews.map((review, index) => (
            <li key={index}>
              {review.rating === undefined ? null : <StarRating rating={review.rating} />}
              <q>{review.comment}</q>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

export function Header({ layout }: { layout: LayoutData }) {
  const { t, link, edition, deliveryCountry, locale } = useShop();
  const redirectUrl = layout.currentPath ?? link('Home', {});
  const countryName = regionName(locale, deliveryCountry);
  // The island gets the vehicle without the removal form, which is plain server markup beside it.
  const { forget, ...vehicle } = layout.vehicle ?? {};
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">{t('layout.header.skip')}</a>
      <LoadingBar />
      <ConnectionStatus />
      <Experiment />
      <div className="header-top">
        <RatingSummary layout={layout} />
        <a className="contact-link order-track-link" href={link('Orders', {})}>{t('orderTrack.link')}</a>
        <a className="contact-link" href={link('Info', { topic: t('info.support.slug') })}>{t('layout.header.contact')}</a>
      </div>
      <div className="header-main">
        <a className="logo" href={link('Home', {})} aria-label={t('layout.header.home')}>Spareo</a>
        <SearchBox
          action={link('Search', {})}
          query={layout.query}
          vehicleField={layout.vehicle?.field}
          labels={{ label: t('layout.header.searchLabel'), placeholder: t('layout.header.searchPlaceholder'), submit: t('layout.header.searchSubmit') }}
        />
        <div className="header-actions">
          <VehiclePanel vehicle={layout.vehicle ? (vehicle as NonNullable<LayoutData['vehicle']>) : undefined} chooseHref={link('AllVehicles', {})} />
          {forget ? <ForgetVehicleForm forget={forget} /> : null}
          {edition.accounts ? (
            layout.account?.signedIn
              ? <a className="account-link account-link-signed-in" href={link('SavedVehicles', {})}>{t('layout.header.account')}</a>
              : <a className="account-link" href={link('Login', {}, { query: { redirectUrl } })}>{t('layout.header.signIn')}</a>
          ) : null}
          <CartCount href={link('Cart', {})} label={t('layout.header.cart')} count={layout.cartCount} />
          <DeliveryCountryPicker
            current={deliveryCountry}
            pageHref={link('DeliveryCountry', {}, { query: { returnTo: redirectUrl } })}
            label={`${t('layout.header.deliveryCountry')} (${countryName})`}
          />
        </div>
      </div>
      <NavigationMenu
        items={layout.navigation}
        vehicleField={layout.vehicle?.field}
        labels={{ menu: t('layout.header.menu'), manufacturers: t('layout.header.manufacturers') }}
      />
    </header>
  );
}
