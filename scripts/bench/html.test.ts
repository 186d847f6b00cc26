/** The benchmark's floor page for Lighthouse: the page's words that matter, nothing the page adds. */
import { headingOnly } from './html';

const page = `<!DOCTYPE html><html lang="fr-FR"><head><meta charSet="utf-8"/><title>Pièces auto &amp; accessoires | Spareo</title>
<style>body{margin:0}</style><link rel="icon" href="data:image/png;base64,AAAA"/><script type="application/json">{"a":1}</script></head>
<body><header><img src="/img/logo.svg" alt=""/></header><main><h1 class="claim">Pièces <span>moins chères</span></h1><p>Texte.</p></main>
<script id="spareo-runtime" src="/assets/runtime.js"></script></body></html>`;

test('keeps the language, the title and the first heading, as a phone would be shown them', () => {
  const floor = headingOnly(page);
  expect(floor).toMatch(/^<!DOCTYPE html><html lang="fr-FR">/);
  expect(floor).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
  expect(floor).toContain('<title>Pièces auto &amp; accessoires | Spareo</title>');
  expect(floor).toContain('<h1>Pièces <span>moins chères</span></h1>');
});

test('leaves out everything that would make it a page of its own: style, scripts, images, icon, text', () => {
  const floor = headingOnly(page);
  for (const tag of ['<style', '<script', '<img', '<link', '<p>', '<header', 'claim']) expect(floor).not.toContain(tag);
});

test('a page without a heading gives its title as the heading', () => {
  expect(headingOnly('<html lang="de-DE"><head><title>Warenkorb</title></head><body></body></html>')).toContain('<h1>Warenkorb</h1>');
});
