/**
 * Exports: CSV files.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { type CsvCell, csvText } from './csv';
