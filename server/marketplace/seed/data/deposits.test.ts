/** The one deposit rule: the law's on a battery, the trade's core deposit on an exchange part, none on anything else. */
import { PRICE_BANDS_EUR } from './price-bands';
import { BATTERY_DEPOSIT_CENTS, CORE_DEPOSIT_CENTS, depositCents } from './deposits';

test('a battery carries the deposit its shop\'s country\'s law sets: 7,50 € in Germany, 30 zł in Poland, none where there is no such law', () => {
  expect(depositCents('Starterbatterie', 'DE', 12_900)).toBe(750);
  expect(depositCents('Starterbatterie', 'PL', 12_900)).toBe(700);
  for (const country of ['AT', 'ES', 'FR', 'IT', 'NL', 'BE', 'CZ']) expect(depositCents('Starterbatterie', country, 12_900)).toBe(0);
  // Every country a demo shop sells from has its answer written down.
  expect(Object.keys(BATTERY_DEPOSIT_CENTS).sort()).toEqual(['AT', 'BE', 'CZ', 'DE', 'ES', 'FR', 'IT', 'NL', 'PL']);
});

test('a seal kit, a pad or a filter carries no deposit; an exchange part its core deposit, never above its own price', () => {
  expect(depositCents('Bremssattel Reparatursatz', 'DE', 1_990)).toBe(0);
  expect(depositCents('Bremsbeläge', 'DE', 3_990)).toBe(0);
  expect(depositCents('Bremssattel', 'DE', 8_990)).toBe(3_000);
  expect(depositCents('Einspritzdüse', 'FR', 4_500)).toBe(4_500);
});

test('every exchange kind is a kind of the catalogue, and its core deposit is at most a quarter of the dearest such part', () => {
  for (const [kind, cents] of Object.entries(CORE_DEPOSIT_CENTS)) {
    const band = PRICE_BANDS_EUR[kind];
    expect({ kind, band: band !== undefined }).toEqual({ kind, band: true });
    expect({ kind, withinQuarter: cents <= (band![1] * 100) / 4 }).toEqual({ kind, withinQuarter: true });
  }
});
