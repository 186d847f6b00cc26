/** The icon written into every page is the shop's icon file: a 32 px PNG, whose data: URL decodes to it. */
import fs from 'node:fs';
import path from 'node:path';
import { FAVICON_PNG_BASE64, FAVICON_URL } from './favicon';

const file = fs.readFileSync(path.join(__dirname, '../static/favicon.png'));

test('the inline icon is static/favicon.png', () => {
  expect(Buffer.from(FAVICON_PNG_BASE64, 'base64').equals(file)).toBe(true);
  expect(FAVICON_URL).toBe(`data:image/png;base64,${FAVICON_PNG_BASE64}`);
});

test('it is a PNG of 32 by 32 pixels', () => {
  expect(file.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(file.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([32, 32]);
});
