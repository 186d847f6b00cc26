/**
 * A demo drawing passes the same pipeline as a shop's photo: decoded, and written as AVIF and WebP
 * at the three widths (the encoders take seconds of CPU, too long for the unit tier).
 */
import sharp from 'sharp';
import { drawRendering } from '../../server/marketplace/photos/drawn/renderings';
import { PHOTO_WIDTHS, makeRenditions } from '../../server/marketplace/photos/renditions';

test('a drawing goes through the pipeline: AVIF and WebP at 200, 400 and 800 px', async () => {
  const renditions = await makeRenditions(Buffer.from(drawRendering('disc:1')));
  expect(renditions).toMatchObject({ width: 800, height: 800, widths: [...PHOTO_WIDTHS] });
  for (const file of renditions.files) {
    const meta = await sharp(file.bytes).metadata();
    expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width]).toEqual([file.format, file.width]);
  }
  expect(renditions.files).toHaveLength(6);
}, 30_000);
