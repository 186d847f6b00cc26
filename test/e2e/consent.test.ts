/** Consent settings in the footer: defaults shown, a change rewrites both cookies for one year, and is shown again after a reload. */
import { hydrated } from './support/browser';
import { useShopInBrowser } from './support/session';

jest.setTimeout(60_000);

const e2e = useShopInBrowser();

const ROOT = 'spareo-island[data-name="ConsentSettings"]';
const checked = (domain: string) => `${ROOT} tr[data-domain="${domain}"] input:checked`;

test('defaults, a saved change in both one-year cookies, and the stored choice after a reload', async () => {
  const { page, errors } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}/`);
  await page.$eval(`${ROOT} details`, (details) => details.scrollIntoView());
  await hydrated(page, 'ConsentSettings');
  await page.click(`${ROOT} summary`);
  expect(await page.$eval(checked('cdn.spareo.eu'), (i) => (i as HTMLInputElement).value)).toBe('accepted');
  expect(await page.$eval(checked('media.spareo.eu'), (i) => (i as HTMLInputElement).value)).toBe('accepted');
  expect(await page.$eval(checked('player.vimeo.com'), (i) => (i as HTMLInputElement).value)).toBe('denied');
  expect((await page.cookies()).filter((c) => c.name.startsWith('spareo_consent'))).toEqual([]);

  await page.click(`${ROOT} tr[data-domain="player.vimeo.com"] input[value=accepted]`);
  await page.click(`${ROOT} tr[data-domain="cdn.spareo.eu"] input[value=denied]`);
  await page.click(`${ROOT} button`);
  await page.waitForFunction((root) => document.querySelector(`${root} [role=status]`)?.textContent === 'Ihre Auswahl wurde gespeichert.', {}, ROOT);
  const cookies = await page.cookies();
  const consent = cookies.find((c) => c.name === 'spareo_consent')!;
  const domains = cookies.find((c) => c.name === 'spareo_consent_domains')!;
  const inAYear = Date.now() / 1000 + 365 * 86_400;
  for (const cookie of [consent, domains]) {
    expect(cookie.path).toBe('/');
    expect(Math.abs(cookie.expires - inAYear)).toBeLessThan(120);
  }
  expect(decodeURIComponent(consent.value)).toContain('player.vimeo.com:accepted');
  expect(decodeURIComponent(consent.value)).toContain('cdn.spareo.eu:denied');
  expect(decodeURIComponent(domains.value).split(',')).toContain('player.vimeo.com');

  // A second change rewrites both cookies.
  await page.click(`${ROOT} tr[data-domain="cdn.spareo.eu"] input[value=accepted]`);
  await page.click(`${ROOT} button`);
  const again = await page.cookies();
  expect(decodeURIComponent(again.find((c) => c.name === 'spareo_consent')!.value)).toContain('cdn.spareo.eu:accepted');
  expect(again.find((c) => c.name === 'spareo_consent_domains')!.expires).toBeGreaterThanOrEqual(domains.expires);

  await page.reload();
  await page.$eval(`${ROOT} details`, (details) => details.scrollIntoView());
  await hydrated(page, 'ConsentSettings');
  await page.click(`${ROOT} summary`);
  expect(await page.$eval(checked('player.vimeo.com'), (i) => (i as HTMLInputElement).value)).toBe('accepted');
  expect(await page.$eval(checked('cdn.spareo.eu'), (i) => (i as HTMLInputElement).value)).toBe('accepted');
  expect(errors.filter((e) => !/\/(static|img)\//.test(e))).toEqual([]);
  await page.close();
});
