/** Two pieces' CRC-32 combined gives the CRC-32 of the two together, for any lengths, none included. */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { crc32Combine, crc32Shift } from './crc32-shift';

test('combining equals reading the whole', () => {
  for (const [a, b] of [[0, 0], [1, 0], [0, 1], [5, 7], [100, 8191], [3000, 12_345], [1, 70_000]] as const) {
    const first = crypto.randomBytes(a);
    const second = crypto.randomBytes(b);
    expect(crc32Combine(zlib.crc32(first), zlib.crc32(second), crc32Shift(b))).toBe(zlib.crc32(Buffer.concat([first, second])));
    expect(crc32Combine(zlib.crc32('x', 77), zlib.crc32(second), crc32Shift(b))).toBe(zlib.crc32(second, zlib.crc32('x', 77)));
  }
});
