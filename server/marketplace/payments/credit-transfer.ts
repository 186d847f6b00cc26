/**
 * A SEPA credit transfer initiation (ISO 20022 pain.001.001.09) from the marketplace's own account:
 * the one writer of every file the bank is handed, shops' payouts and shoppers' refunds alike.
 * Every amount in it, each transfer's and the control sums, is text made from integer cents by the
 * one formatter (hundredths): no floating point lies between the cents owed and what the bank
 * reads. The layout is the one the sepa library wrote before (one payment block, no batch booking,
 * charges shared), so files made before and after read alike.
 */
import { isValidIBAN } from 'ibantools';
import { hundredths } from '../../../locales/amounts';
import type { CollectionAccount } from './collection-account';

export const PAIN_FORMAT = 'pain.001.001.09';
const NAMESPACE = `urn:iso:std:iso:20022:tech:xsd:${PAIN_FORMAT}`;

/** The scheme's bounds of one transfer: 0,01 € to 999.999.999,99 €. */
const MIN_CENTS = 1;
const MAX_CENTS = 99_999_999_999;

/** SEPA's character set (Latin letters, digits, a few signs): anything else the bank would refuse. */
export const sepaText = (text: string, max: number): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[^A-Za-z0-9/?:().,'+ -]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);

export interface CreditTransfer { name: string; iban: string; bic?: string; cents: number; remittance: string; endToEndId: string }

export function creditTransferXml(messageId: string, debtor: CollectionAccount, transfers: readonly CreditTransfer[], now: Date): string {
  if (transfers.length === 0) throw new Error('a credit transfer file pays at least one transfer');
  for (const transfer of transfers) checkTransfer(transfer);
  const count = String(transfers.length);
  // Summed in integers: the control sum is exactly the transfers' amounts added.
  const controlSum = hundredths(transfers.reduce((sum, transfer) => sum + transfer.cents, 0));
  const paymentId = `${messageId}.0`;
  const header = element('GrpHdr', [
    element('MsgId', messageId), element('CreDtTm', localDateTime(now)), element('NbOfTxs', count), element('CtrlSum', controlSum),
    element('InitgPty', [element('Nm', sepaText(debtor.holder, 70))]),
  ]);
  const payment = element('PmtInf', [
    element('PmtInfId', paymentId), element('PmtMtd', 'TRF'), element('BtchBookg', 'false'), element('NbOfTxs', count), element('CtrlSum', controlSum),
    element('PmtTpInf', [element('SvcLvl', [element('Cd', 'SEPA')])]),
    element('ReqdExctnDt', [element('Dt', localDate(now))]),
    element('Dbtr', [element('Nm', sepaText(debtor.holder, 70))]),
    element('DbtrAcct', [element('Id', [element('IBAN', debtor.iban)])]),
    element('DbtrAgt', [element('FinInstnId', [element('BICFI', debtor.bic)])]),
    element('ChrgBr', 'SLEV'),
    ...transfers.map((transfer, index) => element('CdtTrfTxInf', [
      element('PmtId', [element('InstrId', `${paymentId}.${index}`), element('EndToEndId', transfer.endToEndId)]),
      element('Amt', [element('InstdAmt', hundredths(transfer.cents), { Ccy: 'EUR' })]),
      // Without a BIC the creditor's bank is found from the IBAN: the agent is left out, not "NOTPROVIDED".
      ...(transfer.bic ? [element('CdtrAgt', [element('FinInstnId', [element('BICFI', transfer.bic)])])] : []),
      element('Cdtr', [element('Nm', sepaText(transfer.name, 70))]),
      element('CdtrAcct', [element('Id', [element('IBAN', transfer.iban)])]),
      element('RmtInf', [element('Ustrd', sepaText(transfer.remittance, 140))]),
    ])),
  ]);
  const document = element('Document', [element('CstmrCdtTrfInitn', [header, payment])], {
    xmlns: NAMESPACE, 'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance', 'xsi:schemaLocation': `${NAMESPACE} ${PAIN_FORMAT}.xsd`,
  });
  return `<?xml version="1.0" encoding="UTF-8"?>${document}`;
}

/** What the bank would refuse is refused here, before a file is handed over. */
function checkTransfer(transfer: CreditTransfer): void {
  if (!Number.isSafeInteger(transfer.cents) || transfer.cents < MIN_CENTS || transfer.cents > MAX_CENTS) throw new RangeError(`a transfer of ${transfer.cents} cents is outside SEPA's bounds`);
  if (!isValidIBAN(transfer.iban)) throw new Error(`not an IBAN: ${transfer.iban}`);
  if (!/^[A-Za-z0-9/?:().,'+ -]{1,35}$/.test(transfer.endToEndId)) throw new Error(`not an end-to-end id: ${transfer.endToEndId}`);
}

const escaped = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** One element: its text, or the elements inside it. */
function element(name: string, content: string | readonly string[], attributes: Record<string, string> = {}): string {
  const attributeText = Object.entries(attributes).map(([key, value]) => ` ${key}="${escaped(value)}"`).join('');
  const inner = typeof content === 'string' ? escaped(content) : content.join('');
  return inner ? `<${name}${attributeText}>${inner}</${name}>` : `<${name}${attributeText}/>`;
}

const two = (value: number): string => String(value).padStart(2, '0');
/** The machine's calendar date, as the bank's form has it (YYYY-MM-DD). */
const localDate = (date: Date): string => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
/** The machine's local time without a zone (YYYY-MM-DDTHH:MM:SS). */
const localDateTime = (date: Date): string => `${localDate(date)}T${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
