/**
 * Header names a shop's own export uses, in the six editions' languages, are taken without a
 * mapping or offered ready on the mapping screen: the merchandise system's "Artikelnr" and
 * "VK brutto", a French "Référence; Marque; Désignation; Prix TTC; Quantité".
 */
import { columnFromHeader } from './fields';

test.each([
  ['Artikelnr', 'sku'], ['Art.-Nr.', 'sku'], ['VK brutto', 'price'], ['Verkaufspreis', 'price'], ['EAN-Code', 'ean'],
  ['Référence', 'sku'], ['Marque', 'brand'], ['Désignation', 'title'], ['Prix TTC', 'price'], ['Quantité', 'stock'], ['Délai de livraison', 'delivery'], ['Frais de port', 'shipping'],
  ['Referencia', 'sku'], ['Marca', 'brand'], ['Precio', 'price'], ['Existencias', 'stock'],
  ['Codice articolo', 'sku'], ['Prezzo', 'price'], ['Giacenza', 'stock'],
  ['Artikelcode', 'sku'], ['Merk', 'brand'], ['Prijs', 'price'], ['Voorraad', 'stock'],
])('%s is %s', (header, field) => {
  expect(columnFromHeader(header)).toBe(field);
});

test('a header of no known name stays unmapped', () => {
  expect(columnFromHeader('Lagerort')).toBeUndefined();
});
