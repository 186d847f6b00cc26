/**
 * The printable delivery note of a shop's part of an order, as a PDF in the order's language: the
 * shop, the order and part numbers, the delivery address and the lines (without prices: it travels
 * in the parcel). One A4 page per 30 lines.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { PortalOrder } from '../../../contract/calls/portal';
import type { Translate } from '../../../locales/i18n';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LINES_PER_PAGE = 30;

/** The standard fonts know only Latin-1 and a few more: anything else is shown as "?" rather than failing. */
function printable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) => Array.from(text.replace(/\s+/g, ' '), (char) => (known.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/** Cuts text to the width, with an ellipsis. */
function fitted(font: PDFFont, size: number, width: number, text: string): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export async function deliveryNotePdf(order: PortalOrder, shopName: string, t: Translate, formatDay: (iso: string) => string): Promise<Uint8Array> {
  // pdf-lib loads with the first note printed: most processes (and every page) never print one.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = printable(regular);
  pdf.setTitle(`${t('portal.deliveryNote.title')} ${order.number}`);
  pdf.setSubject(order.orderNumber);
  pdf.setAuthor(shopName);
  pdf.setCreator('Spareo');
  pdf.setLanguage(order.locale);

  const [width, height] = A4;
  const text = (page: PDFPage, value: string, x: number, y: number, options: { font?: PDFFont; size?: number; maxWidth?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const shown = clean(value);
    page.drawText(options.maxWidth ? fitted(font, size, options.maxWidth, shown) : shown, { x, y, font, size, color: rgb(0.11, 0.14, 0.19) });
  };

  const pages = Math.max(1, Math.ceil(order.lines.length / LINES_PER_PAGE));
  for (let index = 0; index < pages; index++) {
    const page = pdf.addPage(A4);
    let y = height - MARGIN;
    text(page, shopName, MARGIN, y, { font: bold, size: 12, maxWidth: width - 2 * MARGIN });
    y -= 34;
    text(page, t('portal.deliveryNote.title'), MARGIN, y, { font: bold, size: 20 });
    y -= 26;
    const facts: [string, string][] = [
      [t('portal.deliveryNote.order'), order.orderNumber],
      [t('portal.deliveryNote.part'), order.number],
      [t('portal.deliveryNote.date'), formatDay(order.createdAt)],
    ];
    for (const [label, value] of facts) {
      text(page, label, MARGIN, y);
      text(page, value, MARGIN + 110, y, { font: bold });
      y -= 14;
    }
    y -= 12;
    text(page, t('portal.deliveryNote.deliverTo'), MARGIN, y, { font: bold });
    y -= 14;
    const address = order.deliveryAddress;
    for (const line of [address.name, address.street, `${address.zip} ${address.city}`, address.country]) {
      text(page, line, MARGIN, y, { maxWidth: width - 2 * MARGIN });
      y -= 14;
    }
    y -= 18;
    const columns = { quantity: MARGIN, article: MARGIN + 50, sku: width - MARGIN - 110 };
    text(page, t('portal.deliveryNote.quantity'), columns.quantity, y, { font: bold });
    text(page, t('portal.deliveryNote.article'), columns.article, y, { font: bold });
    text(page, t('portal.deliveryNote.sku'), columns.sku, y, { font: bold });
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.7, color: rgb(0.6, 0.64, 0.7) });
    y -= 16;
    for (const line of order.lines.slice(index * LINES_PER_PAGE, (index + 1) * LINES_PER_PAGE)) {
      text(page, String(line.quantity), columns.quantity, y);
      text(page, `${line.brand} ${line.articleNumber} · ${line.title}`, columns.article, y, { maxWidth: columns.sku - columns.article - 10 });
      text(page, line.sku ?? '', columns.sku, y, { maxWidth: width - MARGIN - columns.sku });
      y -= 18;
    }
    text(page, t('portal.deliveryNote.page', { page: index + 1, pages }), MARGIN, MARGIN / 2, { size: 8 });
  }
  return pdf.save();
}
