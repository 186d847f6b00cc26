/**
 * A settlement as a PDF (pdf-lib) in the reader's language: the shop, the month and its bounds, the
 * commission agreed, the sums from the balance carried in to the payout (the commission net, its VAT
 * and gross, with the number of the operator's invoice for it), and one row per part.
 * Amounts as the reader's locale writes money; A4, 40 rows a page.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatDay, formatWhen } from '../../../locales/moments';
import { translator } from '../mail';
import type { SettlementDetail } from './read';
import { moneyText } from '../../../locales/amounts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const ROWS_PER_PAGE = 40;

/** The standard fonts know only Latin-1 and a few more: anything else is shown as "?" rather than failing. */
function printable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) => Array.from(text.replace(/\s+/g, ' '), (char) => (known.has(char.codePointAt(0)!) ? char : '?')).join('');
}

export async function settlementPdf(s: SettlementDetail, locale: string): Promise<Uint8Array> {
  // pdf-lib loads with the first settlement printed: most processes never print one.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const { t, locale: lang } = translator(locale);
  const money = (cents: number) => moneyText(cents, lang);
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = printable(regular);
  pdf.setTitle(`${t('settlements.pdf.title')} ${s.month} · ${s.shopName}`);
  pdf.setAuthor('Spareo');
  pdf.setCreator('Spareo');
  pdf.setLanguage(lang);
  const [width, height] = A4;
  const ink = rgb(0.11, 0.14, 0.19);
  const text = (page: PDFPage, value: string, x: number, y: number, options: { font?: PDFFont; size?: number; right?: boolean } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 9;
    const shown = clean(value);
    page.drawText(shown, { x: options.right ? x - font.widthOfTextAtSize(shown, size) : x, y, font, size, color: ink });
  };

  const chunks = Math.max(1, Math.ceil(s.items.length / ROWS_PER_PAGE));
  for (let index = 0; index < chunks; index++) {
    const page = pdf.addPage(A4);
    let y = height - MARGIN;
    text(page, 'Spareo', MARGIN, y, { font: bold, size: 12 });
    text(page, t('settlements.pdf.page', { page: index + 1, pages: chunks }), width - MARGIN, y, { right: true });
    y -= 30;
    text(page, `${t('settlements.pdf.title')} ${s.month}`, MARGIN, y, { font: bold, size: 18 });
    y -= 22;
    text(page, `${s.shopName} (#${s.shopId}) · ${t('settlements.pdf.number')} ${s.id} · ${t('settlements.pdf.closed')} ${formatWhen(s.closedAt, lang)}`, MARGIN, y);
    y -= 13;
    text(page, t('settlements.pdf.commission', { percent: new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(s.commissionBp / 100), fixed: money(s.commissionFixedCents) }), MARGIN, y);
    y -= 13;
    text(page, t('settlements.pdf.monthRule'), MARGIN, y, { size: 8 });
    y -= 24;
    if (index === 0) {
      const sums: [string, number, boolean?][] = [
        [t('settlements.carriedIn'), s.carriedInCents], [t('settlements.goods'), s.goodsCents], [t('settlements.shipping'), s.shippingCents],
        [t('settlements.collected'), -s.collectedCents], [t('settlements.refunds'), -s.refundsCents],
        // The commission as the operator's invoice states it: net and VAT, then the gross taken off.
        [`  ${t('settlements.commissionNet')}`, -(s.commissionCents - s.commissionVatCents)], [`  ${t('settlements.commissionVat')}`, -s.commissionVatCents],
        [t('settlements.commissionGross'), -s.commissionCents],
        [t('settlements.payout'), s.payoutCents, true], [t('settlements.carriedOut'), s.carriedOutCents],
      ];
      for (const [label, cents, strong] of sums) {
        text(page, label, MARGIN, y, { font: strong ? bold : regular, size: 10 });
        text(page, money(cents), MARGIN + 300, y, { font: strong ? bold : regular, size: 10, right: true });
        y -= 15;
      }
      if (s.commissionInvoice) {
        text(page, `${t('settlements.invoice')}: ${s.commissionInvoice}`, MARGIN, y, { size: 9 });
        y -= 15;
      }
      y -= 16;
    }
    const cols = { kind: MARGIN, part: MARGIN + 52, date: MARGIN + 147, goods: MARGIN + 282, shipping: MARGIN + 332, refund: MARGIN + 392, commission: MARGIN + 447, collected: width - MARGIN };
    const header: [keyof typeof cols, string][] = [['kind', t('settlements.pdf.kind')], ['part', t('settlements.pdf.part')], ['date', t('settlements.pdf.date')], ['goods', t('settlements.goods')], ['shipping', t('settlements.shipping')], ['refund', t('settlements.refunds')], ['commission', t('settlements.commission')], ['collected', t('settlements.pdf.collected')]];
    for (const [col, label] of header) text(page, label, cols[col], y, { font: bold, size: 8, right: col !== 'kind' && col !== 'part' && col !== 'date' });
    y -= 5;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.5, color: ink });
    y -= 12;
    for (const item of s.items.slice(index * ROWS_PER_PAGE, (index + 1) * ROWS_PER_PAGE)) {
      text(page, t(`settlements.kind.${item.kind}`), cols.kind, y);
      text(page, item.partNumber, cols.part, y);
      text(page, formatDay(item.at, lang), cols.date, y);
      text(page, item.goodsCents ? money(item.goodsCents) : '', cols.goods, y, { right: true });
      text(page, item.shippingCents ? money(item.shippingCents) : '', cols.shipping, y, { right: true });
      text(page, item.refundCents ? money(-item.refundCents) : '', cols.refund, y, { right: true });
      text(page, item.commissionCents ? money(-item.commissionCents) : '', cols.commission, y, { right: true });
      text(page, item.collectedCents ? money(-item.collectedCents) : '', cols.collected, y, { right: true });
      y -= 13;
    }
    if (s.items.length === 0) text(page, t('settlements.pdf.nothing'), MARGIN, y);
  }
  return pdf.save();
}
