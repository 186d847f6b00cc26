/** The one deposit rule: the law's on a battery, the trade's core deposit on an exchange part, none on anything else. */
import { PRICE_BANDS_EUR } from './price-bands';
import { CORE_DEPOSIT_CENTS, soldNewOnly, statedDepositCents } from './deposits';

test('a battery offer states the deposit of its shop\'s home market\'s law: 7,50 € in Germany, 30 zł in Poland, none where there is no such law', () => {
  expect(statedDepositCents('Starterbatterie', 'DE', 12_900)).toBe(750);
  expect(statedDepositCents('Starterbatterie', 'PL', 12_900)).toBe(700);
  for (const country of ['AT', 'ES', 'FR', 'IT', 'NL', 'BE', 'CZ']) expect(statedDepositCents('Starterbatterie', country, 12_900)).toBe(0);
});

test('a seal kit, a pad or a filter carries no deposit; an exchange part its core deposit, never above its own price', () => {
  expect(statedDepositCents('Bremssattel Reparatursatz', 'DE', 1_990)).toBe(0);
  expect(statedDepositCents('Bremsbeläge', 'DE', 3_990)).toBe(0);
  expect(statedDepositCents('Bremssattel', 'DE', 8_990)).toBe(3_000);
  expect(statedDepositCents('Einspritzdüse', 'FR', 4_500)).toBe(4_500);
});

test('a diesel injector goes back to the remanufacturer and carries its core deposit; a petrol injector is sold new and carries none', () => {
  const injector = (system: string) => [{ key: 'injection_system', value: system }, { key: 'connector_pins', value: '2' }];
  expect(statedDepositCents('Einspritzdüse', 'DE', 21_900, injector('common_rail'))).toBe(5_000);
  expect(statedDepositCents('Einspritzdüse', 'CZ', 24_900, injector('unit_injector'))).toBe(5_000);
  expect(statedDepositCents('Einspritzdüse', 'CZ', 4_500, injector('port_injection'))).toBe(0);
  expect(statedDepositCents('Einspritzdüse', 'FR', 15_900, injector('petrol_direct'))).toBe(0);
  expect(soldNewOnly('Einspritzdüse', injector('port_injection'))).toBe(true);
  expect(soldNewOnly('Einspritzdüse', injector('common_rail'))).toBe(false);
});

test('every exchange kind is a kind of the catalogue, and its core deposit is at most a quarter of the dearest such part', () => {
  for (const [kind, cents] of Object.entries(CORE_DEPOSIT_CENTS)) {
    const band = PRICE_BANDS_EUR[kind];
    expect({ kind, band: band !== undefined }).toEqual({ kind, band: true });
    expect({ kind, withinQuarter: cents <= (band![1] * 100) / 4 }).toEqual({ kind, withinQuarter: true });
  }
});
