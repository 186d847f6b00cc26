import { EDITIONS, LOCALES, type Locale } from '../../../locales/editions';
import { readCataloguePath } from './catalogue-path';
import { allPages, matchRoute, pageExists, pathFor, readKbaTypeId, routeName, type PageName, type PageParams } from './table';

/** Sample params for every page: the round trip must give them back unchanged. */
const SAMPLES: { [P in PageName]: PageParams[P] } = {
  Home: {}, Bot: {}, Search: {}, Cart: {}, CartGenerate: {}, DeliveryCountry: {}, FulltextSearch: {},
  PartNumberSearch: { categorySlug: 'Bremsscheibe', manufacturer: 'ATE', partNumber: '24012001' },
  Article: { brandName: 'Bosch', normNumber: '0986479S99' },
  Shop: { shopName: 'autoteile-mueller' },
  ShopTerms: { shopName: 'autoteile-mueller' },
  ShopCancellation: { shopName: 'autoteile-mueller' },
  Info: { topic: 'impressum' },
  Accessibility: {},
  Login: {}, SavedVehicles: {}, SaveVehicle: { modelId: '4711' },
  AllVehicles: {},
  Manufacturer: { manufacturerSlug: 'vw', manufacturerId: 121 },
  Series: { seriesSlug: 'golf-vii', seriesPageId: 8 },
  Model: { seriesSlug: 'golf-vii', modelId: '11234' },
  Category: { categorySlug: 'Oelfilter', categoryId: 243 },
  UniversalCategory: { categorySlug: 'Motoroel', categoryId: 452 },
  ManufacturerCategory: { categorySlug: 'Bremsscheiben', manufacturerSlug: 'vw', manufacturerId: 121, categoryId: 1523 },
  SeriesCategory: { categorySlug: 'Bremsscheiben', seriesSlug: 'golf-vii', seriesPageId: 8, categoryId: 1523, brandId: 30 },
  ModelCategory: { categorySlug: 'Stossdaempfer', seriesSlug: 'golf-vii', modelId: '11234', categoryId: 1312 },
  Brand: { brandSlug: 'bosch', brandId: 30 },
  BrandCategory: { brandCategorySlug: 'bosch-oelfilter', categoryId: 243, brandId: 30 },
  Catalogue: { path: '/irgendwas' },
  Checkout: {}, Orders: {}, Order: { orderNumber: 'SP-261122-ABCDEF' }, Withdraw: {}, OrderWithdrawal: { orderNumber: 'SP-261122-ABCDEF' },
};

function strip(path: string, locale: Locale): string {
  const prefix = EDITIONS[locale].prefix;
  const rest = prefix ? path.slice(prefix.length) : path;
  return rest === '' ? '/' : rest.split('?')[0]!;
}

describe('route table', () => {
  for (const locale of LOCALES) {
    for (const page of allPages()) {
      if (!pageExists(page, locale)) continue;
      test(`${page}___${locale} builds and matches back`, () => {
        const name = routeName(page, locale);
        const path = pathFor(name as `${PageName}___${Locale}`, SAMPLES[page] as never);
        expect(path.startsWith(EDITIONS[locale].prefix)).toBe(true);
        const matched = matchRoute(strip(path, locale), locale);
        expect(matched?.name).toBe(name);
        expect(matched?.params).toEqual(SAMPLES[page]);
      });
    }
  }

  test('localized words per edition', () => {
    expect(pathFor('Cart___de-DE', {})).toBe('/Warenkorb');
    expect(pathFor('Cart___de-AT', {})).toBe('/de-AT/Warenkorb');
    expect(pathFor('Cart___fr-FR', {})).toBe('/fr-FR/panier');
    expect(pathFor('FulltextSearch___nl-NL', {}, { query: { q: 'remschijf' } })).toBe('/nl-NL/zoeken?q=remschijf');
    expect(pathFor('Home___de-DE', {})).toBe('/');
    expect(pathFor('Home___it-IT', {})).toBe('/it-IT');
    expect(pathFor('Category___es-ES', { categorySlug: 'filtro-de-aceite', categoryId: 243 })).toBe('/es-ES/filtro-de-aceite/todos-los-vehiculos/--243');
    expect(pathFor('Brand___fr-FR', { brandSlug: 'bosch', brandId: 3 })).toBe('/fr-FR/bosch-pieces-auto/tout-type-de-vehicule/---3');
    expect(pathFor('ShopTerms___it-IT', { shopName: 'x' })).toBe('/it-IT/negozio/x/cg');
    expect(pathFor('ShopCancellation___es-ES', { shopName: 'x' })).toBe('/es-ES/tienda/x/politica-de-cancelacion');
    expect(pathFor('CartGenerate___nl-NL', {})).toBe('/nl-NL/winkelwagen/genereren');
    expect(pathFor('Home___fr-FR', {}, { prefix: false })).toBe('/');
  });

  test('accounts exist only in DE and AT', () => {
    expect(pageExists('Login', 'de-DE')).toBe(true);
    expect(pageExists('Login', 'de-AT')).toBe(true);
    expect(pageExists('Login', 'fr-FR')).toBe(false);
    expect(matchRoute('/Einloggen', 'fr-FR')?.page).toBe('Catalogue');
  });

  test('invalid ids are not pages', () => {
    expect(matchRoute('/Ersatzteile/vw/1-abc-', 'de-DE')).toBeNull();
    expect(matchRoute('/Bremsscheiben/Alle-Fahrzeuge/--12x', 'de-DE')).toBeNull();
    expect(matchRoute('/Ersatzteile/golf/3-a.b-', 'de-DE')).toBeNull();
    expect(matchRoute('/Ersatzteile/golf/9-1-', 'de-DE')).toBeNull();
    expect(matchRoute('/Ersatzteile/golf/1-1-2/extra', 'de-DE')).toBeNull();
    expect(matchRoute('/%E0%A4%A', 'de-DE')).toBeNull();
    expect(matchRoute('/Mein-Spareo/Fahrzeuge/speichern/a-b', 'de-DE')).toBeNull();
  });

  test('catch-all renders the catalogue page', () => {
    expect(matchRoute('/Bremsscheiben', 'de-DE')).toMatchObject({ page: 'Catalogue', params: { path: '/Bremsscheiben' } });
    expect(matchRoute('/a/b/c/d', 'fr-FR')).toMatchObject({ name: 'Catalogue___fr-FR' });
  });

  test('kbaTypeId must be digits', () => {
    expect(readKbaTypeId(undefined)).toBeNull();
    expect(readKbaTypeId('12345')).toBe(12345);
    expect(readKbaTypeId('12a')).toBeUndefined();
    expect(readKbaTypeId(['1', '2'])).toBeUndefined();
  });
});

describe('general catalogue path reading', () => {
  test('type, id, category and brand parts', () => {
    expect(readCataloguePath('/Ersatzteile/vw/1-121-')).toEqual({ firstSlug: 'Ersatzteile', secondSlug: 'vw', type: 1, id: '121', categoryId: null, brandId: null, path: '/' });
    expect(readCataloguePath('/Bremsscheiben/golf/3-abc-1523')).toMatchObject({ type: 3, id: 'abc', categoryId: '1523', brandId: null });
    expect(readCataloguePath('/x/Alle-Fahrzeuge/--243')).toMatchObject({ type: null, id: null, categoryId: '243', brandId: null });
  });
  test('brandId only with four parts', () => {
    expect(readCataloguePath('/x/y/--243-30')).toMatchObject({ categoryId: '243', brandId: '30' });
    expect(readCataloguePath('/x/y/---30')).toMatchObject({ categoryId: null, brandId: '30' });
    expect(readCataloguePath('/x/y/1-2-3')?.brandId).toBeNull();
  });
  test('remaining path is kept, default /', () => {
    expect(readCataloguePath('/x/y/1-2-/seite/2')?.path).toBe('/seite/2');
    expect(readCataloguePath('/x/y/1-2-')?.path).toBe('/');
  });
  test('universal category and non-catalogue paths', () => {
    expect(readCataloguePath('/Motoroel/8-452')).toMatchObject({ type: 8, categoryId: '452' });
    expect(readCataloguePath('/just-one')).toBeNull();
    expect(readCataloguePath('/a/b/nodash')).toBeNull();
  });
});
