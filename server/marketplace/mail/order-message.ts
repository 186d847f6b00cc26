/**
 * The mails of the messages between the shopper and a shop inside the order. To the shop, in the
 * language of its country: the shopper's words about which part, and where to answer in the portal.
 * To the shopper, in the order's language: the shop's answer and the order page, where the photos
 * are. Answering either mail reaches the order's conversation at the desk.
 */
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import type { StoredOrder, StoredShopOrder } from '../db/stored-order';
import { orderLinkBlocks } from './order-links';
import type { OutgoingMail } from './queue';
import { render, translator, type Block } from './templates';

export interface MailedMessage { text: string; photoCount: number }

/** The part in the shop's portal, on the origin of the order's own page. */
function portalLink(pageUrl: string, partNumber: string): string | undefined {
  try {
    return `${new URL(pageUrl).origin}${PORTAL_PATHS.orders}#${encodeURIComponent(partNumber)}`;
  } catch {
    return undefined;
  }
}

export function buyerMessageShopMail(order: StoredOrder, part: StoredShopOrder, message: MailedMessage, shop: { email: string; locale: string }, replyTo: string | null): OutgoingMail {
  const { t } = translator(shop.locale);
  const words = { part: part.number, order: order.number, count: message.photoCount };
  const blocks: Block[] = [
    { lines: [t('orderMessages.shopMail.received', words)] },
    { heading: t('orderMessages.shopMail.words'), lines: message.text.split('\n') },
    ...(message.photoCount > 0 ? [{ lines: [t('orderMessages.mail.photos', words)] }] : []),
    { lines: [t('orderMessages.shopMail.answer', words)], link: portalLink(order.pageUrl, part.number) },
    { lines: [t('orders.mail.signature')] },
  ];
  return { kind: 'order_message_shop', orderId: order.id, recipient: shop.email, replyTo, subject: t('orderMessages.shopMail.subject', words), ...render(blocks) };
}

export function shopMessageBuyerMail(order: StoredOrder, part: StoredShopOrder, message: MailedMessage, replyTo: string | null): OutgoingMail {
  const { t } = translator(order.locale);
  const words = { part: part.number, shop: part.shop.name, number: order.number, count: message.photoCount };
  const blocks: Block[] = [
    { lines: [t('orders.mail.greeting', { name: order.deliveryAddress.name }), t('orderMessages.mail.received', words)] },
    { heading: t('orderMessages.mail.words', words), lines: message.text.split('\n') },
    ...(message.photoCount > 0 ? [{ lines: [t('orderMessages.mail.photos', words)] }] : []),
    { lines: [t('orderMessages.mail.answer', words)] },
    ...orderLinkBlocks(t, order.pageUrl),
    { lines: [t('orders.mail.signature')] },
  ];
  return { kind: 'order_message', orderId: order.id, recipient: order.email, replyTo, subject: t('orderMessages.mail.subject', words), ...render(blocks) };
}
