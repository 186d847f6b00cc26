/**
 * A pair that names the generation only (the model's name, "FIAT 500L", "MUSTANG", or several
 * variants one of which the base lacks, "525D,520D") leaves the engine to the buyer. Where the base
 * holds a single type of that generation for the key, the buyer's choice has one answer and it is
 * often the wrong car: the 500L TwinAir or 1.4 owner is handed the 1.3 Multijet diesel's filters, the
 * Mustang 2.3 EcoBoost owner the V8's, the 525d owner the 520d's. The register's row says no more than
 * the name (no fuel, power or displacement), so it cannot confirm that one type: the pair stays
 * unplaced, with its reason, until the generation has its types.
 */
export const LONE_TYPE_UNCONFIRMED = "the generation's only type in the base, which the register's name does not confirm";

/** Whether a pair naming the generation only would be answered with one type alone. */
export const answeredByLoneType = (placement: string, modelIds: readonly number[]): boolean => placement === 'generation' && modelIds.length === 1;
