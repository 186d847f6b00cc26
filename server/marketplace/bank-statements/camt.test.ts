import fs from 'node:fs';
import path from 'node:path';
import { centsOf, readCamt053, StatementRefused } from './camt';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../../test/fixtures/camt', name), 'utf8');
const refusal = (xml: string) => {
  try {
    readCamt053(xml);
  } catch (error) {
    return (error as StatementRefused).problem;
  }
  return 'read';
};

test('camt.053.001.02: booked entries with amount, direction, day, remittance, end-to-end id and the other party; a batch is one line per transfer; pending entries passed over', () => {
  const [statement, ...more] = readCamt053(fixture('camt053-001-02-de.xml'));
  expect(more).toEqual([]);
  expect(statement).toMatchObject({ version: '02', id: '0532026112004512700000001', accountIban: 'DE89370400440532013000' });
  expect(statement!.transactions).toEqual([
    { entryRef: '2026112000001', amountCents: 8990, currency: 'EUR', direction: 'credit', bookedOn: '2026-11-20', remittance: 'SP-261120-ABCDEF Bremsscheiben', endToEndId: null, counterpartyName: 'Jonas Becker', counterpartyIban: 'DE02120300000000202051' },
    { entryRef: '2026112000002', amountCents: 5000, currency: 'EUR', direction: 'credit', bookedOn: '2026-11-20', remittance: 'Bestellung SP-261120-BCDEFG erste Rate', endToEndId: 'E2E-HB-77120', counterpartyName: 'Hannah Bauer', counterpartyIban: 'AT611904300234573201' },
    { entryRef: '2026112000003', amountCents: 15000, currency: 'EUR', direction: 'credit', bookedOn: '2026-11-20', remittance: 'SP261120CDEFGH', endToEndId: 'E2E-CM-5531', counterpartyName: 'Claire Martin', counterpartyIban: 'FR1420041010050500013M02606' },
    { entryRef: '2026112000004', amountCents: 4200, currency: 'EUR', direction: 'credit', bookedOn: '2026-11-20', remittance: 'Rechnung 4711 SP-261120-ZZZZZZ', endToEndId: null, counterpartyName: 'Autohaus Meier KG', counterpartyIban: 'DE75512108001245126199' },
    { entryRef: '2026112000006/1', amountCents: 73456, currency: 'EUR', direction: 'debit', bookedOn: '2026-11-20', remittance: 'Auszahlung Abrechnung 2026-10', endToEndId: 'SPAREO-2026-10-S1', counterpartyName: 'Teilestadt GmbH', counterpartyIban: 'DE44500105175407324931' },
    { entryRef: '2026112000006/2', amountCents: 50000, currency: 'EUR', direction: 'debit', bookedOn: '2026-11-20', remittance: 'Auszahlung Abrechnung 2026-10', endToEndId: 'SPAREO-2026-10-S2', counterpartyName: 'Bremsenhof e.K.', counterpartyIban: 'DE12500105170648489890' },
  ]);
});

test('camt.053.001.08: the status as a code, the amount in the details, the parties under Pty, a booking time; an entry without details is a line of its own', () => {
  const [statement] = readCamt053(fixture('camt053-001-08-fr.xml'));
  expect(statement).toMatchObject({ version: '08', id: 'STMT-20261124-0001', accountIban: 'FR7630006000011234567890189' });
  expect(statement!.transactions).toEqual([
    { entryRef: 'FR24112026000187', amountCents: 14500, currency: 'EUR', direction: 'credit', bookedOn: '2026-11-24', remittance: 'SP-261120-CDEFGH', endToEndId: 'CM-2026-1124-01', counterpartyName: 'Claire Martin', counterpartyIban: 'FR1420041010050500013M02606' },
    { entryRef: 'FR24112026000188', amountCents: 240, currency: 'EUR', direction: 'debit', bookedOn: '2026-11-24', remittance: 'FRAIS TENUE DE COMPTE', endToEndId: null, counterpartyName: null, counterpartyIban: null },
  ]);
});

test('the same line without any bank reference is known again by what it says', () => {
  const bare = fixture('camt053-001-08-fr.xml').replace(/<AcctSvcrRef>[^<]*<\/AcctSvcrRef>/g, '');
  const first = readCamt053(bare)[0]!.transactions.map((t) => t.entryRef);
  expect(first[0]).toMatch(/^sha:[0-9a-f]{24}:1$/);
  expect(readCamt053(bare)[0]!.transactions.map((t) => t.entryRef)).toEqual(first);
});

test('a file that is no camt.053 statement is refused with its reason', () => {
  expect(refusal('%PDF-1.7 binary')).toBe('not_xml');
  expect(refusal('')).toBe('not_xml');
  expect(refusal('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>')).toBe('not_xml');
  expect(refusal('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>')).toBe('not_camt053');
  expect(refusal('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"><BkToCstmrAcctRpt/></Document>')).toBe('not_camt053');
  expect(refusal('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>1</Id></Stmt></BkToCstmrStmt></Document>')).toBe('no_account');
  expect(refusal('<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x "y">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">&x;</Document>')).not.toBe('read');
});

test('amounts in cents, never through a float', () => {
  expect(centsOf('0.1')).toBe(10);
  expect(centsOf('1234.56')).toBe(123456);
  expect(centsOf('19.990')).toBe(1999);
  expect(() => centsOf('1,50')).toThrow(StatementRefused);
});
