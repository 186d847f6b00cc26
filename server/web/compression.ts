/**
 * Compression of dynamic responses (pages, API answers), shared with the benchmark's
 * express.static ceiling so both compress alike. compression() picks brotli at quality 4 for
 * browsers; its default window (lgwin 22, 4 MB) makes every response allocate and clear a 4 MB
 * ring buffer. A 256 KB window holds any page whole, so the bytes stay the same (cart page 16,948
 * either way) while the cart page served 174 -> 265 req/s and the resident set fell by about 50 MB
 * under 32 connections (measured side by side, issue 8).
 */
import zlib from 'node:zlib';
import compression, { type CompressionOptions } from 'compression';

export const COMPRESSION_OPTIONS: CompressionOptions = {
  brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
};

export const compressResponses = () => compression(COMPRESSION_OPTIONS);
