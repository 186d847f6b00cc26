/**
 * A postal code or phone number that does not fit the delivery country, as a shopper sees it in
 * Chromium, with JavaScript on and off: the form comes back with each reason right below its field,
 * in the edition's language, the field marked invalid and everything typed still there. Screenshots
 * on a phone and a desktop go to SCREENSHOT_DIR (default: the system's temporary folder).
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { COOKIES, EDITIONS as EDITION_TABLE } from '../../locales/editions';
import { offersFromShops } from '../checkout/support';
import { checkoutInBrowser } from './support/checkout-in-browser';

jest.setTimeout(180_000);

const e2e = checkoutInBrowser();

const SHOTS = process.env.SCREENSHOT_DIR ?? os.tmpdir();

const EDITIONS = [
  { locale: 'de-DE', country: 'DE', zip: '1234', phone: '0123', zipError: 'Diese Postleitzahl hat nicht das Format der Postleitzahlen des Landes (Deutschland).', phoneError: 'Diese Telefonnummer ist im Lieferland (Deutschland) nicht gültig.' },
  { locale: 'fr-FR', country: 'FR', zip: '7500', phone: '01 23', zipError: 'Ce code postal n’a pas le format des codes postaux du pays (France).', phoneError: 'Ce numéro de téléphone n’est pas valide dans le pays de livraison (France).' },
] as const;

/** The text of the error right after the input, and whether it sits below the input, within its column. */
function besideField(page: Page, name: string) {
  return page.$eval(`input[name="${name}"]`, (input) => {
    const error = input.nextElementSibling as HTMLElement | null;
    if (!error || !error.classList.contains('checkout-field-error')) return null;
    const a = input.getBoundingClientRect();
    const b = error.getBoundingClientRect();
    return {
      text: error.innerText, invalid: input.getAttribute('aria-invalid'), describedBy: input.getAttribute('aria-describedby') === error.id,
      below: b.top >= a.bottom - 1 && b.top - a.bottom < 24 && b.left < a.right && b.right > a.left, value: (input as HTMLInputElement).value,
      width: b.width, lines: Math.round(b.height / parseFloat(getComputedStyle(error).fontSize) / 1.3),
    };
  });
}

const cases = EDITIONS.flatMap((edition) => [true, false].map((javaScript) => [edition.locale, javaScript ? 'JavaScript on' : 'JavaScript off', edition, javaScript] as const));

test.each(cases)('%s, %s: a postal code and a phone number of the wrong shape come back with the reason below each field', async (_locale, js, edition, javaScript) => {
  const [offer] = await offersFromShops(e2e.shop.db, edition.country, 1);
  for (const width of [360, 1366]) {
    const { page, errors } = await e2e.chromium.open({ javaScript, width });
    await page.setCookie({ name: COOKIES.deliveryCountry, value: edition.country, url: e2e.shop.origin });
    const { prefix, words } = EDITION_TABLE[edition.locale];
    await page.goto(`${e2e.shop.origin}${prefix}/${words.cartGenerate}?cartParam[${offer!.offerId}]=1`);
    await Promise.all([page.waitForNavigation(), page.click('.cart-checkout a')]);
    await page.waitForSelector('.checkout-form');
    await page.type('#checkout-email', 'kundin@example.org');
    await page.type('#checkout-phone', edition.phone);
    await page.type('#checkout-name', 'Camille Quellenberg');
    await page.type('#checkout-street', 'Lindwurmgasse 23');
    await page.type('#checkout-zip', edition.zip);
    await page.type('#checkout-city', 'Paris');
    await page.click(`input[name="payment-${offer!.shopId}"][value="prepayment"]`);
    await page.click(`input[name="accept-${offer!.shopId}"]`);
    await Promise.all([page.waitForNavigation(), page.click('.checkout-place')]);

    await page.$eval('#checkout-zip', (input) => input.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(SHOTS, `checkout-errors-${edition.locale}-${js.replace(/ /g, '-')}-${width}.png`) as `${string}.png` });
    const zip = await besideField(page, 'zip');
    expect(zip).toMatchObject({ invalid: 'true', describedBy: true, below: true, value: edition.zip });
    expect(zip!.text).toContain(edition.zipError);
    // The reason reads as a sentence, not a narrow column of words.
    expect(zip!.lines).toBeLessThanOrEqual(width === 360 ? 4 : 3);
    expect(zip!.width).toBeGreaterThan(width === 360 ? 250 : 300);
    const phone = await besideField(page, 'phone');
    expect(phone).toMatchObject({ invalid: 'true', describedBy: true, below: true, value: edition.phone });
    expect(phone!.text).toContain(edition.phoneError);
    expect(await besideField(page, 'city')).toBeNull();
    expect(await page.$eval('#checkout-street', (input) => (input as HTMLInputElement).value)).toBe('Lindwurmgasse 23');
    if (javaScript) {
      // Corrected, the postal code is no longer marked refused: the red and its reason go at the edit.
      await page.click('#checkout-zip', { count: 3 });
      await page.keyboard.type(edition.country === 'DE' ? '80331' : '75001');
      expect(await page.$eval('#checkout-zip', (input) => [input.getAttribute('aria-invalid'), getComputedStyle(input).borderTopColor !== 'rgb(198, 40, 40)'])).toEqual([null, true]);
      expect(await page.$eval('#checkout-zip-error', (error) => (error as HTMLElement).hidden || error.getBoundingClientRect().height === 0)).toBe(true);
    }
    expect(errors).toEqual([]);
    await page.close();
  }
});
