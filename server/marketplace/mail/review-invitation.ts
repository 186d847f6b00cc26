/**
 * The buyer, once a part was delivered, is asked to rate its articles on the order page (in the
 * order's language): the lines the order says may be rated. A part its shop sent only some lines
 * of says that these articles arrived, not the part.
 */
import type { StoredLine, StoredOrder, StoredShopOrder } from '../db/stored-order';
import { orderLinkBlocks } from './order-links';
import type { OutgoingMail } from './queue';
import { render, translator, type Block } from './templates';

export function reviewInvitationMail(order: StoredOrder, part: StoredShopOrder, lines: readonly StoredLine[]): OutgoingMail {
  const { t } = translator(order.locale);
  const [orderPage, ...lookup] = orderLinkBlocks(t, order.pageUrl);
  const blocks: Block[] = [
    { lines: [t('orders.mail.greeting', { name: order.deliveryAddress.name }), t(part.lines.every((line) => line.state === 'shipped') ? 'articleReviews.mail.body' : 'articleReviews.mail.bodyLines', { part: part.number, shop: part.shop.name })], link: `${orderPage!.link}#reviews-${part.number}` },
    ...lines.map((line) => ({ lines: [`${line.quantity} × ${line.title} (${line.brand} ${line.articleNumber})`] })),
    ...lookup,
    { lines: [t('orders.mail.signature')] },
  ];
  return { kind: 'review_invitation', orderId: order.id, recipient: order.email, subject: t('articleReviews.mail.subject', { number: order.number }), ...render(blocks) };
}
