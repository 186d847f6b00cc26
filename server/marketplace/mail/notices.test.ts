/** The carriers' tracking links: one per carrier the shops use, the number URL-encoded; an unknown carrier gets none. */
import { TRACKED_CARRIERS, trackingUrl } from '../../../contract/carriers';

const TO = { country: 'NL', zip: '1012 AB' };

test.each([
  ['DHL', 'https://www.dhl.com/de-de/home/tracking/tracking-parcel.html?submit=1&tracking-id='],
  ['DPD', 'https://tracking.dpd.de/status/de_DE/parcel/'],
  ['GLS', 'https://gls-group.com/DE/de/paketverfolgung?match='],
  ['UPS', 'https://www.ups.com/track?loc=de_DE&tracknum='],
  ['Hermes', 'https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#'],
  ['Colissimo', 'https://www.laposte.fr/outils/suivre-vos-envois?code='],
  ['Chronopost', 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT='],
  ['Correos', 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number='],
  ['SEUR', 'https://www.seur.com/livetracking/?segOnlineIdentificador='],
  ['BRT', 'https://vas.brt.it/vas/sped_det_show.hsm?Nspediz='],
  ['PostNL', 'https://jouw.postnl.nl/track-and-trace/'],
  ['Österreichische Post', 'https://www.post.at/s/sendungssuche?snr='],
])('%s links its public tracking page with the number', (carrier, start) => {
  const url = trackingUrl(carrier, 'AB 12/3&4', TO)!;
  expect(url.startsWith(start)).toBe(true);
  expect(url).toContain('AB%2012%2F3%264');
  expect(() => new URL(url)).not.toThrow();
});

test('every carrier of the table is one of those', () => {
  expect(TRACKED_CARRIERS).toHaveLength(12);
});

test('names as shops write them find their carrier', () => {
  for (const name of ['dhl', 'DHL Paket', 'Deutsche Post', 'Oesterreichische Post', 'post.at', 'La Poste Colissimo', 'Bartolini', ' ups ']) {
    expect(trackingUrl(name, '123', TO)).not.toBeNull();
  }
});

test('DHL, DPD and UPS open their page in the language of the shopper\'s edition', () => {
  const dhl = (locale: string) => trackingUrl('DHL', '00340434161234567890', TO, locale)!;
  expect(dhl('de-DE')).toMatch(/^https:\/\/www\.dhl\.com\/de-de\//);
  expect(dhl('de-AT')).toMatch(/^https:\/\/www\.dhl\.com\/at-de\//);
  expect(dhl('fr-FR')).toMatch(/^https:\/\/www\.dhl\.com\/fr-fr\//);
  expect(dhl('es-ES')).toMatch(/^https:\/\/www\.dhl\.com\/es-es\//);
  expect(dhl('it-IT')).toMatch(/^https:\/\/www\.dhl\.com\/it-it\//);
  expect(dhl('nl-NL')).toMatch(/^https:\/\/www\.dhl\.com\/nl-nl\//);
  expect(trackingUrl('DPD', '0123', TO, 'it-IT')).toBe('https://tracking.dpd.de/status/it_IT/parcel/0123');
  expect(trackingUrl('DPD', '0123', TO, 'de-AT')).toBe('https://tracking.dpd.de/status/de_DE/parcel/0123');
  expect(trackingUrl('UPS', '1Z999AA10123456784', TO, 'nl-NL')).toBe('https://www.ups.com/track?loc=nl_NL&tracknum=1Z999AA10123456784');
  // A carrier with one language only keeps its page.
  expect(trackingUrl('Colissimo', '6A123', TO, 'de-DE')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=6A123');
});

test('PostNL asks for the delivery country and postcode as well', () => {
  expect(trackingUrl('PostNL', '3SABCD1234567', TO)).toBe('https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-1012AB');
});

test('an unknown carrier or an empty number: no link', () => {
  expect(trackingUrl('Spedition Müller', '123', TO)).toBeNull();
  expect(trackingUrl('DHL', '  ', TO)).toBeNull();
});

describe('the shipped mail', () => {
  // Built from a stored order as the state machine reads it; no database needed for the wording.
  const part = {
    id: 1, number: 'SP-261127-ABCDEF-1', shop: { id: 7, name: 'Pièces Auto' }, status: 'shipped', paymentMethod: 'prepayment', paymentReference: 'SP-261127-ABCDEF',
    bankAccount: null, itemsCents: 1000, shippingCents: 0, totalCents: 1000, vatRateBp: 2000, vatCents: 167, deliveryDays: { min: 1, max: 2 }, terms: '', cancellationPolicy: '',
    termsAcceptedAt: '2026-11-27T00:00:00Z', acknowledgedAt: null, carrier: 'Spedition Müller', trackingNumber: 'SM-4711', refusalReason: null, statusChangedAt: '2026-11-27T00:00:00Z',
    lines: [{ offerId: 1, articleId: 1, sku: null, articleNumber: '0 986 479 R64', ean: null, brand: 'Bosch', title: 'Disque de frein', quantity: 1, unitPrice: 1000, lineTotal: 1000, refund: 0 }],
    withdrawalDays: 14, shippedAt: '2026-11-27T00:00:00Z', withdrawal: null, returnCosts: null,
  } as const;
  const order = {
    id: 1, number: 'SP-261127-ABCDEF', locale: 'fr-FR', deliveryCountry: 'FR', email: 'client@example.fr', phone: null, userId: null, sessionId: null,
    deliveryAddress: { name: 'Camille Martin', street: '3 rue des Lilas', zip: '75011', city: 'Paris', country: 'FR' }, billingAddress: null,
    itemsCents: 1000, shippingCents: 0, totalCents: 1000, vatCents: 167, pageUrl: 'https://www.spareo.example/fr-FR/mes-commandes/SP-261127-ABCDEF?t=x', createdAt: '2026-11-27T00:00:00Z',
    shops: [part],
  };

  test('an unknown carrier: the number without a link; no shop address: the support answers', async () => {
    const { partEventMail } = await import('./notices');
    const mail = partEventMail(order as never, part as never, 'shipped', null);
    expect(mail.subject).toContain(order.number);
    expect(mail.text).toContain('SM-4711');
    expect(mail.text).toContain('Vous pouvez saisir le numéro de suivi SM-4711 sur le site du transporteur Spedition Müller.');
    // The order's own page, and the order lookup beside it.
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([order.pageUrl, order.pageUrl.replace(/\/[^/]+$/, '')]);
    expect(mail.replyTo).toBeNull();
    expect(mail.text).toContain('service client de Spareo');
  });

  test.each([
    ['card', 'Commande SP-261127-ABCDEF : votre remboursement est lancé', 'Spareo vous rembourse 9,50', 'par le moyen de paiement utilisé'],
    ['prepayment', 'Commande SP-261127-ABCDEF : votre remboursement est lancé', 'Spareo vous rembourse 9,50', 'Spareo vire le montant sur le compte'],
    ['cod', 'Commande SP-261127-ABCDEF : Pièces Auto vous a remboursé', 'Pièces Auto vous a remboursé 9,50', null],
  ])('a withdrawal refunded on a part paid by %s names who pays it back: the marketplace what it holds, the shop what it collected', async (method, subject, body, how) => {
    const { partEventMail } = await import('./notices');
    const refunded = { ...part, paymentMethod: method, paid: method !== 'cod', status: 'refunded',
      withdrawal: { receivedAt: '2026-11-28T00:00:00Z', lines: [1], wholePart: true, goodsReceivedAt: '2026-11-29T00:00:00Z', refundedAt: '2026-11-30T00:00:00Z', refundCents: 950 } };
    const mail = partEventMail({ ...order, shops: [refunded] } as never, refunded as never, 'refunded', null);
    expect(mail.subject.replace(/\u00a0|\u202f/g, ' ')).toBe(subject);
    expect(mail.text.replace(/\u00a0|\u202f/g, ' ')).toContain(body);
    if (how) expect(mail.text).toContain(how);
  });
});
