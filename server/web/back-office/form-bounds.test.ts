import { bytesOfLimit, formBytesFor } from './form-bounds';

test('a form of two 50,000-character texts has room for them all as three-byte characters, URL-encoded', () => {
  expect(formBytesFor([50_000, 50_000])).toBe(900_000 + 8 * 1024);
  expect(Buffer.byteLength(new URLSearchParams({ terms: '€'.repeat(50_000), cancellationPolicy: '€'.repeat(50_000) }).toString())).toBeLessThanOrEqual(formBytesFor([50_000, 50_000]));
});

test('limits as body-parser reads them', () => {
  expect(bytesOfLimit('120kb')).toBe(122_880);
  expect(bytesOfLimit('1mb')).toBe(1_048_576);
  expect(bytesOfLimit(500)).toBe(500);
  expect(() => bytesOfLimit('lots')).toThrow();
});
