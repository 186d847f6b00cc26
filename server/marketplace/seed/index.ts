/**
 * Seed: the deterministic demo catalogue, a database opened ready to serve, and the check that a
 * seeded catalogue looks like a real one.
 * The face: what the scripts and the wiring may use; they import it, never the files behind it.
 */
export { DEFAULT_ARTICLES, DEFAULT_SEED, isSeeded, seedDatabase, type SeedOptions, type SeedSummary } from './demo-catalogue';
export { openMarketplaceDatabase, type OpenOptions } from './open';
export { checkPlausibility, plausibilityLine, type PlausibilityReport } from './plausibility';
export { createRng, hashSeed, pick, type Rng } from './rng';
