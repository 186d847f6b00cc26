/** The country grid (7 columns on desktop): one POST form, one submit button per country. */
import { useShop } from '../context';
import { regionName } from '../intl';

export interface DeliveryCountryPageProps {
  action: string;
  returnTo: string;
  current: string;
  countries: { code: string; name: string }[];
}

export function DeliveryCountryPage({ action, returnTo, current, countries }: DeliveryCountryPageProps) {
  const { t, locale } = useShop();
  const currentName = regionName(locale, current);
  return (
    <section className="site-page">
      <h1>{t('deliveryCountry.heading')}</h1>
      <p>{t('deliveryCountry.intro')}</p>
      <p className="current-country">{t('deliveryCountry.current', { country: currentName })}</p>
      <form method="post" action={action}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <ul className="country-grid">
          {countries.map((country) => (
            <li key={country.code}>
              <button type="submit" className="country-choice" name="country" value={country.code} aria-pressed={country.code === current}>
                <span className="country-choice-code">{country.code}</span>
                <span className="country-name">{country.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </form>
      <p><a href={returnTo}>{t('deliveryCountry.back')}</a></p>
    </section>
  );
}
