import { commissionTaxOf, commissionVatCents } from './index';

test('a German shop bears German VAT in its commission; a shop elsewhere in the EU with a VAT ID reverse charge; without one German VAT; outside the EU none', () => {
  expect(commissionTaxOf({ country: 'DE', vatId: 'DE136695976' })).toEqual({ kind: 'domestic', rateBp: 1900 });
  expect(commissionTaxOf({ country: 'de', vatId: null })).toEqual({ kind: 'domestic', rateBp: 1900 });
  expect(commissionTaxOf({ country: 'AT', vatId: 'ATU13585627' })).toEqual({ kind: 'reverseCharge', rateBp: 0 });
  expect(commissionTaxOf({ country: 'FR', vatId: 'FR40303265045' })).toEqual({ kind: 'reverseCharge', rateBp: 0 });
  expect(commissionTaxOf({ country: 'AT', vatId: '' })).toEqual({ kind: 'domestic', rateBp: 1900 });
  expect(commissionTaxOf({ country: 'CH', vatId: 'CHE123456789' })).toEqual({ kind: 'outsideScope', rateBp: 0 });
  expect(commissionVatCents(11_900, commissionTaxOf({ country: 'DE', vatId: null }))).toBe(1_900);
  expect(commissionVatCents(1_000, { kind: 'domestic', rateBp: 1900 })).toBe(160);
  expect(commissionVatCents(11_900, { kind: 'reverseCharge', rateBp: 0 })).toBe(0);
  expect(commissionVatCents(0, { kind: 'domestic', rateBp: 1900 })).toBe(0);
});
