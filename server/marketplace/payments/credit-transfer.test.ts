/**
 * The bank's file: every amount is the cents owed as text, the control sums the cents added in
 * integers; what the bank would refuse is refused before a file is made.
 */
import { creditTransferXml, type CreditTransfer } from './credit-transfer';

const DEBTOR = { holder: 'Spareo GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
const AT = new Date(2026, 10, 29, 9, 5, 7);
const transfer = (cents: number, n = 1): CreditTransfer => ({ name: `Teilehandel Müller ${n}`, iban: 'DE02120300000000202051', bic: 'BYLADEM1001', cents, remittance: `Spareo Abrechnung 2026-10 Nr ${n}`, endToEndId: `SPAREO-2026-10-${n}` });
const texts = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);

test('each amount is its cents as text, the control sums the cents added', () => {
  const cents = [1, 10, 1995, 100_000, 99_999_999_999];
  const xml = creditTransferXml('SPAREO-P-1', DEBTOR, cents.map((c, i) => transfer(c, i + 1)), AT);
  expect(texts(xml, 'InstdAmt')).toEqual(['0.01', '0.10', '19.95', '1000.00', '999999999.99']);
  expect(texts(xml, 'CtrlSum')).toEqual(['1000001020.05', '1000001020.05']);
  expect(texts(xml, 'NbOfTxs')).toEqual(['5', '5']);
});

test('many small amounts add up to the cents, not to a sum of doubles (0,10 € and 0,20 €, a thousand times each)', () => {
  const xml = creditTransferXml('SPAREO-P-2', DEBTOR, Array.from({ length: 2000 }, (_, i) => transfer(i % 2 ? 20 : 10, i + 1)), AT);
  expect(texts(xml, 'CtrlSum')).toEqual(['300.00', '300.00']);
  expect(new Set(texts(xml, 'InstdAmt'))).toEqual(new Set(['0.10', '0.20']));
});

test('the layout: message, payment block, creditor, remittance, in the local date and time', () => {
  const xml = creditTransferXml('SPAREO-P-3', DEBTOR, [transfer(4990), { ...transfer(1200, 2), bic: undefined, name: 'A & B <Teile>' }], AT);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"')).toBe(true);
  expect(texts(xml, 'CreDtTm')).toEqual(['2026-11-29T09:05:07']);
  expect(texts(xml, 'Dt')).toEqual(['2026-11-29']);
  expect(texts(xml, 'InstrId')).toEqual(['SPAREO-P-3.0.0', 'SPAREO-P-3.0.1']);
  expect(texts(xml, 'BICFI')).toEqual(['COBADEFFXXX', 'BYLADEM1001']);
  expect(texts(xml, 'Nm')).toEqual(['Spareo GmbH', 'Spareo GmbH', 'Teilehandel Muller 1', 'A B Teile']);
  expect(texts(xml, 'Ustrd')).toEqual(['Spareo Abrechnung 2026-10 Nr 1', 'Spareo Abrechnung 2026-10 Nr 2']);
  // The transfer without a BIC names no creditor's agent: the bank finds it from the IBAN.
  expect(xml.match(/<CdtrAgt>/g)).toHaveLength(1);
});

test('what the bank would refuse is refused: no transfer, an amount out of bounds or in fractions of a cent, a bad IBAN or id', () => {
  expect(() => creditTransferXml('M', DEBTOR, [], AT)).toThrow();
  for (const cents of [0, -5, 100_000_000_000, 12.5]) expect(() => creditTransferXml('M', DEBTOR, [transfer(cents)], AT)).toThrow();
  expect(() => creditTransferXml('M', DEBTOR, [{ ...transfer(100), iban: 'DE00120300000000202051' }], AT)).toThrow();
  expect(() => creditTransferXml('M', DEBTOR, [{ ...transfer(100), endToEndId: 'x'.repeat(36) }], AT)).toThrow();
});
