/** The account prepayment shoppers transfer to: from the configuration, checked at start, the demo's when unset. */
import { collectionAccountFrom, demoCollectionAccountWarning, loadConfig } from './config';

const NAMED = { OPERATOR_NAME: 'Teilewerk Handels GmbH', OPERATOR_REGISTER: 'Amtsgericht Köln, HRB 98765', OPERATOR_VAT_ID: 'DE298765432' };

test('unset: the demo account, a valid-format IBAN held by "Spareo (Demo)", warned about in production only', () => {
  expect(collectionAccountFrom(loadConfig({}))).toEqual({ holder: 'Spareo (Demo)', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  expect(demoCollectionAccountWarning(loadConfig({ NODE_ENV: 'production' }))).toMatch(/OPERATOR_IBAN is unset/);
  expect(demoCollectionAccountWarning(loadConfig({}))).toBeUndefined();
});

test('a named operator gives its account as typed (spaces, lower case); the holder is the operator', () => {
  const config = loadConfig({ ...NAMED, OPERATOR_IBAN: 'de02 1203 0000 0000 2020 51', OPERATOR_BIC: 'byladem1001', NODE_ENV: 'production' });
  expect(collectionAccountFrom(config)).toEqual({ holder: 'Teilewerk Handels GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' });
  expect(demoCollectionAccountWarning(config)).toBeUndefined();
});

test('a wrong IBAN or BIC, a named operator without one, or an account without its holder stop the start', () => {
  expect(() => loadConfig({ ...NAMED, OPERATOR_IBAN: 'DE03120300000000202051', OPERATOR_BIC: 'BYLADEM1001' })).toThrow(/OPERATOR_IBAN: expected an IBAN with valid check digits/);
  expect(() => loadConfig({ ...NAMED, OPERATOR_IBAN: 'DE02120300000000202051', OPERATOR_BIC: 'BYLA' })).toThrow(/OPERATOR_BIC: expected a BIC/);
  expect(() => loadConfig(NAMED)).toThrow(/OPERATOR_IBAN: a named operator also gives the account/);
  expect(() => loadConfig({ OPERATOR_IBAN: 'DE02120300000000202051', OPERATOR_BIC: 'BYLADEM1001' })).toThrow(/OPERATOR_NAME: the account's holder/);
});
