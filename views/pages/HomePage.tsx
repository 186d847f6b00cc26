/** Home (spec section 2): vehicle selection block, banners, popular categories, top manufacturers, savings claim. */
import type { Lookup, VehicleBlock } from '../../server/web/pages/home-vehicle';
import { useShop } from '../context';
import { VehicleSelector } from '../islands/VehicleSelector';

export interface HomePageProps {
  vehicle: VehicleBlock;
  popularCategories: { title: string; href: string }[];
  banners: { categoryId: number; title: string; text: string; href: string }[];
  topManufacturers: { name: string; href: string }[];
  allVehiclesHref: string;
}

function LookupMessage({ lookup, method }: { lookup: Lookup; method: 'hsnTsn' | 'plate' }) {
  const { t } = useShop();
  if (lookup.kind === 'none' || lookup.method !== method) return null;
  if (lookup.kind === 'invalid') return <p className="form-error" role="alert">{t(method === 'hsnTsn' ? 'home.hsnTsn.invalid' : 'home.plate.invalid')}</p>;
  if (lookup.kind === 'unknown') return <p className="form-error" role="alert">{t(method === 'hsnTsn' ? 'home.hsnTsn.unknown' : 'home.plate.licenseUnknown')}</p>;
  return (
    <div className="lookup-matches" role="status">
      <p>{t('home.several')}</p>
      <ul>
        {lookup.vehicles.map((vehicle) => (
          <li key={vehicle.href}>
            <a href={vehicle.href}>{vehicle.label}</a> <span className="muted">{vehicle.facts}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** de-DE only: a plain GET form to the home page; the islands engineer adds the live lookup. */
function HsnTsnForm({ block }: { block: VehicleBlock }) {
  const { t, link } = useShop();
  const failed = block.lookup.kind !== 'none' && block.lookup.kind !== 'several' && block.lookup.method === 'hsnTsn';
  return (
    <form className="hsn-tsn-form" method="get" action={link('Home', {})}>
      <h3>{t('home.hsnTsn.heading')}</h3>
      <div className="field-row">
        <label>
          {t('home.hsnTsn.hsn')}
          <input name="hsn" required minLength={4} maxLength={4} pattern="[A-Za-z0-9]{4}" autoComplete="off" defaultValue={block.entered.hsn} aria-describedby="hsn-help" aria-invalid={failed || undefined} />
        </label>
        <label>
          {t('home.hsnTsn.tsn')}
          <input name="tsn" required minLength={3} maxLength={3} pattern="[A-Za-z0-9]{3}" autoComplete="off" defaultValue={block.entered.tsn} aria-invalid={failed || undefined} />
        </label>
        <button type="submit">{t('home.hsnTsn.submit')}</button>
      </div>
      <small id="hsn-help" className="field-help">{t('home.hsnTsn.hsnHelp')}</small>
      <LookupMessage lookup={block.lookup} method="hsnTsn" />
    </form>
  );
}

/** fr-FR only: licence plate, example AA-123-ZZ, shown in capitals. */
function PlateForm({ block }: { block: VehicleBlock }) {
  const { t, link } = useShop();
  const failed = block.lookup.kind !== 'none' && block.lookup.kind !== 'several' && block.lookup.method === 'plate';
  return (
    <form className="plate-form" method="get" action={link('Home', {})}>
      <h3>{t('home.plate.heading')}</h3>
      <div className="field-row">
        <label>
          {t('home.plate.label')}
          <input
            name="plate"
            className="plate-input"
            required
            maxLength={12}
            pattern="[A-Za-z]{2}-?[0-9]{3}-?[A-Za-z]{2}|[0-9]{1,4}-?[A-Za-z]{1,3}-?[A-Za-z0-9_]{1,3}"
            placeholder="AA-123-ZZ"
            autoComplete="off"
            defaultValue={block.entered.plate}
            aria-describedby="plate-example"
            aria-invalid={failed || undefined}
          />
        </label>
        <button type="submit">{t('home.plate.submit')}</button>
      </div>
      <small id="plate-example" className="field-help">{t('home.plate.example')}</small>
      <LookupMessage lookup={block.lookup} method="plate" />
    </form>
  );
}

export function HomePage({ vehicle, popularCategories, banners, topManufacturers, allVehiclesHref }: HomePageProps) {
  const { t, edition } = useShop();
  return (
    <div className="home">
      <section className="home-hero">
        <h1>{t('home.heading')}</h1>
        <p className="claim">{t('home.claim')}</p>
      </section>
      <section className="vehicle-block" id="vehicle" aria-labelledby="vehicle-heading">
        <h2 id="vehicle-heading">{t('home.vehicle.heading')}</h2>
        <VehicleSelector {...vehicle.selector} />
        {edition.vehicleSelection.hsnTsn ? <HsnTsnForm block={vehicle} /> : null}
        {edition.vehicleSelection.licensePlate ? <PlateForm block={vehicle} /> : null}
      </section>
      <section className="banners" aria-labelledby="banners-heading">
        <h2 id="banners-heading">{t('home.banners.heading')}</h2>
        <ul className="banner-list">
          {banners.map((banner) => (
            <li key={banner.categoryId} className={`banner banner-${banner.categoryId}`}>
              <a href={banner.href}>
                <strong>{banner.title}</strong>
                <span>{banner.text}</span>
                <span className="banner-cta">{t('home.banners.cta')}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      {popularCategories.length ? (
        <section aria-labelledby="popular-heading">
          <h2 id="popular-heading">{t('home.popularCategories')}</h2>
          <ul className="tile-list">
            {popularCategories.map((category) => <li key={category.href}><a href={category.href}>{category.title}</a></li>)}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="top-manufacturers-heading">
        <h2 id="top-manufacturers-heading">{t('home.topManufacturers')}</h2>
        <ul className="tile-list">
          {topManufacturers.map((manufacturer) => <li key={manufacturer.href}><a href={manufacturer.href}>{manufacturer.name}</a></li>)}
        </ul>
        <p><a href={allVehiclesHref}>{t('home.allManufacturers')}</a></p>
      </section>
      <section className="savings" aria-labelledby="savings-heading">
        <h2 id="savings-heading">{t('home.savings.heading')}</h2>
        <p>{t('home.savings.text')}</p>
      </section>
    </div>
  );
}
