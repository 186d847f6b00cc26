/**
 * Feeds: the shops' offer feeds: formats, decoding, column mapping, checks and holds, the import
 * run, the scheduled fetch of feed URLs and the shops' feed API.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { foldBrand } from './brands';
export { choicesFromForm, choicesOf, mappingOf, missingOf } from './column-choices';
export { type FeedCredentials, feedCredentials, NO_FEED_CREDENTIALS } from './credentials';
export { clearFeedSource, feedSourceOf, fetchSourceNow, saveFeedSource, type SourceCredentials } from './feed-source';
export { missingColumns } from './formats';
export { holdsOf } from './holds';
export { changeShopOffer, pauseShopOffers } from './offer-edits';
export { confirmFeed, type FeedRouterOptions, feedImport, feedReport, receiveFeed, runningImports, type RunningImports } from './feed-doors';
export { getImport, ImportConflictError, reportLines, reportReasons, shopImports, startImport } from './imports';
export { type FeedMapping, loadMapping, parseMapping, resolveColumns, saveMapping } from './mapping';
export { dropPending, type FeedPreview, keepForMapping, pendingUpload, readPreview, saveChoices } from './pending-upload';
export { createProgressBar, type ProgressBar } from './progress-bar';
export { removeShopOffers } from './removal';
export { confirmImport, importFeed, importFeedBuffer, rejectImport } from './run-import';
export { startFeedFetcher, wakeFeedFetchers } from './scheduled-fetch';
export { shopSuspended } from './suspension';
export { missingSellerFields } from './seller';
export { takeStock } from './stock';
export { type OfferValueProblem, type OfferValues, readOfferValues } from './offer-values';
