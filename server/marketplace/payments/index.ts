/**
 * Payments: which methods there are, the provider (Stripe), the marketplace's collection account
 * and the shops' bank details.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { bicFitsIban, bicOf, ibanOf, maskedIban } from './bank-details';
export { creditTransferXml, PAIN_FORMAT, sepaText, type CreditTransfer } from './credit-transfer';
export { DEMO_COLLECTION_ACCOUNT, type CollectionAccount } from './collection-account';
export { type Collector, collectorOf } from './collector';
export { awaitsPayment, methodsForShops, type MethodsWhere, partMethodsFor, paymentMethodsOf, providerMethodsFor, type ShopMethods, shopMethodsFor } from './methods';
export type { PaymentProvider, ProviderNotice, RefundRequest, SentRefund } from './provider';
export { stripeProvider } from './stripe';
export { methodsWhere } from './where';
