/**
 * The invoice or credit note as a PDF, drawn from its frozen document alone when it is issued (and
 * stored as drawn). The dates in the file are the issue's and nothing depends on the moment of
 * drawing, so the same document draws the same bytes while the drawing and its words stay as they
 * are. One A4 page per 22 lines.
 */
import path from 'node:path';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { InvoiceDocument } from './document';
import { legalNotes, sellerLawLines, vatNoteText } from './mentions';
import { paymentTermsOf } from './terms';
import { wordsFor } from './words';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const LINES_PER_PAGE = 22;

/** A character the font has no glyph for is shown as "?" rather than failing the whole document. */
function printable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) => Array.from(text.replace(/[\t\n\r]+/g, ' '), (char) => (known.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/**
 * DejaVu Sans (npm dejavu-fonts-ttf, free licence), embedded as a subset: PDF/A, which a Factur-X
 * must be, wants every font in the file, and it writes every European name and French's narrow
 * no-break space. Named without pdf-lib's random subset tag, so a document draws the same bytes.
 */
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
function fontFiles() {
  fonts ??= (async () => {
    const { readFile } = await import('node:fs/promises');
    const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    const [regular, bold] = await Promise.all([readFile(path.join(dir, 'DejaVuSans.ttf')), readFile(path.join(dir, 'DejaVuSans-Bold.ttf'))]);
    return { regular, bold };
  })();
  return fonts;
}

function fitted(font: PDFFont, size: number, width: number, text: string): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The text broken at spaces into lines no wider than width (a word wider than a line is cut by fitted). */
function wrapped(font: PDFFont, size: number, width: number, text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const longer = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(longer, size) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  if (line) lines.push(line);
  return lines;
}

export async function invoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  const words = wordsFor(doc.locale);
  const { t, money, unitMoney, percent, day, country } = words;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const issued = new Date(doc.issuedAt);
  // A period's days in digits (01.10.2026), so it fits beside its label.
  const shortDay = (iso: string) => new Intl.DateTimeFormat(doc.locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
  const title = `${t(`invoices.title.${doc.kind}`)} ${doc.number}`;
  pdf.setTitle(title);
  pdf.setAuthor(doc.seller.name);
  pdf.setSubject(doc.service ? doc.service.reference : `${doc.orderNumber} / ${doc.partNumber}`);
  pdf.setCreator('Spareo');
  pdf.setProducer('Spareo');
  pdf.setLanguage(doc.locale);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  pdf.registerFontkit(fontkit);
  const files = await fontFiles();
  const regular = await pdf.embedFont(files.regular, { subset: true, customName: 'DejaVuSans' });
  const bold = await pdf.embedFont(files.bold, { subset: true, customName: 'DejaVuSans-Bold' });
  const clean = printable(regular);
  const [width, height] = A4;
  const ink = rgb(0.11, 0.14, 0.19);
  const text = (page: PDFPage, value: string, x: number, y: number, options: { font?: PDFFont; size?: number; maxWidth?: number; right?: boolean } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 9;
    let shown = clean(value);
    if (options.maxWidth) shown = fitted(font, size, options.maxWidth, shown);
    const at = options.right ? x - font.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: at, y, font, size, color: ink });
  };
  const rule = (page: PDFPage, y: number) => page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.6, color: rgb(0.6, 0.64, 0.7) });

  const pages = Math.max(1, Math.ceil(doc.lines.length / LINES_PER_PAGE));
  const columns = { position: MARGIN, article: MARGIN + 28, quantity: 312, unit: 390, net: 450, rate: 482, gross: width - MARGIN };
  for (let index = 0; index < pages; index++) {
    const page = pdf.addPage(A4);
    let y = height - MARGIN;
    // The seller: the shop, as its identity stood on the day of issue.
    const seller = doc.seller;
    text(page, seller.name, MARGIN, y, { font: bold, size: 12, maxWidth: 300 });
    const sellerLines = [seller.street, `${seller.zip} ${seller.city}`, country(seller.country),
      seller.vatId ? `${t('invoices.vatId')} ${seller.vatId}` : '',
      seller.tradeRegister || seller.registerNumber ? `${t('invoices.register')} ${[seller.tradeRegister, seller.registerNumber].filter(Boolean).join(' ')}` : '',
      ...sellerLawLines(doc, words),
      [seller.email, seller.phone].filter(Boolean).join(' · ')].filter(Boolean);
    let sy = y - 14;
    for (const line of sellerLines) { text(page, line, MARGIN, sy, { maxWidth: 300 }); sy -= 11; }
    // The facts, right.
    const facts: [string, string][] = doc.service ? [
      [t('invoices.number'), doc.number], [t('invoices.issued'), day(doc.issuedAt)],
      [t('invoices.period'), `${shortDay(doc.service.period.start)} – ${shortDay(doc.service.period.end)}`], [t('invoices.reference'), doc.service.reference],
    ] : [
      [t('invoices.number'), doc.number], [t('invoices.issued'), day(doc.issuedAt)], [t('invoices.delivered'), day(doc.deliveryDate)],
      [t('invoices.order'), doc.orderNumber], [t('invoices.part'), doc.partNumber],
    ];
    let fy = y;
    for (const [label, value] of facts) {
      const shown = clean(value);
      text(page, label, 320, fy, { maxWidth: width - MARGIN - bold.widthOfTextAtSize(shown, 9) - 8 - 320 });
      text(page, value, width - MARGIN, fy, { font: bold, right: true });
      fy -= 12;
    }
    y = Math.min(sy, fy) - 16;
    // The buyer and where the goods went.
    const buyer = doc.buyer;
    text(page, t('invoices.buyer'), MARGIN, y, { font: bold });
    // A service goes nowhere: no delivery address.
    if (!doc.service) text(page, t('invoices.deliverTo'), 320, y, { font: bold });
    const buyerLines = [buyer.company ?? '', buyer.name, buyer.street, `${buyer.zip} ${buyer.city}`, country(buyer.country), buyer.vatId ? `${t('invoices.vatId')} ${buyer.vatId}` : ''].filter(Boolean);
    const to = doc.deliveryAddress;
    const toLines = doc.service ? [] : [to.name, to.street, `${to.zip} ${to.city}`, country(to.country)];
    let by = y - 12;
    for (const line of buyerLines) { text(page, line, MARGIN, by, { maxWidth: 250 }); by -= 11; }
    let ty = y - 12;
    for (const line of toLines) { text(page, line, 320, ty, { maxWidth: 225 }); ty -= 11; }
    y = Math.min(by, ty) - 18;
    text(page, title, MARGIN, y, { font: bold, size: 16 });
    y -= 16;
    if (doc.corrects) {
      text(page, t('invoices.corrects', { number: doc.corrects.number, date: day(doc.corrects.issuedAt) }), MARGIN, y);
      y -= 11;
      text(page, t(`invoices.cause.${doc.cause}`), MARGIN, y);
      y -= 11;
    }
    y -= 8;
    // The lines.
    const head = { font: bold, size: 8 };
    text(page, t('invoices.position'), columns.position, y, head);
    text(page, t('invoices.article'), columns.article, y, head);
    text(page, t('invoices.quantity'), columns.quantity, y, { ...head, right: true });
    text(page, t('invoices.unitNet'), columns.unit, y, { ...head, right: true, maxWidth: columns.unit - columns.quantity - 6 });
    text(page, t('invoices.net'), columns.net, y, { ...head, right: true });
    text(page, t('invoices.rate'), columns.rate, y, { ...head, right: true });
    text(page, t('invoices.gross'), columns.gross, y, { ...head, right: true });
    y -= 5;
    rule(page, y);
    y -= 13;
    doc.lines.slice(index * LINES_PER_PAGE, (index + 1) * LINES_PER_PAGE).forEach((line, offset) => {
      const name = line.kind === 'shipping' ? t('invoices.shipping') : line.kind === 'adjustment' ? t('invoices.adjustment') : line.kind === 'service' ? line.title : `${line.brand} ${line.articleNumber} · ${line.title}`;
      text(page, String(index * LINES_PER_PAGE + offset + 1), columns.position, y);
      text(page, name, columns.article, y, { maxWidth: columns.quantity - columns.article - 30 });
      text(page, String(line.quantity), columns.quantity, y, { right: true });
      // Net per unit, as the net column beside it (quantity × unit price = net, to the tenth of a cent).
      text(page, unitMoney(line.quantity === 0 ? 0 : line.netCents / line.quantity), columns.unit, y, { right: true });
      text(page, money(line.netCents), columns.net, y, { right: true });
      text(page, `${percent(line.rateBp)} %`, columns.rate, y, { right: true });
      text(page, money(line.grossCents), columns.gross, y, { right: true });
      y -= 14;
    });
    if (index === pages - 1) {
      rule(page, y + 6);
      y -= 8;
      const sums: [string, string, boolean][] = [[t('invoices.totalNet'), money(doc.netCents), false]];
      for (const rate of doc.rates) sums.push([t('invoices.vatOf', { rate: percent(rate.rateBp), net: money(rate.netCents) }), money(rate.vatCents), false]);
      sums.push([doc.kind === 'credit_note' ? t('invoices.creditTotal') : t('invoices.totalGross'), money(doc.grossCents), true]);
      for (const [label, value, strong] of sums) {
        text(page, label, 300, y, { font: strong ? bold : regular });
        text(page, value, columns.gross, y, { font: strong ? bold : regular, right: true });
        y -= 13;
      }
      y -= 10;
      const notes = [
        vatNoteText(doc, t),
        doc.kind === 'invoice' && !doc.service ? t('invoices.payment', { method: t(`orders.payment.${doc.paymentMethod}`, { defaultValue: doc.paymentMethod }) }) : '',
        // Documents issued before the settlement was kept said only the method.
        doc.settlement ? paymentTermsOf(doc).note : '',
        ...legalNotes(doc, words),
        doc.service ? '' : t('invoices.issuedBy', { shop: seller.name }),
        doc.eInvoice ? t('invoices.eInvoice') : '',
      ].filter(Boolean);
      for (const note of notes) {
        for (const line of wrapped(regular, 9, width - 2 * MARGIN, clean(note))) { text(page, line, MARGIN, y, { maxWidth: width - 2 * MARGIN }); y -= 12; }
      }
    }
    text(page, t('invoices.page', { page: index + 1, pages }), width - MARGIN, MARGIN / 2, { size: 7, right: true });
    text(page, `${title} · ${seller.name}`, MARGIN, MARGIN / 2, { size: 7, maxWidth: 380 });
  }
  return pdf.save({ useObjectStreams: false });
}
