/**
 * The DAC7 report as files: the DPI XML the EU and OECD define for platform operators' reports
 * (namespace urn:oecd:ties:dpi:v1, which the German BZSt takes through its DIP upload), and a CSV
 * of the same fields for the operator's own check.
 *
 * The XML follows the DPI schema's structure: MessageSpec, then in DPIBody the PlatformOperator and
 * one ReportableSeller per seller (Identity as EntitySeller or IndividualSeller, Standard, with its
 * ids, address and financial identifier; RelevantActivities/SaleOfGoods with Consideration,
 * NumberOfActivities, Fees and Taxes per quarter; DocSpec). Amounts are whole euros (the schema's
 * monetary type is an integer), rounded half up. A TIN the seller has not given is written as
 * unknown, as the schema allows; an empty street or postcode is left out (the schema's strings are
 * never empty). A person's date of birth and a city are required by the schema, so a report with a
 * seller lacking either is refused (Dac7Incomplete) rather than written invalid or with made-up data.
 */
import { csvText } from '../../shared/csv-writer';
import type { Dac7Report, Dac7Seller } from './dac7';
import { hundredths } from '../../../locales/amounts';

export interface PlatformOperator { name: string; street: string; postcode: string; city: string; country: string; vatId: string; register: string }

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const el = (name: string, value: string, attributes = '') => `<dpi:${name}${attributes}>${escape(value)}</dpi:${name}>`;
const euros = (cents: number) => String(Math.round(cents / 100));
const Q = [1, 2, 3, 4] as const;

/** The sellers the schema cannot carry yet: a person without date of birth, anyone without a city. */
export class Dac7Incomplete extends Error {
  constructor(readonly sellers: readonly Dac7Seller[]) {
    super(`DAC7 sellers lacking what the DPI schema requires: ${sellers.map((s) => `shop ${s.shopId} (${s.missing.join(', ')})`).join('; ')}`);
  }
}

export const unfileableSellers = (report: Dac7Report): Dac7Seller[] => report.sellers.filter((s) => !s.city.trim() || (!s.entity && !s.birthDate));

const optional = (name: string, value: string) => (value.trim() ? el(name, value.trim()) : '');

function address(country: string, street: string, postcode: string, city: string): string {
  return `<dpi:Address legalAddressType="OECD301">${el('CountryCode', country)}<dpi:AddressFix>${optional('Street', street)}${optional('PostCode', postcode)}${el('City', city.trim())}</dpi:AddressFix></dpi:Address>`;
}

const tin = (value: string | null, country: string) => (value ? el('TIN', value, ` issuedBy="${country}"`) : '<dpi:TIN unknown="true">NOTIN</dpi:TIN>');

function docSpec(ref: string): string {
  return `<dpi:DocSpec><stf:DocTypeIndic>OECD1</stf:DocTypeIndic><stf:DocRefId>${escape(ref)}</stf:DocRefId></dpi:DocSpec>`;
}

/** The seller's name as a person: the last word its surname (the portal keeps one name line). */
function personName(name: string): string {
  const words = name.trim().split(/\s+/);
  const last = words.length > 1 ? words.pop()! : words[0]!;
  return `<dpi:Name nameType="OECD202">${el('FirstName', words.length > 0 && words[0] !== last ? words.join(' ') : 'NFN')}${el('LastName', last)}</dpi:Name>`;
}

function sellerXml(seller: Dac7Seller, year: number, sender: string): string {
  const account = seller.iban ? `<dpi:FinancialIdentifier>${el('Identifier', seller.iban, ' AccountNumberType="IBAN"')}${seller.accountHolder ? el('AccountHolderName', seller.accountHolder) : ''}</dpi:FinancialIdentifier>` : '';
  const where = address(seller.country, seller.street, seller.postcode, seller.city);
  const identity = seller.entity
    ? `<dpi:EntitySeller><dpi:Standard><dpi:EntSellerID>${el('ResCountryCode', seller.country)}${tin(seller.taxNumber, seller.country)}${seller.registerNumber ? el('IN', seller.registerNumber, ` issuedBy="${seller.country}" INType="BRN"`) : ''}${seller.vatId ? el('VAT', seller.vatId) : ''}${el('Name', seller.name)}${where}</dpi:EntSellerID>${account}</dpi:Standard></dpi:EntitySeller>`
    : `<dpi:IndividualSeller><dpi:Standard><dpi:IndSellerID>${el('ResCountryCode', seller.country)}${tin(seller.taxNumber, seller.country)}${seller.vatId ? el('VAT', seller.vatId) : ''}${personName(seller.name)}${where}${seller.birthDate ? `<dpi:BirthInfo>${el('BirthDate', seller.birthDate)}</dpi:BirthInfo>` : ''}</dpi:IndSellerID>${account}</dpi:Standard></dpi:IndividualSeller>`;
  const per = (tag: string, value: (q: Seller['quarters'][number]) => string, attributes = '') => Q.map((q) => el(`${tag}Q${q}`, value(seller.quarters[q - 1]!), attributes)).join('');
  const money = ' currCode="EUR"';
  return `<dpi:ReportableSeller><dpi:Identity>${identity}</dpi:Identity><dpi:RelevantActivities><dpi:SaleOfGoods>`
    + `<dpi:Consideration>${per('Cons', (q) => euros(q.considerationCents), money)}</dpi:Consideration>`
    + `<dpi:NumberOfActivities>${per('Numb', (q) => String(q.sales))}</dpi:NumberOfActivities>`
    + `<dpi:Fees>${per('Fees', (q) => euros(q.feesCents), money)}</dpi:Fees>`
    + `<dpi:Taxes>${per('Tax', () => '0', money)}</dpi:Taxes>`
    + `</dpi:SaleOfGoods></dpi:RelevantActivities>${docSpec(`${sender}-${year}-S${seller.shopId}`)}</dpi:ReportableSeller>`;
}
type Seller = Dac7Seller;

/** The DPI XML of the year's report, sent by the operator (its VAT ID names the message). */
export function dac7Xml(report: Dac7Report, operator: PlatformOperator, now: Date): string {
  const unfileable = unfileableSellers(report);
  if (unfileable.length > 0) throw new Dac7Incomplete(unfileable);
  const sender = operator.vatId || operator.name.replace(/\W+/g, '');
  const spec = `<dpi:MessageSpec>${el('SendingEntityIN', sender)}${el('TransmittingCountry', operator.country)}${el('ReceivingCountry', operator.country)}`
    + `${el('MessageType', 'DPI')}${el('MessageRefId', `${sender}-DPI-${report.year}`)}${el('MessageTypeIndic', 'DPI401')}`
    + `${el('ReportingPeriod', `${report.year}-12-31`)}${el('Timestamp', now.toISOString().slice(0, 19))}</dpi:MessageSpec>`;
  const platform = `<dpi:PlatformOperator>${el('ResCountryCode', operator.country)}${tin(operator.vatId || null, operator.country)}${operator.vatId ? el('VAT', operator.vatId) : ''}`
    + `${el('Name', operator.name)}${address(operator.country, operator.street, operator.postcode, operator.city)}${docSpec(`${sender}-${report.year}-OP`)}</dpi:PlatformOperator>`;
  return '<?xml version="1.0" encoding="UTF-8"?>\n'
    + '<dpi:DPI_OECD xmlns:dpi="urn:oecd:ties:dpi:v1" xmlns:stf="urn:oecd:ties:dpistf:v1" version="1.0">'
    + `${spec}<dpi:DPIBody>${platform}${report.sellers.map((seller) => sellerXml(seller, report.year, sender)).join('')}</dpi:DPIBody></dpi:DPI_OECD>\n`;
}

const decimal = (cents: number) => hundredths(cents);

/** The same report as a CSV, one row per seller, its quarters side by side, amounts in euros with cents. */
export function dac7Csv(report: Dac7Report): string {
  const header = ['year', 'shop_id', 'seller_type', 'name', 'street', 'postcode', 'city', 'country', 'vat_id', 'tin', 'register_number', 'birth_date', 'iban', 'account_holder',
    ...Q.flatMap((q) => [`sales_q${q}`, `consideration_q${q}`, `fees_q${q}`]), 'missing'];
  const rows = report.sellers.map((s) => [report.year, s.shopId, s.entity ? 'entity' : 'individual', s.name, s.street, s.postcode, s.city, s.country, s.vatId, s.taxNumber, s.registerNumber, s.birthDate, s.iban, s.accountHolder,
    ...s.quarters.flatMap((q) => [q.sales, decimal(q.considerationCents), decimal(q.feesCents)]), s.missing.join(' ')]);
  return csvText([header, ...rows], { delimiter: ';', lineEnd: '\r\n', bom: true });
}
