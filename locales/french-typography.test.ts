/**
 * French typography in every French text: the typographic apostrophe (’) and a no-break space
 * before ":", ";", "!" and "?" (a narrow one before the last three) and inside « », never a plain
 * space or none, which would let the mark wrap alone onto the next line. "de" before a shop's name is elided
 * before a vowel ("CGV d’AutoDeal").
 */
import fs from 'node:fs';
import path from 'node:path';
import { createI18n } from './i18n';

const DIR = path.join(__dirname, 'resources', 'fr');

function* strings(node: unknown, key: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [key, node];
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) yield* strings(v, key ? `${key}.${k}` : k);
}

const french = fs.readdirSync(DIR).filter((file) => file.endsWith('.json'))
  .flatMap((file) => [...strings(JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')), file.replace('.json', ''))]);

test('there are French texts to check', () => {
  expect(french.length).toBeGreaterThan(100);
});

test('no French text uses the typewriter apostrophe', () => {
  expect(french.filter(([, text]) => text.includes("'")).map(([key]) => key)).toEqual([]);
});

test('":", ";", "!" and "?" follow a no-break space in every French text, never a plain space or none', () => {
  const wrong: string[] = [];
  for (const [key, text] of french) {
    // A mark that ends a clause: followed by a space, the end, or a closing quote or bracket (not "https://", not "10:30").
    for (const match of text.matchAll(/(.)([:;!?])(?=\s|$|["»)])/gu)) {
      const before = match[1]!;
      const expected = match[2] === ':' ? ['\u00a0', '\u202f'] : ['\u202f', '\u00a0'];
      if (!expected.includes(before)) wrong.push(`${key}: …${text.slice(Math.max(0, match.index - 12), match.index + 2)}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('« and » hold their words with no-break spaces, never plain ones', () => {
  const wrong = french.filter(([, text]) => /«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/u.test(text)).map(([key]) => key);
  expect(wrong).toEqual([]);
});

test('the texts still render: "de" is elided before a vowel, kept before a consonant', () => {
  const t = createI18n().getFixedT('fr-FR');
  expect(t('checkout.shop.terms', { shop: 'AutoDeal Utrecht' })).toBe('CGV d’AutoDeal Utrecht');
  expect(t('checkout.shop.terms', { shop: 'Bosch Car Service' })).toBe('CGV de Bosch Car Service');
  expect(t('shop.termsTitle', { name: 'Euro Pièces' })).toBe('CGV d’Euro Pièces | Spareo');
  expect(t('cart.shippingTo', { country: 'France' })).toBe('Livraison vers\u00a0: France');
  // Other languages keep their own words around the same names.
  expect(createI18n().getFixedT('de-DE')('checkout.shop.terms', { shop: 'AutoDeal Utrecht' })).toBe('AGB von AutoDeal Utrecht');
});

test('the inbox\'s date of a part agrees with the noun it labels: la commande, so "Commandée le"', () => {
  const t = createI18n().getFixedT('fr-FR');
  expect(t('portal.orders.status.new')).toBe('nouvelle');
  expect(t('portal.orders.placed', { date: '3 novembre 2026' })).toBe('Commandée le 3 novembre 2026');
});
