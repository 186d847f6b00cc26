/** One loader per screen. A page without a loader answers 404. */
import { loadCart } from './cart';
import { loadHome } from './home';
import { loadBot } from './bot';
import { loadDeliveryCountry } from './delivery-country';
import { loadInfo } from './info';
import { loadAccessibility } from './accessibility';
import { loadSearchRedirect } from './search-redirect';
import { loadBrand, loadBrandCategory } from './brand';
import { loadCatalogue } from './catalogue';
import { loadCategory, loadManufacturerCategory, loadModelCategory, loadSeriesCategory, loadUniversalCategory } from './category';
import { loadAllVehicles, loadManufacturer, loadModel, loadSeries } from './vehicle';
import { loadLogin } from './login';
import { loadSavedVehicles } from './saved-vehicles';
import { loadSaveVehicle } from './save-vehicle';
import { loadFulltextSearch } from './fulltext-search';
import { loadPartNumberSearch } from './part-number-search';
import { loadArticle } from './article';
import { loadShop, loadShopCancellation, loadShopTerms } from './shop';
import { loadCheckout } from './checkout';
import { loadOrder, loadOrders } from './orders';
import { loadOrderWithdrawal, loadWithdraw } from './withdrawal';
import type { PageLoaders } from './types';

export const PAGE_LOADERS: PageLoaders = {
  Home: loadHome,
  Bot: loadBot,
  Search: loadSearchRedirect,
  DeliveryCountry: loadDeliveryCountry,
  Info: loadInfo,
  Accessibility: loadAccessibility,
  Cart: loadCart,
  Category: loadCategory,
  UniversalCategory: loadUniversalCategory,
  ManufacturerCategory: loadManufacturerCategory,
  SeriesCategory: loadSeriesCategory,
  ModelCategory: loadModelCategory,
  BrandCategory: loadBrandCategory,
  AllVehicles: loadAllVehicles,
  Manufacturer: loadManufacturer,
  Series: loadSeries,
  Model: loadModel,
  FulltextSearch: loadFulltextSearch,
  PartNumberSearch: loadPartNumberSearch,
  Article: loadArticle,
  Shop: loadShop,
  ShopTerms: loadShopTerms,
  ShopCancellation: loadShopCancellation,
  Brand: loadBrand,
  Catalogue: loadCatalogue,
  Login: loadLogin,
  SavedVehicles: loadSavedVehicles,
  SaveVehicle: loadSaveVehicle,
  Checkout: loadCheckout,
  Orders: loadOrders,
  Order: loadOrder,
  Withdraw: loadWithdraw,
  OrderWithdrawal: loadOrderWithdrawal,
};
