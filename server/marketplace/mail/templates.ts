/**
 * The order mails in the edition's language, as plain text and HTML. Built from the stored order
 * (prices, terms and addresses of the moment), so a mail sent late says what was agreed.
 */
import { createI18n, translatorFor, type Translate } from '../../../locales/i18n';
import { isLocale, localeOfCountry, type Locale } from '../../../locales/editions';
import { formatDay, formatLocalMoment, formatMoment } from '../../../locales/moments';
import { formatDeliveryDay } from '../../../locales/delivery-day';
import { PROVIDER_METHODS } from '../../../contract/index';
import { PAYMENT_AWAITED_METHODS } from '../../../contract/calls/orders';
import { stillToPayCents } from '../../../contract/still-to-pay';
import type { StoredOrder, StoredShopOrder } from '../db/stored-order';
import type { TransferAnswer } from '../../../contract/calls/orders';
import { answerBlock } from './answer';
import type { Block } from './block';
import { orderLinkBlocks } from './order-links';
import type { OutgoingMail } from './queue';
import { PORTAL_PATHS } from '../../../contract/portal-paths';
import { moneyText } from '../../../locales/amounts';

let i18n: ReturnType<typeof createI18n> | undefined;
export function translator(locale: string): { t: Translate; locale: Locale } {
  i18n ??= createI18n();
  const known: Locale = isLocale(locale) ? locale : 'de-DE';
  return { t: translatorFor(i18n, known), locale: known };
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// A formatter is costly to make (each mail formats a dozen amounts): one per locale, kept.
const percentFormats = new Map<Locale, Intl.NumberFormat>();

function formatOf(formats: Map<Locale, Intl.NumberFormat>, locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function money(cents: number, locale: Locale): string {
  return moneyText(cents, locale);
}

function percent(bp: number, locale: Locale): string {
  return formatOf(percentFormats, locale, { maximumFractionDigits: 2 }).format(bp / 100);
}

export type { Block };

/** A prepayment part names its method; the transfer itself is one block for the whole order. */
function paymentLines(t: Translate, locale: Locale, part: StoredShopOrder): string[] {
  // What the lines kept cost: refused lines are never asked for.
  const amount = money(stillToPayCents(part), locale);
  if (part.paymentMethod === 'prepayment') return [t('orders.mail.payment.chosen', { method: t('orders.payment.prepayment') })];
  // Card and PayPal have lines of their own; the other provider methods share one naming them.
  if (part.paymentMethod === 'card' || part.paymentMethod === 'paypal' || !PROVIDER_METHODS.includes(part.paymentMethod)) {
    return [t(`orders.mail.payment.${part.paymentMethod}`, { amount })];
  }
  return [t('orders.mail.payment.provider', { amount, method: t(`orders.payment.${part.paymentMethod}`) })];
}

/** The one transfer to the marketplace's account, with its QR code in the HTML form. */
function transferBlock(t: Translate, locale: Locale, transfer: TransferAnswer): Block {
  return {
    heading: t('orders.payment.transfer'),
    lines: [
      t('orders.mail.payment.prepayment', { amount: money(transfer.amountCents, locale), reference: transfer.reference }),
      t('orders.mail.payment.account', { holder: transfer.holder, iban: transfer.iban, bic: transfer.bic }),
      t('orders.payment.central'),
    ],
    html: `<figure style="margin:0;width:180px">${transfer.qrSvg}<figcaption>${escapeHtml(t('orders.payment.qr'))}</figcaption></figure>`,
  };
}

export function shopBlock(t: Translate, locale: Locale, part: StoredShopOrder): Block {
  return {
    heading: t('orders.mail.shopPart', { shop: part.shop.name, number: part.number }),
    lines: [
      ...part.lines.map((line) => {
        const text = t('orders.mail.line', { quantity: line.quantity, title: line.title, brand: line.brand, articleNumber: line.articleNumber, price: money(line.unitPrice, locale), total: money(line.lineTotal, locale) });
        return line.state === 'refused' ? t('orders.mail.lineRefused', { line: text }) : text;
      }),
      t('orders.mail.shipping', { amount: money(part.shippingCents, locale) }),
      // Once lines are refused, the sum asked for is that of the lines kept.
      part.refusedCents > 0 ? t('orders.mail.totalKept', { amount: money(stillToPayCents(part), locale), ordered: money(part.totalCents, locale) })
        : t('orders.mail.total', { amount: money(part.totalCents, locale) }),
      // No VAT: the law that frees the sale is named instead of "0 %".
      part.vatNote ? t(`tax.note.${part.vatNote.kind}`, { basis: part.vatNote.kind === 'smallBusiness' ? part.vatNote.basis : '' })
        : t('orders.mail.vat', { rate: percent(part.vatRateBp, locale), amount: money(part.vatCents, locale) }),
      // A part that waits for its transfer is promised from the payment's booking, and says so.
      part.deliveryBy ? t(PAYMENT_AWAITED_METHODS.includes(part.paymentMethod) && !part.paid ? 'deliveryDate.promisedAfterPayment' : 'deliveryDate.promised', { date: formatDeliveryDay(part.deliveryBy, locale) })
        : t('orders.mail.deliveryTime', { min: part.deliveryDays.min, max: part.deliveryDays.max }),
      ...paymentLines(t, locale, part),
    ],
  };
}

export function addressLines(address: { name: string; street: string; zip: string; city: string; country: string }, locale: Locale): string[] {
  let country = address.country;
  try {
    country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country;
  } catch {
    // an odd code stays as it is
  }
  return [address.name, address.street, `${address.zip} ${address.city}`, country];
}

export function render(blocks: Block[]): { text: string; html: string } {
  const text = blocks.map((b) => [b.heading, ...b.lines, b.link].filter(Boolean).join('\n')).join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">${blocks
    .map((b) => `${b.heading ? `<h2 style="font-size:1.1em">${escapeHtml(b.heading)}</h2>` : ''}<p>${b.lines.map(escapeHtml).join('<br>')}${b.link ? `<br><a href="${escapeHtml(b.link)}">${escapeHtml(b.link)}</a>` : ''}</p>${b.html ?? ''}`)
    .join('')}</body></html>`;
  return { text, html };
}

/** Letters and digits only, in lower case, apostrophes alike: "CGV d’Euro Pièces" reads as "CGV d'Euro Pièces". */
const wordsOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * A shop's terms or withdrawal policy under the mail's heading naming it. Shops often open the text
 * with that same title: the line is left out, or the mail would say it twice.
 */
export function legalBlock(heading: string, text: string): Block {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first >= 0 && wordsOf(lines[first]!) === wordsOf(heading)) {
    lines.splice(0, first + 1);
    while (lines.length && lines[0]!.trim() === '') lines.shift();
  }
  return { heading, lines };
}

export function confirmationMail(order: StoredOrder, transfer: TransferAnswer | null): OutgoingMail {
  const { t, locale } = translator(order.locale);
  const blocks: Block[] = [
    { lines: [t('orders.mail.greeting', { name: order.deliveryAddress.name }), t('orders.mail.confirmation.intro', { number: order.number })] },
    ...order.shops.map((part) => shopBlock(t, locale, part)),
    { heading: t('orders.mail.sum'), lines: [t('orders.mail.total', { amount: money(order.totalCents, locale) }), t('orders.mail.vatTotal', { amount: money(order.vatCents, locale) })] },
    ...(transfer ? [transferBlock(t, locale, transfer)] : []),
    { heading: t('orders.mail.deliveryAddress'), lines: addressLines(order.deliveryAddress, locale) },
    ...(order.billingAddress ? [{ heading: t('orders.mail.billingAddress'), lines: addressLines(order.billingAddress, locale) }] : []),
    ...orderLinkBlocks(t, order.pageUrl),
    // The terms and withdrawal policy on a durable medium, as each shop stated them when ordering.
    ...order.shops.flatMap((part) => [
      legalBlock(t('orders.mail.terms', { shop: part.shop.name }), part.terms),
      legalBlock(t('orders.mail.cancellation', { shop: part.shop.name }), part.cancellationPolicy),
    ]),
    answerBlock(t, null).block,
    { lines: [t('orders.mail.signature')] },
  ];
  return { kind: 'confirmation', orderId: order.id, recipient: order.email, subject: t('orders.mail.subject.confirmation', { number: order.number }), ...render(blocks) };
}

/**
 * The withdrawal statement as the shopper confirmed it, in the order's language, after the model
 * withdrawal form: who withdraws from which contract (the shop's part), for which goods.
 */
export function withdrawalStatement(order: StoredOrder, part: StoredShopOrder, lines: number[], name: string): string {
  const { t, locale } = translator(order.locale);
  const goods = lines.map((position) => part.lines[position - 1]).filter((line) => line !== undefined)
    .map((line) => t('withdrawal.statementLine', { quantity: line.quantity, title: line.title, brand: line.brand, articleNumber: line.articleNumber })).join('; ');
  return t('withdrawal.statement', { name, goods, part: part.number, shop: part.shop.name, order: order.number, date: formatDay(order.createdAt, locale) });
}

/** The confirmation on a durable medium: the statement and the date and time it was received. */
export function withdrawalMail(order: StoredOrder, part: StoredShopOrder & { withdrawal: NonNullable<StoredShopOrder['withdrawal']> }, shopEmail: string | null = null): OutgoingMail {
  const { t, locale } = translator(order.locale);
  const { withdrawal } = part;
  const answer = answerBlock(t, { name: part.shop.name, email: shopEmail });
  const blocks: Block[] = [
    { lines: [t('orders.mail.greeting', { name: withdrawal.name }), t('withdrawal.mail.received', { moment: formatLocalMoment(withdrawal.receivedAt, locale), shop: part.shop.name, part: part.number })] },
    { heading: t('withdrawal.mail.statementHeading'), lines: [withdrawal.statement] },
    { lines: [t('withdrawal.mail.next', { shop: part.shop.name })] },
    ...orderLinkBlocks(t, order.pageUrl),
    answer.block,
    { lines: [t('orders.mail.signature')] },
  ];
  return { kind: 'withdrawal', orderId: order.id, recipient: withdrawal.email, replyTo: answer.replyTo, subject: t('withdrawal.mail.subject', { part: part.number, shop: part.shop.name }), ...render(blocks) };
}

/** The part in the shop's portal, on the origin of the order's own page (configured, never a request's). */
function portalOrdersLink(pageUrl: string, partNumber: string): string | undefined {
  try {
    return `${new URL(pageUrl).origin}${PORTAL_PATHS.orders}#${partNumber}`;
  } catch {
    return undefined;
  }
}

/** The shop's notice, in the language of the shop's country (German elsewhere): the same statement, and what it is asked to do next. */
export function withdrawalShopMail(order: StoredOrder, part: StoredShopOrder & { withdrawal: NonNullable<StoredShopOrder['withdrawal']> }, shopEmail: string, shopCountry: string): OutgoingMail {
  const { t, locale } = translator(localeOfCountry(shopCountry));
  const { withdrawal } = part;
  const withdrawn = withdrawal.lines.map((position) => part.lines[position - 1]).filter((line) => line !== undefined);
  const amount = money(withdrawn.reduce((sum, line) => sum + line.lineTotal, 0), locale);
  const blocks: Block[] = [
    { lines: [t('withdrawal.shopMail.received', { moment: formatMoment(withdrawal.receivedAt, locale), part: part.number, order: order.number })] },
    // Which lines, and what they cost: a shop refunding a partly withdrawn part must not refund it whole.
    {
      heading: t(withdrawal.wholePart ? 'withdrawal.shopMail.whole' : 'withdrawal.shopMail.partly', { count: withdrawn.length, total: part.lines.length, amount }),
      lines: withdrawn.map((line) => t('withdrawal.statementLine', { quantity: line.quantity, title: line.title, brand: line.brand, articleNumber: line.articleNumber }) + ` (${money(line.lineTotal, locale)})`),
    },
    { heading: t('withdrawal.mail.statementHeading'), lines: [withdrawal.statement, t('withdrawal.shopMail.contact', { email: withdrawal.email })] },
    // The shop's own portal, at the public origin the order's links name.
    { lines: [t('withdrawal.shopMail.next')], link: portalOrdersLink(order.pageUrl, part.number) },
  ];
  return { kind: 'withdrawal_shop', orderId: order.id, recipient: shopEmail, subject: t('withdrawal.shopMail.subject', { part: part.number }), ...render(blocks) };
}
