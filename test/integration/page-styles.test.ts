/**
 * Page styles: the order pages carry the checkout's own styles after the shared CSS in their one
 * inline sheet; other pages do not carry them. Every sheet a page carries is named in the
 * Content-Security-Policy by its hash, so the browser applies it.
 * @backends sqlite: the styles a page carries and their hashes are the views'.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const { app } = createTestApp({ db: createSeededDatabase() });

const sheetOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
const hashOf = (css: string) => `'sha256-${crypto.createHash('sha256').update(css, 'utf8').digest('base64')}'`;

test('the order lookup carries the checkout styles, the home page does not; the policy names both sheets', async () => {
  const lookup = await request(app).get('/Bestellungen').expect(200);
  const home = await request(app).get('/').expect(200);
  const [lookupCss, homeCss] = [sheetOf(lookup.text), sheetOf(home.text)];
  expect(lookupCss.startsWith(homeCss)).toBe(true);
  expect(lookupCss).toContain('.orders-lookup{');
  expect(homeCss).not.toContain('.orders-lookup{');
  expect(homeCss).not.toContain('.checkout-payment');
  for (const [answer, css] of [[lookup, lookupCss], [home, homeCss]] as const) {
    expect(answer.headers['content-security-policy']).toContain(hashOf(css));
  }
});

test('the checkout answers in French with the checkout styles too (empty cart)', async () => {
  const answer = await request(app).get('/fr-FR/commande');
  expect(sheetOf(answer.text)).toContain('.checkout-payment label');
});
