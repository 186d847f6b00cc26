/**
 * A data sheet drawn as a PDF (pdf-lib) from the catalogue's own data: the demo has no
 * manufacturer documents to fetch. The same data gives the same bytes (fixed dates, no random
 * id), so the size the article page shows is the size of the file that is served.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { SheetWords } from './sheet-words';

export interface SheetArticle {
  articleNumber: string;
  /** [{ key, value, unit? }] as stored with the article. */
  criteria: { key: string; value: string; unit?: string }[];
  /** The vehicles it fits, as lines already in the sheet's language (fitment-list.ts). */
  fitment?: { heading: string; lines: { text: string; indent: number; strong?: boolean }[] };
}

export interface DataSheet {
  title: string;
  docNo: string;
  brand: string;
  category: string;
  articles: SheetArticle[];
  words: SheetWords;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');

/** Standard fonts speak WinAnsi: a character outside it becomes '?', never an exception. */
function encodable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** A long line broken at spaces into lines no wider than the room. */
function wrapped(font: PDFFont, text: string, size: number, room: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of encodable(font, text).split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > room) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function drawDataSheet(sheet: DataSheet): Promise<Uint8Array> {
  // pdf-lib loads with the first sheet drawn: most processes (and every page) never draw one.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const INK = rgb(0.12, 0.14, 0.17);
  const MUTED = rgb(0.38, 0.42, 0.47);
  const BRAND = rgb(0.05, 0.33, 0.62);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${sheet.title} ${sheet.docNo}`);
  pdf.setAuthor('Spareo');
  pdf.setCreator('Spareo');
  pdf.setProducer('Spareo');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const write = (text: string, options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; x?: number } = {}) => {
    const size = options.size ?? 11;
    if (y < MARGIN + size * 3) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
    const font = options.font ?? regular;
    page.drawText(encodable(font, text), { x: options.x ?? MARGIN, y, size, font, color: options.color ?? INK });
    y -= size * 1.45;
  };

  page.drawRectangle({ x: 0, y: A4[1] - 36, width: A4[0], height: 36, color: BRAND });
  page.drawText('Spareo', { x: MARGIN, y: A4[1] - 24, size: 14, font: bold, color: rgb(1, 1, 1) });
  y -= 20;
  write(sheet.title, { size: 22, font: bold });
  write(`${sheet.brand} · ${sheet.category}`, { size: 14, color: MUTED });
  y -= 6;
  write(`${sheet.words.documentNumber}: ${sheet.docNo}`, { size: 10, color: MUTED });
  write(`${sheet.words.manufacturer}: ${sheet.brand}`, { size: 10, color: MUTED });
  write(`${sheet.words.category}: ${sheet.category}`, { size: 10, color: MUTED });
  y -= 10;
  for (const article of sheet.articles) {
    write(`${sheet.words.articleNumber} ${article.articleNumber}`, { size: 13, font: bold });
    for (const criterion of article.criteria) {
      const label = sheet.words.criteria[criterion.key] ?? sheet.words.criteria.other ?? criterion.key;
      const value = criterion.key === 'fitting_position' ? (sheet.words.position[criterion.value] ?? criterion.value) : (sheet.words.values[criterion.value] ?? criterion.value);
      write(`${label}: ${value}${criterion.unit ? ` ${criterion.unit}` : ''}`, { x: MARGIN + 14 });
    }
    if (article.fitment) {
      y -= 4;
      write(article.fitment.heading, { size: 11, font: bold, x: MARGIN + 14 });
      for (const line of article.fitment.lines) {
        const x = MARGIN + 14 + line.indent * 14;
        const font = line.strong ? bold : regular;
        for (const part of wrapped(font, line.text, 9.5, A4[0] - MARGIN - x)) write(part, { size: 9.5, font, x, color: line.strong ? INK : MUTED });
      }
    }
    y -= 8;
  }
  for (const each of pdf.getPages()) each.drawText(encodable(regular, sheet.words.notice), { x: MARGIN, y: 30, size: 8, font: regular, color: MUTED });
  return pdf.save();
}
