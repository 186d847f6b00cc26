/** gzip made of deflate blocks kept for the constant parts and made per response for the rest is one valid gzip of the whole page. */
import zlib from 'node:zlib';
import { encodePage, pageToBytes } from './page-parts';
import { gzipParts } from './segment-gzip';

const css = Buffer.from(`body{margin:0}${'.offer{display:grid;gap:.5rem}'.repeat(800)}`);
const furniture = Buffer.from(`<header>${'<a href="/Bremsen">Bremsen</a>'.repeat(300)}</header><main id="main">`);
const footer = Buffer.from('</main><footer>Spareo · Impressum · Datenschutz</footer>');

const parts = (body: string) => ['<!DOCTYPE html><html lang="de"><head><title>Warenkorb (10)</title><style>', css, '</style></head><body>', furniture, body, footer, '<script type="application/json">{"challenge":"x"}</script></body></html>'];

test('the gzip decodes to exactly the page, with its CRC and length checked by the decoder', async () => {
  for (const body of ['<p>Ihr Warenkorb ist leer.</p>', `<ol>${'<li>Bremsscheibe – 49,90 € – Händler ÄÖÜ ✓</li>'.repeat(400)}</ol>`, '']) {
    const page = parts(body);
    const gzip = gzipParts(page);
    expect(gzip.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 0x08]));
    expect(zlib.gunzipSync(gzip).equals(pageToBytes(page))).toBe(true);
    // A stored page's gzip, from the bytes it was stored as: the same gzip.
    expect(gzipParts(page, encodePage(page)).equals(gzip)).toBe(true);
  }
});

test('a constant part costs its compression once: the second page repeats its deflate bytes', async () => {
  const first = gzipParts(parts('<p>eins</p>'));
  const second = gzipParts(parts('<p>zwei</p>'));
  const once = zlib.deflateRawSync(css, { finishFlush: zlib.constants.Z_SYNC_FLUSH, level: 9 });
  expect(first.includes(once)).toBe(true);
  expect(second.includes(once)).toBe(true);
  // Far smaller than the page: the constant parts are compressed, not stored.
  expect(second.length).toBeLessThan(pageToBytes(parts('<p>zwei</p>')).length / 10);
});

test('short pieces (a path filled into the layout) go as stored blocks, one after the other, and still decode to the page', async () => {
  const page = ['<!DOCTYPE html><title>', 'ä', furniture, '/Teilenummernsuche/Bosch/0986479A30', footer, '', '<p>', css, 'x'.repeat(127), '</p>', 'y'.repeat(128)];
  const gzip = gzipParts(page);
  expect(zlib.gunzipSync(gzip).equals(pageToBytes(page))).toBe(true);
  // The path's bytes are in the gzip as they are: a stored block.
  expect(gzip.includes(Buffer.from('/Teilenummernsuche/Bosch/0986479A30'))).toBe(true);
});
