/**
 * Personal data: what is kept for how long, and what stands in for a person once their data is gone.
 * The steps that reach every domain's records (the access report, erasure, anonymising past
 * retention) are flows (server/marketplace/flows/); each domain replaces its own data with these.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { GONE, goneAddress, goneEmail } from './gone';
export { DEFAULT_RETENTION, type PersonalDataSettings } from './settings';
