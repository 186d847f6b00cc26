/**
 * Card, PayPal, Klarna and the local methods go through one payment-provider interface. The shop
 * works without one: unconfigured, none of them is offered (methods.ts). the marketplace is handed
 * the configured provider at start (marketplace-services.ts).
 */
import type { PaymentMethod } from '../../../contract/index';

export interface PaymentRequest {
  orderNumber: string;
  amountCents: number;
  currency: 'EUR';
  methods: PaymentMethod[];
  description: string;
  /** Where the provider sends the shopper back after paying or cancelling. */
  returnUrl: string;
  cancelUrl: string;
  locale: string;
}

export interface StartedPayment { reference: string; redirectUrl: string }
export type PaymentState = 'pending' | 'paid' | 'failed';

export interface PaymentProvider {
  name: string;
  /** Which of the provider methods it can take at all; methods.ts chooses per edition and country. */
  methods: readonly PaymentMethod[];
  start(request: PaymentRequest): Promise<StartedPayment>;
  state(reference: string): Promise<PaymentState>;
  /**
   * A notification the provider sent, checked against its signature: the payment reference it is
   * about, null for one that concerns no payment; throws when the signature does not hold.
   */
  notification?(payload: Buffer, signature: string | undefined): Promise<{ reference: string } | null>;
}
