/**
 * Every screen of the shop, for the page handler: a matched route names its page, and the page's
 * screen loads it or runs the form sent to it. Where a page lives is its route, in views/page-params.ts.
 */
import { accessibilityScreen } from './accessibility';
import { articleScreen } from './article';
import { botScreen } from './bot';
import { brandCategoryScreen, brandScreen } from './brand';
import { cartScreen } from './cart';
import { cartGenerateScreen } from './cart-generate';
import { catalogueScreen } from './catalogue';
import { categoryScreen, manufacturerCategoryScreen, modelCategoryScreen, seriesCategoryScreen, universalCategoryScreen } from './category';
import { checkoutScreen } from './checkout';
import { deliveryCountryScreen } from './delivery-country';
import { fulltextSearchScreen } from './fulltext-search';
import { homeScreen } from './home';
import { infoScreen } from './info';
import { loginScreen } from './login';
import { orderScreen, ordersScreen } from './orders';
import { partNumberSearchScreen } from './part-number-search';
import { saveVehicleScreen } from './save-vehicle';
import { savedVehiclesScreen } from './saved-vehicles';
import { searchScreen } from './search-redirect';
import { shopCancellationScreen, shopScreen, shopTermsScreen } from './shop';
import { allVehiclesScreen, manufacturerScreen, modelScreen, seriesScreen } from './vehicle';
import { orderWithdrawalScreen, withdrawScreen } from './withdrawal';
import type { PageName } from '../routes/table';
import type { Screen } from './screen';

const SCREENS: readonly Screen[] = [
  homeScreen, botScreen, searchScreen, cartScreen, cartGenerateScreen, deliveryCountryScreen,
  fulltextSearchScreen, partNumberSearchScreen, articleScreen,
  shopTermsScreen, shopCancellationScreen, shopScreen,
  accessibilityScreen, infoScreen,
  loginScreen, savedVehiclesScreen, saveVehicleScreen,
  checkoutScreen, ordersScreen, withdrawScreen, orderScreen, orderWithdrawalScreen,
  allVehiclesScreen, manufacturerScreen, seriesScreen, modelScreen,
  categoryScreen, universalCategoryScreen, manufacturerCategoryScreen, seriesCategoryScreen, modelCategoryScreen,
  brandScreen, brandCategoryScreen, catalogueScreen,
] as readonly Screen[];

const BY_PAGE: ReadonlyMap<PageName, Screen> = new Map(SCREENS.map((screen) => [screen.page, screen]));

export function screenOf(page: PageName): Screen | undefined {
  return BY_PAGE.get(page);
}
