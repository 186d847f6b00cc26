/**
 * The withdrawal period by the law: from the day of delivery (reported, else presumed from the
 * shipping), whole days to the end of the last one in the shopper's zone, a last day on a weekend
 * or public holiday moved to the next working day; and the sentence the page and the mails make of it.
 */
import { createI18n, translatorFor } from '../../../locales/i18n';
import { openPeriodText, closedPeriodText } from '../../../locales/withdrawal-period';
import { periodPlaceOf, withdrawalPeriodOf, type PeriodPart } from './withdrawal-period';

const shipped = (over: Partial<PeriodPart> = {}): PeriodPart => ({
  status: 'shipped', shippedAt: '2026-12-01T09:30:00.000Z', withdrawalDays: 14, deliveredAt: null, carrierDays: 2,
  deliveryDays: { min: 2, max: 4 }, lines: [{ state: 'shipped' }] as PeriodPart['lines'], ...over,
});

async function placeOf(locale: string, country: string) {
  return periodPlaceOf({ locale, deliveryCountry: country, createdAt: '2026-11-28T10:00:00.000Z', shops: [] });
}

test('shipped 1 December, delivered 4 December: open through the end of 18 December in Berlin, ended on the 19th', async () => {
  const place = await placeOf('de-DE', 'DE');
  const part = shipped({ deliveredAt: '2026-12-04T14:12:00.000Z' });
  const on16 = withdrawalPeriodOf(part, place, new Date('2026-12-16T11:00:00.000Z'));
  expect(on16).toEqual(expect.objectContaining({ state: 'open', deliveryDay: '2026-12-04', presumed: false, lastDay: '2026-12-18' }));
  // 23:59 in Berlin is 22:59 UTC in winter.
  expect(withdrawalPeriodOf(part, place, new Date('2026-12-18T22:59:59.000Z')).state).toBe('open');
  expect(withdrawalPeriodOf(part, place, new Date('2026-12-18T23:00:00.000Z')).state).toBe('ended');
  expect(on16.endsAt).toBe('2026-12-18T22:59:59.999Z');
});

test('the day of delivery is the shopper\'s: a report at 23:30 UTC is already the next day in Madrid', async () => {
  const place = await placeOf('es-ES', 'ES');
  const period = withdrawalPeriodOf(shipped({ deliveredAt: '2026-12-03T23:30:00.000Z' }), place, new Date('2026-12-05T10:00:00.000Z'));
  expect(period.deliveryDay).toBe('2026-12-04');
  expect(period.lastDay).toBe('2026-12-18');
});

test('before a delivery report the period is presumed from the shipping, the carrier\'s days on working days, and says so', async () => {
  const place = await placeOf('de-DE', 'DE');
  // Tuesday 1 December plus two working days: Thursday 3 December.
  const period = withdrawalPeriodOf(shipped(), place, new Date('2026-12-02T10:00:00.000Z'));
  expect(period).toEqual(expect.objectContaining({ state: 'open', presumed: true, deliveryDay: '2026-12-03', lastDay: '2026-12-17' }));
  // Shipped on a Friday: delivered on Tuesday at the latest, not on Sunday.
  expect(withdrawalPeriodOf(shipped({ shippedAt: '2026-12-04T15:00:00.000Z' }), place).deliveryDay).toBe('2026-12-08');
  // Without the shop's carrier days for the country, the part's whole delivery time stands in.
  expect(withdrawalPeriodOf(shipped({ carrierDays: null }), place).deliveryDay).toBe('2026-12-07');
});

test('nothing shipped, or lines still to go: open with no date yet (the last parcel counts)', async () => {
  const place = await placeOf('de-DE', 'DE');
  expect(withdrawalPeriodOf(shipped({ status: 'new', shippedAt: null }), place)).toEqual(expect.objectContaining({ state: 'open', lastDay: null, endsAt: null }));
  const partly = shipped({ status: 'accepted', lines: [{ state: 'shipped' }, { state: 'open' }] as PeriodPart['lines'] });
  expect(withdrawalPeriodOf(partly, place, new Date('2027-01-30T10:00:00.000Z'))).toEqual(expect.objectContaining({ state: 'open', lastDay: null }));
});

test('a last day on a weekend or a public holiday of the delivery country moves to the end of the next working day', async () => {
  const de = await placeOf('de-DE', 'DE');
  // Delivered Saturday 5 December: the 14th day is Saturday 19 December, so Monday 21 December.
  expect(withdrawalPeriodOf(shipped({ deliveredAt: '2026-12-05T10:00:00.000Z' }), de).lastDay).toBe('2026-12-21');
  // Delivered Friday 11 December: the 25th is Christmas, then the 26th and the Sunday: Monday 28 December.
  expect(withdrawalPeriodOf(shipped({ deliveredAt: '2026-12-11T10:00:00.000Z' }), de).lastDay).toBe('2026-12-28');
  // Armistice Day in France (Wednesday 11 November 2026), not in Germany.
  const fr = await placeOf('fr-FR', 'FR');
  expect(withdrawalPeriodOf(shipped({ deliveredAt: '2026-10-28T10:00:00.000Z' }), fr).lastDay).toBe('2026-11-12');
  expect(withdrawalPeriodOf(shipped({ deliveredAt: '2026-10-28T10:00:00.000Z' }), de).lastDay).toBe('2026-11-11');
});

test('a shop\'s longer period counts the same way; refused, cancelled, unpaid and withdrawn parts keep their states', async () => {
  const place = await placeOf('de-DE', 'DE');
  expect(withdrawalPeriodOf(shipped({ withdrawalDays: 30, deliveredAt: '2026-12-04T10:00:00.000Z' }), place).lastDay).toBe('2027-01-04');
  expect(withdrawalPeriodOf(shipped({ status: 'refused' }), place)).toEqual(expect.objectContaining({ state: 'none', reason: 'refused' }));
  expect(withdrawalPeriodOf(shipped({ status: 'awaiting_payment', shippedAt: null }), place)).toEqual(expect.objectContaining({ state: 'none', reason: 'unpaid' }));
  expect(withdrawalPeriodOf(shipped({ status: 'withdrawn' }), place).state).toBe('withdrawn');
});

test('the sentence in German and French: the day in the edition\'s long form, a presumption said as one', async () => {
  const i18n = createI18n();
  const place = await placeOf('de-DE', 'DE');
  const delivered = withdrawalPeriodOf(shipped({ deliveredAt: '2026-12-04T14:12:00.000Z' }), place, new Date('2026-12-16T11:00:00.000Z'));
  const presumed = withdrawalPeriodOf(shipped(), place, new Date('2026-12-02T10:00:00.000Z'));
  const de = translatorFor(i18n, 'de-DE');
  expect(openPeriodText(de, delivered, 'de-DE')).toBe('Widerruf möglich bis 18. Dezember 2026, 14 Tage nach der Zustellung am 4. Dezember 2026.');
  expect(openPeriodText(de, presumed, 'de-DE')).toMatch(/^Widerruf möglich voraussichtlich bis 17\. Dezember 2026, 14 Tage nach Zustellung \(erwartet am 3\. Dezember 2026;/);
  const fr = translatorFor(i18n, 'fr-FR');
  expect(openPeriodText(fr, delivered, 'fr-FR')).toBe('Rétractation possible jusqu’au 18 décembre 2026, 14 jours après la livraison du 4 décembre 2026.');
  expect(openPeriodText(fr, presumed, 'fr-FR')).toMatch(/^Rétractation possible jusqu’au 17 décembre 2026 selon nos prévisions/);
  const ended = withdrawalPeriodOf(shipped({ deliveredAt: '2026-12-04T14:12:00.000Z' }), place, new Date('2026-12-19T10:00:00.000Z'));
  expect(closedPeriodText(de, ended, 'de-DE', 'SP-1')).toBe('Die Widerrufsfrist für SP-1 ist abgelaufen: Sie endete am 18. Dezember 2026, 14 Tage nach der Zustellung am 4. Dezember 2026.');
  const moved = withdrawalPeriodOf(shipped({ deliveredAt: '2026-12-05T10:00:00.000Z' }), place);
  expect(openPeriodText(de, moved, 'de-DE')).toContain('bis 21. Dezember 2026');
  expect(openPeriodText(de, moved, 'de-DE')).toContain('nächsten Werktag');
});
