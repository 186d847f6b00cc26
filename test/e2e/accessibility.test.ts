/**
 * axe-core on the hydrated home page of the editions page-checks does not walk (de-AT, es-ES,
 * it-IT, nl-NL): no serious or critical violations. The de-DE and fr-FR home pages, SearchBox
 * hydrated, are audited at 1280 px (every impact) by page-checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/shared/paths';
import { hydrated } from './support/browser';
import { useShopInBrowser } from './support/session';

jest.setTimeout(90_000);

const AXE = fs.readFileSync(path.join(projectRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

const e2e = useShopInBrowser();

test.each(['/de-AT', '/es-ES', '/it-IT', '/nl-NL'])('home %s has no serious or critical axe violations', async (prefix) => {
  const { page } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}${prefix}/`);
  // SearchBox hydrates on interaction: focus it so the hydrated markup is checked too.
  await page.focus('spareo-island[data-name="SearchBox"] input');
  await hydrated(page, 'SearchBox');
  // axe comes from node_modules, never fetched; evaluated through DevTools, so the page's CSP does not block it.
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
  await page.close();
});
