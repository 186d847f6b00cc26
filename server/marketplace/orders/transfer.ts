/**
 * What a prepayment shopper transfers, and to whom: one transfer per order to the marketplace's
 * collection account (central checkout), of every prepayment part still to be paid, with the
 * order number as the reference; and the same as an EPC QR code ("GiroCode", EPC069-12) that a
 * banking app reads instead of the shopper typing IBAN, amount and reference.
 */
import type { TransferAnswer } from '../../../contract/calls/orders';
import { stillToPayCents } from '../../../contract/still-to-pay';
import type { StoredOrder, StoredShopOrder } from './repository';
import { hundredths } from '../../../locales/amounts';

/** A part still to be paid by transfer: not refused, cancelled or withdrawn from. */
const PAYABLE: readonly StoredShopOrder['status'][] = ['awaiting_payment', 'new', 'accepted', 'shipped'];

export type Transfer = Omit<TransferAnswer, 'qrSvg'>;

/**
 * The order's transfer, or null when none of its parts is still to be paid by transfer: a part
 * whose transfer was booked is paid, and lines its shop refused before the money came are not
 * asked for (nor their shipping, once every line is refused).
 */
export function transferOf(order: StoredOrder): Transfer | null {
  const parts = transferPartsOf(order);
  const account = parts[0]?.bankAccount;
  if (!account) return null;
  const amountCents = parts.reduce((sum, part) => sum + stillToPayCents(part), 0);
  if (amountCents <= 0) return null;
  return { ...account, amountCents, reference: order.number, epc: epcPayload({ ...account, amountCents, reference: order.number }) };
}

/** The parts the order's transfer pays: by prepayment, still to be paid and not refused, cancelled or withdrawn from. */
export function transferPartsOf(order: StoredOrder): StoredShopOrder[] {
  return order.shops.filter((part) => part.paymentMethod === 'prepayment' && part.bankAccount && !part.paid && PAYABLE.includes(part.status));
}

/**
 * The EPC069-12 payload, version 002: service tag, version, character set (1: UTF-8),
 * identification (SCT), BIC, name, IBAN, amount in euro, purpose (none), structured reference
 * (none: the order number is no ISO 11649 creditor reference) and the unstructured remittance text.
 */
export function epcPayload(facts: { holder: string; iban: string; bic: string; amountCents: number; reference: string }): string {
  return ['BCD', '002', '1', 'SCT', facts.bic, facts.holder.slice(0, 70), facts.iban, `EUR${hundredths(facts.amountCents)}`, '', '', facts.reference.slice(0, 140)].join('\n');
}

/** The payload as an SVG QR code (error correction M, as the EPC asks). */
export async function qrSvgOf(payload: string): Promise<string> {
  // qrcode loads with the first prepayment order, not with every process.
  const { default: QRCode } = await import('qrcode');
  return (await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })).trim();
}

/** The transfer with its QR code, as the order page and the confirmation mail show it. */
export async function transferAnswerOf(order: StoredOrder): Promise<TransferAnswer | null> {
  const transfer = transferOf(order);
  return transfer && { ...transfer, qrSvg: await qrSvgOf(transfer.epc) };
}
