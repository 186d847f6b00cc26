/**
 * The mails that tell what happened to a shop's part of an order: the shop hears of a new part (in
 * the language of its country, with the lines, the delivery address, the payment method and a link
 * to the part in its portal); the shopper hears that a shop accepted, shipped (with the carrier's
 * tracking link), refused or cancelled a part, or refunded a withdrawal. Each names the order
 * number and the step in its subject and says how to answer: the shop answers for its part
 * (Reply-To its contact address), the marketplace's support for everything else.
 */
import { localeOfCountry } from '../../../locales/editions';
import type { Translate } from '../../../locales/i18n';
import { trackingUrl } from '../../../contract/carriers';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import { invoiceLinkBeside } from '../../../contract/calls/invoices';
import type { WithdrawalPeriodAnswer } from '../../../contract/calls/orders';
import { openPeriodText } from '../../../locales/withdrawal-period';
import { collectorOf } from '../../../contract/collector';
import { moneyBackOf } from '../../../contract/money-back';
import { stillToPayCents } from '../../../contract/still-to-pay';
import type { StoredOrder, StoredShopOrder } from '../db/stored-order';
import { answerBlock } from './answer';
import { orderLinkBlocks } from './order-links';
import type { OutgoingMail } from './queue';
import { addressLines, money, render, shopBlock, translator, type Block } from './templates';

/** The shop's contact address for shoppers (its imprint's e-mail); null when it has given none. */
export interface ShopContact { email: string | null; country: string }

/** The part in the shop's portal, on the origin the order's own page was given (the shop's public origin). */
function portalLink(order: StoredOrder, part: StoredShopOrder): string {
  return new URL(`${PORTAL_PATHS.orders}#${encodeURIComponent(part.number)}`, order.pageUrl).href;
}

/** A new part for the shop: what to send where, how it is paid, and where to handle it. */
export function newPartShopMail(order: StoredOrder, part: StoredShopOrder, shop: ShopContact & { email: string }): OutgoingMail {
  const { t, locale } = translator(localeOfCountry(shop.country));
  const contact = [order.email, order.phone].filter(Boolean).join(', ');
  const blocks: Block[] = [
    { lines: [t('notices.shop.intro', { part: part.number, order: order.number })] },
    {
      heading: t('notices.shop.lines'),
      lines: [
        ...part.lines.map((line) => t('notices.shop.line', { quantity: line.quantity, title: line.title, brand: line.brand, articleNumber: line.articleNumber, sku: line.sku ?? '-', total: money(line.lineTotal, locale) })),
        t('orders.mail.shipping', { amount: money(part.shippingCents, locale) }),
        t('orders.mail.total', { amount: money(part.totalCents, locale) }),
      ],
    },
    { heading: t('orders.payment.label'), lines: [t(`notices.shop.payment.${part.paymentMethod}`, { method: t(`orders.payment.${part.paymentMethod}`), amount: money(part.totalCents, locale) })] },
    { heading: t('orders.mail.deliveryAddress'), lines: [...addressLines(order.deliveryAddress, locale), t('notices.shop.contact', { contact })] },
    ...(order.billingAddress ? [{ heading: t('orders.mail.billingAddress'), lines: addressLines(order.billingAddress, locale) }] : []),
    { lines: [t('notices.shop.portal')], link: portalLink(order, part) },
    answerBlock(t, null).block,
    { lines: [t('orders.mail.signature')] },
  ];
  return { kind: 'new_order_shop', orderId: order.id, recipient: shop.email, subject: t('notices.shop.subject', { part: part.number, order: order.number }), ...render(blocks) };
}

export type PartEvent = 'accepted' | 'shipped' | 'refused' | 'cancelled' | 'refunded';
/** A document a step issued: the mail links its PDF. */
export interface MailedDocument { kind: 'invoice' | 'credit_note'; number: string }

/** A part never paid has nothing to refund: the shop's refund step only closes the withdrawal (contract/money-back.ts). */
function neverPaid(part: StoredShopOrder): boolean {
  const shipped = part.shippedAt !== null || part.lines.some((line) => line.state === 'shipped');
  return moneyBackOf({ paymentMethod: part.paymentMethod, paid: part.paid, shipped }) === 'unpaid';
}

/** The lines at these positions, one per mail line ("2 × Filtre à air (UFI 30.137.00)"). */
function linesAt(t: Translate, part: StoredShopOrder, positions: readonly number[]): string[] {
  return positions.flatMap((position) => {
    const line = part.lines[position - 1];
    return line ? [t('orders.mail.stepLine', { quantity: line.quantity, title: line.title, brand: line.brand, articleNumber: line.articleNumber })] : [];
  });
}

const positionsIn = (part: StoredShopOrder, state: StoredShopOrder['lines'][number]['state']) => part.lines.flatMap((line, i) => (line.state === state ? [i + 1] : []));

/**
 * stepLines: the positions the step took. A step that took only some of the part's lines names
 * them, the lines still coming or refused, and what is still to pay for the lines kept.
 */
function eventLines(t: Translate, order: StoredOrder, part: StoredShopOrder, event: PartEvent, locale: Parameters<typeof money>[1], stepLines: readonly number[]): Block[] {
  const names = { shop: part.shop.name, number: part.number };
  const partly = stepLines.length > 0 && stepLines.length < part.lines.length;
  const owed = { amount: money(stillToPayCents(part), locale) };
  switch (event) {
    case 'accepted': return [{ lines: [t('notices.accepted.body', names)] }];
    case 'refused':
    case 'cancelled':
      if (event === 'refused' && partly) {
        return [
          { lines: [t('orders.mail.refused.partly', { ...names, reason: part.refusalReason ?? '-' })] },
          { lines: linesAt(t, part, stepLines) },
          { lines: [t('orders.mail.refused.kept', owed)] },
        ];
      }
      return [{ lines: [t('orders.mail.refused.body', { ...names, reason: part.refusalReason ?? '-' })] }];
    case 'refunded': {
      if (neverPaid(part)) return [{ lines: [t(part.withdrawal?.wholePart === false ? 'notices.settled.partly' : 'notices.settled.whole', names)] }];
      const amount = money(part.withdrawal?.refundCents ?? 0, locale);
      // The shop refunds only what it collected itself; what the shopper paid the marketplace, the marketplace sends back.
      if (collectorOf(part.paymentMethod) === 'shop') return [{ lines: [t('notices.refunded.body', { ...names, amount })] }];
      return [{ lines: [t('notices.refunded.ourBody', { ...names, amount }), t(part.paymentMethod === 'prepayment' ? 'notices.refunded.transfer' : 'notices.refunded.provider')] }];
    }
    case 'shipped': {
      const carrier = part.carrier ?? '';
      const tracking = part.trackingNumber ?? '';
      const link = trackingUrl(carrier, tracking, { country: order.deliveryAddress.country, zip: order.deliveryAddress.zip }, order.locale);
      const refused = positionsIn(part, 'refused');
      const open = positionsIn(part, 'open');
      return [
        { lines: [t(partly ? 'orders.mail.shipped.partly' : 'orders.mail.shipped.body', { ...names, carrier, tracking })] },
        ...(partly ? [{ lines: linesAt(t, part, stepLines) }] : []),
        ...(partly && open.length > 0 ? [{ heading: t('orders.mail.shipped.stillOpen'), lines: linesAt(t, part, open) }] : []),
        ...(partly && refused.length > 0 ? [{ heading: t('orders.mail.shipped.refused'), lines: linesAt(t, part, refused) }] : []),
        link ? { lines: [t('notices.shipped.track', { carrier })], link } : { lines: [t('notices.shipped.noLink', { carrier, tracking })] },
      ];
    }
  }
}

const SUBJECT: Record<PartEvent, string> = {
  accepted: 'notices.accepted.subject', shipped: 'orders.mail.subject.shipped', refused: 'orders.mail.subject.refused', cancelled: 'orders.mail.subject.refused', refunded: 'notices.refunded.subject',
};

function subjectOf(part: StoredShopOrder, event: PartEvent): string {
  if (event !== 'refunded') return SUBJECT[event];
  if (neverPaid(part)) return 'notices.settled.subject';
  return collectorOf(part.paymentMethod) === 'shop' ? SUBJECT.refunded : 'notices.refunded.ourSubject';
}

/**
 * The shopper hears of one step of one shop's part, in the order's language, with the order page's link and whom to ask.
 * period: the part's withdrawal period as the order page states it (a shipment's mail names its day);
 * stepLines: the positions a shipment or refusal took (none: the whole part).
 */
export function partEventMail(order: StoredOrder, part: StoredShopOrder, event: PartEvent, shopEmail: string | null, documents: readonly MailedDocument[] = [], period: WithdrawalPeriodAnswer | null = null, stepLines: readonly number[] = []): OutgoingMail {
  const { t, locale } = translator(order.locale);
  const answer = answerBlock(t, { name: part.shop.name, email: shopEmail });
  const blocks: Block[] = [
    { lines: [t('orders.mail.greeting', { name: order.deliveryAddress.name })] },
    ...eventLines(t, order, part, event, locale, stepLines),
    ...(period?.state === 'open' ? [{ lines: [openPeriodText(t, period, locale)] }] : []),
    // The invoice (or credit note) this step issued, as a link to its PDF.
    ...documents.map((doc): Block => ({ lines: [t(doc.kind === 'credit_note' ? 'invoices.mailCredit' : 'invoices.mail', { number: doc.number })], link: invoiceLinkBeside(order.pageUrl, order.number, part.number, doc.number) })),
    shopBlock(t, locale, part),
    ...orderLinkBlocks(t, order.pageUrl),
    answer.block,
    { lines: [t('orders.mail.signature')] },
  ];
  return {
    kind: event === 'cancelled' ? 'refused' : event, orderId: order.id, recipient: order.email, replyTo: answer.replyTo,
    subject: t(subjectOf(part, event), { number: order.number, shop: part.shop.name }), ...render(blocks),
  };
}
