/**
 * The order mails as a shopper reads them: French typography in the French ones (a no-break space
 * before ":" and the other high marks, inside « »), and each shop's terms and withdrawal policy under
 * one heading each, whether or not the shop's own text opens with its title.
 */
import { confirmationMail, withdrawalMail, withdrawalShopMail } from './templates';
import { partEventMail } from './notices';

const part = (id: number, shop: string, terms: string, cancellationPolicy: string) => ({
  id, number: `SP-261127-ABCDEF-${id}`, shop: { id, name: shop }, status: 'shipped', paymentMethod: 'prepayment', paymentReference: 'SP-261127-ABCDEF',
  bankAccount: null, itemsCents: 1000, shippingCents: 490, totalCents: 1490, vatRateBp: 2000, vatCents: 248, deliveryDays: { min: 1, max: 2 }, terms, cancellationPolicy,
  termsAcceptedAt: '2026-11-27T00:00:00Z', acknowledgedAt: null, carrier: 'Colissimo', trackingNumber: '6A123', refusalReason: 'rupture de stock', statusChangedAt: '2026-11-27T00:00:00Z',
  lines: [{ offerId: 1, articleId: 1, sku: null, articleNumber: '0 986 479 R64', ean: null, brand: 'Bosch', title: 'Disque de frein', quantity: 1, unitPrice: 1000, lineTotal: 1000, refund: 0 }],
  withdrawalDays: 14, shippedAt: '2026-11-27T00:00:00Z',
  withdrawal: { name: 'Camille Martin', email: 'client@example.fr', lines: [1], wholePart: true, statement: 'Je me rétracte.', receivedAt: '2026-11-28T09:00:00Z', refundCents: 1000 },
});
const orderOf = (locale: string, shops: ReturnType<typeof part>[]) => ({
  id: 1, number: 'SP-261127-ABCDEF', locale, deliveryCountry: 'FR', email: 'client@example.fr', phone: null, userId: null, sessionId: null,
  deliveryAddress: { name: 'Camille Martin', street: '3 rue des Lilas', zip: '75011', city: 'Paris', country: 'FR' }, billingAddress: null,
  itemsCents: 2000, shippingCents: 980, totalCents: 2980, vatCents: 496, pageUrl: 'https://www.spareo.example/fr-FR/mes-commandes/SP-261127-ABCDEF?t=x', createdAt: '2026-11-27T00:00:00Z',
  shops,
});
const transfer = { holder: 'Spareo SAS', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', amountCents: 2980, reference: 'SP-261127-ABCDEF', epc: '', qrSvg: '<svg></svg>' };

describe('French mails', () => {
  const order = orderOf('fr-FR', [part(1, 'Euro Pièces', 'Article 1\u00a0: tout.', 'Quatorze jours.'), part(2, 'Bosch Car Service', 'Article 1\u00a0: rien.', 'Quatorze jours.')]);
  const texts = () => [
    confirmationMail(order as never, transfer).text,
    ...(['accepted', 'shipped', 'refused', 'cancelled', 'refunded'] as const).map((event) => partEventMail(order as never, order.shops[0] as never, event, null).text),
    withdrawalMail(order as never, order.shops[0] as never).text,
    // The shop's notice, in French for a French shop: it names the portal's « Commandes ».
    withdrawalShopMail(order as never, order.shops[0] as never, 'shop@example.fr', 'FR').text,
  ];

  test('":", ";", "!" and "?" follow a no-break space, never a plain space or none', () => {
    const wrong: string[] = [];
    for (const text of texts()) {
      // A mark that ends a clause: followed by a space or the end (not "https://", not "10:30").
      for (const match of text.matchAll(/(.)([:;!?])(?=\s|$)/gu)) {
        if (!['\u00a0', '\u202f'].includes(match[1]!)) wrong.push(text.slice(Math.max(0, match.index - 20), match.index + 2));
      }
    }
    expect(wrong).toEqual([]);
  });

  test('« and » hold their words with no-break spaces', () => {
    const wrong = texts().flatMap((text) => [...text.matchAll(/«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/gu)].map((m) => text.slice(Math.max(0, m.index - 20), m.index + 20)));
    expect(wrong).toEqual([]);
  });
});

test('each shop\'s terms and withdrawal policy come under one heading, also when the shop\'s text opens with its title', () => {
  const order = orderOf('de-DE', [
    part(1, 'Autoteile Müller', 'Allgemeine Geschäftsbedingungen von Autoteile Müller\n\n§ 1 Geltungsbereich: alles.', 'Widerrufsbelehrung von Autoteile Müller\n\nVierzehn Tage.'),
    part(2, 'Bremsen Kraus', '§ 1 Geltungsbereich: nichts.', 'Vierzehn Tage.'),
  ]);
  const { text } = confirmationMail(order as never, null);
  for (const shop of ['Autoteile Müller', 'Bremsen Kraus']) {
    expect(text.split(`Allgemeine Geschäftsbedingungen von ${shop}`)).toHaveLength(2);
    expect(text.split(`Widerrufsbelehrung von ${shop}`)).toHaveLength(2);
  }
  expect(text).toContain('§ 1 Geltungsbereich: alles.');
  expect(text).toContain('Vierzehn Tage.');
});
