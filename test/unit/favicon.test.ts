/** The icon written into every page is the shop's icon file, and its data: URL decodes to it. */
import fs from 'node:fs';
import path from 'node:path';
import { FAVICON_SVG, FAVICON_URL } from '../../views/favicon';

const file = fs.readFileSync(path.join(__dirname, '../../static/favicon.svg'), 'utf8').trim();

test('the inline icon is static/favicon.svg', () => {
  expect(FAVICON_SVG).toBe(file);
});

test('its data: URL decodes to the same picture', () => {
  const [head, body] = [FAVICON_URL.slice(0, FAVICON_URL.indexOf(',')), FAVICON_URL.slice(FAVICON_URL.indexOf(',') + 1)];
  expect(head).toBe('data:image/svg+xml');
  expect(body).not.toMatch(/[#<>"'&]/);
  expect(decodeURIComponent(body)).toBe(file);
});
