/** Home: vehicle selection block, banners, popular categories, top manufacturers, savings claim. */
import type { VehicleBlock } from './home-vehicle-block';
import { useShop } from '../context';
import * as HsnTsnIsland from '../islands/HsnTsn';
import * as LicensePlateIsland from '../islands/LicensePlate';
import type { ServerLookup } from '../islands/vehicle/lookup-props';
import * as VehicleSelectorIsland from '../islands/VehicleSelector';
import { island } from '../render/island';

const HsnTsn = island(HsnTsnIsland);
const LicensePlate = island(LicensePlateIsland);
const VehicleSelector = island(VehicleSelectorIsland);

export interface HomePageProps {
  vehicle: VehicleBlock;
  popularCategories: { title: string; href: string }[];
  banners: { categoryId: number; title: string; text: string; href: string }[];
  topManufacturers: { name: string; href: string }[];
  allVehiclesHref: string;
}

/** The loader's answer to a plain GET submit, for one method's form. */
function lookupFor(block: VehicleBlock, method: 'hsnTsn' | 'plate'): ServerLookup {
  const lookup = block.lookup;
  if (lookup.kind === 'none' || lookup.method !== method) return { kind: 'none' };
  if (lookup.kind === 'several') return { kind: 'several', name: lookup.name, ...(lookup.generation ? { generation: lookup.generation } : {}), vehicles: lookup.vehicles };
  return lookup.kind === 'unplaced' ? { kind: 'unplaced', name: lookup.name } : { kind: lookup.kind };
}

/** de-DE only: HSN/TSN island; its server markup is the plain GET form the home loader answers. */
function HsnTsnForm({ block }: { block: VehicleBlock }) {
  const { t, link } = useShop();
  return (
    <HsnTsn
      action={link('Home', {})}
      entered={{ hsn: block.entered.hsn, tsn: block.entered.tsn }}
      lookup={lookupFor(block, 'hsnTsn')}
      labels={{
        heading: t('home.hsnTsn.heading'), hsn: t('home.hsnTsn.hsn'), tsn: t('home.hsnTsn.tsn'), submit: t('home.hsnTsn.submit'),
        help: t('home.hsnTsn.hsnHelp'), unknown: t('home.hsnTsn.unknown'), unplaced: t('home.hsnTsn.unplaced', { name: '%name%' }), invalid: t('home.hsnTsn.invalid'), several: t('home.several'),
        severalNamed: t('home.hsnTsn.severalNamed', { name: '%name%' }),
        generationNamed: t('home.hsnTsn.generationNamed', { pair: '%pair%', name: '%name%', generation: '%generation%' }),
      }}
    />
  );
}

/** fr-FR only: licence plate island, example AA-123-ZZ, shown in capitals; server markup is the plain GET form. */
function PlateForm({ block }: { block: VehicleBlock }) {
  const { t, link } = useShop();
  return (
    <LicensePlate
      action={link('Home', {})}
      entered={{ plate: block.entered.plate }}
      lookup={lookupFor(block, 'plate')}
      labels={{
        heading: t('home.plate.heading'), label: t('home.plate.label'), example: t('home.plate.example'), submit: t('home.plate.submit'),
        unknown: t('home.plate.licenseUnknown'), invalid: t('home.plate.invalid'), several: t('home.several'),
      }}
    />
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
