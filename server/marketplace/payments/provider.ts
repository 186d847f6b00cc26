/**
 * Card and PayPal payments go through one payment-provider interface. The shop works without one:
 * unconfigured, card and PayPal are simply not offered. main.ts installs the configured provider.
 */
export interface PaymentRequest {
  orderNumber: string;
  amountCents: number;
  currency: 'EUR';
  methods: ('card' | 'paypal')[];
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
  /** Which of card/paypal it takes. */
  methods: ('card' | 'paypal')[];
  start(request: PaymentRequest): Promise<StartedPayment>;
  state(reference: string): Promise<PaymentState>;
}

let installed: PaymentProvider | null = null;

export function usePaymentProvider(provider: PaymentProvider | null): void {
  installed = provider;
}

export function paymentProvider(): PaymentProvider | null {
  return installed;
}
