/**
 * Austria calls its VAT Umsatzsteuer (USt.), never Mehrwertsteuer: every German text that says
 * "MwSt." reads "USt." in the Austrian edition, as its footer does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createI18n, translatorFor } from './i18n';

function* strings(node: unknown, key: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [key, node];
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) yield* strings(v, key ? `${key}.${k}` : k);
}

const dir = path.join(__dirname, 'resources', 'de');
const german = fs.readdirSync(dir).filter((file) => file.endsWith('.json')).flatMap((file) => [...strings(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), '')]);

test('no Austrian text says MwSt.', () => {
  const t = translatorFor(createI18n(), 'de-AT') as unknown as (key: string, options: object) => string;
  const withMwSt = german.filter(([, text]) => text.includes('MwSt'));
  expect(withMwSt.length).toBeGreaterThan(0);
  const austrian = withMwSt.map(([key]) => [key, t(key, { rate: 20, amount: '1,00 €', year: 2026 })]);
  expect(austrian.filter(([, text]) => /MwSt/.test(text!))).toEqual([]);
});
