/**
 * Words as the search compares them: lower case, diacritics removed, ß written out. "Stoßdämpfer",
 * "stossdampfer" and "STOSSDÄMPFER" are one word; the FTS index and PostgreSQL's unaccent fold the
 * same way.
 */
export function foldWord(word: string): string {
  return word.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A text's folded words, split at spaces and punctuation. */
export function foldedWords(text: string): string[] {
  return text.split(/[\s\p{P}\p{S}]+/u).map(foldWord).filter(Boolean);
}
