/**
 * What the name index holds for one category name in one language: the name, its German
 * spellings and compound heads, its URL word, and the synonyms of its words. Pure, so the seed,
 * the import and `npm run search:reindex` index a name the same way.
 */
import { foldWord, foldedWords } from './fold';
import { SYNONYMS } from './synonyms';
import { TRADE_WORDS } from './trade-words';

/** Head words of German compounds, indexed on their own: "Bremsscheiben" is also found by "Scheibe", "Stoßdämpfer" by "Dämpfer". */
const GERMAN_HEAD_WORDS = [
  'filter', 'scheiben', 'scheibe', 'beläge', 'belag', 'dämpfer', 'pumpe', 'lampe', 'riemen', 'lager',
  'kerzen', 'kerze', 'schlauch', 'sensor', 'schalter', 'kupplung', 'feder', 'spiegel', 'leuchte', 'satz',
  'motor', 'kühler', 'ventil', 'dichtung', 'gelenk', 'stange', 'zylinder', 'sattel', 'trommel', 'öl',
  'rohr', 'kette', 'kabel', 'relais', 'welle', 'schraube', 'lenker', 'spule', 'scheinwerfer', 'wischer',
  'backen', 'schlüssel', 'flüssigkeit', 'behälter', 'düse', 'deckel', 'platte', 'rolle', 'stecker',
].map(foldWord);

const GERMAN = 1;
const DUTCH = 9;

/** Dutch writes compounds as one word too: "Remschijven" is also found by "schijven". */
const DUTCH_HEAD_WORDS = ['schijven', 'schijf', 'blokken', 'filter', 'pomp', 'lamp', 'riem', 'kabel', 'veer', 'slang', 'sensor', 'demper', 'dempers', 'lager', 'olie', 'kogel', 'set'];

/** German umlauts written out, so "Oelfilter" finds "Ölfilter" as "olfilter" does. */
function germanSpellings(text: string): string {
  const out = text.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue').replace(/ß/g, 'ss');
  return out === text ? '' : out;
}

/** "Bremsscheiben" -> ["scheiben"]: the compound's head (what stands before it is found by prefix already). */
function compoundParts(word: string, heads: string[]): string[] {
  const head = heads.find((h) => word.length > h.length + 2 && word.endsWith(h));
  return head ? [head] : [];
}

/** Whether a folded name contains a catalogue term: as a phrase of whole words, or (German) inside a compound. */
function containsTerm(nameWords: string[], term: string, insideCompounds: boolean): boolean {
  const termWords = foldedWords(term);
  if (termWords.length === 1 && insideCompounds) return nameWords.some((w) => w.includes(termWords[0]!));
  const joined = ` ${nameWords.join(' ')} `;
  return joined.includes(` ${termWords.join(' ')} `);
}

export function categoryIndexText(title: string, langNo: number, urlWord: string): string {
  const nameWords = foldedWords(title);
  // The full-text index folds accents but keeps "ß", and every typed word is folded ("stossdampfer"):
  // the name is held so first, so the word still starts it.
  const parts = title.includes('ß') ? [title.replace(/ß/g, 'ss'), title] : [title];
  if (langNo === GERMAN) {
    parts.push(germanSpellings(title));
    for (const word of nameWords) parts.push(...compoundParts(word, GERMAN_HEAD_WORDS));
  }
  if (langNo === DUTCH) for (const word of nameWords) parts.push(...compoundParts(word, DUTCH_HEAD_WORDS));
  const alias = urlWord.replace(/-/g, ' ');
  if (alias.toLowerCase() !== title.toLowerCase()) parts.push(alias);
  const lines = [
    ...(SYNONYMS[langNo] ?? []).map((line) => line.split('>').map((side) => side.split(',').map((term) => term.trim()).filter(Boolean)) as [string[], string[]]),
    ...TRADE_WORDS.filter((t) => t.langNo === langNo).map((t): [string[], string[]] => [t.catalogue, t.words]),
  ];
  for (const [catalogue, shopper] of lines) {
    if (catalogue.some((term) => containsTerm(nameWords, term, langNo === GERMAN))) parts.push(...shopper);
  }
  return [...new Set(parts.filter(Boolean))].join(' ');
}
