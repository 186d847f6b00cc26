/** Runs the built feed CLI (dist/scripts/feed.js, `npm run build` first) on a database file or postgres:// URL. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { CatalogueArticle } from './helpers';

export const FEED_CLI = path.resolve(__dirname, '../../dist/scripts/feed.js');
const NODE = path.resolve(__dirname, '../../node_modules/.bin/node');

export { tempDir } from '../support/temp-dir';

export function runFeedCli(databaseFile: string, args: string[], nodeFlags: string[] = []): ChildProcess & { done: Promise<{ code: number | null; stdout: string; stderr: string }> } {
  const child = spawn(NODE, [...nodeFlags, FEED_CLI, ...args], { env: { ...process.env, DATABASE_PATH: databaseFile, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => { stdout += chunk; });
  child.stderr!.on('data', (chunk) => { stderr += chunk; });
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return Object.assign(child, { done });
}

/**
 * Writes a feed of `rows` offers over the given articles (SKU n lists article n mod count, price
 * varies with `round`); every `unknownEvery`-th row names a number the catalogue lacks.
 */
export async function writeFeed(file: string, articles: CatalogueArticle[], rows: number, round = 0, unknownEvery = 50): Promise<void> {
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
