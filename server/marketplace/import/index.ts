/**
 * Import: the reference data (KBA vehicles, variants, taxonomy) read from files into the
 * catalogue's tables.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { importedSources } from './attributions';
export { importKbaFile } from './import-kba';
export { ADEME_LIST_YEAR, importVariantsFile, variantKey } from './import-variants';
export { displacementAgainstCcm, frenchTypeWords, neutralTypeName } from './neutral-type-names';
export { LIST_GENERATIONS, LIST_SERIES_NAMES, generationOfSeriesName, listGeneration, listSeriesKey, listSeriesName, listSeriesRow, namesItsGeneration } from './list-generations';
export { parseVariants } from './parse-variants';
export { generationKey, importVehicleTypesFile, namesItsBodies } from './import-vehicle-types';
export { importTaxonomyFile } from './import-taxonomy';
export { DATA_FILES, REFERENCE_DATA_DIR, seedFromDataDir } from './seed-from-dir';
export { groupReasons, type ImportOptions, type ImportSummary } from './summary';
export { registerName } from './manufacturers';
export { EARLIER_GENERATIONS } from './earlier-generations';
export { fitsTradeName, keyMayPredate, pairWindow, tradeNames, withoutBody } from './link-kba';
export { namesOnlyTheModel } from './model-only-names';
export { fitsBmwDesignation, spellsNoEngineLetter } from './bmw-designations';
export { spellsAllWheelDrive } from './drive-words';
export { namesBodyLineNotGeneration, namesOtherLine, onStatedBody, siblingBodies, withoutSiblingBodies } from './type-bodies';
export { holderNameSince, takenOverMakes, takenOverSince } from './holder-name-eras';
export { endedBeforeKey, issuedAsGenerationEnded } from './key-issue';
export { otherModels } from './several-models';
export { choiceCutByKeyYears, lacksNamedVariant, namesPlainBesideSubBrand } from './several-variants';
export { answeredByLoneType } from './lone-generation-type';
export { answeredByLaterTypesOnly } from './later-types-only';
export { kbaSeriesName, seriesFit } from './series-names';
export { matchKey } from './text';
export { otherLineNamed } from './type-name-lines';
export { KBA_MANUFACTURERS } from './manufacturers';
export { DIESEL_FUELS, spelledFuels, spellsOtherEngine } from './trade-name-spellings';
export { electricWithCombustion, oneEngine, powersApart } from './one-engine';
export { typeKeyDating } from './type-key-dating';
export { DERIVATIVE_NOT_IN_BASE, amgNameByPower, amgPowerOfVariant, fitsDerivative, fitsPlusMark, fitsVariant, spelledDerivatives, spelledVariant } from './variant-names';
export { engineLaunchYear } from './engine-launches';
export { withListedEngine } from './listed-engine-names';
export { pluginNameTwin } from './plugin-name-twins';
export { nameContradiction } from './name-contradictions';
export { withoutLitres } from './litre-twins';
export { electricKwBelowPeak } from './electric-peak-power';
export { configuratorWords } from './configurator-words';
export { SHARED_RANGES, missingFromRange } from './shared-ranges';
export { electricTradeName, withoutElectricWord } from './electric-type-names';
export { keysAfterNewerGeneration } from './launch-blocks';
