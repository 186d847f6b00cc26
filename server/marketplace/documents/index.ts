/**
 * Documents: an article's PDFs, the shop's own and the drawn data sheet, kept in the media store.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { documentFile, DocumentProblem, documentSizes, documentUrl, keepDocument } from './files';
