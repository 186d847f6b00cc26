/**
 * A generated offer feed in the CSV shops upload (semicolon, German decimals), for the feed tests
 * and the feed import's bench: SKU n lists article n mod count, its price varies with `round`, and
 * every `unknownEvery`-th row names a number the catalogue lacks, so the rejected rows are known.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/shared/paths';

export interface FeedArticle { brand: string; number: string }

export async function writeOfferFeed(file: string, articles: readonly FeedArticle[], rows: number, round = 0, unknownEvery = 50): Promise<void> {
  const out = fs.createWriteStream(file);
  const write = (text: string) => (out.write(text) ? undefined : new Promise<void>((resolve) => out.once('drain', () => resolve())));
  await write('sku;brand;mpn;ean;oe;title;price;deposit;shipping;delivery time;stock;url;image\n');
  let chunk = '';
  for (let n = 0; n < rows; n++) {
    const a = articles[n % articles.length]!;
    const mpn = n % unknownEvery === unknownEvery - 1 ? `ZZ-${n}` : a.number;
    const cents = 500 + ((n * 7919 + round * 100) % 20000);
    chunk += `SKU-${n};${a.brand};${mpn};;;"${a.brand} ${a.number} Ersatzteil";${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')};0,00;4,95;1-3 Tage;${n % 40};https://shop.example/p/${n};\n`;
    if (chunk.length > 64 * 1024) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/** The rows of a feed of `rows` the import rejects as unknown numbers. */
export function unknownRows(rows: number, unknownEvery = 50): number {
  return Math.floor(rows / unknownEvery);
}

/** The node flags of `npm run feed` (package.json), so the bench measures the command shops run. */
export function feedScriptFlags(): string[] {
  const script = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.feed!;
  return script.split('&&').pop()!.trim().split(/\s+/).filter((part) => part.startsWith('--'));
}
