/**
 * A SEPA credit transfer initiation (ISO 20022 pain.001.001.09, made with the sepa library) from the
 * marketplace's own account: the one writer of every file the bank is handed, shops' payouts and
 * shoppers' refunds alike.
 */
import SEPA from 'sepa';
import type { CollectionAccount } from './collection-account';

export const PAIN_FORMAT = 'pain.001.001.09';

/** SEPA's character set (Latin letters, digits, a few signs): anything else the bank would refuse. */
export const sepaText = (text: string, max: number): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[^A-Za-z0-9/?:().,'+ -]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);

export interface CreditTransfer { name: string; iban: string; bic?: string; cents: number; remittance: string; endToEndId: string }

export function creditTransferXml(messageId: string, debtor: CollectionAccount, transfers: readonly CreditTransfer[], now: Date): string {
  const doc = new SEPA.Document(PAIN_FORMAT);
  doc.grpHdr.id = messageId;
  doc.grpHdr.created = now;
  doc.grpHdr.initiatorName = sepaText(debtor.holder, 70);
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = now;
  info.debtorIBAN = debtor.iban;
  info.debtorBIC = debtor.bic;
  info.debtorName = sepaText(debtor.holder, 70);
  doc.addPaymentInfo(info);
  for (const transfer of transfers) {
    const tx = info.createTransaction();
    tx.creditorName = sepaText(transfer.name, 70);
    tx.creditorIBAN = transfer.iban;
    if (transfer.bic) tx.creditorBIC = transfer.bic;
    // Cents to euros exactly: the library takes a number with at most two decimals.
    tx.amount = Number((transfer.cents / 100).toFixed(2));
    tx.remittanceInfo = sepaText(transfer.remittance, 140);
    tx.end2endId = transfer.endToEndId;
    info.addTransaction(tx);
  }
  return doc.toString();
}
