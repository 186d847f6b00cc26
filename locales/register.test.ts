/**
 * One register per edition: the Spanish texts address the shopper as "usted", the Dutch ones as
 * "u", the Italian ones as "tu" (docs/decisions/0048). A text in the familiar form ("tu carrito", "je winkelwagen") among the
 * others reads as two voices.
 */
import fs from 'node:fs';
import path from 'node:path';

function* strings(node: unknown, key: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [key, node];
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) yield* strings(v, key ? `${key}.${k}` : k);
}

function texts(language: string): [string, string][] {
  const dir = path.join(__dirname, 'resources', language);
  return fs.readdirSync(dir).filter((file) => file.endsWith('.json'))
    .flatMap((file) => [...strings(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), file.replace('.json', ''))]);
}

/** Words only the familiar form uses (not "elige" or "ahorra": "se elige" and "usted ahorra" are right). */
const FAMILIAR: Record<string, RegExp> = {
  es: /(?<![\p{L}])(tu|tus|tú|te|ti|contigo|tuyo|tuya|tuyos|tuyas|puedes|tienes|has|estás|eres|quieres|encuentras|ahorras|compraste|añade|revisa tu|dirígete|llévalo|inténtalo)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(je|jij|jou|jouw|jezelf|jullie)(?![\p{L}])/iu,
};

test.each(Object.keys(FAMILIAR))('%s: no text uses the familiar form', (language) => {
  const found = texts(language).filter(([, text]) => FAMILIAR[language]!.test(text)).map(([key, text]) => `${key}: ${text}`);
  expect(found).toEqual([]);
});

/** Italian shops speak to the shopper with "tu": the polite "Lei" forms among them read as a second voice. */
const POLITE_ITALIAN = /(?<![\p{L}])(Lei|La contatteremo|Le risponderemo|le diremo|le serve|risponderle|la soddisfa|Indichi|Scriva|Inserisca|Scelga|Clicchi|riprovi|ci scriva|i suoi dati|sua richiesta|ha acquistato)(?![\p{L}])/u;

test('it: no text uses the polite "Lei" form', () => {
  const found = texts('it').filter(([, text]) => POLITE_ITALIAN.test(text)).map(([key, text]) => `${key}: ${text}`);
  expect(found).toEqual([]);
});
