/**
 * The tax module's rules without a server: the rate per rule, the one rounding, the rate table's
 * coverage, and VAT IDs by format and check digit per country.
 */
import { DELIVERY_COUNTRIES } from '../../../locales/editions';
import { STANDARD_RATE_BP, vatContained, vatRuleFor } from './index';
import { taxSetupGap } from '../../../contract/tax-setup';
import { vatIdProblem } from '../../../contract/vat-id';

describe('the rate follows where the goods go and who sells', () => {
  test('one-stop shop: the destination country\'s standard rate', () => {
    expect(vatRuleFor({ country: 'DE', scheme: 'oss' }, 'FR')).toEqual({ rateBp: 2000, note: null });
    expect(vatRuleFor({ country: 'DE', scheme: 'oss' }, 'IT')).toEqual({ rateBp: 2200, note: null });
    expect(vatRuleFor({ country: 'DE', scheme: 'oss' }, 'DE')).toEqual({ rateBp: 1900, note: null });
  });
  test('no declaration yet: the one-stop shop\'s rate, never 0 %', () => {
    expect(vatRuleFor({ country: 'DE', scheme: null }, 'AT')).toEqual({ rateBp: 2000, note: null });
  });
  test('under the distance-selling threshold: the shop\'s own country\'s rate', () => {
    expect(vatRuleFor({ country: 'DE', scheme: 'threshold' }, 'AT')).toEqual({ rateBp: 1900, note: null });
    expect(vatRuleFor({ country: 'AT', scheme: 'threshold' }, 'DE')).toEqual({ rateBp: 2000, note: null });
  });
  test('a declared small-business exemption: no VAT, with the note naming its law', () => {
    expect(vatRuleFor({ country: 'DE', scheme: 'exempt' }, 'DE')).toEqual({ rateBp: 0, note: { kind: 'smallBusiness', basis: '§ 19 UStG' } });
  });
  test.each(['CH', 'NO', 'GB'])('export to %s: no VAT, with the note', (country) => {
    expect(vatRuleFor({ country: 'DE', scheme: 'oss' }, country)).toEqual({ rateBp: 0, note: { kind: 'export' } });
  });
  test('a business buyer with a valid VAT ID of another member state, the goods going there: a tax-free intra-Community supply', () => {
    const intra = { rateBp: 0, note: { kind: 'intraCommunity' } };
    expect(vatRuleFor({ country: 'DE', scheme: 'oss' }, 'FR', 'FR40303265045')).toEqual(intra);
    expect(vatRuleFor({ country: 'DE', scheme: 'threshold' }, 'FR', 'FR 40 303 265 045')).toEqual(intra);
    // At home, B2B as ever: the home rate.
    expect(vatRuleFor({ country: 'DE', scheme: 'oss' }, 'DE', 'DE136695976')).toEqual({ rateBp: 1900, note: null });
    // A French buyer's VAT ID, the goods staying in the shop's country: not a supply to another state.
    expect(vatRuleFor({ country: 'DE', scheme: 'oss' }, 'DE', 'FR40303265045')).toEqual({ rateBp: 1900, note: null });
    // A German VAT ID from a German shop, goods to France: not a foreign buyer; OSS as for a consumer.
    expect(vatRuleFor({ country: 'DE', scheme: 'oss' }, 'FR', 'DE136695976')).toEqual({ rateBp: 2000, note: null });
    // A wrong check digit is no VAT ID: the consumer's rule.
    expect(vatRuleFor({ country: 'DE', scheme: 'oss' }, 'FR', 'FR41303265045')).toEqual({ rateBp: 2000, note: null });
    // A small business stays exempt; an export stays an export.
    expect(vatRuleFor({ country: 'DE', scheme: 'exempt' }, 'FR', 'FR40303265045')).toEqual({ rateBp: 0, note: { kind: 'smallBusiness', basis: '§ 19 UStG' } });
    expect(vatRuleFor({ country: 'DE', scheme: 'oss' }, 'CH', 'FR40303265045')).toEqual({ rateBp: 0, note: { kind: 'export' } });
  });
  test('every delivery country has a rate', () => {
    for (const country of DELIVERY_COUNTRIES) expect(STANDARD_RATE_BP[country]).toEqual(expect.any(Number));
  });
});

describe('VAT contained in a gross amount, rounded half up once per rate per shop part', () => {
  test.each([
    [11900, 1900, 1900], [100, 1900, 16], [12000, 2000, 2000], [12200, 2200, 2200], [0, 1900, 0], [5000, 0, 0],
    // 0.5 cent exactly: up (a float division could land just below).
    [10050, 50, 50], [1005, 5000, 335],
  ])('%i cents at %i bp contain %i cents', (gross, rate, vat) => {
    expect(vatContained(gross, rate)).toBe(vat);
  });
  test('a shop part is rounded once, not line by line', () => {
    // Seven lines of 0,10 € at 19 %: 2 cents each line by line (14), 11 on the part's sum.
    expect(vatContained(7 * 10, 1900)).toBe(11);
  });
  test('fractions and negative amounts are refused', () => {
    expect(() => vatContained(10.5, 1900)).toThrow(RangeError);
    expect(() => vatContained(-1, 1900)).toThrow(RangeError);
  });
});

describe('VAT IDs: format and check digits', () => {
  test.each([
    ['DE', 'DE136695976', 'DE136695977'], ['AT', 'ATU13585627', 'ATU13585626'], ['BE', 'BE0411905847', 'BE0411905848'],
    ['FR', 'FR40303265045', 'FR41303265045'], ['IT', 'IT00743110157', 'IT00743110158'], ['NL', 'NL004495445B01', 'NL004495446B01'],
    ['ES', 'ESA28015865', 'ESA28015864'],
  ])('%s: %s is valid, %s has a wrong check digit', (country, valid, wrong) => {
    expect(vatIdProblem(valid, country)).toBeNull();
    expect(vatIdProblem(wrong, country)).toBe('checkDigit');
  });
  test('written with spaces and dots, a valid ID stays valid; another country\'s prefix is a format problem', () => {
    expect(vatIdProblem('de 136.695.976', 'DE')).toBeNull();
    expect(vatIdProblem('ATU13585627', 'DE')).toBe('format');
    expect(vatIdProblem('DE12345', 'DE')).toBe('format');
  });
  test('a Spanish NIF of a person and of a foreigner', () => {
    expect(vatIdProblem('ES12345678Z', 'ES')).toBeNull();
    expect(vatIdProblem('ES12345678A', 'ES')).toBe('checkDigit');
    expect(vatIdProblem('ESX1234567L', 'ES')).toBeNull();
  });
});

describe('a set-up is complete with a scheme and a valid VAT ID, or a declared exemption', () => {
  test('gaps', () => {
    expect(taxSetupGap({ scheme: null, vatId: 'DE136695976' }, 'DE')).toEqual({ field: 'scheme', problem: 'required' });
    expect(taxSetupGap({ scheme: 'oss', vatId: '' }, 'DE')).toEqual({ field: 'vatId', problem: 'required' });
    expect(taxSetupGap({ scheme: 'oss', vatId: 'DE136695977' }, 'DE')).toEqual({ field: 'vatId', problem: 'checkDigit' });
    expect(taxSetupGap({ scheme: 'oss', vatId: 'DE136695976' }, 'DE')).toBeNull();
    expect(taxSetupGap({ scheme: 'exempt', vatId: '' }, 'DE')).toBeNull();
    expect(taxSetupGap({ scheme: 'exempt', vatId: '' }, 'ES')).toEqual({ field: 'scheme', problem: 'exemptionCountry' });
  });
});
