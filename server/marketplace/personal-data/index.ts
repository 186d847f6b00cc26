/**
 * Personal data: what is kept for how long, the access report and anonymising past retention.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { erasePersonalData, exportPersonalData } from './access';
export { DEFAULT_RETENTION, type PersonalDataSettings } from './settings';
