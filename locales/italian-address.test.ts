/**
 * Italian addresses the reader with "tu" everywhere, as Italian web shops do: a text in the formal
 * "Lei" beside one in "tu" reads as two shops. The tell-tale words of "Lei" are its imperatives at
 * the start of a sentence, its possessive before what belongs to the reader, its pronouns and its
 * courtesy formulas; "suo" of a third person ("il negozio e i suoi articoli") is not one.
 */
import fs from 'node:fs';
import path from 'node:path';

const DIR = path.join(__dirname, 'resources', 'it');

function* strings(node: unknown, key: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [key, node];
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) yield* strings(v, key ? `${key}.${k}` : k);
}

const italian = fs.readdirSync(DIR).filter((file) => file.endsWith('.json'))
  .flatMap((file) => [...strings(JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')), file.replace('.json', ''))]);

/** What belongs to the reader in the shop's texts. */
const READERS = 'nome|indirizzo|messaggio|ordine|ordini|fattura|fatture|nota|recesso|dati|acquisto|carrello|account|veicolo|veicoli|conto|dichiarazione|e-mail|telefono|domanda|richiesta|pagamento|codice';
const LEI = [
  // Imperatives of "Lei" opening a sentence ("Controlli i dati", "Acceda di nuovo").
  /(?:^|[.!?:;]\s+)(?:Controlli|Acceda|Inserisca|Scelga|Verifichi|Indichi|Riprovi|Scriva|Clicchi|Compili|Aggiunga|Selezioni|Attenda|Conservi|Legga|Consulti|Torni|Apra|Confermi|Prosegua)\b/u,
  new RegExp(`\\b(?:il|la|i|le|del|della|dei|delle|al|alla|nel|nella|sul|sulla|dal|dalla|col) (?:suo|sua|suoi|sue) (?:${READERS})\\b`, 'iu'),
  /\b[Ll]e (?:ha|abbiamo|rimborserà|rimborseremo|invieremo|inviamo|scriveremo|chiediamo|ricordiamo|consigliamo|confermiamo|mandiamo|restituiremo)\b/u,
  /\b(?:La preghiamo|La ringraziamo|La informiamo|Lei|Suo|Sua|Suoi|Sue)\b/u,
  /\b(?:riceverà|troverà|potrà|desidera|ha ricevuto|ha effettuato|ha ordinato|ha scelto|risponda|ci scriva|ci contatti|può vedere|può recedere|può controllare|può scriverci|può contattarci)\b/u,
];

test('there are Italian texts, and they say "tu"', () => {
  expect(italian.length).toBeGreaterThan(500);
  expect(italian.filter(([, text]) => /\b(?:tuo|tua|tuoi|tue)\b/iu.test(text)).length).toBeGreaterThan(50);
});

test('no Italian text addresses the reader with the formal "Lei"', () => {
  const formal = italian.filter(([, text]) => LEI.some((pattern) => pattern.test(text))).map(([key, text]) => `${key}: ${text}`);
  expect(formal).toEqual([]);
});
