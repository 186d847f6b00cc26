/**
 * Shops: the shops, their page settings, identity, logo, time zone, dispatch and API tokens.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { saveShopCommission } from './commission';
export { saveDispatch } from './dispatch';
export { shopEndpoints } from './endpoints';
export { saveShopIdentity } from './identity';
export { keepLogo, LOGO_MAX_BYTES, logoFile, LogoRefused } from './logo';
export { shopOnSale } from './on-sale';
export { replaceShipping, saveShopTexts, shopPageSettings } from './page-settings';
export { saveShopRating } from './rating';
export { readTaxSetup, refreshTaxHold, saveTaxSetup, taxHoldReason, type ShopTax } from './tax-setup';
export { createShop, liftSuspension, markShopSuspended } from './standing';
export { bearerToken, issueShopToken, revokeShopToken, SHOP_KEY_SCOPES, type ShopKeyScope, shopKeyScopes, shopTokenIssuedAt, verifyShopToken } from './tokens';
export { dayIn, dayStartIn, nextDay, shopZoneOf } from './zone';
