/**
 * The order as its tables hold it (orders, order_shops, order_lines, withdrawals): written and read
 * by orders/, rendered by mail/ and invoices/, which sit below orders and so take the shape from the
 * ground rather than from the domain that keeps it.
 */
import type { Address, BankAccount, OrderStatus, PaymentMethod } from '../../../contract/index';
import type { RETURN_REASONS, ReturnCosts, VatNote } from '../../../contract/calls/orders';

type ReturnReason = (typeof RETURN_REASONS)[number];

export const LINE_STATES = ['open', 'shipped', 'refused'] as const;
export type LineState = (typeof LINE_STATES)[number];

export interface StoredLine {
  offerId: number; articleId: number; sku: string | null; articleNumber: string; ean: string | null; brand: string; title: string;
  quantity: number; unitPrice: number; lineTotal: number; refund: number;
  /** A shop ships or refuses a line whole; open until then. */
  state: LineState;
}

export interface StoredShopOrder {
  id: number; number: string; shop: { id: number; name: string }; status: OrderStatus; paymentMethod: PaymentMethod; paymentReference: string;
  bankAccount: BankAccount | null; itemsCents: number; shippingCents: number; totalCents: number; vatRateBp: number; vatCents: number; vatNote: VatNote | null;
  deliveryDays: { min: number; max: number }; terms: string; cancellationPolicy: string; termsAcceptedAt: string; acknowledgedAt: string | null;
  carrier: string | null; trackingNumber: string | null; refusalReason: string | null; statusChangedAt: string; lines: StoredLine[];
  /** The latest delivery day the checkout promised (YYYY-MM-DD); null for older orders. */
  deliveryBy: string | null;
  /** The withdrawal period of the shop's terms (days) and when the shop reported the part shipped. */
  withdrawalDays: number; shippedAt: string | null; withdrawal: StoredWithdrawal | null;
  /** The shipped and the refused lines' sums; the shipping goes with the shipped lines, or with the refused when none shipped and none is open. Once no line is open they add up to totalCents. */
  shippedCents: number; refusedCents: number;
  /** Whether the shopper's money is in: a provider payment, or a prepayment transfer the operator booked as received. */
  paid: boolean;
  /** Who pays the return as the shop's terms said when ordered; null for parts ordered before it was kept. */
  returnCosts: ReturnCosts | null;
}

export interface StoredWithdrawal {
  id: number; name: string; email: string; lines: number[]; wholePart: boolean; statement: string; locale: string; receivedAt: string;
  acknowledgedAt: string | null; goodsReceivedAt: string | null; refundedAt: string | null; refundCents: number | null;
  reason: ReturnReason | null;
  /** The shopper's withdrawal, or a return the shop agreed and recorded itself. */
  kind: 'withdrawal' | 'return';
}

export interface StoredOrder {
  id: number; number: string; locale: string; deliveryCountry: string; email: string; phone: string | null; userId: number | null; sessionId: string | null;
  deliveryAddress: Address; billingAddress: Address | null; itemsCents: number; shippingCents: number; totalCents: number; vatCents: number;
  pageUrl: string; createdAt: string; shops: StoredShopOrder[];
  /** A business buyer's company and VAT ID as given at checkout. */
  buyerCompany: string | null; buyerVatId: string | null;
}
