/** The link builder islands get from the server: the base this page was served under and the edition's path words. */
import type { CatalogueLinks } from '../contract/catalogue-path';
import { EDITIONS } from '../locales/editions';
import type { ShopContextValue } from './context';

export function catalogueLinksOf(shop: ShopContextValue | null): CatalogueLinks {
  const home = shop?.link('Home', {}) ?? '/';
  const words = (shop?.edition ?? EDITIONS['de-DE']).words;
  // Under an edition host (or the default edition) the home page is "/" and links carry no prefix.
  return { base: home === '/' ? '' : home.replace(/\/$/, ''), words: { allVehicles: words.allVehicles, section: words.section } };
}
