/**
 * Every screen of the shop, in the order paths are matched: a fixed word comes before a parameter
 * that could read it (the accessibility statement before the information topics, the withdrawal
 * function before an order number). The route table and the page handler are built from this list.
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

let list: readonly Screen[] | undefined;

/**
 * Read when first asked, not when this module loads: the screens' own modules build links with
 * the route table, which is made from this list.
 */
export function screens(): readonly Screen[] {
  return (list ??= [
    homeScreen, botScreen, searchScreen, cartScreen, cartGenerateScreen, deliveryCountryScreen,
    fulltextSearchScreen, partNumberSearchScreen, articleScreen,
    shopTermsScreen, shopCancellationScreen, shopScreen,
    accessibilityScreen, infoScreen,
    loginScreen, savedVehiclesScreen, saveVehicleScreen,
    checkoutScreen, ordersScreen, withdrawScreen, orderScreen, orderWithdrawalScreen,
    // Read by the catalogue path grammar.
    allVehiclesScreen, manufacturerScreen, seriesScreen, modelScreen,
    categoryScreen, universalCategoryScreen, manufacturerCategoryScreen, seriesCategoryScreen, modelCategoryScreen,
    brandScreen, brandCategoryScreen, catalogueScreen,
  ] as readonly Screen[]);
}

let byPage: ReadonlyMap<PageName, Screen> | undefined;

export function screenOf(page: PageName): Screen | undefined {
  byPage ??= new Map(screens().map((screen) => [screen.page, screen]));
  return byPage.get(page);
}
