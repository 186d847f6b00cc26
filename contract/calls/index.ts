/** Every call of the shop, by "METHOD path". The marketplace answers exactly these. */
import type { Call } from '../call';
import { reviewCalls } from './article-reviews';
import { bankStatementCalls } from './bank-statements';
import { catalogueCalls } from './catalogue';
import { commerceCalls } from './commerce';
import { contactCalls } from './contact';
import { deskCalls } from './desk';
import { deskWorkCalls } from './desk-work';
import { deskClaimCalls } from './desk-claims';
import { deskItemCalls } from './desk-items';
import { deskSearchCalls } from './desk-search';
import { fitmentCalls } from './fitment';
import { invoiceCalls } from './invoices';
import { merchantCalls } from './merchant';
import { orderCalls } from './orders';
import { orderListCalls } from './order-lists';
import { orderMessageCalls } from './order-messages';
import { portalCalls } from './portal';
import { problemReportCalls } from './problem-reports';
import { refundCalls } from './refunds';
import { portalAccountCalls } from './portal-account';
import { portalBankAccountCalls } from './portal-bank-account';
import { portalHomeCalls } from './portal-home';
import { peopleCalls } from './people';
import { portalFeedCalls } from './portal-feeds';
import { portalOfferCalls } from './portal-offers';
import { searchCalls } from './search';
import { settlementCalls } from './settlements';
import { staffCalls } from './staff';
import { taxReportCalls } from './tax-reports';
import { vehicleCalls } from './vehicles';

export const CALLS = { ...commerceCalls, ...vehicleCalls, ...catalogueCalls, ...searchCalls, ...fitmentCalls, ...orderCalls, ...orderListCalls, ...contactCalls, ...merchantCalls, ...staffCalls, ...portalCalls, ...portalAccountCalls, ...portalBankAccountCalls, ...deskCalls, ...settlementCalls, ...deskWorkCalls, ...deskClaimCalls, ...deskItemCalls, ...deskSearchCalls, ...portalHomeCalls, ...peopleCalls, ...reviewCalls, ...portalFeedCalls, ...invoiceCalls, ...problemReportCalls, ...bankStatementCalls, ...refundCalls, ...portalOfferCalls, ...taxReportCalls, ...orderMessageCalls } as const;
export type CallName = keyof typeof CALLS;
export type CallOf<N extends CallName> = (typeof CALLS)[N];

export function callNamed(name: string): Call | undefined {
  return (CALLS as Record<string, Call>)[name];
}

export * from './article-reviews';
export * from './bank-statements';
export * from './catalogue';
export * from './commerce';
export * from './contact';
export * from './desk';
export * from './desk-work';
export * from './desk-claims';
export * from './desk-search';
export * from './fitment';
export * from './invoices';
export * from './merchant';
export * from './orders';
export * from './order-messages';
export * from './portal';
export * from './problem-reports';
export * from './refunds';
export * from './portal-account';
export * from './portal-bank-account';
export * from './portal-home';
export * from './people';
export * from './portal-feeds';
export * from './portal-offers';
export * from './search';
export * from './settlements';
export * from './tax-reports';
export * from './staff';
export * from './vehicles';
