/**
 * Article documents are de-duplicated by document number and, for the
 * language-neutral ones (langNo 255), also by document type. The marketplace does this already;
 * the page does it again because a duplicate link is what a shopper would see if it did not.
 */
export const LANGUAGE_NEUTRAL = 255;

export interface DocumentLike {
  docNo: string;
  docType: string;
  langNo: number;
}

/** Keeps the first of each number; documents in the request language should come first. */
export function dedupeDocuments<D extends DocumentLike>(documents: D[]): D[] {
  const numbers = new Set<string>();
  const neutralTypes = new Set<string>();
  return documents.filter((doc) => {
    if (numbers.has(doc.docNo)) return false;
    if (doc.langNo === LANGUAGE_NEUTRAL && neutralTypes.has(doc.docType)) return false;
    numbers.add(doc.docNo);
    if (doc.langNo === LANGUAGE_NEUTRAL) neutralTypes.add(doc.docType);
    return true;
  });
}

/**
 * The generic English names a language-neutral document often carries as its title ("Datasheet"):
 * such a title is only its type, so the page names the type in the edition's language instead.
 */
const GENERIC_TITLES = new Set(['datasheet', 'data sheet', 'manual', 'user manual', 'installation', 'installation drawing', 'installation instructions', 'certificate', 'document']);

/** The title to show: a language-neutral document's generic title becomes `typeName` (already translated). */
export function documentTitle(doc: DocumentLike & { title: string }, typeName: string): string {
  return doc.langNo === LANGUAGE_NEUTRAL && GENERIC_TITLES.has(doc.title.trim().toLowerCase()) ? typeName : doc.title;
}
