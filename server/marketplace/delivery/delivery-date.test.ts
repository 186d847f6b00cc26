/**
 * By when a parcel arrives: the shop's cut-off in its own zone, its working days to dispatch, the
 * carrier's days to the delivery country, weekends and the public holidays of both countries (from
 * date-holidays); and how each edition writes the day.
 */
import { deliveryCalendar, earliestNextCutoff, latestDeliveryDay, nextCutoff, type DeliveryTerms } from './delivery-date';
import { formatDeliveryDay } from '../../../locales/delivery-day';

async function by(now: string, terms: Partial<DeliveryTerms>): Promise<string> {
  const full: DeliveryTerms = { shopCountry: 'DE', cutoff: '14:00', dispatchDays: 1, transitDays: 2, deliveryCountry: 'DE', ...terms };
  const at = new Date(now);
  return latestDeliveryDay(await deliveryCalendar([full.shopCountry], full.deliveryCountry, at), at, full);
}

test('before the cut-off the order is handled the same day, after it the next working day', async () => {
  // Monday 23 November 2026, 13:59 and 14:01 in Berlin (CET, UTC+1).
  expect(await by('2026-11-23T12:59:00Z', { dispatchDays: 1, transitDays: 1 })).toBe('2026-11-25');
  expect(await by('2026-11-23T13:01:00Z', { dispatchDays: 1, transitDays: 1 })).toBe('2026-11-26');
  // A later cut-off of the shop's own.
  expect(await by('2026-11-23T13:01:00Z', { dispatchDays: 1, transitDays: 1, cutoff: '17:30' })).toBe('2026-11-25');
});

test('the cut-off is read in the shop\'s zone: 14:30 in Lisbon is before a Portuguese shop\'s 15:00', async () => {
  expect(await by('2026-11-23T14:30:00Z', { shopCountry: 'PT', cutoff: '15:00', dispatchDays: 0, transitDays: 1 })).toBe('2026-11-24');
  expect(await by('2026-11-23T14:30:00Z', { shopCountry: 'DE', cutoff: '15:00', dispatchDays: 0, transitDays: 1 })).toBe('2026-11-25');
});

test('weekends: an order on Friday evening is handled on Monday', async () => {
  // Friday 27 November 2026, 18:00 in Berlin: Monday handled, Tuesday dispatched, Thursday delivered.
  expect(await by('2026-11-27T17:00:00Z', {})).toBe('2026-12-03');
});

test('public holidays of the shop\'s country hold the dispatch, those of the delivery country the delivery', async () => {
  // Christmas in Germany: ordered Wednesday 23 December after the cut-off; 24th handled, 25th and 26th
  // holidays and then the weekend, so dispatched on Monday 28th, delivered to Austria on the 29th.
  expect(await by('2026-12-23T15:00:00Z', { deliveryCountry: 'AT', transitDays: 1 })).toBe('2026-12-29');
  // The Austrian national day (Monday 26 October) holds an Austrian shop, not a German one.
  expect(await by('2026-10-23T15:00:00Z', { shopCountry: 'AT', dispatchDays: 0, transitDays: 1 })).toBe('2026-10-28');
  expect(await by('2026-10-23T15:00:00Z', { shopCountry: 'DE', dispatchDays: 0, transitDays: 1, deliveryCountry: 'AT' })).toBe('2026-10-27');
  expect(await by('2026-10-23T15:00:00Z', { shopCountry: 'DE', dispatchDays: 0, transitDays: 1 })).toBe('2026-10-27');
  // Armistice Day (Wednesday 11 November) in France: a parcel dispatched on Tuesday is not delivered on it.
  expect(await by('2026-11-09T09:00:00Z', { deliveryCountry: 'FR', transitDays: 1 })).toBe('2026-11-12');
  expect(await by('2026-11-09T09:00:00Z', { deliveryCountry: 'DE', transitDays: 1 })).toBe('2026-11-11');
});

test('a promise made in late December reaches into the next year\'s holidays', async () => {
  // Wednesday 30 December 2026 after the cut-off: the 31st handled; New Year's Day and the weekend, so dispatched on Monday 4 January.
  expect(await by('2026-12-30T15:00:00Z', { transitDays: 1 })).toBe('2027-01-05');
});

test('each edition writes the day as its shoppers do', () => {
  expect(formatDeliveryDay('2026-11-27', 'de-DE')).toBe('Fr. 27.11.');
  expect(formatDeliveryDay('2026-11-27', 'de-AT')).toBe('Fr. 27.11.');
  expect(formatDeliveryDay('2026-11-27', 'fr-FR')).toBe('ven. 27/11');
  expect(formatDeliveryDay('2026-11-27', 'es-ES')).toBe('vie 27/11');
  expect(formatDeliveryDay('2026-11-27', 'it-IT')).toBe('ven 27/11');
  expect(formatDeliveryDay('2026-11-27', 'nl-NL')).toBe('vr 27-11');
});

test('the next cut-off is today\'s in the shop\'s zone while ahead, else tomorrow\'s, across a clock change', () => {
  // Monday 30 November 2026, 13:59 in Berlin (UTC+1): 14:00 today; 14:00 has passed at 14:00.
  expect(nextCutoff(new Date('2026-11-30T12:59:00Z'), 'DE', '14:00').toISOString()).toBe('2026-11-30T13:00:00.000Z');
  expect(nextCutoff(new Date('2026-11-30T13:00:00Z'), 'DE', '14:00').toISOString()).toBe('2026-12-01T13:00:00.000Z');
  // Lisbon is an hour behind Berlin.
  expect(nextCutoff(new Date('2026-11-30T12:59:00Z'), 'PT', '15:00').toISOString()).toBe('2026-11-30T15:00:00.000Z');
  // Saturday 28 March 2026 after the cut-off: Sunday's 14:00 is summer time (UTC+2).
  expect(nextCutoff(new Date('2026-03-28T15:00:00Z'), 'DE', '14:00').toISOString()).toBe('2026-03-29T12:00:00.000Z');
  expect(earliestNextCutoff(new Date('2026-11-30T12:00:00Z'), [{ shopCountry: 'DE', cutoff: '17:30' }, { shopCountry: 'PT', cutoff: '14:00' }, { shopCountry: 'DE', cutoff: '14:00' }])?.toISOString())
    .toBe('2026-11-30T13:00:00.000Z');
  expect(earliestNextCutoff(new Date(), [])).toBeUndefined();
});
