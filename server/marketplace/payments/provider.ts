/**
 * Card, PayPal, Klarna and the local methods go through one payment-provider interface. The shop
 * works without one: unconfigured, none of them is offered (methods.ts). the marketplace is handed
 * the configured provider at start (marketplace-services.ts); the interface is one of the
 * dependencies.ts ports, so the composition that hands it over imports no domain.
 */
export type { PaymentProvider, PaymentRequest, PaymentState, ProviderNotice, RefundRequest, SentRefund, StartedPayment } from '../dependencies';
