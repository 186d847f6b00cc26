/**
 * The contact page and the accessibility statement in Chromium: no serious or critical axe
 * violations at 360 and 1280 px in two editions, and a shopper sends a message by keyboard alone,
 * with and without JavaScript, and sees the confirmation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createI18n, translatorFor } from '../../locales/i18n';
import type { Locale } from '../../locales/editions';
import { projectRoot } from '../../server/shared/paths';
import { pathFor } from '../../server/web/routes/table';
import { useShopInBrowser } from './support/session';

jest.setTimeout(120_000);

const AXE = fs.readFileSync(path.join(projectRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const e2e = useShopInBrowser();
const i18n = createI18n();
const t = (locale: Locale) => translatorFor(i18n, locale);
const contactPath = (locale: Locale) => pathFor(`Info___${locale}`, { topic: t(locale)('info.support.slug') });

const pages: [string, Locale, number][] = [];
for (const locale of ['de-DE', 'fr-FR'] as const) {
  for (const width of [360, 1280]) {
    pages.push([contactPath(locale), locale, width], [pathFor(`Accessibility___${locale}`, {}), locale, width]);
  }
}

test.each(pages)('%s (%s, %i px) has no serious or critical axe violations and no sideways scroll', async (target, _locale, width) => {
  const { page } = await e2e.chromium.open({ width });
  await page.goto(`${e2e.shop.origin}${target}`);
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  // The shop-wide accent colour of .button is checked (and changed) with the palette in accessibility.test.ts.
  expect(violations.filter((v) => v !== 'color-contrast: .button')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.close();
});

test.each([true, false])('a message sent by keyboard alone (JavaScript %s) ends on the confirmation', async (javaScript) => {
  const { page, errors } = await e2e.chromium.open({ javaScript, width: 360 });
  await page.goto(`${e2e.shop.origin}${contactPath('fr-FR')}`);
  await page.focus('#contact-name');
  await page.keyboard.type('Camille Martin');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-email');
  await page.keyboard.type('camille.martin@example.fr');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-message');
  await page.keyboard.type('Bonjour, ce filtre convient-il à ma Clio IV ?');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(new URL(page.url()).search).toBe('?sent=1');
  expect(await page.$eval('.contact-page [role="status"]', (el) => el.textContent)).toBe(t('fr-FR')('contact.sent'));
  expect(errors).toEqual([]);
  await page.close();
});
