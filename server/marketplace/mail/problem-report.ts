/**
 * The mails of a problem the shopper reported from the order page. The shopper's acknowledgement,
 * in the order's language: what was reported about which part, the reference, and that answering
 * the mail adds to the same conversation at the desk. The shop's notice, in the language of its
 * country: the part, what is wrong and the shopper's words; answering it reaches the desk too.
 */
import { localeOfCountry } from '../../../locales/editions';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import type { ProblemKind } from '../../../contract/calls/problem-reports';
import type { StoredOrder, StoredShopOrder } from '../db/stored-order';
import { orderLinkBlocks } from './order-links';
import type { OutgoingMail } from './queue';
import { render, translator, type Block } from './templates';

export interface ReportedProblem { kind: ProblemKind; text: string; reference: string }

/** replyTo: the conversation's own address at the desk (null when the desk has no mailbox). */
export function problemReportMail(order: StoredOrder, part: StoredShopOrder, problem: ReportedProblem, replyTo: string | null): OutgoingMail {
  const { t } = translator(order.locale);
  const words = { part: part.number, shop: part.shop.name, reference: problem.reference, kind: t(`problemReports.kind.${problem.kind}`) };
  const blocks: Block[] = [
    { lines: [t('orders.mail.greeting', { name: order.deliveryAddress.name }), t('problemReports.mail.received', words)] },
    { heading: t('problemReports.mail.yourWords'), lines: problem.text.split('\n') },
    { lines: [t('problemReports.mail.next', words), t(replyTo ? 'problemReports.mail.answer' : 'notices.answer.support', words)] },
    ...orderLinkBlocks(t, order.pageUrl),
    { lines: [t('orders.mail.signature')] },
  ];
  return { kind: 'problem_report', orderId: order.id, recipient: order.email, replyTo, subject: t('problemReports.mail.subject', { ...words, number: order.number }), ...render(blocks) };
}

/** The part in the shop's portal, on the origin of the order's own page. */
function portalLink(pageUrl: string, partNumber: string): string | undefined {
  try {
    return `${new URL(pageUrl).origin}${PORTAL_PATHS.orders}#${encodeURIComponent(partNumber)}`;
  } catch {
    return undefined;
  }
}

export function problemReportShopMail(order: StoredOrder, part: StoredShopOrder, problem: ReportedProblem, shop: { email: string; country: string }, replyTo: string | null): OutgoingMail {
  const { t } = translator(localeOfCountry(shop.country));
  const words = { part: part.number, order: order.number, reference: problem.reference, kind: t(`problemReports.kind.${problem.kind}`) };
  const blocks: Block[] = [
    { lines: [t('problemReports.shopMail.received', words)] },
    { heading: t('problemReports.shopMail.words'), lines: problem.text.split('\n') },
    { lines: [t('problemReports.shopMail.next', words)], link: portalLink(order.pageUrl, part.number) },
    { lines: [t('orders.mail.signature')] },
  ];
  return { kind: 'problem_report_shop', orderId: order.id, recipient: shop.email, replyTo, subject: t('problemReports.shopMail.subject', words), ...render(blocks) };
}
