/** One loader per screen. A page without a loader answers 404. */
import { loadCart } from './cart';
import { loadHome } from './home';
import { loadBrandCategory } from './brand';
import { loadCategory, loadManufacturerCategory, loadModelCategory, loadSeriesCategory, loadUniversalCategory } from './category';
import type { PageLoaders } from './types';

export const PAGE_LOADERS: PageLoaders = {
  Home: loadHome,
  Cart: loadCart,
  Category: loadCategory,
  UniversalCategory: loadUniversalCategory,
  ManufacturerCategory: loadManufacturerCategory,
  SeriesCategory: loadSeriesCategory,
  ModelCategory: loadModelCategory,
  BrandCategory: loadBrandCategory,
};
