/**
 * A demo drawing passes the same pipeline as a shop's photo: decoded, and written as AVIF and WebP
 * at the three widths (the encoders take seconds of CPU, too long for the unit tier). Photos and
 * shop logos decoded at once wait in the process's decoding queue: never more pixels at once than
 * its budget, and the memory they take stays that of one large image.
 */
import sharp from 'sharp';
import { DECODE_PIXEL_BUDGET, imageDecoding } from '../../server/marketplace/media/decoding';
import { drawRendering } from '../../server/marketplace/photos/drawn/renderings';
import { PHOTO_WIDTHS, makeRenditions } from '../../server/marketplace/photos/renditions';
import { makeLogo } from '../../server/marketplace/shops/logo';

test('a drawing goes through the pipeline: AVIF and WebP at 200, 400 and 800 px', async () => {
  const renditions = await makeRenditions(Buffer.from(drawRendering('disc:1')));
  expect(renditions).toMatchObject({ width: 800, height: 800, widths: [...PHOTO_WIDTHS] });
  for (const file of renditions.files) {
    const meta = await sharp(file.bytes).metadata();
    expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width]).toEqual([file.format, file.width]);
  }
  expect(renditions.files).toHaveLength(6);
}, 30_000);

/** A large 16-bit PNG of one colour: a small file (a few hundred KB) that decodes to many megabytes. */
const heavyPng = (side: number, shade: number) => sharp({ create: { width: side, height: side, channels: 3, background: { r: shade, g: 90, b: 150 } } })
  .toColourspace('rgb16').png({ compressionLevel: 9 }).toBuffer();

test('eight large photos and logos sent at once are decoded one at a time, and take the memory of one', async () => {
  // Two of these are more pixels than the budget: each must decode alone.
  const side = 4600;
  expect(2 * side * side).toBeGreaterThan(DECODE_PIXEL_BUDGET);
  const sources = await Promise.all(Array.from({ length: 8 }, (_, i) => heavyPng(side, 20 + i)));
  const before = process.memoryUsage().rss;
  let peak = before;
  let mostAtOnce = 0;
  const sampling = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
    mostAtOnce = Math.max(mostAtOnce, sharp.counters().process);
  }, 5);
  const made = await Promise.all(sources.map((source, i) => (i % 2 ? makeLogo(source).then((logo) => logo.bytes.length) : makeRenditions(source).then((r) => r.files.length))));
  clearInterval(sampling);
  expect(made.every((size) => size > 0)).toBe(true);
  expect(imageDecoding.peak).toEqual({ pixels: side * side, decodes: 1 });
  expect(imageDecoding.running + imageDecoding.waiting).toBe(0);
  // libvips worked on one image at a time (the header reads before the queue are all it does beside).
  expect(mostAtOnce).toBeLessThanOrEqual(2);
  // One such decode and its files; several at once took far more.
  expect((peak - before) / 2 ** 20).toBeLessThan(350);
}, 120_000);

test('small images decode side by side within the budget', async () => {
  const sources = await Promise.all(Array.from({ length: 6 }, (_, i) => heavyPng(600, 40 + i)));
  await Promise.all(sources.map((source) => makeLogo(source)));
  expect(imageDecoding.peak.decodes).toBeGreaterThan(1);
  expect(imageDecoding.peak.pixels).toBeLessThanOrEqual(DECODE_PIXEL_BUDGET);
}, 60_000);
