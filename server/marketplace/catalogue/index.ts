/**
 * Catalogue: the category tree, listings with their filters, products and their key facts.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { catalogueEndpoints } from './endpoints';
export { filterValue, isFilterKey } from './criteria';
export { type CriterionFilter, encodeFilters, type ListingFilters, parseFilters } from './filters';
export { BATTERY_DEPOSIT_CENTS, BATTERY_KIND, batteryDepositCents, deliveredPrice, type StatedOffer } from './deposits';
export { articleName, keyFacts } from './key-facts';
export { categoryListing, emptyListing, filterAttributes, vehicleContext } from './listing';
export { productCards } from './products';
export { numericModelId } from './query-schemas';
export { type ArticleQuery, countArticles, findArticleIds, type VehicleContext } from './repository';
