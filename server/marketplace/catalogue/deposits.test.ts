/** The statutory battery deposit follows the country of delivery; a core deposit stays the shop's. */
import { DELIVERY_COUNTRIES } from '../../../locales/editions';
import { BATTERY_DEPOSIT_CENTS, batteryDepositCents, deliveredPrice } from './deposits';

test('the battery law is the delivery country\'s: 7,50 € into Germany, 30 zł into Poland, none into Austria, France or the Netherlands', () => {
  expect(batteryDepositCents('DE')).toBe(750);
  expect(batteryDepositCents('de')).toBe(750);
  expect(batteryDepositCents('PL')).toBe(700);
  for (const country of ['AT', 'ES', 'FR', 'IT', 'NL', 'BE', 'CZ', 'CH', 'LU']) expect({ country, cents: batteryDepositCents(country) }).toEqual({ country, cents: 0 });
  // Every country the table names is one the marketplace delivers to.
  for (const country of Object.keys(BATTERY_DEPOSIT_CENTS)) expect((DELIVERY_COUNTRIES as readonly string[]).includes(country)).toBe(true);
});

test('a German shop\'s battery delivered to France carries no deposit: its own price, the German 7,50 € taken out', () => {
  expect(deliveredPrice({ kind: 'Starterbatterie', priceCents: 12_990, refundCents: 750 }, 'FR')).toEqual({ priceCents: 12_240, refundCents: 0 });
  expect(deliveredPrice({ kind: 'Starterbatterie', priceCents: 12_990, refundCents: 750 }, 'DE')).toEqual({ priceCents: 12_990, refundCents: 750 });
});

test('a Dutch or Polish shop\'s battery delivered to Germany carries Germany\'s 7,50 €, on top of its own price', () => {
  expect(deliveredPrice({ kind: 'Starterbatterie', priceCents: 9_990, refundCents: 0 }, 'DE')).toEqual({ priceCents: 10_740, refundCents: 750 });
  expect(deliveredPrice({ kind: 'Starterbatterie', priceCents: 9_990, refundCents: 700 }, 'DE')).toEqual({ priceCents: 10_040, refundCents: 750 });
  expect(deliveredPrice({ kind: 'Starterbatterie', priceCents: 9_990, refundCents: 0 }, 'AT')).toEqual({ priceCents: 9_990, refundCents: 0 });
});

test('an exchange part\'s core deposit is the shop\'s own and follows the part into any country; other parts are as stated', () => {
  expect(deliveredPrice({ kind: 'Lichtmaschine', priceCents: 24_990, refundCents: 5_000 }, 'FR')).toEqual({ priceCents: 24_990, refundCents: 5_000 });
  expect(deliveredPrice({ kind: 'Bremsbeläge', priceCents: 3_990, refundCents: 0 }, 'DE')).toEqual({ priceCents: 3_990, refundCents: 0 });
  expect(deliveredPrice({ kind: null, priceCents: 3_990, refundCents: 0 }, 'DE')).toEqual({ priceCents: 3_990, refundCents: 0 });
});
