/**
 * The shopper cancelled a part before it shipped: the shopper is told it is cancelled and what
 * happens to money already paid (refunded the way it came, or nothing to pay); its shop is told not
 * to ship it, in the language of its country, as it hears of a new part.
 */
import { localeOfCountry } from '../../../locales/editions';
import type { StoredOrder, StoredShopOrder } from '../db/stored-order';
import { answerBlock } from './answer';
import type { ShopContact } from './notices';
import { orderLinkBlocks } from './order-links';
import type { OutgoingMail } from './queue';
import { money, render, shopBlock, translator, type Block } from './templates';

/** refundCents: the refund owed for money already paid, null when nothing was paid. */
export function shopperCancelledMail(order: StoredOrder, part: StoredShopOrder, refundCents: number | null, shopEmail: string | null): OutgoingMail {
  const { t, locale } = translator(order.locale);
  const answer = answerBlock(t, { name: part.shop.name, email: shopEmail });
  const names = { part: part.number, shop: part.shop.name, number: order.number };
  const blocks: Block[] = [
    { lines: [t('orders.mail.greeting', { name: order.deliveryAddress.name })] },
    { lines: [t('notices.shopperCancelled.body', names), refundCents ? t('notices.shopperCancelled.paid', { amount: money(refundCents, locale) }) : t('notices.shopperCancelled.unpaid')] },
    shopBlock(t, locale, part),
    ...orderLinkBlocks(t, order.pageUrl),
    answer.block,
    { lines: [t('orders.mail.signature')] },
  ];
  return { kind: 'cancelled_by_shopper', orderId: order.id, recipient: order.email, replyTo: answer.replyTo, subject: t('notices.shopperCancelled.subject', names), ...render(blocks) };
}

export function shopperCancelledShopMail(order: StoredOrder, part: StoredShopOrder, shop: ShopContact & { email: string }): OutgoingMail {
  const { t } = translator(localeOfCountry(shop.country));
  const blocks: Block[] = [
    { lines: [t('notices.shopperCancelled.shopBody', { part: part.number, order: order.number })] },
    answerBlock(t, null).block,
    { lines: [t('orders.mail.signature')] },
  ];
  return { kind: 'cancelled_by_shopper_shop', orderId: order.id, recipient: shop.email, subject: t('notices.shopperCancelled.shopSubject', { part: part.number }), ...render(blocks) };
}
